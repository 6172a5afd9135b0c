import { defineMeta } from '../../src/core/schema.ts';
import { messageInboxSchema } from '../../src/features/message-inbox/message-inbox.schema.ts';

/**
 * `<message-inbox>`: the brain-health inbox dropdown with its unread badge (brain-health 3.4,
 * 4.10, 7.1; CONTRACT 4c).
 *
 * ```html
 * <message-inbox>
 *   <button type="button" data-inbox-toggle aria-expanded="false">Messages <span data-inbox-badge hidden></span></button>
 *   <div data-inbox-panel hidden></div>
 * </message-inbox>
 * ```
 */
export const messageInbox = defineMeta({
  tag: 'message-inbox',
  summary:
    "Message inbox: for a visitor with an auth cookie, a token and a fedid, the messaging provider's content cards (the web SDK, loaded only then, or the messaging user API) give the unread badge (cached 15 minutes in inboxUnreadCount / inboxExpiration) and a panel of cards newest first; opening it marks them read in every tab. A blocked provider: 'Messages are unavailable right now', no badge. Hidden for anyone else.",
  schema: messageInboxSchema,
  attributes: ['provider'],
  // 7.1's messaging user API (the 'user-api' adapter's cards). The viewed mark is the emulator's
  // (the SDK's impression), tested in test/browser/message-inbox.test.ts.
  services: ['/messaging/v1/users/*/content-cards'],
});
