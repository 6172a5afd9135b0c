/**
 * brain-health 3.2: the cookies of the message inbox's cached unread count and its expiry (epoch
 * ms, CONTRACT 4c). In a module of their own so that the logout (stores/logout.ts) clears them
 * without loading the programme's code: the count is one visitor's, and the next one to sign in
 * on this browser must not see it.
 */
export const INBOX_COUNT_COOKIE = 'inboxUnreadCount';
export const INBOX_EXPIRATION_COOKIE = 'inboxExpiration';
