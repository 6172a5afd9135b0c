/**
 * The fault matrix of `<email-verification>` (test/quality/fault-matrix.ts `faultsFor`; the element
 * is in `BROWSER_MATRIX_ELEMENTS`, so the demo site keeps one 500 per service): every fault on
 * each of its two JSONP services (brain-health 7.2), on the demo's /get-started/ body in this
 * document, as bh-first-time-member (status Q: the verify modal, so SEND EMAIL can be pressed).
 * The shared runner (fault-cases.ts) tracks fetches and sockets, not script loads, so the cases
 * run here with the same checks: the service was asked, no uncaught error, the spec's behaviour
 * (status check: no answer, so nothing at all; send: the error overlay), the page's other elements
 * ready. The hang does not wait: the page clock is moved past the JSONP time-out.
 *
 *   'email-verification': { status: nothing shown; send: the error overlay }
 */
import { expect } from 'chai';
import { elementMetas } from '../../elements/index.ts';
import { demoPages } from '../../cms-templates/pages/index.ts';
import { EMAIL_VERIFICATION_PATHS, JSONP_TIMEOUT_MS } from '../../src/domain/email-verification.ts';
import { BROWSER_MATRIX_ELEMENTS, faultsFor, type Fault } from '../quality/fault-matrix.ts';
import { closeDemoBody, demoPageErrors, openDemoBody, useDemoPage } from './demo-body.ts';
import { emulatorControl } from './gate-helpers.ts';
import { clearCookies, setPersonaCookies, settled, waitFor } from './helpers.ts';
import { catchNavigation } from './navigation.ts';
import { pauseClock, resumeClock, runClock } from './page-commands.ts';

const TAG = 'email-verification';
const PAGE = 'brain-health-start';
const STATE = 'data-email-verification-state';

/** How each service's failure shows (brain-health 4.8, 8). */
const elements: Readonly<Record<string, { behaviour: (host: HTMLElement, service: string) => Promise<void> }>> = {
  'email-verification': {
    async behaviour(host, service) {
      if (service === EMAIL_VERIFICATION_PATHS.status) {
        // No answer (or one of another shape): no modal, no error, nothing else.
        await waitFor(() => host.getAttribute(STATE) === 'ignored', 5000, 'the check ignored');
        expect(host.querySelector('dialog')).to.equal(null);
      } else {
        // 8: the error overlay.
        await waitFor(() => host.getAttribute(STATE) === 'error', 5000, 'the error overlay');
        expect(host.querySelector('[data-email-verification-error]')!.textContent).to.equal('We could not send the email right now. Please try again later.');
        expect(host.querySelector('dialog')!.open).to.equal(true);
      }
    },
  },
};

/** Scripts of the element's calls still out (in their frames). */
const pendingScripts = (service: string) =>
  [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-member-elements-jsonp]')].filter((frame) =>
    [...frame.contentDocument!.querySelectorAll('script[src]')].some((script) => script.getAttribute('src')!.includes(service)),
  );

before(async () => {
  await useDemoPage(PAGE, () => Promise.all([import('../../elements/program-gate/define.ts'), import('../../elements/email-verification/define.ts')]));
});
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await emulatorControl('reset');
});
afterEach(async () => {
  await resumeClock();
  closeDemoBody();
  for (const name of ['data-page-type', 'data-page-category', 'data-program-user-type', 'data-program-free-trial', 'data-program-join-type']) {
    document.documentElement.removeAttribute(name);
  }
  clearCookies();
  await emulatorControl('reset');
});

describe('the fault matrix: email-verification', () => {
  it('is in the browser matrix and calls services', () => {
    expect(BROWSER_MATRIX_ELEMENTS.has(TAG)).to.equal(true);
    expect(elementMetas.find((meta) => meta.tag === TAG)!.services).to.deep.equal(Object.values(EMAIL_VERIFICATION_PATHS));
  });

  const demo = demoPages.find((page) => page.id === PAGE)!;
  for (const service of Object.values(EMAIL_VERIFICATION_PATHS)) {
    for (const fault of faultsFor(service)) {
      it(`${TAG}: ${service} answers ${fault.name} (${PAGE})`, async function () {
        this.timeout(30_000);
        const navigation = catchNavigation(window, { leavingOnly: true });
        try {
          setPersonaCookies('bh-first-time-member');
          // A hang is held long enough for the page to give up first (the clock is moved past the limit).
          const rule: Fault['rule'] = fault.hangs ? { ...fault.rule, delayMs: 60_000 } : fault.rule;
          const send = service === EMAIL_VERIFICATION_PATHS.send;
          if (!send) await emulatorControl('faults', { path: service, ...rule });
          if (fault.hangs) await pauseClock();
          openDemoBody(PAGE);
          const host = document.querySelector<HTMLElement>(TAG)!;
          if (send) {
            if (fault.hangs) await resumeClock();
            expect(await settled(host, 15_000)).to.equal('ready');
            await waitFor(() => host.getAttribute(STATE) === 'verify', 5000, 'the verify modal');
            await emulatorControl('faults', { path: service, ...rule });
            if (fault.hangs) await pauseClock();
            host.querySelector<HTMLButtonElement>('[data-email-verification-send]')!.click();
          }
          await waitFor(() => pendingScripts(service).length > 0 || host.getAttribute(STATE) !== (send ? 'sending' : 'checking'), 5000, `a call to ${service}`);
          if (fault.hangs) {
            await waitFor(() => pendingScripts(service).length === 1, 5000, 'the held call');
            await runClock(JSONP_TIMEOUT_MS + 100);
            await resumeClock();
          }
          await elements[TAG]!.behaviour(host, service);
          expect(await settled(host, 15_000)).to.equal('ready');
          expect(pendingScripts(service), 'nothing left of the call').to.have.length(0);
          for (const other of demo.elements.filter((candidate) => candidate !== TAG && customElements.get(candidate))) {
            for (const instance of document.querySelectorAll(other)) {
              await waitFor(() => instance.getAttribute('data-element-state') === 'ready', 10_000, `<${other}> ready`);
            }
          }
          expect(demoPageErrors()).to.deep.equal([]);
        } finally {
          navigation.stop();
        }
      });
    }
  }
});
