/**
 * <activate-button> (brain-health 3.10, 4.13, 7.4, 8; CONTRACT 4c) in Chromium, on the demo's
 * activation page (its whole body from the CMS templates, program-gate included, with the
 * sub-site's config against this file's emulator: demo-body.ts). Navigations are caught and
 * cancelled (navigation.ts); the activation's requests are counted from resource timing.
 *
 * - A registered non-activated member: activated once (the first-time-member flag, the clean
 *   flags, the loyalty activity), then sent to login; the button busy until the page goes.
 * - A double click: one activation call.
 * - An invalid token: sent to login, no flags.
 * - A refusal (the emulator's 403 for a cancelled member) and a 500: the loading state removed,
 *   the failure said (announced), the button usable again and a second try possible.
 * The fault matrix's cases are in brain-health-flow-faults.test.ts.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { CACHE_CLEAN_FLAGS } from '../../src/domain/program-caches.ts';
import { closeDemoBody, demoPageErrors, openDemoBody, useDemoPage } from './demo-body.ts';
import { captureConsole, clearCookies, quietFor, setPersonaCookies, settled, waitFor } from './helpers.ts';
import { catchNavigation } from './navigation.ts';

const PAGE = 'brain-health-activate';

let services = '';
before(async () => {
  services = await useDemoPage(PAGE, () => Promise.all([import('../../elements/program-gate/define.ts'), import('../../elements/activate-button/define.ts')]));
});

let navigation: ReturnType<typeof catchNavigation> | undefined;
beforeEach(async () => {
  await fetch(`${services}__emulator/reset`, { method: 'POST' });
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('firstLoginTS', String(8.64e15));
  performance.clearResourceTimings();
  navigation = catchNavigation(window, { leavingOnly: true });
});
afterEach(async () => {
  navigation?.stop();
  closeDemoBody();
  for (const name of ['data-page-type', 'data-page-category', 'data-program-user-type', 'data-program-free-trial', 'data-program-join-type']) {
    document.documentElement.removeAttribute(name);
  }
  clearCookies();
  await fetch(`${services}__emulator/reset`, { method: 'POST' });
});

async function openPage(): Promise<HTMLElement> {
  openDemoBody(PAGE);
  const host = document.querySelector<HTMLElement>('activate-button')!;
  expect(await settled(host, 10_000)).to.equal('ready');
  return host;
}

const buttonOf = (host: Element) => host.querySelector<HTMLButtonElement>('button')!;
const statusOf = (host: Element) => host.querySelector('[role="status"]')!.textContent ?? '';
const state = (host: Element) => host.getAttribute('data-activation-state');
/** The page's activation calls (resource timing). */
const activations = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.endsWith('/api/v1/activate'));
const loyaltyCalls = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.endsWith('/applications/loyalty-catalog/activity'));

/** Brain-health 7.7: the programme login with state = this page. */
function expectProgramLogin(url: string): void {
  const login = new URL(url);
  expect(login.pathname).to.match(/\/applications\/user\/login$/);
  expect(login.searchParams.get('state')).to.equal(location.href);
}

async function fault(rule: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${services}__emulator/faults`, { method: 'POST', body: JSON.stringify(rule), headers: { 'content-type': 'application/json' } });
  expect(answer.status).to.equal(200);
}

describe('<activate-button> (brain-health 4.13, 7.4)', () => {
  it('activates: busy, the first-time-member and clean flags, the loyalty activity, then login; busy until the page goes', async () => {
    setPersonaCookies('bh-registered-non-activated-member');
    const host = await openPage();
    const button = buttonOf(host);
    expect(button.textContent).to.equal('Activate');
    expect(button.getBoundingClientRect().height).to.be.at.least(44);
    const { warnings } = await captureConsole(async () => {
      button.click();
      expect([button.getAttribute('aria-disabled'), button.textContent, host.getAttribute('aria-busy')]).to.deep.equal(['true', 'Activating…', 'true']);
      await waitFor(() => navigation!.urls.length > 0, 8000, 'the login');
    });
    expect(navigation!.urls).to.have.length(1);
    expectProgramLogin(navigation!.urls[0]!);
    expect(localStorage.getItem('firstTimeMember')).to.equal('true');
    expect(Object.values(CACHE_CLEAN_FLAGS).map((key) => localStorage.getItem(key))).to.deep.equal(['true', 'true', 'true']);
    expect(activations().map((url) => url.searchParams.get('locale'))).to.deep.equal(['en']);
    // The activity was POSTed; this member is no rewards participant (the emulator's 403): only logged.
    expect(warnings.join('\n')).to.contain("the programme activation's loyalty activity was not recorded");
    expect(warnings.join('\n')).to.contain('/applications/loyalty-catalog/activity answered 403');
    expect(button.getAttribute('aria-disabled'), 'busy until the page goes').to.equal('true');
    await waitFor(() => state(host) === 'done', 3000, 'done');
  });

  it('a rewards participant: the loyalty activity recorded (3.10, 7.4), then login', async () => {
    // member-auto-renew: the emulator's programme reads them as registered-non-activated-member.
    setPersonaCookies('member-auto-renew');
    const host = await openPage();
    const { warnings } = await captureConsole(async () => {
      buttonOf(host).click();
      await waitFor(() => navigation!.urls.length > 0, 8000, 'the login');
    });
    expect(warnings).to.deep.equal([]);
    expect(loyaltyCalls(), 'the loyalty activity').to.have.length(1);
    expectProgramLogin(navigation!.urls[0]!);
  });

  it('a double click (and a third, by keyboard): one activation call', async () => {
    setPersonaCookies('bh-registered-non-activated-member');
    await fault({ path: '/applications/*/api/v1/activate', delayMs: 300, times: 1 });
    const host = await openPage();
    const button = buttonOf(host);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => navigation!.urls.length > 0, 8000, 'the login');
    await quietFor(150);
    expect(activations(), 'one activation').to.have.length(1);
    expect(navigation!.urls).to.have.length(1);
  });

  it('an invalid token: sent to login (8), no flags', async () => {
    setPersonaCookies('bh-registered-non-activated-member', { access_token: 'token-nobody' });
    const host = await openPage();
    buttonOf(host).click();
    await waitFor(() => navigation!.urls.length > 0, 8000, 'the login');
    expectProgramLogin(navigation!.urls[0]!);
    expect(localStorage.getItem('firstTimeMember')).to.equal(null);
    expect(Object.values(CACHE_CLEAN_FLAGS).map((key) => localStorage.getItem(key))).to.deep.equal([null, null, null]);
  });

  for (const [name, setUp] of [
    ['a refusal (403: a cancelled member)', () => setPersonaCookies('bh-cancelled-or-expired-member')],
    [
      'a 500',
      async () => {
        setPersonaCookies('bh-registered-non-activated-member');
        await fault({ path: '/applications/*/api/v1/activate', status: 500, times: 1 });
      },
    ],
  ] as const) {
    it(`${name}: the loading state removed, the failure said, the button usable again (a second try activates or fails again)`, async () => {
      await setUp();
      const host = await openPage();
      const button = buttonOf(host);
      const { warnings } = await captureConsole(async () => {
        button.click();
        await waitFor(() => state(host) === 'failed', 8000, 'the failure');
      });
      expect(warnings.join('\n')).to.contain('the programme could not be activated');
      await waitFor(() => statusOf(host), 3000, 'the failure said');
      expect(statusOf(host)).to.equal('The programme could not be activated. Please try again.');
      expect(host.querySelector('[role="status"]')!.getAttribute('aria-live')).to.equal('polite');
      expect([button.textContent, button.hasAttribute('aria-disabled'), host.hasAttribute('aria-busy')]).to.deep.equal(['Activate', false, false]);
      expect(navigation!.urls).to.deep.equal([]);
      expect(localStorage.getItem('firstTimeMember')).to.equal(null);
      // Usable again: a second click makes a second call.
      await captureConsole(async () => {
        button.click();
        await waitFor(() => activations().length === 2, 8000, 'the second try');
        await waitFor(() => state(host) !== 'busy', 8000, 'its answer');
      });
      expect(demoPageErrors()).to.deep.equal([]);
    });
  }

  it('authoring mode: the button left alone (no call)', async () => {
    setPersonaCookies('bh-registered-non-activated-member');
    document.documentElement.setAttribute('data-wcmmode', 'edit');
    try {
      const host = await openPage();
      buttonOf(host).click();
      await quietFor(200);
      expect(activations()).to.have.length(0);
      expect(buttonOf(host).hasAttribute('aria-disabled')).to.equal(false);
    } finally {
      document.documentElement.removeAttribute('data-wcmmode');
    }
  });
});
