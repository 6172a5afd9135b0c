/**
 * The message inbox (brain-health 3.2, 3.4, 4.10, 5, 7.1, 8, 9; CONTRACT 4c `<message-inbox>` and
 * its "Fixed details": the demo adapter answers `{ users, cards }`, cards newest first by
 * `created`, `inboxExpiration` in epoch milliseconds). Pure: the element reads the cookies, the
 * token and the provider's cards, and writes what these functions return.
 *
 * The rules:
 * - 4.10: runs only when the inbox dropdown exists and the visitor has both an auth cookie and a
 *   token (inboxRuns).
 * - 4.10 / 3.4: unread count = cards not yet viewed (unreadCount); the badge only above 0
 *   (showsBadge).
 * - 4.10 / 3.2 / 9: the count is cached in inboxUnreadCount / inboxExpiration for 15 minutes
 *   (900000 ms) and recomputed when expired or missing (cachedUnreadCount, inboxCacheValues).
 * - 4.10 / 5: custom attributes are sent only when they differ from the cached values
 *   (changedAttributes); 3.4: users[0] holds them (messagingUser, customAttributes); the standard
 *   attributes of 3.4 (standardAttributes).
 * - 7.1: a 200 or 204 answer of the messaging user API is cached; an error rejects with no
 *   display (isCachedUserAnswer); the address carries the fedid (messagingUserUrl, the emulator's
 *   `{fedid}` placeholder).
 * - CONTRACT: the panel lists the cards (title, description, link) newest first (inboxCards).
 *
 * Decisions where the spec is silent (docs/decisions.md "Brain-health flow rules (issue 34)"):
 * - Fresh means now < inboxExpiration: at the expiry instant the cache is stale. An expiry more
 *   than 15 minutes ahead (a changed clock, a hand-edited cookie) is not trusted either; a count
 *   that is not a whole number from 0 is missing.
 * - A card counts as viewed when `viewed` is `true` or 'true'; entries that are not objects are
 *   not cards. `created` is a Date, epoch seconds (below 1e11, the emulator's and the content-card
 *   feed's) or epoch milliseconds, or an ISO text; cards without a readable time go last, ties
 *   keep the provider's order. Expired cards are the provider's to drop (the SDK does).
 * - A card's link is kept only when it is an http(s) URL (core/urls.ts `safeHttpUrl`); a card
 *   with neither title nor description is not listed (it still counts as unread if not viewed:
 *   the count is the spec's, the list what can be shown).
 * - Attribute values are compared by their JSON text, so 1 and '1' differ and arrays compare by
 *   content; an attribute whose value is undefined is never sent.
 */
import { toNumber } from '../core/numbers.ts';
import { safeHttpUrl } from '../core/urls.ts';
import { asRecord, isOn, ownValue, text } from '../core/values.ts';

/** 9: the inbox count cache lasts 15 minutes. */
export const INBOX_CACHE_MS = 900_000;
export { INBOX_COUNT_COOKIE, INBOX_EXPIRATION_COOKIE } from './inbox-cookies.ts';
/** 7.1: the answers of the messaging user API that are cached. */
export const CACHED_USER_STATUSES: readonly number[] = Object.freeze([200, 204]);

/** 3.4: the standard attributes sent to the provider, from the messaging user's fields. */
export const STANDARD_ATTRIBUTES = Object.freeze({
  FirstName: 'first_name',
  LastName: 'last_name',
  HomeCity: 'home_city',
  Country: 'country',
  DOB: 'dob',
  Email: 'email',
  Gender: 'gender',
  Language: 'language',
  Phone: 'phone',
} as const);
export type StandardAttribute = keyof typeof STANDARD_ATTRIBUTES;

export interface InboxFacts {
  /** The inbox dropdown exists on the page. */
  dropdown: boolean;
  /** The `at` cookie parsed to something. */
  loggedIn: boolean;
  /** The local token (localStorage ss_token). */
  token: unknown;
}

/** 4.10: the inbox runs only with the dropdown, an auth cookie and a token. */
export function inboxRuns({ dropdown, loggedIn, token }: InboxFacts): boolean {
  return dropdown === true && loggedIn === true && text(token) !== '';
}

/** 3.4: a card has been viewed. */
export function isViewed(card: unknown): boolean {
  return isOn(ownValue(card, 'viewed'));
}

/** 4.10: the cards not yet viewed (0 for anything that is not a list). */
export function unreadCount(cards: unknown): number {
  if (!Array.isArray(cards)) return 0;
  return cards.filter((card) => asRecord(card) !== undefined && !isViewed(card)).length;
}

/** 4.10: the badge shows only when the count is above 0. */
export function showsBadge(count: number): boolean {
  return Number.isFinite(count) && count > 0;
}

/** 4.10 / 9: the cached count when it is still fresh at `now`, else undefined (recompute). */
export function cachedUnreadCount(count: unknown, expiration: unknown, now: Date): number | undefined {
  const value = toNumber(count);
  const expires = toNumber(expiration);
  const at = now.getTime();
  if (value === undefined || !Number.isInteger(value) || value < 0 || expires === undefined || Number.isNaN(at)) return undefined;
  return at < expires && expires - at <= INBOX_CACHE_MS ? value : undefined;
}

/** 4.10 / 9: the cookie values caching `count` from `now` for 15 minutes. */
export function inboxCacheValues(count: number, now: Date): { inboxUnreadCount: string; inboxExpiration: string } {
  return { inboxUnreadCount: String(Math.max(0, Math.floor(count))), inboxExpiration: String(now.getTime() + INBOX_CACHE_MS) };
}

/** 7.1: a messaging user answer with this status is cached. */
export function isCachedUserAnswer(status: number): boolean {
  return CACHED_USER_STATUSES.includes(status);
}

/** 7.1: the messaging user API address with the user's fedid in place of `{fedid}` (URI-encoded). */
export function messagingUserUrl(template: string, fedid: string): string {
  return text(template).replaceAll('{fedid}', encodeURIComponent(text(fedid)));
}

/** 3.4: the messaging user, users[0] of the answer; undefined when there is none. */
export function messagingUser(answer: unknown): Record<string, unknown> | undefined {
  const users = ownValue(answer, 'users');
  return Array.isArray(users) ? asRecord(users[0]) : undefined;
}

/** 3.4: the custom attributes of a messaging user ({} when none). */
export function customAttributes(user: unknown): Record<string, unknown> {
  return { ...asRecord(ownValue(user, 'custom_attributes')) };
}

/** 3.4: the standard attributes of a messaging user that it has (non-empty text). */
export function standardAttributes(user: unknown): Partial<Record<StandardAttribute, string>> {
  const attributes: Partial<Record<StandardAttribute, string>> = {};
  for (const [name, field] of Object.entries(STANDARD_ATTRIBUTES) as Array<[StandardAttribute, string]>) {
    const value = text(ownValue(user, field));
    if (value !== '') attributes[name] = value;
  }
  return attributes;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** 4.10 / 5: the attributes of `next` whose value differs from the cached one (all of them without a cache). */
export function changedAttributes(next: unknown, cached: unknown): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  const previous = asRecord(cached);
  for (const [name, value] of Object.entries(asRecord(next) ?? {})) {
    if (value === undefined) continue;
    if (previous && Object.hasOwn(previous, name) && sameValue(previous[name], value)) continue;
    changed[name] = value;
  }
  return changed;
}

/** A card as the panel lists it. */
export interface InboxCard {
  id: string;
  title: string;
  description: string;
  /** An http(s) URL, or '' when the card has no usable link. */
  url: string;
  linkText: string;
  /** Epoch milliseconds; NaN when unknown. */
  created: number;
  viewed: boolean;
}

/** A card's `created` in epoch milliseconds (see the module comment); NaN when unreadable. */
export function cardTime(created: unknown): number {
  if (created instanceof Date) return created.getTime();
  if (typeof created === 'number') return Number.isFinite(created) ? (Math.abs(created) < 1e11 ? created * 1000 : created) : Number.NaN;
  if (typeof created === 'string' && created.trim() !== '') {
    const number = toNumber(created);
    return number === undefined ? Date.parse(created) : cardTime(number);
  }
  return Number.NaN;
}

/** CONTRACT 4c: the cards to list, newest first by `created`; `base` resolves relative links. */
export function inboxCards(cards: unknown, base?: string): InboxCard[] {
  if (!Array.isArray(cards)) return [];
  const listed: InboxCard[] = [];
  cards.forEach((card, index) => {
    if (!asRecord(card)) return;
    const title = text(ownValue(card, 'title'));
    const description = text(ownValue(card, 'description'));
    if (title === '' && description === '') return;
    listed.push({
      id: text(ownValue(card, 'id')) || `card-${index}`,
      title,
      description,
      url: safeHttpUrl(ownValue(card, 'url'), base) ?? '',
      linkText: text(ownValue(card, 'link_text')) || text(ownValue(card, 'linkText')),
      created: cardTime(ownValue(card, 'created')),
      viewed: isViewed(card),
    });
  });
  const time = (card: InboxCard) => (Number.isNaN(card.created) ? Number.NEGATIVE_INFINITY : card.created);
  return listed.sort((a, b) => time(b) - time(a));
}
