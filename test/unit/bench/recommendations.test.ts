// @vitest-environment happy-dom
/**
 * The recommendations' fill in the bench (scripts/bench/recommendations.mjs, report.mjs
 * fillBudgets, pages.mjs's window holds): the page's CLS measures the swap only when the
 * containers fill inside the watched window. The probes run here in happy-dom against the
 * markup and attributes the view sets (data-txid, data-rfy-source); the clock is faked; the
 * bench itself runs in `npm run bench` and timings never go into tests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installProbe, type PageProbe } from '../../../scripts/bench/pages.mjs';
import {
  FILL_VISIBILITY,
  type FillReading,
  fillInitScript,
  fillMisses,
  installFillProbe,
  isRecommendationsPage,
  summariseFill,
} from '../../../scripts/bench/recommendations.mjs';
import { fillBudgets } from '../../../scripts/bench/report.mjs';

type BenchWindow = Window & { __bench?: Partial<PageProbe>; __benchFill?: { read(): FillReading } };
const win = window as BenchWindow;

// Every test uses a tag of its own: the probes' observers and load listeners stay on the window.
let count = 0;
let tag = '';
function page(ids: readonly string[]): HTMLElement[] {
  count += 1;
  tag = `rfy-bench-${count}`;
  document.body.innerHTML = ids.map((id) => `<${tag} data-component-id="${id}"><ul><li>CMS card</li></ul></${tag}>`).join('');
  return [...document.getElementsByTagName(tag)] as HTMLElement[];
}
/** What the view does at the fill (RecommendedForYou.tsx): data-txid, then the source. */
function fill(host: HTMLElement, source: string, txid = 'tx-1') {
  host.setAttribute('data-txid', txid);
  host.setAttribute('data-rfy-source', source);
}
const mutations = () => new Promise((resolve) => setTimeout(resolve, 0));
const load = () => window.dispatchEvent(new Event('load'));
const box = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 390, width: 390, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

/** A page probe stand-in: records holds, and whether the window is over. */
function fakeBench() {
  const release = vi.fn();
  const bench = { done: false, hold: vi.fn(() => release) };
  win.__bench = bench;
  return { bench, release };
}

afterEach(() => {
  delete win.__bench;
  delete win.__benchFill;
  document.body.innerHTML = '';
});

describe('the fill probe', () => {
  it('scrolls the first container into view when none is 10% visible, holds the window until every container filled, and records the fills', async () => {
    const hosts = page(['rfy-a', 'rfy-b', 'rfy-c']);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { bench, release } = fakeBench();
    installFillProbe({ tag, visibility: FILL_VISIBILITY });
    expect(bench.hold).toHaveBeenCalledTimes(1);
    load();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(hosts[0]);
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });

    fill(hosts[0]!, 'service');
    fill(hosts[1]!, 'service');
    await mutations();
    expect(release, 'one container is still to fill').not.toHaveBeenCalled();
    fill(hosts[2]!, 'fallback', 'fb:tx-1');
    await mutations();
    expect(release).toHaveBeenCalledTimes(1);

    const reading = win.__benchFill!.read();
    expect(reading.containers).toBe(3);
    expect(reading.scrolled).toBe(true);
    expect(reading.fills.map(({ componentId, source, inWindow }) => [componentId, source, inWindow])).toEqual([
      ['rfy-a', 'service', true],
      ['rfy-b', 'service', true],
      ['rfy-c', 'fallback', true],
    ]);
    expect(fillMisses(reading)).toEqual([]);
  });

  it.each([
    ['20% of a container in the viewport: no scroll', box(700, 400), false],
    ['a container just in view, under 10%: scrolls', box(745, 400), true],
    ['a container above the viewport: scrolls', box(-500, 400), true],
  ])('%s', (_name, rect, scrolls) => {
    const hosts = page(['rfy-a', 'rfy-b']);
    vi.spyOn(hosts[1]!, 'getBoundingClientRect').mockReturnValue(rect);
    vi.stubGlobal('innerHeight', 780);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    fakeBench();
    installFillProbe({ tag, visibility: FILL_VISIBILITY });
    load();
    expect(scroll).toHaveBeenCalledTimes(scrolls ? 1 : 0);
    expect(win.__benchFill!.read().scrolled).toBe(scrolls);
  });

  it('containers filled before load: no scroll, the window released at load', () => {
    const hosts = page(['rfy-a', 'rfy-b']);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { release } = fakeBench();
    installFillProbe({ tag, visibility: FILL_VISIBILITY });
    for (const host of hosts) fill(host, 'service');
    load();
    expect(scroll).not.toHaveBeenCalled();
    expect(release).toHaveBeenCalledTimes(1);
    expect(fillMisses(win.__benchFill!.read())).toEqual([]);
  });

  it('a fill after the window is over, a container never filled and one that kept the CMS cards are misses', async () => {
    const hosts = page(['rfy-a', 'rfy-b', 'rfy-c']);
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { bench, release } = fakeBench();
    installFillProbe({ tag, visibility: FILL_VISIBILITY });
    load();
    fill(hosts[0]!, 'cms', 'fb:tx-1');
    await mutations();
    bench.done = true;
    fill(hosts[1]!, 'service');
    await mutations();
    expect(release).not.toHaveBeenCalled();
    const reading = win.__benchFill!.read();
    expect(reading.fills.map((record) => record.inWindow ?? null)).toEqual([true, false, null]);
    expect(fillMisses(reading)).toEqual(["rfy-a kept the CMS's cards (source cms)", 'rfy-b filled after the window', 'rfy-c never filled']);
  });

  it('is an init script: the probe with its options', () => {
    const script = fillInitScript();
    expect(script).toContain('"tag":"recommended-for-you"');
    expect(script).toContain('"visibility":0.1');
    expect(() => new Function(script)).not.toThrow();
  });

  it.each([
    [['recommended-for-you'], true],
    [['site-header', 'recommended-for-you'], true],
    [['site-header', 'paywall-gate'], false],
  ])('isRecommendationsPage(%j) -> %s', (elements, expected) => {
    expect(isRecommendationsPage({ elements })).toBe(expected);
  });
});

describe('the page probe holds its window for the fill', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // happy-dom has no layout-shift, longtask or paint entries.
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** The page probe with one hold taken, after the load event. */
  function heldLoad() {
    installProbe({ tags: [], quietMs: 1000, settleTimeoutMs: 10_000 });
    const probe = win.__bench as PageProbe;
    const release = probe.hold('fill');
    load();
    return { probe, release };
  }

  it('ends the window 1 s after the hold is released, not 1 s after load', () => {
    const { probe, release } = heldLoad();
    vi.advanceTimersByTime(5000);
    expect(probe.done, 'held past the quiet second after load').toBe(false);
    release();
    vi.advanceTimersByTime(900);
    expect(probe.done).toBe(false);
    vi.advanceTimersByTime(200);
    expect(probe.done).toBe(true);
    expect(probe.timedOut).toBe(false);
    expect(probe.holds.map((hold) => hold.releasedAt)).toEqual([5000]);
  });

  it('a hold never released times the load out at the settle timeout; releasing it then changes nothing', () => {
    const { probe, release } = heldLoad();
    vi.advanceTimersByTime(9_900);
    expect(probe.done).toBe(false);
    vi.advanceTimersByTime(200);
    expect([probe.done, probe.timedOut]).toEqual([true, true]);
    release();
    expect(probe.holds[0]!.releasedAt).toBeNull();
  });

  it('with the fill probe: the fill inside the held window', async () => {
    const hosts = page(['rfy-a']);
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    installProbe({ tags: [], quietMs: 1000, settleTimeoutMs: 10_000 });
    installFillProbe({ tag, visibility: FILL_VISIBILITY });
    const probe = win.__bench as PageProbe;
    load();
    vi.advanceTimersByTime(3000);
    fill(hosts[0]!, 'service');
    await vi.advanceTimersByTimeAsync(0);
    expect(probe.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1100);
    expect(probe.done).toBe(true);
    expect(fillMisses(win.__benchFill!.read())).toEqual([]);
  });
});

describe('summariseFill and the budget', () => {
  const reading = (fills: FillReading['fills'], fields: Partial<FillReading> = {}): FillReading => ({ containers: fills.length, scrolled: false, error: null, fills, ...fields });
  const filled = (index: number, source = 'service', inWindow = true) => ({ index, componentId: `rfy-${index}`, at: 100 + index, source, inWindow });
  const good = reading([filled(0), filled(1), filled(2, 'fallback')], { scrolled: true });

  it.each([
    ['every run filled in the window', [good, good], { filledRuns: 2, scrolledRuns: 2, misses: [] }, 'ok'],
    ['a run filled after the window', [good, reading([filled(0), filled(1, 'service', false), filled(2)])], { filledRuns: 1, scrolledRuns: 1, misses: ['rfy-1 filled after the window'] }, 'FAIL'],
    ['a run never filled', [reading([{ index: 0, componentId: 'rfy-0', at: null }])], { filledRuns: 0, scrolledRuns: 0, misses: ['rfy-0 never filled'] }, 'FAIL'],
    ['a run without the probe', [null], { filledRuns: 0, scrolledRuns: 0, misses: ['the fill probe did not run'] }, 'FAIL'],
    ['a page without containers', [reading([])], { filledRuns: 0, scrolledRuns: 0, misses: ['no recommended-for-you on the page'] }, 'FAIL'],
    ['a probe that failed', [{ ...good, error: 'TypeError: x\n  at y' }], { filledRuns: 0, scrolledRuns: 1, misses: ['the fill probe failed: TypeError: x'] }, 'FAIL'],
  ] as const)('%s', (_name, readings, expected, verdict) => {
    const summary = summariseFill(readings.map((recommendations) => ({ recommendations })));
    expect(summary).toMatchObject({ runs: readings.length, ...expected });
    const [row] = fillBudgets('recommendations', summary);
    expect(row!.verdict).toBe(verdict);
    expect(row!.budget).toBe('every recommended-for-you filled inside the CLS window, every run');
  });

  it('counts the sources and names the misses in the row', () => {
    const summary = summariseFill([{ recommendations: good }, { recommendations: reading([filled(0, 'cms'), { index: 1, componentId: 'rfy-1', at: null }]) }]);
    expect(summary.sources).toEqual({ service: 2, fallback: 1, cms: 1, none: 1 });
    expect(fillBudgets('recommendations', summary)[0]).toEqual({
      budget: 'every recommended-for-you filled inside the CLS window, every run',
      subject: 'recommendations',
      measured: "1 of 2 runs (3 containers; service 2, fallback 1, cms 1, none 1, scrolled into view in 1); missed: rfy-0 kept the CMS's cards (source cms); rfy-1 never filled",
      verdict: 'FAIL',
    });
  });

  it('no runs is a failure, not a pass', () => {
    expect(fillBudgets('recommendations', summariseFill([]))[0]!.verdict).toBe('FAIL');
  });
});
