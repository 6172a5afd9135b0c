/**
 * <assessment-flow> (brain-health 2.2, 3.6, 4.11, 7.3, 9; CONTRACT 4c) in Chromium against this
 * file's emulator, mounted from its CMS template on the programme sub-site (its site config) at
 * the assessment routes, English and Spanish:
 * - the provider's arrival (the start page opened with a referrer of another origin, in a frame
 *   sent there by a page of the test server's other origin): `assessment-complete`, the counter
 *   set to 5, the cached tiles removed; opened from this origin, nothing;
 * - the questionnaire's redirect to the hub (mbs-assessment-inProgress, no counter), caught;
 * - the completion check with the page clock (no real 10 s waits): bh-assessment-in-progress
 *   completes on the emulator's third check (counter 5 -> 4 -> 3, then the clean flags, the
 *   counter removed, the event), bh-lifestyle-completed-mbs-in-progress never (five tries 10 s
 *   apart, then no more; one try without a counter); the status line said politely;
 * - the hub's scores (labels, pillars, Spanish), invalid scores as not available, a pending answer,
 *   hostile names shown as text, and the scores asked again after a successful check.
 * The services' faults are the fault matrix's (brain-health-faults.test.ts).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { assessmentFlowTemplate } from '../../cms-templates/assessment-flow.ts';
import { HOSTILE_TRAP, hostileStrings } from '../../fixtures/hostile/payloads.ts';
import { brainHealthConfig } from '../../cms-templates/pages/index.ts';
import { ANNOUNCE_DELAY_MS } from '../../src/core/ui/announcer.tsx';
import { PROGRAM_LOCAL_KEYS, CACHE_CLEAN_FLAGS } from '../../src/domain/program-caches.ts';
import { $identity, startIdentity } from '../../src/stores/identity.ts';
import { clearCookies, emulatorServices, emulatorSiteConfig, linkStylesheet, setPersonaCookies, settled, waitFor } from './helpers.ts';
import { catchNavigation } from './navigation.ts';
import { pauseClock, resumeClock, runClock } from './page-commands.ts';

const HOME = location.pathname;
const HUB = '/assessment/';
const QUESTIONNAIRE = '/assessment/lifestyle-questionnaire/';
const START = '/assessment/lifestyle-questionnaire/start/';
const COUNTER = PROGRAM_LOCAL_KEYS.assessmentAttempts;
const TILES = PROGRAM_LOCAL_KEYS.recommendationTiles;
const FLAGS = Object.values(CACHE_CLEAN_FLAGS);
let services = '';

/** The addresses the page fetched (the page clock fakes `performance`, so its resource entries cannot say). */
const fetched: string[] = [];
const nativeFetch = window.fetch;
const callsTo = (part: string) => fetched.filter((url) => new URL(url, location.href).pathname.endsWith(part)).length;
const checks = () => callsTo('/assessments/assessment_complete');
const scoreCalls = () => callsTo('/cbs/scores/sync');

const events: Array<{ cause: string }> = [];
const onComplete = (event: Event) => events.push((event as CustomEvent<{ cause: string }>).detail);

before(async () => {
  await fetch('/__test/platform-paths', { method: 'POST' });
  services = await emulatorServices();
  await emulatorSiteConfig(brainHealthConfig({ servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' }));
  await linkStylesheet();
  await import('../../elements/assessment-flow/define.ts');
  document.addEventListener('assessment-complete', onComplete);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return nativeFetch(input, init);
  };
});

async function setPersona(id: string | undefined, userType?: string): Promise<void> {
  if (id) setPersonaCookies(id);
  else clearCookies();
  startIdentity(window).refresh();
  if (userType) await waitFor(() => $identity.get().programUserType === userType, 5000, `the user type ${userType}`);
}

async function mountFlow(path: string): Promise<HTMLElement> {
  history.replaceState(null, '', path);
  const container = document.createElement('main');
  render(assessmentFlowTemplate(), container);
  document.body.append(container);
  const host = container.querySelector<HTMLElement>('assessment-flow')!;
  expect(await settled(host, 5000)).to.equal('ready');
  return host;
}

const state = (host: HTMLElement) => host.getAttribute('data-assessment-state');
const statusText = (host: HTMLElement) => host.querySelector('[role="status"]')?.textContent ?? '';
const stored = (key: string) => localStorage.getItem(key);

/** Moves the paused page clock `ms` on (the retries' 10 s waits, the status line's pause). */
const clock = (ms: number) => runClock(ms);

beforeEach(async () => {
  await fetch(`${services}__emulator/reset`, { method: 'POST' });
  fetched.length = 0;
  for (const key of [COUNTER, TILES, ...FLAGS]) localStorage.removeItem(key);
  events.length = 0;
});
afterEach(async () => {
  document.body.replaceChildren();
  history.replaceState(null, '', HOME);
  await resumeClock();
});
after(async () => {
  window.fetch = nativeFetch;
  document.removeEventListener('assessment-complete', onComplete);
  await setPersona(undefined);
  for (const key of [COUNTER, TILES, ...FLAGS]) localStorage.removeItem(key);
});

describe("<assessment-flow>: the provider's arrival (4.11)", () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  /** The start page in a frame, opened from `from` ('other': through the provider page on the other origin). */
  async function openStart(from: 'other' | 'same', path = START): Promise<Window & { assessmentEvents: Array<{ cause: string }> }> {
    const page = `${location.origin}/test/browser/pages/assessment-start.html?${new URLSearchParams({ services, path })}`;
    const other = `http://${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;
    frame = document.createElement('iframe');
    frame.title = 'start page';
    frame.src = from === 'other' ? `${other}/test/browser/pages/assessment-provider.html?${new URLSearchParams({ to: page })}` : page;
    document.body.append(frame);
    const win = await waitFor(
      () => {
        try {
          const inner = frame!.contentWindow as (Window & { assessmentEvents?: Array<{ cause: string }> }) | null;
          return inner?.assessmentEvents && inner.document.querySelector('assessment-flow')?.getAttribute('data-element-state') === 'ready' ? inner : undefined;
        } catch {
          return undefined; // still on the other origin
        }
      },
      10_000,
      'the start page',
    );
    return win as Window & { assessmentEvents: Array<{ cause: string }> };
  }

  it('from another origin: assessment-complete on the document, the counter set to 5, the cached tiles removed', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    localStorage.setItem(TILES, JSON.stringify({ 'https://x.example/a.json': { items: [] } }));
    const win = await openStart('other');
    expect(new URL(win.document.referrer).origin).not.to.equal(location.origin);
    expect(win.assessmentEvents).to.deep.equal([{ cause: 'arrival' }]);
    expect(stored(COUNTER)).to.equal('5');
    expect(stored(TILES)).to.equal(null);
    // returning-member-content-access has no completion check (4.11): the counter stays for later.
    const host = win.document.querySelector('assessment-flow')!;
    await waitFor(() => host.getAttribute('data-assessment-state') === 'none', 5000, 'nothing more to do');
    expect(stored(COUNTER)).to.equal('5');
  });

  it('the Spanish start page, from another origin: the same', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    const win = await openStart('other', '/espanol/evaluacion/cuestionario-estilo-de-vida/comenzar');
    expect(win.assessmentEvents).to.deep.equal([{ cause: 'arrival' }]);
    expect(stored(COUNTER)).to.equal('5');
  });

  it('opened from this origin: no arrival (no event, no counter, the tiles kept)', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    localStorage.setItem(TILES, '{}');
    const win = await openStart('same');
    expect(new URL(win.document.referrer).origin).to.equal(location.origin);
    const host = win.document.querySelector('assessment-flow')!;
    await waitFor(() => host.getAttribute('data-assessment-state') === 'none', 5000, 'nothing to do');
    expect(win.assessmentEvents).to.deep.equal([]);
    expect([stored(COUNTER), stored(TILES)]).to.deep.equal([null, '{}']);
  });

  it('the questionnaire (not the start page) from another origin: no arrival', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    const win = await openStart('other', QUESTIONNAIRE);
    const host = win.document.querySelector('assessment-flow')!;
    await waitFor(() => host.getAttribute('data-assessment-state') === 'none', 5000, 'nothing to do');
    expect(win.assessmentEvents).to.deep.equal([]);
    expect(stored(COUNTER)).to.equal(null);
  });
});

describe("<assessment-flow>: the questionnaire's redirect (4.11)", () => {
  for (const [path, hub] of [
    [QUESTIONNAIRE, '/assessment'],
    ['/espanol/evaluacion/cuestionario-estilo-de-vida', '/espanol/evaluacion'],
    [START, '/assessment'],
  ] as const) {
    it(`${path}: mbs-assessment-inProgress without a counter is sent to ${hub}, nothing checked`, async () => {
      await setPersona('bh-assessment-in-progress', 'mbs-assessment-inProgress');
      const navigation = catchNavigation(window, { leavingOnly: true });
      try {
        const host = await mountFlow(path);
        await waitFor(() => navigation.urls.length > 0, 5000, 'the redirect');
        expect(navigation.urls).to.deep.equal([`${location.origin}${hub}`]);
        expect(state(host)).to.equal('redirecting');
        expect(checks()).to.equal(0);
      } finally {
        navigation.stop();
      }
    });
  }

  it('with a counter: no redirect; lifestyle-completed-mbs-inProgress without one: no redirect either', async () => {
    const navigation = catchNavigation(window, { leavingOnly: true });
    await pauseClock();
    try {
      await setPersona('bh-assessment-in-progress', 'mbs-assessment-inProgress');
      localStorage.setItem(COUNTER, '2');
      const first = await mountFlow(QUESTIONNAIRE);
      await waitFor(() => checks() === 1, 5000, 'the check');
      expect(state(first)).to.be.oneOf(['checking', 'waiting-retry']);
      document.body.replaceChildren();
      localStorage.removeItem(COUNTER);
      await setPersona('bh-lifestyle-completed-mbs-in-progress', 'lifestyle-completed-mbs-inProgress');
      const second = await mountFlow(QUESTIONNAIRE);
      await waitFor(() => state(second) === 'not-complete', 5000, 'the single try');
      expect(navigation.urls).to.deep.equal([]);
    } finally {
      navigation.stop();
    }
  });
});

describe('<assessment-flow>: the completion check (4.11, 7.3, 9)', () => {
  it('counter 5, bh-assessment-in-progress: fails twice 10 s apart, succeeds on the third: clean flags, counter removed, the event; said politely', async () => {
    await setPersona('bh-assessment-in-progress', 'mbs-assessment-inProgress');
    localStorage.setItem(COUNTER, '5');
    await pauseClock();
    const host = await mountFlow(START);
    await waitFor(() => state(host) === 'waiting-retry', 5000, 'the first try to fail');
    expect([checks(), stored(COUNTER)]).to.deep.equal([1, '4']);
    await clock(ANNOUNCE_DELAY_MS);
    const region = host.querySelector('[role="status"]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(statusText(host)).to.equal('Checking whether your assessment is complete…');
    // Not before 10 s.
    await clock(10_000 - ANNOUNCE_DELAY_MS - 1);
    expect(checks()).to.equal(1);
    await clock(1);
    await waitFor(() => checks() === 2 && state(host) === 'waiting-retry' && stored(COUNTER) === '3', 5000, 'the second try to fail');
    expect(FLAGS.map(stored)).to.deep.equal([null, null, null]);
    expect(events).to.deep.equal([]);
    await clock(10_000);
    await waitFor(() => state(host) === 'complete', 5000, 'the third try to succeed');
    expect(checks()).to.equal(3);
    expect(FLAGS.map(stored)).to.deep.equal(['true', 'true', 'true']);
    expect(stored(COUNTER)).to.equal(null);
    expect(events).to.deep.equal([{ cause: 'check' }]);
    await clock(ANNOUNCE_DELAY_MS);
    expect(statusText(host)).to.equal('Your assessment is complete.');
    await clock(10_000);
    await clock(10_000);
    expect(checks(), 'no more tries').to.equal(3);
  });

  it('counter 5, bh-lifestyle-completed-mbs-in-progress (never completes): five tries 10 s apart, then none; the counter used up', async () => {
    await setPersona('bh-lifestyle-completed-mbs-in-progress', 'lifestyle-completed-mbs-inProgress');
    localStorage.setItem(COUNTER, '5');
    await pauseClock();
    const host = await mountFlow(QUESTIONNAIRE);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await waitFor(() => checks() === attempt && state(host) === 'waiting-retry', 5000, `try ${attempt} to fail`);
      expect(stored(COUNTER)).to.equal(String(5 - attempt));
      await clock(10_000);
    }
    await waitFor(() => state(host) === 'not-complete', 5000, 'the fifth try to fail');
    expect(checks()).to.equal(5);
    expect(stored(COUNTER)).to.equal(null);
    expect(FLAGS.map(stored)).to.deep.equal([null, null, null]);
    expect(events).to.deep.equal([]);
    await clock(ANNOUNCE_DELAY_MS);
    expect(statusText(host)).to.equal('Your results are not ready yet. Please check back later.');
    await clock(10_000);
    await clock(10_000);
    expect(checks()).to.equal(5);
  });

  it('no counter: one try, then none', async () => {
    await setPersona('bh-lifestyle-completed-mbs-in-progress', 'lifestyle-completed-mbs-inProgress');
    await pauseClock();
    const host = await mountFlow(START);
    await waitFor(() => state(host) === 'not-complete', 5000, 'the try to fail');
    await clock(10_000);
    await clock(10_000);
    expect(checks()).to.equal(1);
  });

  it('Spanish: the status line in Spanish', async () => {
    await setPersona('bh-lifestyle-completed-mbs-in-progress', 'lifestyle-completed-mbs-inProgress');
    await pauseClock();
    const host = await mountFlow('/espanol/evaluacion/cuestionario-estilo-de-vida');
    await waitFor(() => state(host) === 'not-complete', 5000, 'the try to fail');
    await clock(ANNOUNCE_DELAY_MS);
    expect(statusText(host)).to.equal('Sus resultados aún no están listos. Vuelva a consultarlos más tarde.');
  });

  it('other user types, and signed-out visitors: no check, no redirect, nothing said', async () => {
    const navigation = catchNavigation(window, { leavingOnly: true });
    try {
      await setPersona('bh-returning-member', 'returning-member-content-access');
      localStorage.setItem(COUNTER, '5');
      const host = await mountFlow(QUESTIONNAIRE);
      await waitFor(() => state(host) === 'none', 5000, 'nothing to do');
      document.body.replaceChildren();
      await setPersona(undefined);
      const anonymous = await mountFlow(QUESTIONNAIRE);
      await waitFor(() => state(anonymous) === 'none', 5000, 'nothing to do');
      expect([checks(), navigation.urls.length, statusText(anonymous)]).to.deep.equal([0, 0, '']);
      expect(stored(COUNTER)).to.equal('5');
    } finally {
      navigation.stop();
    }
  });

  it('leaving the page stops the waits: no try after the element is gone', async () => {
    await setPersona('bh-lifestyle-completed-mbs-in-progress', 'lifestyle-completed-mbs-inProgress');
    localStorage.setItem(COUNTER, '5');
    await pauseClock();
    const host = await mountFlow(QUESTIONNAIRE);
    await waitFor(() => state(host) === 'waiting-retry', 5000, 'the first try to fail');
    host.remove();
    await clock(10_000);
    await clock(10_000);
    expect(checks()).to.equal(1);
    expect(stored(COUNTER)).to.equal('4');
  });

  it('not on an assessment route: nothing at all', async () => {
    await setPersona('bh-assessment-in-progress', 'mbs-assessment-inProgress');
    const host = await mountFlow('/assessment/lifestyle-questionnaire/other/');
    expect(state(host)).to.equal('off');
    expect(host.getBoundingClientRect().height).to.equal(0);
    expect(checks()).to.equal(0);
  });
});

describe("<assessment-flow>: the hub's scores (CONTRACT 4c)", () => {
  const items = (host: HTMLElement, list: string) => [...host.querySelectorAll<HTMLElement>(`.assessment-flow__${list} li`)];
  const rows = (host: HTMLElement, list: string) => items(host, list).map((item) => [...item.querySelectorAll('span')].map((span) => span.textContent));

  it('each domain with its label and data-score-label, each pillar by its current name with one decimal', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    const host = await mountFlow(HUB);
    await waitFor(() => host.getAttribute('data-scores-state') === 'scores', 5000, 'the scores');
    const section = host.querySelector('section')!;
    expect(section.getAttribute('aria-labelledby')).to.equal(section.querySelector('h2')!.id);
    expect(rows(host, 'domains')).to.deep.equal([
      ['Working Memory', 'Above expected'],
      ['Processing Speed', 'Expected'],
      ['Recall Memory', 'Expected'],
      ['Sustained Attention', 'Expected'],
      ['Cognitive Flexibility', 'Low score'],
    ]);
    expect(items(host, 'domains').map((item) => item.dataset.scoreLabel)).to.deep.equal(['AboveExpected', 'Expected', 'Expected', 'Expected', 'LowScore']);
    expect(items(host, 'pillars').map((item) => [item.dataset.pillar, item.lastElementChild!.textContent])).to.deep.equal([
      ['ongoing_exercise', '6.5'],
      ['engage_your_brain', '8.0'],
      ['manage_stress', '4.5'],
      ['eat_right', '7.0'],
      ['be_social', '9.5'],
      ['restorative_sleep', '3.0'],
    ]);
    expect(scoreCalls()).to.equal(1);
    expect(checks(), 'no check for this user type').to.equal(0);
  });

  it('Spanish hub: Spanish domain names and words', async () => {
    await setPersona('bh-returning-member', 'returning-member-content-access');
    const host = await mountFlow('/espanol/evaluacion');
    await waitFor(() => host.getAttribute('data-scores-state') === 'scores', 5000, 'the scores');
    expect(host.querySelector('h2')!.textContent).to.equal('Los puntajes de su evaluación');
    expect(rows(host, 'domains')[0]).to.deep.equal(['Memoria de trabajo', 'Por encima de lo esperado']);
    expect(rows(host, 'domains')[4]).to.deep.equal(['Flexibilidad cognitiva', 'Puntaje bajo']);
    expect(rows(host, 'pillars')[0]).to.deep.equal(['Ejercicio continuo', '6.5']);
  });

  /** Answers the scores call with `body` (the page's own fetch, as a service would). */
  function answerScores(body: unknown): () => void {
    const native = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/cbs/scores/sync')) return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
      return native(input, init);
    };
    return () => {
      window.fetch = native;
    };
  }

  it('a score outside 0-10 or not a number: Not available, no data-score-label; older pillar names read as the current ones', async () => {
    const restore = answerScores({
      status: 'success',
      scores: {
        domains: [
          { domain: 'Working Memory', score: 11 },
          { domain: 'Recall Memory', score: -0.5 },
          { domain: 'Processing Speed', score: 'fast' },
          { domain: 'Sustained Attention', score: 0.8 },
          { domain: 'Cognitive Flexibility', score: 0.2 },
        ],
        pillars: { move: 10, relax: 10.1, nourish: null },
      },
    });
    try {
      await setPersona('bh-returning-member', 'returning-member-content-access');
      const host = await mountFlow(HUB);
      await waitFor(() => host.getAttribute('data-scores-state') === 'scores', 5000, 'the scores');
      expect(rows(host, 'domains')).to.deep.equal([
        ['Working Memory', 'Not available'],
        ['Recall Memory', 'Not available'],
        ['Processing Speed', 'Not available'],
        ['Sustained Attention', 'Expected'],
        ['Cognitive Flexibility', 'Expected'],
      ]);
      expect(items(host, 'domains').map((item) => item.hasAttribute('data-score-label'))).to.deep.equal([false, false, false, true, true]);
      expect(items(host, 'pillars').map((item) => [item.dataset.pillar, item.lastElementChild!.textContent])).to.deep.equal([
        ['ongoing_exercise', '10.0'],
        ['manage_stress', 'Not available'],
        ['eat_right', 'Not available'],
      ]);
    } finally {
      restore();
    }
  });

  it('hostile names and scores (the whole corpus): names shown as text, scores not available, no markup, nothing runs', async () => {
    const trapped: string[] = [];
    (window as unknown as Record<string, unknown>)[HOSTILE_TRAP] = (id: string) => trapped.push(id);
    const restore = answerScores({
      status: 'success',
      scores: {
        domains: hostileStrings.map((payload) => ({ domain: payload, domain_es: payload, score: payload })),
        pillars: { ...Object.fromEntries(hostileStrings.map((payload) => [payload, payload])), be_social: hostileStrings[0], eat_right: 5 },
      },
    });
    try {
      await setPersona('bh-returning-member', 'returning-member-content-access');
      const host = await mountFlow(HUB);
      await waitFor(() => host.getAttribute('data-scores-state') === 'scores', 5000, 'the scores');
      const shown = hostileStrings.map((payload) => payload.trim()).filter((name) => name !== '');
      expect(rows(host, 'domains')).to.deep.equal(shown.map((name) => [name, 'Not available']));
      expect(items(host, 'domains').some((item) => item.hasAttribute('data-score-label'))).to.equal(false);
      expect(rows(host, 'pillars')).to.deep.equal([
        ['Eat right', '5.0'],
        ['Be social', 'Not available'],
      ]);
      expect(host.querySelectorAll('.assessment-flow__name *, .assessment-flow__value *')).to.have.length(0);
      expect(host.querySelector('img, script, iframe, a, svg')).to.equal(null);
      expect(trapped).to.deep.equal([]);
    } finally {
      restore();
      delete (window as unknown as Record<string, unknown>)[HOSTILE_TRAP];
    }
  });

  it('not complete yet (pending): the pending text; after a successful check the scores are asked again and shown', async () => {
    await setPersona('bh-assessment-in-progress', 'mbs-assessment-inProgress');
    localStorage.setItem(COUNTER, '5');
    await pauseClock();
    const host = await mountFlow(HUB);
    await waitFor(() => host.getAttribute('data-scores-state') === 'pending', 5000, 'the pending answer');
    expect(host.querySelector('.assessment-flow__pending')!.textContent).to.equal('Your scores will show here once your assessment is complete.');
    await waitFor(() => state(host) === 'waiting-retry', 5000, 'the first try to fail');
    await clock(10_000);
    await waitFor(() => checks() === 2 && state(host) === 'waiting-retry', 5000, 'the second try to fail');
    await clock(10_000);
    await waitFor(() => host.getAttribute('data-scores-state') === 'scores', 5000, 'the scores after the check');
    expect(scoreCalls()).to.equal(2);
    expect(items(host, 'domains')).to.have.length(5);
  });

  it('a visitor the gate stops (a member to activate): no scores asked, nothing shown', async () => {
    await setPersona('bh-registered-non-activated-member', 'registered-non-activated-member');
    const host = await mountFlow(HUB);
    await waitFor(() => state(host) === 'none', 5000, 'nothing to do');
    expect([scoreCalls(), host.querySelector('section'), host.hasAttribute('data-scores-state')]).to.deep.equal([0, null, false]);
  });

  it('signed out: nothing asked, nothing shown', async () => {
    await setPersona(undefined);
    const host = await mountFlow(HUB);
    await waitFor(() => state(host) === 'none', 5000, 'no user');
    expect([scoreCalls(), host.querySelector('section')]).to.deep.equal([0, null]);
  });
});
