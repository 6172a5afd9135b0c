/**
 * brain-health 3.2: the cookies of the message inbox's cached unread count and its expiry (epoch
 * ms, CONTRACT 4c). In a module of their own so that the logout (stores/logout.ts) clears them
 * without loading the programme's code: the count is one visitor's, and the next one to sign in
 * on this browser must not see it.
 */
export const INBOX_COUNT_COOKIE = 'inboxUnreadCount';
export const INBOX_EXPIRATION_COOKIE = 'inboxExpiration';

/**
 * Whose count the cookies hold: localStorage, the fedid that wrote them. 3.2's two cookies name
 * no visitor, and a session that ends without the library's logout (the platform's own page)
 * leaves them for their 15 minutes; a count written for another fedid, or by other code, is not
 * used (the provider is asked). Not a cookie: it is the library's own, and the cookies stay 3.2's.
 */
export const INBOX_OWNER_KEY = 'inboxCountOwner';
