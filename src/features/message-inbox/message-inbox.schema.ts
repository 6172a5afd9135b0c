/**
 * `<message-inbox>` configuration (CONTRACT 4c): which provider adapter the inbox uses and the
 * words the element supplies, which the CMS may reword. The provider's key, base URL and the
 * messaging user API are the site's (`#site-config` messagingApiKey, messagingBaseUrl,
 * messagingUserApiUrl, brain-health 7.1).
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';
import { INBOX_PROVIDERS } from './message-inbox.logic.ts';

export const messageInboxSchema = v.object({
  provider: v.optional(
    v.pipe(
      v.picklist(INBOX_PROVIDERS, `expected one of ${INBOX_PROVIDERS.join(', ')}`),
      v.description(
        "Where the content cards come from: 'sdk' (the messaging provider's web SDK, loaded only for a signed-in visitor on a page with the inbox) or 'user-api' (the cards of the site's messaging user API, messagingUserApiUrl: the demo's emulator).",
      ),
    ),
    'sdk',
  ),
  unreadText: text('{count} unread messages', "What screen readers hear for the badge above 1; {count} is the number (translated by the site's dictionary)."),
  oneUnreadText: text('1 unread message', 'What screen readers hear for a badge of 1.'),
  panelLabel: text('Messages', "The panel's accessible name."),
  loadingText: text('Loading messages…', 'Shown in the panel while the messages load.'),
  emptyText: text('No messages', 'Shown in the panel when there are no messages.'),
  unavailableText: text('Messages are unavailable right now', 'Shown in the panel when the messaging provider cannot be reached (brain-health 4.10).'),
});

export type MessageInboxConfig = v.InferOutput<typeof messageInboxSchema>;
