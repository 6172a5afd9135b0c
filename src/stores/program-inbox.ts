/**
 * The message inbox's flow (brain-health 3.2, 3.3, 3.4, 4.10, 7.1, 8, 9; CONTRACT 4c): one inbox
 * per `<message-inbox>`, for a visitor the element has found the inbox runs for (the dropdown, an
 * auth cookie, a token: domain/message-inbox.ts `inboxRuns`; and a fedid, the provider's user id).
 * The rules are the domain's; this module does the I/O in order and never rejects.
 *
 * - Start: a fresh count in the cookies inboxUnreadCount / inboxExpiration (15 minutes) is the
 *   badge, and nothing is loaded. A missing or stale one: the provider is loaded and run (below).
 * - Run (4.10, 7.1): the provider (api/program-inbox.ts; the SDK by dynamic import) is initialised
 *   with messagingApiKey and messagingBaseUrl, its user changed to the fedid, a content-card
 *   refresh requested; the count (cards not viewed) is written to the cookies for 15 minutes.
 *   Then the messaging user data (7.1: GET messagingUserApiUrl, or the answer the 'user-api'
 *   adapter already read) gives the attributes (3.4: standard and custom); only those that differ
 *   from the cached data (localStorage `messagingUserData`) are sent (4.10, 5), and a 200 or 204
 *   answer is cached. A failure of that call rejects quietly (8: "nothing displayed").
 * - Open (the panel): the provider is run if it has not been; the cards not viewed are marked
 *   viewed, the count becomes 0 (cookies written) and the other tabs are told (core/cross-tab.ts
 *   'inbox-change'; they read the cookies again).
 * - A provider that cannot be loaded, does not start or whose refresh fails (an ad blocker):
 *   status 'unavailable', no badge, a console warning; never an error on the page. Opening the
 *   panel again tries again (once per opening; nothing retries on its own).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { readCookie } from '../core/cookies.ts';
import { writeCookie } from '../core/cookie-write.ts';
import { listen, broadcast } from '../core/cross-tab.ts';
import { describeError } from '../core/error-text.ts';
import { siteConfig } from '../core/site-config.ts';
import { asRecord } from '../core/values.ts';
import { windowStorage } from '../core/window-storage.ts';
import { writeStorage } from '../core/storage.ts';
import { INBOX_OWNER_KEY } from '../domain/inbox-cookies.ts';
import {
  INBOX_CACHE_MS,
  INBOX_COUNT_COOKIE,
  INBOX_EXPIRATION_COOKIE,
  cachedUnreadCount,
  changedAttributes,
  customAttributes,
  inboxCacheValues,
  inboxCards,
  isViewed,
  messagingUser,
  standardAttributes,
  unreadCount,
  type InboxCard,
} from '../domain/message-inbox.ts';
import { fetchMessagingUser, loadMessagingProvider, type InboxProviderKind, type MessagingAnswer, type MessagingProvider } from '../api/program-inbox.ts';

/** 3.3: the local cache of the messaging user data (the spec gives it no name). */
export const MESSAGING_USER_KEY = 'messagingUserData';

export type InboxStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface InboxView {
  status: InboxStatus;
  /** The unread count (the badge shows above 0); undefined when unknown or unavailable. */
  count: number | undefined;
  /** The cards to list, newest first (once the provider has run). */
  cards: readonly InboxCard[];
}

export interface InboxSetup {
  provider: InboxProviderKind;
  token: string;
  fedid: string;
  doc?: Document;
}

export interface Inbox {
  readonly $view: ReadableAtom<InboxView>;
  /** Starts the inbox: a stale or missing cached count runs the provider; other tabs are heard. */
  start(): void;
  /** The panel was opened: run the provider if needed, then mark the cards viewed. */
  open(): Promise<void>;
  stop(): void;
}

/**
 * The instant of the count cache: the browser's clock, not core/clock.ts's testing date. A cache
 * lifetime is time that passes; the TimeTravelCookie may hold a fixed instant, under which a
 * cache would never expire (docs/decisions.md "message-inbox (issue 34)").
 */
const cacheNow = () => new Date(Date.now());

function countOwner(doc: Document): string | null {
  try {
    return windowStorage('localStorage', doc.defaultView ?? window)?.getItem(INBOX_OWNER_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The count cookies' fresh value now, when `fedid` wrote them (INBOX_OWNER_KEY), or undefined (recompute). */
export function readCachedCount(doc: Document, fedid: string): number | undefined {
  if (!fedid || countOwner(doc) !== fedid) return undefined;
  return cachedUnreadCount(readCookie(INBOX_COUNT_COOKIE, doc.cookie), readCookie(INBOX_EXPIRATION_COOKIE, doc.cookie), cacheNow());
}

/** 4.10 / 9: `fedid`'s count cached for 15 minutes in the two cookies (path /, by days as 3.2 says). */
export function writeCachedCount(doc: Document, count: number, fedid: string): void {
  const values = inboxCacheValues(count, cacheNow());
  const days = INBOX_CACHE_MS / 86_400_000;
  writeCookie(INBOX_COUNT_COOKIE, values.inboxUnreadCount, days, doc);
  writeCookie(INBOX_EXPIRATION_COOKIE, values.inboxExpiration, days, doc);
  // Refused storage: no owner, so the next page asks the provider again (nothing is lost).
  writeStorage(windowStorage('localStorage', doc.defaultView ?? window), [[INBOX_OWNER_KEY, fedid]]);
}

function readCachedUser(win: Window): Record<string, unknown> | undefined {
  try {
    const stored = windowStorage('localStorage', win)?.getItem(MESSAGING_USER_KEY);
    return stored ? asRecord(JSON.parse(stored)) : undefined;
  } catch {
    return undefined;
  }
}

function writeCachedUser(win: Window, answer: MessagingAnswer): void {
  try {
    const users = answer.body?.['users'];
    windowStorage('localStorage', win)?.setItem(MESSAGING_USER_KEY, JSON.stringify({ users: Array.isArray(users) ? users.slice(0, 1) : [] }));
  } catch {
    // Storage refused: the next page sends the attributes again.
  }
}

/** 3.4: the attributes a messaging user answer gives (standard and custom). */
export function userAttributes(answer: unknown): Record<string, unknown> {
  const user = messagingUser(answer);
  return { ...standardAttributes(user), ...customAttributes(user) };
}

/** An inbox, not started (nothing asked, nothing heard until `start`). */
export function createInbox(setup: InboxSetup): Inbox {
  const doc = setup.doc ?? document;
  const win = doc.defaultView ?? window;
  const config = siteConfig(doc);
  const cached = readCachedCount(doc, setup.fedid);
  const $view = atom<InboxView>({ status: 'idle', count: cached, cards: [] });
  let provider: MessagingProvider | undefined;
  /** The provider once loaded (started or not): stopped with the inbox. */
  let loadedProvider: MessagingProvider | undefined;
  let running: Promise<boolean> | undefined;
  /** Cards this inbox has marked viewed (an adapter's own copy may not say so yet): never marked twice. */
  const marked = new Set<string>();
  let stopped = false;

  const set = (next: Partial<InboxView>) => {
    if (!stopped) $view.set({ ...$view.get(), ...next });
  };

  async function syncAttributes(started: MessagingProvider): Promise<void> {
    try {
      const answer = started.messagingAnswer?.() ?? (await fetchMessagingUser(config.messagingUserApiUrl ?? '', setup.fedid, setup.token));
      const previous = readCachedUser(win);
      const changed = changedAttributes(userAttributes(answer.body), previous ? userAttributes(previous) : undefined);
      if (Object.keys(changed).length > 0) started.setAttributes(changed);
      writeCachedUser(win, answer);
    } catch (error) {
      console.warn(`<message-inbox> messaging user data unavailable: ${describeError(error)}`);
    }
  }

  async function run(): Promise<boolean> {
    set({ status: 'loading' });
    try {
      const loaded = await loadMessagingProvider(setup.provider, {
        userApiUrl: config.messagingUserApiUrl ?? '',
        token: setup.token,
        pageUrl: doc.location.href,
      });
      loadedProvider = loaded;
      if (stopped) {
        loaded.stop?.();
        return false;
      }
      await loaded.initialise(config.messagingApiKey ?? '', config.messagingBaseUrl ?? '');
      loaded.changeUser(setup.fedid);
      await loaded.refreshCards();
      if (stopped) return false;
      provider = loaded;
      const raw = loaded.cards();
      const count = unreadCount(raw);
      writeCachedCount(doc, count, setup.fedid);
      set({ status: 'ready', count, cards: inboxCards(raw, doc.location.href) });
      void syncAttributes(loaded);
      return true;
    } catch (error) {
      if (!stopped) console.warn(`<message-inbox> messages unavailable: ${describeError(error)}`);
      set({ status: 'unavailable', count: undefined, cards: [] });
      return false;
    }
  }

  // A run that failed is forgotten, so the next opening of the panel tries again (the visitor asks:
  // nothing retries on its own).
  const ensureRun = () =>
    (running ??= run().then((ok) => {
      if (!ok && !stopped) running = undefined;
      return ok;
    }));

  async function open(): Promise<void> {
    if (!(await ensureRun()) || !provider || stopped) return;
    const unviewed = provider
      .cards()
      .filter((card) => asRecord(card) && !isViewed(card))
      .map((card) => String(asRecord(card)!['id'] ?? ''))
      .filter((id) => id && !marked.has(id));
    for (const id of unviewed) marked.add(id);
    if (unviewed.length === 0 && $view.get().count === 0) return;
    try {
      if (unviewed.length > 0) await provider.markViewed(unviewed);
    } catch (error) {
      console.warn(`<message-inbox> could not mark the messages read: ${describeError(error)}`);
    }
    if (stopped) return;
    writeCachedCount(doc, 0, setup.fedid);
    set({ count: 0, cards: $view.get().cards.map((card) => ({ ...card, viewed: true })) });
    broadcast({ type: 'inbox-change' }, win);
  }

  let unlisten: (() => void) | undefined;
  const onOtherTab = () => {
    const count = readCachedCount(doc, setup.fedid);
    if (count === undefined) return;
    set({ count, ...(count === 0 ? { cards: $view.get().cards.map((card) => ({ ...card, viewed: true })) } : {}) });
  };

  return {
    $view,
    start: () => {
      if (unlisten) return;
      stopped = false;
      unlisten = listen((message) => {
        if (message.type === 'inbox-change') onOtherTab();
      }, win);
      if (readCachedCount(doc, setup.fedid) === undefined) void ensureRun();
    },
    open,
    stop: () => {
      stopped = true;
      unlisten?.();
      unlisten = undefined;
      running = undefined;
      provider = undefined;
      try {
        loadedProvider?.stop?.();
      } catch (error) {
        console.warn(`<message-inbox> the provider did not stop: ${describeError(error)}`);
      }
    },
  };
}
