import { defineMeta } from '../../src/core/schema.ts';
import { askWidgetSchema } from '../../src/features/ask/ask.schema.ts';

/**
 * `<ask-widget>`: the Ask entry widget (ask-and-rewards 2.2), also embeddable on partner sites
 * with one script tag (the loader). Renders into an open shadow root with its own styles.
 *
 * ```html
 * <ask-widget data-ask-url="https://www.example.org/ask-member">
 *   <script type="application/json">{ "chips": ["What does Part B cover?"] }</script>
 * </ask-widget>
 * ```
 */
export const askWidget = defineMeta({
  tag: 'ask-widget',
  summary:
    'Ask entry widget: a question input, a submit button (id Submit_Channel_Entry) and suggestion chips; either hands the question to the Ask page and opens it with source_section, in a new tab (same window in the app variant). Style-isolated in a shadow root; works on partner pages of another origin.',
  schema: askWidgetSchema,
  attributes: ['askUrl', 'heading', 'label', 'placeholder', 'submitLabel', 'chips', 'emptyInputMessage', 'maxLengthMessage', 'maxInputLength'],
  mount: 'shadow',
});
