import { defineMeta } from '../../src/core/schema.ts';
import { askPageSchema } from '../../src/features/ask/ask.schema.ts';

/**
 * `<ask-page>`: the Ask assistant page (ask-and-rewards 2.1, 4.1-4.4, 5.1, 8.1, 9.1).
 *
 * ```html
 * <ask-page>
 *   <script type="application/json">{ "endPointUrl": "wss://services.example.org/ask/v1/chat", "agent-name": "medicare" }</script>
 *   <div class="ask-page-fallback"><h1>Ask about Medicare and Social Security</h1></div>
 * </ask-page>
 * ```
 */
export const askPage = defineMeta({
  tag: 'ask-page',
  summary:
    'Ask assistant page: a question box (Ask, Stop while an answer streams, Start new chat), topic rail (a menu below 1024 px), suggestion chips, disclaimer, and a conversation of typed-out answers with sources, related questions, Copy Answer, Like and Dislike, and pro tips.',
  schema: askPageSchema,
  attributes: ['endPointUrl'],
  services: ['/ask/v1/chat', '/content/*/ask/pro-tips.resource.root*'],
});
