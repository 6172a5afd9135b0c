/**
 * The browser half of the fault matrix (test/quality/fault-matrix.ts): every fault of `faultsFor`
 * on every service of an element of `BROWSER_MATRIX_ELEMENTS`, with the element's demo page body
 * rendered in the test file's own document (demo-body.ts) against the file's emulator, so a case
 * costs no page load. The demo-site half (test/e2e/faults.spec.ts) keeps the page API and one
 * fault per service of these elements on their real pages.
 *
 * Each case asserts what the demo-site matrix asserts:
 * - the service was called while the fault was set (so the case cannot pass without testing);
 * - no uncaught exception and no unhandled rejection;
 * - the element shows its spec's error behaviour or a clear fallback (its `behaviour`);
 * - the page's other elements (those this document defines) reach data-element-state `ready`;
 * - nothing the visitor entered is lost: text typed into the page's fields outside the element,
 *   before the service answered, is still there (the element's own fields: its `behaviour`).
 *
 * The timeout case does not wait for real time: the emulator holds the answer 4 s (once) and
 * Playwright's page clock, installed before the file's first case, stops once the held call is
 * out and every other call of the page has answered (fetches and WebSockets: a held socket
 * handshake is a call as a held fetch is), then moves just past the held call's limit.
 *
 * As on the demo site, the platform's paths on the site's origin (/content/, /etc/, /libs/, /bin/)
 * are the emulator's (web-test-runner.config.mjs), and a navigation the page asks for (an
 * element sending the visitor to log in) is caught and cancelled (navigation.ts), so the test's
 * page stays; the behaviour reads where it was sent (`Logged.navigations`).
 */
import { USER_TYPE_CACHE_KEY } from '../../src/domain/user-type-cache.ts';
import { expect } from 'chai';
import type { FaultRule } from '../../emulator/core/faults.ts';
import { elementMetas } from '../../elements/index.ts';
import { demoPages } from '../../cms-templates/pages/index.ts';
import { SERVICE_TIMEOUT_MS } from '../../src/api/http.ts';
import { BROWSER_MATRIX_ELEMENTS, faultsFor, globMatch, type Fault } from '../quality/fault-matrix.ts';
import { pageCallsOf, trackPageCalls, type PageCall } from '../quality/page-calls.ts';
import { closeDemoBody, demoPageErrors, openDemoBody, useDemoPage } from './demo-body.ts';
import { setPersonaCookies, settled, waitFor } from './helpers.ts';
import { catchNavigation } from './navigation.ts';
import { pauseClock, resumeClock, runClock } from './page-commands.ts';

export type { Fault };

/** What the page wrote to the console during the case, and where it asked to go. */
export interface Logged {
  warnings: readonly string[];
  errors: readonly string[];
  /** The addresses of the navigations the page asked for (each caught and cancelled). */
  navigations: readonly string[];
}

export interface ElementFaults {
  /** The demo page the element's cases render (cms-templates/pages/index.ts). */
  page: string;
  /** The persona that makes the element call its services, where member-auto-renew does not (fixtures/personas.ts). */
  persona?: string;
  /** What the visitor does that makes the element call `service` (nothing: it calls on load). */
  trigger?(host: HTMLElement, service: string, fault: Fault): Promise<void>;
  /** How the element shows the failing service (its spec's error section). */
  behaviour(host: HTMLElement, fault: Fault, service: string, logged: Logged): Promise<void>;
  /**
   * Faults set beside the case's own, for a service that is called only when another fails
   * (the recommendations' fallback content, asked for when the service fails: site 8).
   */
  alsoFailing?(service: string): readonly FaultRule[];
}

/** Text fields a visitor can type into. */
const FIELDS =
  'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="password"]';

/** How far past the held call's limit the clock moves. */
const PAST_LIMIT_MS = 100;

const isVisible = (element: HTMLElement) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

/**
 * Registers the cases of `elements` (tag -> how it shows faults) for a test file whose demo pages
 * share one site config (`configPage`'s); `define` imports the elements' definitions; `reset`
 * forgets what the file's stores keep between cases (before each). The persona
 * is member-auto-renew (logged in, known, a rewards participant) unless the element names its own, the daily login done.
 */
export function faultCases(configPage: string, define: () => Promise<unknown>, reset: () => void, elements: Readonly<Record<string, ElementFaults>>): void {
  let services = '';
  let calls: PageCall[] = [];
  const nativeFetch = window.fetch;
  const NativeWebSocket = window.WebSocket;

  before(async () => {
    await nativeFetch('/__test/platform-paths', { method: 'POST' });
    services = await useDemoPage(configPage, define);
    // The clock is installed before any element sets a timer, so a held call's time limit is on it.
    await pauseClock();
    await resumeClock();
    trackPageCalls();
    calls = pageCallsOf(window);
  });
  after(() => {
    window.fetch = nativeFetch;
    window.WebSocket = NativeWebSocket;
  });
  beforeEach(async () => {
    await nativeFetch(`${services}__emulator/reset`, { method: 'POST' });
    calls.length = 0;
    reset();
  });
  afterEach(async () => {
    await resumeClock();
    closeDemoBody();
  });

  const emulator = async (action: 'faults', rule: unknown) => {
    const answer = await nativeFetch(`${services}__emulator/${action}`, {
      method: 'POST',
      body: JSON.stringify(rule),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status, `emulator ${action}`).to.equal(200);
  };
  /** A call to `service`: on the emulator's host (http or ws), or on this page's (the platform's paths). */
  const ofService = (service: string) => (url: string) => {
    const parsed = new URL(url);
    return (parsed.host === new URL(services).host || parsed.host === location.host) && globMatch(service, parsed.pathname);
  };

  /**
   * Stops the page's clock, lets every other call answer, and moves the clock just past the held
   * call's limit. When no call of the service is out any more, the held answer has come (4 s,
   * inside the limit: the element waited for it before it was ready, as the saved list does) and
   * the clock runs on; the element's behaviour says what that answer shows.
   */
  async function outlastHeldCall(service: string): Promise<void> {
    await pauseClock();
    if (!calls.some((call) => call.state === 'pending' && ofService(service)(call.url))) {
      await resumeClock();
      return;
    }
    const held = await waitFor(
      () => {
        const pending = calls.filter((call) => call.state === 'pending');
        const own = pending.filter((call) => ofService(service)(call.url));
        return own.length === 1 && pending.length === 1 ? own[0] : undefined;
      },
      10_000,
      'every call of the page answered but the held one',
    );
    const past = held.start + SERVICE_TIMEOUT_MS + PAST_LIMIT_MS - Date.now();
    if (past > 0) await runClock(past);
    await resumeClock();
    await waitFor(() => held.state === 'failed', 5000, `${held.url} given up by the page, not answered`);
  }

  describe('the fault matrix', () => {
    it('every element of the file is in the browser matrix and calls services', () => {
      for (const tag of Object.keys(elements)) {
        expect(BROWSER_MATRIX_ELEMENTS.has(tag), `${tag} in BROWSER_MATRIX_ELEMENTS`).to.equal(true);
        expect(elementMetas.find((meta) => meta.tag === tag)?.services ?? [], `${tag}'s services`).length.to.be.greaterThan(0);
      }
    });

    for (const [tag, spec] of Object.entries(elements)) {
      const services = elementMetas.find((meta) => meta.tag === tag)?.services ?? [];
      const demo = demoPages.find((page) => page.id === spec.page)!;
      for (const service of services) {
        for (const fault of faultsFor(service)) {
          it(`${tag}: ${service} answers ${fault.name} (${demo.id})`, async function () {
            this.timeout(30_000);
            const warnings: string[] = [];
            const errors: string[] = [];
            const navigation = catchNavigation(window, { leavingOnly: true });
            const { warn, error } = console;
            console.warn = (...args: unknown[]) => (warnings.push(args.map(String).join(' ')), warn(...args));
            console.error = (...args: unknown[]) => (errors.push(args.map(String).join(' ')), error(...args));
            try {
              setPersonaCookies(spec.persona ?? 'member-auto-renew');
              localStorage.setItem('firstLoginTS', String(8.64e15));
              // A first visit: no programme user kept from an earlier case (it would stand for the failing call).
              localStorage.removeItem(USER_TYPE_CACHE_KEY);
              await emulator('faults', { path: service, ...fault.rule });
              for (const rule of spec.alsoFailing?.(service) ?? []) await emulator('faults', rule);
              openDemoBody(demo.id);
              // The visitor types into the page's fields before any answer comes.
              const typed = [...document.body.querySelectorAll<HTMLInputElement>(FIELDS)]
                .filter((field) => !field.closest(tag) && isVisible(field) && !field.readOnly && !field.disabled)
                .map((field, index) => {
                  field.value = `typed before the fault ${index}`;
                  return { field, text: field.value };
                });
              const host = document.querySelector<HTMLElement>(tag)!;
              expect(host, `<${tag}> on ${demo.path}`).not.to.equal(null);
              expect(await settled(host, 20_000)).to.equal('ready');
              await spec.trigger?.(host, service, fault);
              await waitFor(() => calls.some((call) => ofService(service)(call.url)), 5000, `a call to ${service}`);
              if (fault.hangs) await outlastHeldCall(service);

              await spec.behaviour(host, fault, service, { warnings, errors, navigations: navigation.urls });

              // The page's other elements keep working.
              for (const other of demo.elements.filter((candidate) => candidate !== tag && customElements.get(candidate))) {
                for (const instance of document.querySelectorAll(other)) {
                  await waitFor(() => instance.getAttribute('data-element-state') === 'ready', 10_000, `<${other}> ready on ${demo.path}`);
                }
              }
              for (const { field, text } of typed) expect(field.value, 'a field the visitor typed into').to.equal(text);
              expect(demoPageErrors()).to.deep.equal([]);
            } finally {
              navigation.stop();
              console.warn = warn;
              console.error = error;
            }
          });
        }
      }
    }
  });
}
