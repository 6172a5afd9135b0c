/**
 * <challenge-step> (brain-health 2.3, 3.7, 4.12, 7.5, 8; CONTRACT 4c) in Chromium, on the demo's
 * challenge step pages (their whole body from the CMS templates, program-gate included, at the
 * page's address, with the sub-site's config against this file's emulator: demo-body.ts), as bh-*
 * personas with the programme session (the ss_user cookie and the local token: 4.7's rows 1 and 2
 * let them stay on a challenge page). Navigations are caught and cancelled (navigation.ts).
 *
 * - The valid-user check: `{}` clears the stored current step; `{ url }` sends the visitor there;
 *   hostile answers never send the visitor to anything but an http(s) address.
 * - The step rules of 4.12 (the spec's rows and the clamp), each saved body read back from the
 *   emulator; completion: completed, the congratulation flag, the redirect, and the modal on the
 *   next page (its program-gate); on a page without a gate the element's own modal.
 * - No stored challenge: redirect only. The busy link, one save from a double click, Enter.
 * - A failed save: said, nothing stored, the link then goes on without saving. Hostile stored
 *   challenges: text only, nothing runs.
 * - The challenges shape: loaded and cached (no second call); a failure is the console's
 *   'Failed to Update Challenges Shape' and the page stays usable.
 * The service faults of the matrix are in brain-health-flow-faults.test.ts.
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { sendKeys } from '@web/test-runner-commands';
import { challengeStepTemplate, DEMO_CHALLENGE, demoChallengeStepPath, demoStoredChallenge } from '../../cms-templates/challenge-step.ts';
import { HOSTILE_TRAP, hostilePayloads } from '../../fixtures/hostile/payloads.ts';
import { tokenFor } from '../../fixtures/personas.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { closeDemoBody, demoPageErrors, openDemoBody, useDemoPage } from './demo-body.ts';
import { captureConsole, clearCookies, quietFor, setPersonaCookies, settled, waitFor } from './helpers.ts';
import { catchNavigation } from './navigation.ts';

const STEP = (n: number) => `brain-health-challenge-step-${n}`;
const CHALLENGES = 'member/api/v1/me/challenges';

let services = '';
before(async () => {
  await fetch('/__test/platform-paths', { method: 'POST' });
  services = await useDemoPage(STEP(1), () =>
    Promise.all([import('../../elements/program-gate/define.ts'), import('../../elements/challenge-step/define.ts')]),
  );
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

/** The persona, logged in to the programme (4.7: the ss_user cookie and the local token). */
function asProgrammeVisitor(persona: string): void {
  setPersonaCookies(persona, { ss_user: `u-${persona}` });
  localStorage.setItem('ss_token', 'programme-token');
}

/**
 * Opens step `n`'s page; resolves with its <challenge-step> once ready and the page's gate has
 * decided (as a visitor's click comes after the page has settled: a gate still deciding when the
 * flag is set would congratulate on this page).
 */
async function openStep(n: number, { gate = true } = {}): Promise<HTMLElement> {
  openDemoBody(STEP(n));
  const host = document.querySelector<HTMLElement>('challenge-step')!;
  expect(await settled(host, 10_000)).to.equal('ready');
  if (gate) await waitFor(() => document.documentElement.getAttribute('data-program-user-type'), 10_000, "the gate's decision");
  return host;
}

const state = (host: Element) => host.getAttribute('data-challenge-state');
const linkOf = (host: Element) => host.querySelector<HTMLAnchorElement>('a[href]')!;
const statusOf = (host: Element) => host.querySelector('[role="status"]')!.textContent ?? '';
const abs = (path: string) => `${location.origin}${path}`;

/** The calls of the page whose path ends with `suffix` (resource timing: every fetch, whatever its method). */
const callsTo = (suffix: string) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.endsWith(suffix));

/** The emulator's saved progress of `persona` (GET {baseApiPathURL}{challengesBaseUrl}). */
async function savedProgress(persona: string): Promise<Array<Record<string, unknown>>> {
  const answer = await fetch(`${services}applications/${CHALLENGES}`, { headers: { Authorization: `Bearer ${tokenFor(persona)}` } });
  return ((await answer.json()) as { challenges: Array<Record<string, unknown>> }).challenges;
}

async function fault(rule: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${services}__emulator/faults`, { method: 'POST', body: JSON.stringify(rule), headers: { 'content-type': 'application/json' } });
  expect(answer.status).to.equal(200);
}

/** Waits for the valid-user check to have answered (its call done and the host ready). */
const validUserAsked = () => waitFor(() => callsTo('/me/challenges/valid-user').length > 0, 5000, 'the valid-user check');

describe('<challenge-step>: the valid-user check (4.12)', () => {
  it('{} for a member the challenges are open to: the stored current step cleared, the challenge kept, no navigation', async () => {
    asProgrammeVisitor('bh-returning-member');
    localStorage.setItem('CurrentChallengeStep', '2');
    localStorage.setItem('CurrentChallenge', demoStoredChallenge(1));
    await openStep(2);
    await validUserAsked();
    await waitFor(() => localStorage.getItem('CurrentChallengeStep') === null, 5000, 'the step cleared');
    expect(localStorage.getItem('CurrentChallenge')).to.equal(demoStoredChallenge(1));
    const [check] = callsTo('/me/challenges/valid-user');
    expect(check!.searchParams.get('locale')).to.equal('en');
    await quietFor(100);
    expect(navigation!.urls).to.deep.equal([]);
  });

  it('{ url } for a locked user type: sent there (the programme home), the step kept', async () => {
    asProgrammeVisitor('bh-registered-non-member');
    localStorage.setItem('CurrentChallengeStep', '2');
    await openStep(2);
    await waitFor(() => navigation!.urls.includes(abs('/get-started/')), 5000, 'the redirect');
    expect(localStorage.getItem('CurrentChallengeStep')).to.equal('2');
  });

  it('hostile answers: only an http(s) address is followed, nothing runs, no uncaught error', async () => {
    const trapped: string[] = [];
    (window as unknown as Record<string, unknown>)[HOSTILE_TRAP] = (id: string) => trapped.push(id);
    try {
      asProgrammeVisitor('bh-registered-non-member');
      // Each answer's url is the corpus's next payload (the emulator's hostile body).
      await fault({ path: '/applications/*/api/v1/me/challenges/valid-user', body: 'hostile' });
      for (let round = 0; round < Math.min(hostilePayloads.length, 12); round += 1) {
        navigation!.urls.length = 0;
        performance.clearResourceTimings();
        await openStep(1);
        await validUserAsked();
        await quietFor(50);
        for (const url of navigation!.urls) expect(new URL(url).protocol, url).to.match(/^https?:$/);
        expect(demoPageErrors()).to.deep.equal([]);
      }
      expect(trapped).to.deep.equal([]);
    } finally {
      delete (window as unknown as Record<string, unknown>)[HOSTILE_TRAP];
    }
  });
});

// Brain-health 4.12's rows and the clamp (the spec's table; domain/challenges.ts has the rule):
// [stored steps_completed, the page's step, what is saved (undefined: nothing), the flag set].
const STEP_RULES: ReadonlyArray<[string, number, number, { steps: number; completed: boolean } | undefined, boolean]> = [
  ['page step <= steps_completed: just redirect', 2, 1, undefined, false],
  ['page step = steps_completed: just redirect', 2, 2, undefined, false],
  ['steps_completed < page step <= total_steps: incremented and saved', 1, 2, { steps: 2, completed: false }, false],
  ['incremented by one, whichever later step the page is', 0, 3, { steps: 1, completed: false }, false],
  ['the last step: completed, the congratulation flag', 2, 3, { steps: 3, completed: true }, true],
  ['steps_completed > total_steps: clamped to total_steps and saved, no congratulation', 5, 1, { steps: 3, completed: true }, false],
];

describe('<challenge-step>: the step rules (4.12, 5, 7.5)', () => {
  for (const [name, done, step, saved, flag] of STEP_RULES) {
    it(`${name} (stored ${done} of 3, step ${step})`, async () => {
      asProgrammeVisitor('bh-returning-member');
      localStorage.setItem('CurrentChallenge', demoStoredChallenge(done, { completed: false }));
      const host = await openStep(step);
      await validUserAsked();
      const next = step < DEMO_CHALLENGE.totalSteps ? demoChallengeStepPath(step + 1) : DEMO_CHALLENGE.finishUrl;
      linkOf(host).click();
      await waitFor(() => navigation!.urls.length > 0, 5000, 'the redirect');
      expect(navigation!.urls).to.deep.equal([abs(next)]);
      const posts = callsTo(`/${CHALLENGES}`).length;
      const progress = (await savedProgress('bh-returning-member')).find((entry) => entry.id === DEMO_CHALLENGE.id);
      if (!saved) {
        expect(posts, 'no save').to.equal(0);
        expect(progress).to.equal(undefined);
        expect(localStorage.getItem('CurrentChallenge')).to.equal(demoStoredChallenge(done, { completed: false }));
      } else {
        expect(posts, 'one save').to.equal(1);
        // The emulator refuses a body whose string carries `data`: what it kept is what was sent.
        expect(progress).to.deep.include({ id: DEMO_CHALLENGE.id, steps_completed: saved.steps, total_steps: 3, completed: saved.completed });
        const stored = JSON.parse(localStorage.getItem('CurrentChallenge')!) as Record<string, unknown>;
        expect(stored).to.deep.include({ id: DEMO_CHALLENGE.id, steps_completed: saved.steps, total_steps: 3, completed: saved.completed });
        expect(stored.data, 'the local record keeps its data').to.deep.equal({ title: 'Sleep better in three steps' });
        expect(localStorage.getItem('CurrentChallengeId')).to.equal(DEMO_CHALLENGE.id);
      }
      expect(sessionStorage.getItem('challengeCongratulation')).to.equal(flag ? 'true' : null);
      expect(state(host)).to.equal('leaving');
    });
  }

  it('no stored challenge: redirect only (8), nothing saved', async () => {
    asProgrammeVisitor('bh-returning-member');
    const host = await openStep(3);
    linkOf(host).click();
    await waitFor(() => navigation!.urls.length > 0, 5000, 'the redirect');
    expect(navigation!.urls).to.deep.equal([abs(DEMO_CHALLENGE.finishUrl)]);
    expect(callsTo(`/${CHALLENGES}`)).to.have.length(0);
    expect(sessionStorage.getItem('challengeCongratulation')).to.equal(null);
  });

  it('a stored challenge that does not parse is no stored challenge: redirect only', async () => {
    asProgrammeVisitor('bh-returning-member');
    localStorage.setItem('CurrentChallenge', '{"id": "ch-sleep');
    const host = await openStep(2);
    linkOf(host).click();
    await waitFor(() => navigation!.urls.length > 0, 5000, 'the redirect');
    expect(navigation!.urls).to.deep.equal([abs(demoChallengeStepPath(3))]);
    expect(callsTo(`/${CHALLENGES}`)).to.have.length(0);
  });
});

describe('<challenge-step>: saving (busy, once, by keyboard, failing)', () => {
  it('busy while it saves (the link aria-disabled, the host aria-busy, "Saving your progress…" said); a double click saves once', async () => {
    asProgrammeVisitor('bh-returning-member');
    localStorage.setItem('CurrentChallenge', demoStoredChallenge(1));
    // The save answers late, so the busy state can be read.
    await fault({ path: `/applications/${CHALLENGES}`, method: 'POST', delayMs: 400, times: 1 });
    const host = await openStep(2);
    const link = linkOf(host);
    link.click();
    link.click();
    expect(link.getAttribute('aria-disabled')).to.equal('true');
    expect(host.getAttribute('aria-busy')).to.equal('true');
    await waitFor(() => state(host) === 'saving', 2000, 'the saving state');
    await waitFor(() => statusOf(host) === 'Saving your progress…', 3000, 'the saving status');
    link.click();
    await waitFor(() => navigation!.urls.length > 0, 5000, 'the redirect');
    await quietFor(100);
    expect(navigation!.urls).to.deep.equal([abs(demoChallengeStepPath(3))]);
    expect(callsTo(`/${CHALLENGES}`), 'one save').to.have.length(1);
    expect(link.getAttribute('aria-disabled'), 'busy until the page goes').to.equal('true');
  });

  it('Enter on the focused link saves and goes on (the link is a 44 px target)', async () => {
    asProgrammeVisitor('bh-returning-member');
    localStorage.setItem('CurrentChallenge', demoStoredChallenge(0));
    const host = await openStep(1);
    const link = linkOf(host);
    expect(link.getBoundingClientRect().height).to.be.at.least(44);
    link.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => navigation!.urls.length > 0, 5000, 'the redirect');
    expect(navigation!.urls).to.deep.equal([abs(demoChallengeStepPath(2))]);
    expect((await savedProgress('bh-returning-member')).find((entry) => entry.id === DEMO_CHALLENGE.id)).to.deep.include({ steps_completed: 1 });
  });

  it('a failed save: said, nothing stored, no flag, no navigation; the next activation goes on without saving', async () => {
    asProgrammeVisitor('bh-returning-member');
    localStorage.setItem('CurrentChallenge', demoStoredChallenge(2));
    await fault({ path: `/applications/${CHALLENGES}`, method: 'POST', status: 500 });
    const host = await openStep(3);
    const { warnings } = await captureConsole(async () => {
      linkOf(host).click();
      await waitFor(() => state(host) === 'failed', 5000, 'the failure');
    });
    expect(warnings.join('\n')).to.contain("<challenge-step> the challenge's progress was not saved");
    await waitFor(() => statusOf(host).includes('could not be saved'), 3000, 'the failure said');
    expect(statusOf(host)).to.equal('Your progress could not be saved. Select the link again to go on without saving.');
    expect(linkOf(host).hasAttribute('aria-disabled')).to.equal(false);
    expect(host.hasAttribute('aria-busy')).to.equal(false);
    expect(localStorage.getItem('CurrentChallenge')).to.equal(demoStoredChallenge(2));
    expect(sessionStorage.getItem('challengeCongratulation')).to.equal(null);
    expect(navigation!.urls).to.deep.equal([]);
    const before = callsTo(`/${CHALLENGES}`).length;
    linkOf(host).click();
    await waitFor(() => navigation!.urls.length > 0, 5000, 'the link followed');
    expect(navigation!.urls).to.deep.equal([abs(DEMO_CHALLENGE.finishUrl)]);
    expect(callsTo(`/${CHALLENGES}`).length, 'no second save').to.equal(before);
  });

  it('hostile stored challenges (id, data): nothing runs, the failure said as plain text, the page intact', async () => {
    const trapped: string[] = [];
    (window as unknown as Record<string, unknown>)[HOSTILE_TRAP] = (id: string) => trapped.push(id);
    try {
      asProgrammeVisitor('bh-returning-member');
      for (const [index, entry] of hostilePayloads.entries()) {
        if (index % 3 !== 0) continue;
        navigation!.urls.length = 0;
        localStorage.setItem(
          'CurrentChallenge',
          JSON.stringify({ id: entry.payload, steps_completed: 0, total_steps: 3, completed: false, data: { title: entry.payload } }),
        );
        performance.clearResourceTimings();
        const host = await openStep(1);
        await validUserAsked();
        await captureConsole(async () => {
          linkOf(host).click();
          // An id the service does not know is refused (404): the failure, said.
          await waitFor(() => state(host) === 'failed' || navigation!.urls.length > 0, 5000, 'the answer');
        });
        expect(host.querySelector('[role="status"] *:not(p)'), 'no markup in the status').to.equal(null);
        expect(demoPageErrors()).to.deep.equal([]);
      }
      expect(trapped).to.deep.equal([]);
    } finally {
      delete (window as unknown as Record<string, unknown>)[HOSTILE_TRAP];
    }
  });

  it('authoring mode: no check, no call, the link left to the browser', async () => {
    asProgrammeVisitor('bh-returning-member');
    localStorage.setItem('CurrentChallenge', demoStoredChallenge(1));
    document.documentElement.setAttribute('data-wcmmode', 'edit');
    try {
      const host = await openStep(2, { gate: false });
      await quietFor(200);
      expect(callsTo('/me/challenges/valid-user')).to.have.length(0);
      linkOf(host).click();
      await waitFor(() => navigation!.urls.length > 0, 5000, 'the link followed');
      expect(callsTo(`/${CHALLENGES}`)).to.have.length(0);
    } finally {
      document.documentElement.removeAttribute('data-wcmmode');
    }
  });
});

describe('<challenge-step>: the congratulation (2.3; CONTRACT 4c)', () => {
  it('completing: the flag, the redirect to the finish target, and the modal on that page (its program-gate), the flag removed', async () => {
    asProgrammeVisitor('bh-returning-member');
    localStorage.setItem('CurrentChallenge', demoStoredChallenge(2));
    const host = await openStep(3);
    linkOf(host).click();
    await waitFor(() => navigation!.urls.length > 0, 5000, 'the redirect');
    expect(navigation!.urls).to.deep.equal([abs(DEMO_CHALLENGE.finishUrl)]);
    expect(sessionStorage.getItem('challengeCongratulation')).to.equal('true');
    // The next page (the programme home, as the browser would load it).
    openDemoBody('brain-health-start');
    const gate = document.querySelector<HTMLElement>('program-gate')!;
    const dialog = await waitFor(() => gate.querySelector<HTMLDialogElement>('dialog.modal-shell[open]'), 8000, 'the congratulation');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Congratulations!');
    expect(gate.getAttribute('data-program-modal')).to.equal('challengeCongratulation');
    expect(sessionStorage.getItem('challengeCongratulation')).to.equal(null);
  });

  it('a step page with a gate: the gate opens it, the element does not (one modal)', async () => {
    asProgrammeVisitor('bh-returning-member');
    sessionStorage.setItem('challengeCongratulation', 'true');
    const host = await openStep(1);
    const gate = document.querySelector<HTMLElement>('program-gate')!;
    await waitFor(() => gate.getAttribute('data-program-modal') === 'challengeCongratulation', 8000, "the gate's congratulation");
    expect(host.hasAttribute('data-challenge-modal')).to.equal(false);
    expect(document.querySelectorAll('dialog[open]')).to.have.length(1);
  });

  it('a page without a program-gate: the element opens the modal itself and removes the flag; Close closes it', async () => {
    asProgrammeVisitor('bh-returning-member');
    sessionStorage.setItem('challengeCongratulation', 'true');
    history.replaceState(null, '', demoChallengeStepPath(1));
    startIdentity(window).stop();
    startIdentity(window);
    const main = document.createElement('main');
    render(challengeStepTemplate({ step: 1, nextUrl: demoChallengeStepPath(2) }), main);
    document.body.append(main);
    try {
      const host = main.querySelector<HTMLElement>('challenge-step')!;
      expect(await settled(host, 5000)).to.equal('ready');
      const dialog = await waitFor(() => host.querySelector<HTMLDialogElement>('dialog.modal-shell[open]'), 3000, 'the modal');
      expect(dialog.querySelector('h2')!.textContent).to.equal('Congratulations!');
      expect(host.getAttribute('data-challenge-modal')).to.equal('challengeCongratulation');
      expect(sessionStorage.getItem('challengeCongratulation')).to.equal(null);
      dialog.querySelector<HTMLButtonElement>('.modal-shell__close')!.click();
      await waitFor(() => !dialog.open, 2000, 'closed');
      expect(host.hasAttribute('data-challenge-modal')).to.equal(false);
    } finally {
      main.remove();
    }
  });
});

describe('<challenge-step>: the challenges shape (3.7, 7.5, 8)', () => {
  it("loaded for the visitor's user type and cached in challengesShape: the next page asks nothing", async () => {
    asProgrammeVisitor('bh-returning-member');
    const first = await openStep(1);
    await waitFor(() => first.getAttribute('data-challenge-shape'), 8000, 'the shape');
    expect(first.getAttribute('data-challenge-shape')).to.equal('stored');
    const calls = callsTo('/challenges.returning-member-content-access.json');
    expect(calls.map((url) => url.pathname)).to.deep.equal(['/content/member/api/challenges.returning-member-content-access.json']);
    const shape = JSON.parse(localStorage.getItem('challengesShape')!) as { userType: string; challenges: Array<{ id: string }> };
    expect(shape.userType).to.equal('returning-member-content-access');
    expect(shape.challenges.map((challenge) => challenge.id)).to.include(DEMO_CHALLENGE.id);
    performance.clearResourceTimings();
    const second = await openStep(2);
    await waitFor(() => second.getAttribute('data-challenge-shape'), 8000, 'the shape');
    expect(second.getAttribute('data-challenge-shape')).to.equal('cached');
    expect(callsTo('.json').filter((url) => url.pathname.includes('/challenges.'))).to.deep.equal([]);
  });

  it("a failed shape: 'Failed to Update Challenges Shape' in the console, nothing shown, the step still saved and the page usable", async () => {
    asProgrammeVisitor('bh-returning-member');
    localStorage.setItem('CurrentChallenge', demoStoredChallenge(0));
    await fault({ path: '/content/*/api/challenges.*.json', status: 500 });
    const { result: host, warnings } = await captureConsole(async () => {
      const opened = await openStep(1);
      await waitFor(() => opened.getAttribute('data-challenge-shape') === 'failed', 8000, 'the failure');
      return opened;
    });
    expect(warnings.join('\n')).to.contain('<challenge-step> Failed to Update Challenges Shape');
    expect(statusOf(host)).to.equal('');
    expect(localStorage.getItem('challengesShape')).to.equal(null);
    linkOf(host).click();
    await waitFor(() => navigation!.urls.length > 0, 5000, 'the redirect');
    expect(navigation!.urls).to.deep.equal([abs(demoChallengeStepPath(2))]);
    expect(demoPageErrors()).to.deep.equal([]);
  });
});
