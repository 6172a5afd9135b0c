/**
 * The fault matrix's rules (issue 5, item 4): which faults the emulator sets on which service.
 * Shared by its two halves:
 *
 * - test/e2e/faults.spec.ts, on the demo site: the page API (identity) on every page, with every
 *   fault of `faultsFor`; each element's services on its demo page answering 500
 *   (`PAGE_LEVEL_FAULT`), which checks what only a whole page shows: the page's other elements
 *   keep working, what the visitor typed stays, no uncaught error; and the elements not yet in
 *   `BROWSER_MATRIX_ELEMENTS`, with every fault, as before;
 * - the browser tests (test/browser/*-faults.test.ts, web-test-runner): every fault of
 *   `faultsFor` on every service of the elements of `BROWSER_MATRIX_ELEMENTS`, the element's demo
 *   page body rendered in the test's own document (test/browser/demo-body.ts), so a case costs
 *   no page load (issue 30: per-element checks that need no demo page move out of Playwright).
 *
 * Browser-safe (no Node imports): both halves import it.
 */
import type { FaultRule } from '../../emulator/core/faults.ts';
import { ASK_CHAT_PATH } from '../../emulator/handlers/chat.ts';

/** How long the emulator holds a "timeout" answer: longer than identity's `ready` waits. */
export const HANG_MS = 4000;

export interface Fault {
  name: string;
  rule: Omit<FaultRule, 'path'>;
  /** The answer never comes in time: the page's clock is moved past every time limit. */
  hangs?: boolean;
  /** What the console warning of the page API says about it (src/api/http.ts). */
  warning: RegExp;
  /** Which transports the fault applies to. */
  on: ReadonlyArray<'http' | 'socket'>;
}

export const FAULTS: readonly Fault[] = [
  { name: '500', rule: { status: 500 }, warning: /answered 500/, on: ['http', 'socket'] },
  { name: '404', rule: { status: 404 }, warning: /answered 404/, on: ['http', 'socket'] },
  { name: '401', rule: { status: 401 }, warning: /answered 401/, on: ['http', 'socket'] },
  // Over HTTP every client reads 403 as it reads 401 (api/rewards.ts: both are 8.2's account
  // message; every other client: a status outside 2xx), so 401 stands for both there; the Ask
  // socket gives 403 a message of its own (8.1). Session 19: 21 page loads fewer.
  { name: '403', rule: { status: 403 }, warning: /answered 403/, on: ['socket'] },
  { name: 'timeout', rule: { delayMs: HANG_MS, times: 1 }, hangs: true, warning: /did not answer in time/, on: ['http', 'socket'] },
  { name: 'malformed body', rule: { body: 'malformed' }, warning: /not JSON/, on: ['http'] },
  { name: 'wrong-shaped body', rule: { body: 'wrong-shape' }, warning: /unexpected answer/, on: ['http'] },
  // The drop the brief asks for sockets (the emulator cuts the socket after its first chunk). On
  // HTTP the connection is cut mid-answer ('before': a byte that is no HTTP answer, then the end),
  // which the page sees as a network error. Not `drop: true` (closed before any byte): Chromium
  // sends such a request again by itself when it went out on a reused keep-alive connection, so
  // the page would see the failure only because the rule drops the second try too.
  { name: 'dropped connection', rule: { drop: 'before' }, warning: /could not be reached/, on: ['http', 'socket'] },
];

/**
 * The HTTP services whose client reads a 404 on its own: the member has no activity goal yet
 * (api/rewards-goals.ts, the service's GoalNotFound), and the catalogue's redemption answers whose
 * 4xx carry the reason a redemption was refused (stores/rewards-catalog.ts). Every other HTTP
 * client reads 404 as it reads 500 (a status outside 2xx: src/api/http.ts, api/rewards.ts), so on
 * their services 500 stands for both, as 401 stands for 403 (session 21: 19 page loads fewer).
 */
export const READS_NOT_FOUND: readonly string[] = [
  '/applications/loyalty-catalog/user/*',
  '/applications/loyalty-catalog/*/redemption/check/*',
  '/applications/loyalty-catalog/*/redemption/fed-*',
];

/** The rewards membership the page API reads through the rewards client. */
export const REWARDS_MEMBERSHIP = '/applications/loyalty-catalog/member/*';

/**
 * The rewards client (src/api/rewards.ts) reads no answer in time and a dropped connection as one
 * failure (8.2's 'XHR failed', in one catch), and a body that is not JSON as one of the wrong shape
 * (a 422 RewardsError either way); test/unit/api/rewards.test.ts checks both. So on its services
 * 'dropped connection' stands for 'timeout' and 'wrong-shaped body' for 'malformed body', except
 * on the rewards membership of the page API, which keeps every fault: the client's own give-up
 * runs once in a page (session 21: 25 page loads fewer, the timeout's the slowest cases).
 */
const REWARDS_CLIENT_SERVICE = /^\/applications\/loyalty-catalog\//;
const REWARDS_CLIENT_ALIKE: ReadonlySet<string> = new Set(['timeout', 'malformed body']);

/**
 * Services spoken over a WebSocket rather than HTTP: the Ask chat socket, with the socket faults
 * (refused handshake with a status, a held handshake, a drop after the first chunk).
 */
export const SOCKET_SERVICES: ReadonlySet<string> = new Set([ASK_CHAT_PATH]);

export const transportOf = (service: string): 'http' | 'socket' => (SOCKET_SERVICES.has(service) ? 'socket' : 'http');

/** The faults the matrix sets on `service`: those of its transport, less the ones that repeat a code path (above). */
export const faultsFor = (service: string): Fault[] =>
  FAULTS.filter(
    (fault) =>
      fault.on.includes(transportOf(service)) &&
      (fault.name !== '404' || transportOf(service) === 'socket' || READS_NOT_FOUND.includes(service)) &&
      !(REWARDS_CLIENT_SERVICE.test(service) && service !== REWARDS_MEMBERSHIP && REWARDS_CLIENT_ALIKE.has(fault.name)),
  );

/**
 * The elements whose whole matrix runs in the browser tests (test/browser/*-faults.test.ts, which
 * fail when one of these has no behaviour there). On the demo site they keep `PAGE_LEVEL_FAULT`
 * on each of their services. An element not listed runs its whole matrix on the demo site (today
 * every element that calls a service is listed: the rewards elements in rewards-faults.test.ts,
 * the Ask page in ask-faults.test.ts, the small brain-health elements in brain-health-faults.test.ts,
 * assessment-flow in assessment-faults.test.ts, challenge-step and activate-button in
 * challenge-activate-faults.test.ts, email-verification in email-verification-faults.test.ts,
 * the others in site-faults.test.ts).
 */
export const BROWSER_MATRIX_ELEMENTS: ReadonlySet<string> = new Set([
  'activate-button',
  'ask-page',
  'assessment-flow',
  'challenge-step',
  // Its JSONP services in email-verification-faults.test.ts (script loads: not fault-cases.ts's fetches).
  'email-verification',
  'language-switcher',
  'local-offers',
  'member-strip',
  'message-inbox',
  'my-list-count',
  'offer-card',
  'program-gate',
  'recommended-for-you',
  'rewards-catalog',
  'rewards-expiring',
  'rewards-goals',
  'rewards-history',
  'rewards-points',
  'rewards-tile',
  'saved-benefits',
  'search-box',
  'secret-word',
  'top-sheet',
  'up-next',
]);

/** The fault each service of a `BROWSER_MATRIX_ELEMENTS` element still answers on its demo page. */
export const PAGE_LEVEL_FAULT = '500';

/** The faults the demo-site matrix sets on `service` of element `tag`. */
export const pageFaultsFor = (tag: string, service: string): Fault[] =>
  faultsFor(service).filter((fault) => !BROWSER_MATRIX_ELEMENTS.has(tag) || fault.name === PAGE_LEVEL_FAULT);

/** Whether `path` matches an emulator path glob (`*` is any run of characters). */
export function globMatch(pattern: string, path: string): boolean {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(path);
}
