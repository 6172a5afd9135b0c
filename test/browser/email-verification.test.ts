/**
 * <email-verification> (brain-health 2.5, 4.8, 4.9, 7.2, 8; CONTRACT 4c) in Chromium, on the demo's
 * programme home /get-started/ (its whole body from the CMS templates, with program-gate, at the
 * page's address, against this file's emulator: demo-body.ts), with the bh-* personas:
 * - the thank-you modal for emo=email_verification with no referrer;
 * - the verify modal ('Hi {firstName}', or without a first name), SEND EMAIL -> the sent text
 *   (announced, focus on Close) or the error overlay; one email per press;
 * - a check that is not a success: COIMODAL cleared, coi-updated on document, no modal;
 * - the evs cookie in both forms; 4.9 (another modal of the page open, EXP=member_app, the gate's
 *   own modal first);
 * - JSONP safety: a random callback per call, no script element and no callback left after the
 *   answer or the time-out (page clock), an answer of another shape ignored, hostile answer
 *   strings, a script the CSP refuses; no uncaught error in any of it.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { render } from 'lit-html';
import { HOSTILE_TRAP, hostileStrings } from '../../fixtures/hostile/payloads.ts';
import { emailVerificationTemplate } from '../../cms-templates/email-verification.ts';
import { EMAIL_VERIFICATION_PATHS, JSONP_CALLBACK_PREFIX, JSONP_TIMEOUT_MS, verifyHeading } from '../../src/domain/email-verification.ts';
import { jsonp } from '../../src/api/jsonp.ts';
import { modalClosed, modalOpened } from '../../src/stores/program-modals.ts';
import { closeDemoBody, demoPageErrors, openDemoBody, useDemoPage } from './demo-body.ts';
import { emulatorControl } from './gate-helpers.ts';
import { clearCookies, quietFor, setPersonaCookies, settled, waitFor } from './helpers.ts';
import { catchNavigation } from './navigation.ts';
import { pauseClock, resumeClock, runClock } from './page-commands.ts';

const START = 'brain-health-start';
const STATE = 'data-email-verification-state';

let services = '';
before(async () => {
  services = await useDemoPage(START, () =>
    Promise.all([import('../../elements/program-gate/define.ts'), import('../../elements/email-verification/define.ts')]),
  );
});

let navigation: ReturnType<typeof catchNavigation> | undefined;
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('firstLoginTS', String(8.64e15));
  navigation = catchNavigation(window, { leavingOnly: true });
  await emulatorControl('reset');
});
afterEach(async () => {
  await resumeClock();
  navigation?.stop();
  closeDemoBody();
  for (const name of ['data-page-type', 'data-page-category', 'data-program-user-type', 'data-program-free-trial', 'data-program-join-type']) {
    document.documentElement.removeAttribute(name);
  }
  clearCookies();
  await emulatorControl('reset');
});

/** The JSONP calls' frames still in the document (api/jsonp.ts: one hidden frame per call). */
const jsonpFrames = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-member-elements-jsonp]')];
/** Scripts of the JSONP calls still in the document or a call's frame. */
const jsonpScripts = () =>
  [document, ...jsonpFrames().map((frame) => frame.contentDocument!)]
    .flatMap((doc) => [...doc.querySelectorAll('script[src]')])
    .filter((script) => script.getAttribute('src')!.includes('WSOWebService'));
/** Callbacks still on the page's window or a call's frame. */
const jsonpCallbacks = () =>
  [window, ...jsonpFrames().map((frame) => frame.contentWindow!)].flatMap((win) =>
    Object.getOwnPropertyNames(win).filter((name) => name.startsWith(JSONP_CALLBACK_PREFIX)),
  );

/** Opens /get-started/ as the visitor of the cookies; resolves when the element has decided. */
async function openStart(): Promise<HTMLElement> {
  openDemoBody(START);
  const host = document.querySelector<HTMLElement>('email-verification')!;
  expect(await settled(host, 15_000)).to.equal('ready');
  return host;
}

/** The open dialog of the element, once it is open. */
const openDialog = (host: Element) => waitFor(() => host.querySelector<HTMLDialogElement>('dialog.modal-shell[open]'), 5000, 'the modal');

/** Status answers the emulator has given this persona (its email state): sent count by the send call. */
async function emailStatus(): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    void jsonp((callback) => `${services}${EMAIL_VERIFICATION_PATHS.status.slice(1)}?callback=${callback}`).then((result) =>
      resolve(result.answered ? (result.value as Record<string, unknown>) : {}),
    );
  });
}

async function addFault(path: string, rule: Record<string, unknown>): Promise<void> {
  const response = await emulatorControl('faults', { path, ...rule });
  expect(response.ok, 'fault installed').to.equal(true);
}

describe('<email-verification>: the thank-you modal (4.8 row 1)', () => {
  it('emo=email_verification with no referrer: the thank-you modal, no status check', async () => {
    setPersonaCookies('bh-returning-member');
    openDemoBodyAt('?emo=email_verification');
    const host = document.querySelector<HTMLElement>('email-verification')!;
    await settled(host, 15_000);
    const dialog = await openDialog(host);
    expect(host.getAttribute(STATE)).to.equal('thank-you');
    expect(dialog.getAttribute('data-modal')).to.equal('thankYou');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Thank you');
    expect(dialog.querySelector('.modal-shell__body')!.textContent).to.equal('Your email address is confirmed.');
    expect(document.activeElement).to.equal(dialog.querySelector('h2'));
    expect(sessionStorage.getItem('COIMODAL')).to.equal('true');
    expect(jsonpScripts(), 'no status call').to.have.length(0);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => host.getAttribute(STATE) === 'closed', 3000, 'closed');
    expect(sessionStorage.getItem('COIMODAL')).to.equal(null);
    expect(demoPageErrors()).to.deep.equal([]);
  });
});

/** Renders the page body, then keeps `search` on the address (openDemoBody sets the page's path). */
function openDemoBodyAt(search: string): void {
  const original = history.replaceState.bind(history);
  // openDemoBody puts the page's path; the element reads the address as it mounts, after.
  history.replaceState = (data, unused, url) => original(data, unused, typeof url === 'string' && url === '/get-started/' ? `/get-started/${search}` : url);
  try {
    openDemoBody(START);
  } finally {
    history.replaceState = original;
  }
}

describe('<email-verification>: the verify modal (4.8 rows 2-4)', () => {
  it("bh-first-time-member (status Q, popup): 'Hi Jun', SEND EMAIL -> the sent text, announced, focus on Close", async () => {
    setPersonaCookies('bh-first-time-member');
    const host = await openStart();
    const dialog = await openDialog(host);
    expect(host.getAttribute(STATE)).to.equal('verify');
    expect(host.getAttribute('data-email-verification-modal')).to.equal('verify');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Hi Jun');
    expect(sessionStorage.getItem('COIMODAL')).to.equal('true');
    expect(jsonpScripts(), 'the status script removed').to.have.length(0);
    expect(jsonpCallbacks(), 'the status callback removed').to.deep.equal([]);
    expect(jsonpFrames(), 'no frame left').to.have.length(0);
    const send = dialog.querySelector<HTMLButtonElement>('[data-email-verification-send]')!;
    expect(send.textContent).to.equal('SEND EMAIL');
    expect(send.getBoundingClientRect().height).to.be.at.least(44);
    send.click();
    send.click(); // a second press while it sends: one email
    await waitFor(() => host.getAttribute(STATE) === 'sent', 5000, 'sent');
    expect(dialog.querySelector('[data-email-verification-sent]')!.textContent).to.equal('A verification email is waiting for you in your inbox...');
    expect(document.activeElement).to.equal(dialog.querySelector('.modal-shell__close'));
    const region = dialog.querySelector('[data-live-region]')!;
    await waitFor(() => region.textContent!.includes('A verification email is waiting'), 3000, 'the announcement');
    expect(jsonpScripts()).to.have.length(0);
    expect(jsonpCallbacks()).to.deep.equal([]);
    expect(jsonpFrames(), 'no frame left').to.have.length(0);
    const status = await emailStatus();
    expect([status.status, status.sentCount], 'one email sent, status P').to.deep.equal(['P', 1]);
    dialog.querySelector<HTMLButtonElement>('.modal-shell__close')!.click();
    await waitFor(() => host.getAttribute(STATE) === 'closed', 3000, 'closed');
    expect(sessionStorage.getItem('COIMODAL')).to.equal(null);
    expect(demoPageErrors()).to.deep.equal([]);
  });

  it("no first name: 'Please confirm your email address' (2.5, 8)", async () => {
    setPersonaCookies('bh-first-time-member', { at: 'ms=0&mar=N&me=2027-12-31&ss=1' });
    const host = await openStart();
    const dialog = await openDialog(host);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Please confirm your email address');
  });

  it('send fails (500): the error overlay, announced, the modal still open', async () => {
    setPersonaCookies('bh-first-time-member');
    await addFault(EMAIL_VERIFICATION_PATHS.send, { status: 500 });
    const host = await openStart();
    const dialog = await openDialog(host);
    dialog.querySelector<HTMLButtonElement>('[data-email-verification-send]')!.click();
    await waitFor(() => host.getAttribute(STATE) === 'error', 5000, 'the error');
    const overlay = dialog.querySelector('[data-email-verification-error]')!;
    expect(overlay.textContent).to.equal('We could not send the email right now. Please try again later.');
    expect(dialog.open).to.equal(true);
    expect(document.activeElement).to.equal(dialog.querySelector('.modal-shell__close'));
    await waitFor(() => dialog.querySelector('[data-live-region]')!.textContent!.includes('could not send'), 3000, 'the announcement');
    expect(jsonpScripts()).to.have.length(0);
    expect(jsonpCallbacks()).to.deep.equal([]);
    expect(jsonpFrames(), 'no frame left').to.have.length(0);
    expect(demoPageErrors()).to.deep.equal([]);
  });

  it("send answers 'failure' (already verified meanwhile): the error overlay", async () => {
    setPersonaCookies('bh-first-time-member');
    const host = await openStart();
    const dialog = await openDialog(host);
    await addFault(EMAIL_VERIFICATION_PATHS.send, { body: 'wrong-shape' });
    dialog.querySelector<HTMLButtonElement>('[data-email-verification-send]')!.click();
    await waitFor(() => host.getAttribute(STATE) === 'error', 5000, 'the error');
  });
});

describe('<email-verification>: the check not a success (4.8 row 5, 8)', () => {
  it('bh-returning-member (verified): COIMODAL cleared, coi-updated on document, no modal', async () => {
    setPersonaCookies('bh-returning-member');
    sessionStorage.setItem('COIMODAL', 'true');
    const events: Event[] = [];
    const listen = (event: Event) => events.push(event);
    document.addEventListener('coi-updated', listen);
    try {
      const host = await openStart();
      expect(host.getAttribute(STATE)).to.equal('not-success');
      expect(sessionStorage.getItem('COIMODAL')).to.equal(null);
      expect(events).to.have.length(1);
      expect(events[0]!.target).to.equal(document);
      expect(host.querySelector('dialog')).to.equal(null);
      expect(jsonpScripts()).to.have.length(0);
      expect(jsonpCallbacks()).to.deep.equal([]);
      expect(jsonpFrames(), 'no frame left').to.have.length(0);
    } finally {
      document.removeEventListener('coi-updated', listen);
    }
  });
});

describe('<email-verification>: the evs cookie (3.2, 4.8 row 2)', () => {
  const cases: ReadonlyArray<[string, string, string]> = [
    ['status V as key=value', 'status=V&popup=false&', 'off'],
    ['status V as JSON', '{"status":"V","popup":false}', 'off'],
    ['status Q as key=value', 'status=Q&popup=true&', 'verify'],
    ['status P as JSON', '{"status":"p"}', 'verify'],
    ['garbage (no status)', '%%%{not json', 'verify'],
  ];
  for (const [name, evs, state] of cases) {
    it(`${name}: ${state === 'off' ? 'no check' : 'the check runs'}`, async () => {
      setPersonaCookies('bh-first-time-member', { evs });
      const host = await openStart();
      if (state === 'verify') await openDialog(host);
      expect(host.getAttribute(STATE)).to.equal(state);
      expect(demoPageErrors()).to.deep.equal([]);
    });
  }
});

describe('<email-verification>: suppressed (4.9)', () => {
  for (const [kind, flag] of [
    ['legal', 'LEGALMODAL'],
    ['freeTrial', 'FREETRIALMODAL'],
    ['freeTrialAssessment', 'FREETRIALASSESMENTMODAL'],
  ] as const) {
    it(`while the page's ${flag} modal is open: no verify modal`, async () => {
      setPersonaCookies('bh-first-time-member');
      modalOpened(kind, window);
      try {
        const host = await openStart();
        expect(host.getAttribute(STATE)).to.equal('suppressed');
        expect(host.querySelector('dialog')).to.equal(null);
        expect(sessionStorage.getItem('COIMODAL')).to.equal(null);
      } finally {
        modalClosed(kind, window);
      }
    });
  }

  it('another modal dialog open on the page (not a flagged one): no verify modal', async () => {
    setPersonaCookies('bh-first-time-member');
    const other = document.createElement('dialog');
    other.textContent = 'Another modal';
    document.body.append(other);
    other.showModal();
    try {
      const host = await openStart();
      expect(host.getAttribute(STATE)).to.equal('suppressed');
      expect(host.querySelector('dialog')).to.equal(null);
    } finally {
      other.close();
      other.remove();
    }
  });

  it('EXP carries the programme-app value (member_app): no verify modal', async () => {
    setPersonaCookies('bh-first-time-member');
    openDemoBodyAt('?EXP=member_app');
    const host = document.querySelector<HTMLElement>('email-verification')!;
    await settled(host, 15_000);
    expect(host.getAttribute(STATE)).to.equal('suppressed');
    expect(host.querySelector('dialog')).to.equal(null);
  });

  it("the gate's modal goes first: the partner campaign's offer (anonymous, cmp) and no thank-you modal", async () => {
    clearCookies();
    openDemoBodyAt('?emo=email_verification&cmp=sl-dso-sss-vzn');
    const host = document.querySelector<HTMLElement>('email-verification')!;
    await settled(host, 15_000);
    const gate = document.querySelector('program-gate')!;
    expect(gate.getAttribute('data-program-modal')).to.equal('partnerCampaign');
    expect(host.getAttribute(STATE)).to.equal('suppressed');
    expect(host.querySelector('dialog')).to.equal(null);
    expect(document.querySelectorAll('dialog[open]')).to.have.length(1);
  });

  it('anonymous visitor: nothing runs (no check, no modal)', async () => {
    clearCookies();
    const host = await openStart();
    expect(host.getAttribute(STATE)).to.equal('off');
    expect(jsonpScripts()).to.have.length(0);
  });
});

describe('<email-verification>: JSONP done safely (7.2)', () => {
  it('a service that never answers: after the time-out no modal, no error, no script, no callback (page clock)', async () => {
    setPersonaCookies('bh-first-time-member');
    await addFault(EMAIL_VERIFICATION_PATHS.status, { delayMs: 60_000, times: 1 });
    await pauseClock();
    openDemoBody(START);
    const host = document.querySelector<HTMLElement>('email-verification')!;
    await waitFor(() => jsonpScripts().length === 1, 5000, 'the status script');
    expect(jsonpCallbacks()).to.have.length(1);
    expect(host.getAttribute(STATE)).to.equal('checking');
    await runClock(JSONP_TIMEOUT_MS - 100);
    await quietFor(50);
    expect(host.getAttribute(STATE), 'still waiting before the time-out').to.equal('checking');
    await runClock(200);
    await waitFor(() => host.getAttribute(STATE) === 'ignored', 3000, 'ignored');
    expect(await settled(host)).to.equal('ready');
    expect(jsonpScripts()).to.have.length(0);
    expect(jsonpCallbacks()).to.deep.equal([]);
    expect(jsonpFrames(), 'no frame left').to.have.length(0);
    expect(host.querySelector('dialog')).to.equal(null);
    expect(demoPageErrors()).to.deep.equal([]);
  });

  it('a late answer (after the time-out) changes nothing and throws nothing on the page', async () => {
    setPersonaCookies('bh-first-time-member');
    await addFault(EMAIL_VERIFICATION_PATHS.status, { delayMs: 800, times: 1 });
    await pauseClock();
    openDemoBody(START);
    const host = document.querySelector<HTMLElement>('email-verification')!;
    await waitFor(() => jsonpScripts().length === 1, 5000, 'the status script');
    await runClock(JSONP_TIMEOUT_MS + 100);
    await waitFor(() => host.getAttribute(STATE) === 'ignored', 3000, 'ignored');
    await resumeClock();
    await quietFor(1500); // the answer arrives (real time) after the page gave up
    expect(host.getAttribute(STATE)).to.equal('ignored');
    expect(host.querySelector('dialog')).to.equal(null);
    expect(jsonpCallbacks()).to.deep.equal([]);
    expect(jsonpFrames(), 'no frame left').to.have.length(0);
    expect(demoPageErrors()).to.deep.equal([]);
  });

  it('an answer of another shape (the callback called with a list) is ignored: no modal, no event, nothing cleared', async () => {
    setPersonaCookies('bh-first-time-member');
    sessionStorage.setItem('COIMODAL', 'true');
    await addFault(EMAIL_VERIFICATION_PATHS.status, { body: 'wrong-shape' });
    let events = 0;
    const listen = () => (events += 1);
    document.addEventListener('coi-updated', listen);
    try {
      const host = await openStart();
      expect(host.getAttribute(STATE)).to.equal('ignored');
      expect(events).to.equal(0);
      expect(sessionStorage.getItem('COIMODAL')).to.equal('true');
      expect(jsonpScripts()).to.have.length(0);
      expect(jsonpCallbacks()).to.deep.equal([]);
      expect(jsonpFrames(), 'no frame left').to.have.length(0);
    } finally {
      document.removeEventListener('coi-updated', listen);
    }
  });

  it('a failed load (500, a dropped connection) is no answer: ignored, cleaned up', async () => {
    setPersonaCookies('bh-first-time-member');
    for (const rule of [{ status: 500 }, { drop: 'before' }]) {
      await emulatorControl('reset');
      await addFault(EMAIL_VERIFICATION_PATHS.status, rule);
      const host = await openStart();
      expect(host.getAttribute(STATE), JSON.stringify(rule)).to.equal('ignored');
      expect(jsonpScripts()).to.have.length(0);
      expect(jsonpCallbacks()).to.deep.equal([]);
      expect(jsonpFrames(), 'no frame left').to.have.length(0);
      closeDemoBody();
    }
  });

  it('hostile answer strings: never markup, the trap never called (status: not a success; send: the error overlay)', async () => {
    setPersonaCookies('bh-first-time-member');
    const trap = (window as unknown as Record<string, unknown>)[HOSTILE_TRAP];
    let trapped = 0;
    (window as unknown as Record<string, unknown>)[HOSTILE_TRAP] = () => (trapped += 1);
    try {
      await addFault(EMAIL_VERIFICATION_PATHS.status, { body: 'hostile', times: 1 });
      const first = await openStart();
      expect(first.getAttribute(STATE)).to.equal('not-success');
      closeDemoBody();
      await addFault(EMAIL_VERIFICATION_PATHS.send, { body: 'hostile' });
      const host = await openStart();
      const dialog = await openDialog(host);
      dialog.querySelector<HTMLButtonElement>('[data-email-verification-send]')!.click();
      await waitFor(() => host.getAttribute(STATE) === 'error', 5000, 'the error');
      expect(dialog.querySelectorAll('img, script, iframe, svg, a, [onerror], [onclick]')).to.have.length(0);
      expect(dialog.querySelector('[data-email-verification-error]')!.textContent).to.equal('We could not send the email right now. Please try again later.');
      await quietFor(100);
      expect(trapped).to.equal(0);
      expect(demoPageErrors()).to.deep.equal([]);
    } finally {
      (window as unknown as Record<string, unknown>)[HOSTILE_TRAP] = trap;
    }
  });

  it('each call its own random callback name, a JavaScript identifier; none reused, none left', async () => {
    const names: string[] = [];
    const address = (callback: string) => {
      names.push(callback);
      return `${services}${EMAIL_VERIFICATION_PATHS.status.slice(1)}?callback=${callback}`;
    };
    const results = await Promise.all([jsonp(address), jsonp(address), jsonp(address)]);
    expect(results.map((result) => result.answered)).to.deep.equal([true, true, true]);
    expect(new Set(names).size).to.equal(3);
    for (const name of names) expect(name).to.match(/^memberElementsJsonp_[0-9a-z]{10}(_\d+)?$/);
    // The same randomness twice: the second name is not the first.
    const fixed = () => 0.5;
    const again: string[] = [];
    await jsonp((callback) => (again.push(callback), address(callback)), { random: fixed });
    await jsonp((callback) => (again.push(callback), address(callback)), { random: fixed });
    expect(again[0]).to.not.equal(again[1]);
    expect(jsonpScripts()).to.have.length(0);
    expect(jsonpCallbacks()).to.deep.equal([]);
    expect(jsonpFrames(), 'no frame left').to.have.length(0);
  });

  it('an address that is not http(s) is refused: no script, no callback', async () => {
    const result = await jsonp(() => 'javascript:alert(1)');
    expect(result).to.deep.equal({ answered: false, reason: 'refused' });
    expect(jsonpCallbacks()).to.deep.equal([]);
    expect(jsonpFrames(), 'no frame left').to.have.length(0);
  });
});

describe('<email-verification>: under the strict CSP (script-src, Trusted Types)', () => {
  /** Opens a test page of the strict policy in a frame (same origin: this test's cookies). */
  async function cspPage(variant: 'allowed' | 'refused'): Promise<{ frame: HTMLIFrameElement; host: HTMLElement }> {
    const frame = document.createElement('iframe');
    frame.style.width = '800px';
    frame.style.height = '600px';
    frame.src = `/test/browser/pages/email-verification-csp-${variant}.html`;
    document.body.append(frame);
    const host = await waitFor(() => frame.contentDocument?.querySelector<HTMLElement>('email-verification[data-element-state]'), 10_000, 'the element');
    await settled(host, 15_000);
    return { frame, host };
  }

  it("the services' origin in script-src (and trusted-types member-elements-jsonp): the check and the send work", async () => {
    setPersonaCookies('bh-first-time-member');
    const { frame, host } = await cspPage('allowed');
    try {
      const dialog = await openDialog(host);
      expect(dialog.querySelector('h2')!.textContent).to.equal('Hi Jun');
      dialog.querySelector<HTMLButtonElement>('[data-email-verification-send]')!.click();
      await waitFor(() => host.getAttribute(STATE) === 'sent', 5000, 'sent');
      expect((frame.contentWindow as Window & { cspViolations: string[] }).cspViolations).to.deep.equal([]);
      expect(frame.contentDocument!.querySelectorAll('iframe')).to.have.length(0);
    } finally {
      frame.remove();
    }
  });

  it("script-src 'self' only: the script is refused, so no answer: no modal, no error, nothing left", async () => {
    setPersonaCookies('bh-first-time-member');
    const errors: string[] = [];
    const { frame, host } = await cspPage('refused');
    frame.contentWindow!.addEventListener('error', (event) => errors.push(event.message));
    try {
      await waitFor(() => host.getAttribute(STATE) === 'ignored', 5000, 'ignored');
      expect(host.querySelector('dialog')).to.equal(null);
      expect(frame.contentDocument!.querySelectorAll('iframe')).to.have.length(0);
      expect(errors).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});

describe('<email-verification>: hostile config texts (the JSON the CMS writes)', () => {
  // One modal opens per page, and the member of hostile.spec.ts run (a) is verified (no modal),
  // so here each round mounts one element, alone on the page, whose texts get payload r + i
  // (text i), until every payload met every text of the verify modal and of the thank-you
  // modal; the send's texts in turn (a sent round, then a failed one).
  const trapped: string[] = [];
  before(() => {
    (window as unknown as Record<string, unknown>)[HOSTILE_TRAP] = (id: string) => trapped.push(id);
  });
  after(() => {
    delete (window as unknown as Record<string, unknown>)[HOSTILE_TRAP];
  });
  afterEach(() => {
    for (const host of document.querySelectorAll('body > email-verification')) host.remove();
  });

  const at = (index: number) => hostileStrings[index % hostileStrings.length]!;
  /** Mounts one element with `config` at `address`, as the page would, and waits for its decision. */
  async function mount(config: Record<string, unknown>, address: string): Promise<HTMLElement> {
    history.replaceState(null, '', address);
    const fragment = document.createDocumentFragment();
    render(emailVerificationTemplate({ config }), fragment);
    const host = fragment.querySelector<HTMLElement>('email-verification')!;
    document.body.append(host);
    await settled(host, 15_000);
    return host;
  }
  const noMarkup = (elements: Element[], where: string) =>
    expect(
      elements.map((element) => element.children.length),
      `${where}: no markup`,
    ).to.deep.equal(elements.map(() => 0));

  it('the verify modal: every payload in the heading, the text, SEND EMAIL, Close, the sent and error texts; shown as text, none runs', async function () {
    this.timeout(180_000);
    setPersonaCookies('bh-first-time-member');
    for (let round = 0; round < hostileStrings.length; round += 1) {
      sessionStorage.clear();
      await emulatorControl('reset');
      const failing = round % 2 === 1;
      if (failing) await addFault(EMAIL_VERIFICATION_PATHS.send, { status: 500 });
      const host = await mount(
        { heading: at(round), body: at(round + 1), sendText: at(round + 2), closeText: at(round + 3), sentText: at(round + 4), errorText: at(round + 4) },
        '/get-started/',
      );
      const dialog = await openDialog(host);
      const heading = dialog.querySelector('h2')!;
      const body = dialog.querySelector('.modal-shell__body')!;
      const send = dialog.querySelector<HTMLButtonElement>('[data-email-verification-send]')!;
      const close = dialog.querySelector('.modal-shell__close')!;
      // The heading as domain/email-verification.ts `verifyHeading` makes it (the template trimmed, {firstName} filled).
      expect([heading.textContent, body.textContent, send.textContent, close.getAttribute('aria-label')], `round ${round}`).to.deep.equal([
        verifyHeading('Jun', at(round)),
        at(round + 1),
        at(round + 2),
        at(round + 3),
      ]);
      noMarkup([heading, body, send], `round ${round}`);
      send.click();
      await waitFor(() => ['sent', 'error'].includes(host.getAttribute(STATE)!), 5000, `round ${round}: the send's answer`);
      expect(host.getAttribute(STATE)).to.equal(failing ? 'error' : 'sent');
      const after = dialog.querySelector(failing ? '[data-email-verification-error] .modal-shell__body' : '[data-email-verification-sent]')!;
      expect(after.textContent, `round ${round}: the ${failing ? 'error' : 'sent'} text`).to.equal(at(round + 4));
      noMarkup([after], `round ${round}`);
      host.remove();
    }
    expect(trapped).to.deep.equal([]);
    expect(demoPageErrors()).to.deep.equal([]);
  });

  it('a Spanish page: the default texts translated (es.json), the first name kept', async () => {
    setPersonaCookies('bh-first-time-member');
    document.documentElement.lang = 'es';
    try {
      const host = await mount({}, '/espanol/comienza-ya/');
      const dialog = await openDialog(host);
      expect(dialog.querySelector('h2')!.textContent).to.equal('Hola, Jun');
      expect(dialog.querySelector('[data-email-verification-send]')!.textContent).to.equal('ENVIAR CORREO');
      expect(dialog.querySelector('.modal-shell__close')!.getAttribute('aria-label')).to.equal('Cerrar');
      dialog.querySelector<HTMLButtonElement>('[data-email-verification-send]')!.click();
      await waitFor(() => host.getAttribute(STATE) === 'sent', 5000, 'sent');
      expect(dialog.querySelector('[data-email-verification-sent]')!.textContent).to.equal('Un correo de verificación le espera en su bandeja de entrada...');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('the thank-you modal: every payload in its heading and text, shown as text, none runs', async function () {
    this.timeout(120_000);
    setPersonaCookies('bh-returning-member');
    for (let round = 0; round < hostileStrings.length; round += 1) {
      sessionStorage.clear();
      const host = await mount({ thankYouHeading: at(round), thankYouBody: at(round + 1) }, '/get-started/?emo=email_verification');
      const dialog = await openDialog(host);
      const heading = dialog.querySelector('h2')!;
      const body = dialog.querySelector('.modal-shell__body')!;
      expect([heading.textContent, body.textContent], `round ${round}`).to.deep.equal([at(round), at(round + 1)]);
      noMarkup([heading, body], `round ${round}`);
      host.remove();
    }
    expect(trapped).to.deep.equal([]);
  });
});
