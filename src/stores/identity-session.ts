/**
 * Identity and membership state shared by every element (issue 3): the half every page runs.
 * One source of truth: `$identitySources` holds what was read from cookies and services,
 * `$identity` derives the snapshot of CONTRACT section 5. Elements import stores/identity.ts,
 * which brings the rules of src/domain/identity.ts and installs them here; scripts read
 * `window.memberElements.identity()`.
 *
 * `startIdentity` runs once per page: reads the cookies, asks the services that apply, and keeps
 * the state current when cookies change (a login or logout here or in another tab), announcing
 * each change with `identity-change` and `TOKEN_REPLACE`. The cached rewards balance is read
 * the same way, so a new balance reaches every tab too.
 *
 * The rules (header types, membership, dates and time zones: about 3 kB gzip) are not in this
 * half: a visitor with no identity cookie, no cached balance and no programme user types is
 * anonymous, and anonymous-identity.ts says what that is. A page that has a source and no
 * element loads the rules before it reads the source in (`loadRules`), so the snapshot is never
 * derived from sources without them (docs/decisions.md, "Shared chunks").
 */
import { atom, type ReadableAtom } from 'nanostores';
import { isAuthoring } from '../core/authoring.ts';
import { isAppWebView } from '../core/app-view.ts';
import { now } from '../core/clock.ts';
import { readCookie } from '../core/cookies.ts';
import { listen } from '../core/cross-tab.ts';
import { describeError } from '../core/error-text.ts';
import { emit } from '../core/events.ts';
import { pageLocale } from '../core/locale.ts';
import { siteConfig, type SiteConfig } from '../core/site-config.ts';
import { windowStorage } from '../core/window-storage.ts';
import { toNumber } from '../core/numbers.ts';
import { parseAuthCookie, parseUfo } from '../domain/auth-cookie.ts';
import { ANONYMOUS_TOKENS, anonymousSnapshot } from '../domain/anonymous-identity.ts';
import type { deriveIdentity, personalisationTokens } from '../domain/identity.ts';
import type { IdentitySnapshot, IdentitySources, PageContext } from '../domain/identity.types.ts';
import { watchTokenReplace } from '../core/dom/tokens.ts';

/** How long `ready` waits for the services before it settles with what is known. */
export const READY_LIMIT_MS = 3000;
/** After a logout message from another tab, how long to watch for the cookies to go. */
const LOGOUT_WATCH_MS = 10_000;
const POLL_MS = 2000;

const ANONYMOUS_CONTEXT: PageContext = {
  now: new Date(0),
  locale: 'en',
  authoring: false,
  appWebView: false,
  product: 'member',
  insurers: { insurer1: 'INSURER1', insurer2: 'INSURER2' },
};

export const $identitySources = atom<IdentitySources>({});
export const $pageContext = atom<PageContext>(ANONYMOUS_CONTEXT);

/** The rules that derive a snapshot and its tokens from the sources (src/domain/identity.ts). */
export interface IdentityRules {
  deriveIdentity: typeof deriveIdentity;
  personalisationTokens: typeof personalisationTokens;
}
let rules: IdentityRules | undefined;
let rulesLoading: Promise<void> | undefined;
/** What stands in for rules that could not load: every visitor anonymous (nothing keeps asking). */
const ANONYMOUS_RULES: IdentityRules = {
  deriveIdentity: (_sources, context) => anonymousSnapshot(context),
  personalisationTokens: () => ({ ...ANONYMOUS_TOKENS }),
};

/**
 * The snapshot, derived from the two stores above whenever either changes. Kept current by
 * listeners rather than nanostores' `computed`: both change only on a reading, deriving is
 * cheap, and `computed` (with the lifecycle module it needs) is 1 kB gzip on every page, which
 * the tag-less page cannot afford (docs/decisions.md, "Shared chunks (issue 12)"). Until the
 * rules are installed the sources are empty (see `read` below) and the snapshot is anonymous.
 */
const $derivedIdentity = atom<IdentitySnapshot>(anonymousSnapshot(ANONYMOUS_CONTEXT));
const derive = () => $derivedIdentity.set(rules ? rules.deriveIdentity($identitySources.get(), $pageContext.get()) : anonymousSnapshot($pageContext.get()));
$identitySources.listen(derive);
$pageContext.listen(derive);
export const $identity: ReadableAtom<IdentitySnapshot> = $derivedIdentity;

/** Called once by stores/identity.ts as it is evaluated: from then on the snapshot follows the rules. */
export function installIdentityRules(installed: IdentityRules): void {
  if (rules && rules !== ANONYMOUS_RULES) return;
  rules = installed;
  derive();
}

/** Whether deriving needs the rules: any source, or a cached balance (the points tokens). */
function needsRules(sources: IdentitySources, balance: number | undefined): boolean {
  return !rules && (Object.keys(sources).length > 0 || balance !== undefined);
}

/** Loads the rules (importing stores/identity.ts installs them); a failure leaves the visitor anonymous, with a warning. */
function loadRules(): Promise<void> {
  const fail = (why: string) => {
    console.warn(`member-elements: the identity rules could not load, so the visitor reads as anonymous: ${why}`);
    rules = ANONYMOUS_RULES;
  };
  // Settles with rules in place either way, so nothing waiting on them asks again.
  rulesLoading ??= import('./identity.ts').then(
    () => void (rules ?? fail('the module did not install them')),
    (error: unknown) => fail(describeError(error)),
  );
  return rulesLoading;
}

/** True once the first reading (cookies and services, or the time limit) is done. */
export const $identityReady = atom(false);

/** The cached rewards balance (`{brand}_rewards_balance` cookie, ask-and-rewards 3.18); undefined when unknown. */
export const $rewardsBalance = atom<number | undefined>(undefined);

/** The balance cookie's value as a whole, non-negative number, or undefined. */
export function readBalanceCookie(cookieString: string, brand: string): number | undefined {
  const value = toNumber(readCookie(`${brand}_rewards_balance`, cookieString));
  return value !== undefined && value >= 0 ? Math.floor(value) : undefined;
}

/**
 * The cookie and storage sources (CONTRACT section 3). Garbage reads as absent. `storage` is
 * asked for only when the cookies hold no token: a page's first touch of localStorage is a
 * synchronous trip to the browser, and a logged-in visitor's token is in the cookie.
 */
export function readCookieSources(cookieString: string, storage: () => Pick<Storage, 'getItem'> | undefined): IdentitySources {
  const text = (name: string) => {
    const value = readCookie(name, cookieString)?.trim();
    return value ? value : undefined;
  };
  const storedToken = (): string | undefined => {
    try {
      return storage()?.getItem('access_token')?.trim() || undefined;
    } catch {
      return undefined;
    }
  };
  const sources: IdentitySources = {};
  const at = parseAuthCookie(readCookie('at', cookieString));
  if (at) sources.at = at;
  const accessToken = text('access_token') ?? storedToken();
  if (accessToken) sources.accessToken = accessToken;
  const fedid = text('fedid');
  if (fedid) sources.fedid = fedid;
  const ssUser = text('ss_user');
  if (ssUser) sources.ssUser = ssUser;
  const ut = text('ut');
  if (ut) sources.ut = ut;
  const ufo = parseUfo(readCookie('ufo', cookieString));
  if (ufo) sources.ufo = ufo;
  return sources;
}

/** The page facts of the snapshot, read now. */
export function readPageContext(win: Window, config: SiteConfig): PageContext {
  return {
    now: now(win.document.cookie),
    locale: pageLocale(win),
    authoring: isAuthoring(win),
    appWebView: isAppWebView(win),
    product: config.product,
    program: Boolean(config.userTypesUrl),
    insurers: { insurer1: config.insurer1, insurer2: config.insurer2 },
  };
}

/**
 * Whether any identity service applies to these cookie sources (the rules of
 * identity-services.ts `loadServiceSources`, which is loaded only then): a known visitor (fedid),
 * a login cookie with a token, or a login cookie on a page with programme user types (without
 * the cookie the programme user is anonymous-user and the service is not asked, CONTRACT 4c).
 */
function needsServices(sources: IdentitySources, config: SiteConfig): boolean {
  return Boolean(sources.fedid || (sources.at && (sources.accessToken || config.userTypesUrl)));
}

/** What identity-services.ts gives identity when it is evaluated (installIdentityServices). */
export interface IdentityServices {
  load(sources: IdentitySources, config: SiteConfig, signal: AbortSignal, doc: Document): Promise<IdentitySources>;
  /** Whether a reading waits on a call nothing else can stand for (a programme page's first user types). */
  urgent(sources: IdentitySources, config: SiteConfig, doc: Document): boolean;
}
let installedServices: IdentityServices | undefined;

/**
 * Called by identity-services.ts as it is evaluated. It rides in the `common` chunk, so on a page
 * with elements it is there before identity's first reading; the dynamic import of it (below,
 * which keeps it off a page with no tags) then finds a module already run, but still resolves a
 * task later, behind the page's render task: 250-300 ms at 4x CPU on a programme page. An urgent reading calls it at
 * once instead; any other still takes the import's hop, so that its calls do not run inside the
 * render task (docs/experiments/start-up-log.md, session 15: the home +10% without the hop).
 */
export function installIdentityServices(services: IdentityServices): void {
  installedServices ??= services;
}

/** The cookie sources with the services' answers (identity-services.ts), loaded only when one applies. */
async function withServices(sources: IdentitySources, config: SiteConfig, signal: AbortSignal, doc: Document): Promise<IdentitySources> {
  if (!needsServices(sources, config)) return { ...sources };
  try {
    if (installedServices?.urgent(sources, config, doc)) return await installedServices.load(sources, config, signal, doc);
    const { loadServiceSources } = await import('./identity-services.ts');
    return await loadServiceSources(sources, config, signal, doc);
  } catch (error) {
    console.warn(`member-elements: the identity services' client could not load: ${describeError(error)}`);
    return { ...sources };
  }
}

interface Session {
  ready: Promise<void>;
  /**
   * Settles (read it with `then(done, done)`: it may reject) once the first reading's
   * service answers are all in or failed, however long that took: for a decision that must not
   * be taken on a partial reading (the register wall's known user).
   */
  loaded: Promise<void>;
  /** Resolves once the first reading's cookies are in the snapshot (rules loaded when they needed them). */
  cookiesRead: Promise<void>;
  refresh: (reason?: string) => void;
  stop: () => void;
}

const sessions = new WeakMap<Window, Session>();

/**
 * Starts identity for the page (once per window): the returned `ready` settles when the first
 * reading is done or after READY_LIMIT_MS, whichever is first.
 */
export function startIdentity(win: Window = window): Session {
  const existing = sessions.get(win);
  if (existing) return existing;
  const doc = win.document;
  // Whoever starts identity first (the page API, or an element such as the member strip that
  // loads before it), the page's [data-token] content hears the first TOKEN_REPLACE.
  watchTokenReplace(doc);
  const config = siteConfig(doc);
  let cookieKey = '';
  let controller: AbortController | undefined;
  let announced: string | undefined;

  let announcedTokens: string | undefined;
  const announce = (): void => {
    const snapshot = $identity.get();
    const sources = $identitySources.get();
    const balance = $rewardsBalance.get();
    // A balance that came without any other source (another tab, a rewards page) needs the
    // rules' points format: load them, then announce.
    if (needsRules(sources, balance)) return void loadRules().then(announce);
    const tokens = rules ? rules.personalisationTokens(snapshot, sources, balance) : ANONYMOUS_TOKENS;
    const tokensKey = JSON.stringify(tokens);
    if (tokensKey !== announcedTokens) {
      announcedTokens = tokensKey;
      emit(doc, 'TOKEN_REPLACE', tokens);
    }
    const key = JSON.stringify(snapshot);
    if (key === announced) return;
    const first = announced === undefined;
    announced = key;
    if (!first) emit(doc, 'identity-change', { ...snapshot });
  };
  const updateBalance = () => {
    const balance = readBalanceCookie(doc.cookie, config.brand);
    if (balance !== $rewardsBalance.get()) $rewardsBalance.set(balance);
  };

  let cookiesRead: () => void = () => undefined;
  const firstCookies = new Promise<void>((resolve) => (cookiesRead = resolve));
  const read = async (): Promise<void> => {
    updateBalance();
    const cookieSources = readCookieSources(doc.cookie, () => windowStorage('localStorage', win));
    cookieKey = JSON.stringify(cookieSources);
    controller?.abort();
    const current = new AbortController();
    controller = current;
    // Sources go in only with the rules that read them (an element brought them already, so
    // this waits only on a page whose elements do not read identity).
    if (needsRules(cookieSources, $rewardsBalance.get())) await loadRules();
    if (current.signal.aborted) return;
    $pageContext.set(readPageContext(win, config));
    $identitySources.set(cookieSources);
    cookiesRead();
    const loaded = await withServices(cookieSources, config, current.signal, doc);
    if (needsRules(loaded, undefined)) await loadRules();
    if (current.signal.aborted) return;
    $identitySources.set(loaded);
  };

  const first = read();
  const ready = Promise.race([first, new Promise<void>((resolve) => setTimeout(resolve, READY_LIMIT_MS))]).then(() => {
    $identityReady.set(true);
    announce();
  });
  const whenReady = () => {
    if ($identityReady.get()) announce();
  };
  const unsubscribeIdentity = $identity.listen(whenReady);
  const unsubscribeBalance = $rewardsBalance.listen(whenReady);
  const unsubscribe = () => {
    unsubscribeIdentity();
    unsubscribeBalance();
  };

  const refresh = () => {
    updateBalance();
    const cookieSources = readCookieSources(doc.cookie, () => windowStorage('localStorage', win));
    if (JSON.stringify(cookieSources) === cookieKey) return;
    void read();
  };

  // Cookies changed by this tab's scripts, another tab, or the server.
  const cookieStore = (win as Window & { cookieStore?: EventTarget }).cookieStore;
  cookieStore?.addEventListener('change', refresh);
  const poll = cookieStore ? undefined : win.setInterval(() => doc.visibilityState === 'visible' && refresh(), POLL_MS);
  const onVisible = () => doc.visibilityState === 'visible' && refresh();
  doc.addEventListener('visibilitychange', onVisible);
  // A page restored from the back/forward cache; the first load's pageshow has nothing new.
  const onPageShow = (event: PageTransitionEvent) => event.persisted && refresh();
  win.addEventListener('pageshow', onPageShow);
  win.addEventListener('focus', refresh);
  win.addEventListener('storage', refresh);
  // Another tab logged in or out: its cookies may still be on their way (the logout page clears
  // them), so look again until they change.
  const stopListening = listen((message) => {
    refresh();
    if (message.type !== 'identity-change') return;
    const until = Date.now() + LOGOUT_WATCH_MS;
    const watch = win.setInterval(() => {
      const before = cookieKey;
      refresh();
      if (cookieKey !== before || Date.now() > until) win.clearInterval(watch);
    }, 250);
  }, win);

  const session: Session = {
    ready,
    loaded: first,
    cookiesRead: firstCookies,
    refresh,
    stop() {
      controller?.abort();
      unsubscribe();
      stopListening();
      cookieStore?.removeEventListener('change', refresh);
      if (poll !== undefined) win.clearInterval(poll);
      doc.removeEventListener('visibilitychange', onVisible);
      win.removeEventListener('pageshow', onPageShow);
      win.removeEventListener('focus', refresh);
      win.removeEventListener('storage', refresh);
      sessions.delete(win);
    },
  };
  sessions.set(win, session);
  void first.catch((error: unknown) => console.error('member-elements: identity could not be read', error));
  return session;
}
