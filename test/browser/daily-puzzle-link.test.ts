/**
 * <daily-puzzle-link> (brain-health 2.4, 9; CONTRACT 4c) in Chromium, mounted from its CMS
 * template, on the page clock: the link's path gets today's date at the fixed UTC-5 as its last
 * segment, and the next day's once the clock crosses 05:00 UTC with the page open, at a year's end
 * as on any day. No check waits on real time: the clock is set just before each edge and moved
 * across it (page-commands.ts).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import '../../elements/daily-puzzle-link/define.ts';
import { dailyPuzzleLinkTemplate } from '../../cms-templates/daily-puzzle-link.ts';
import { clearCookies, settled, waitFor } from './helpers.ts';
import { pauseClock, resumeClock, runClock, setClockTime } from './page-commands.ts';

/** Mounts the CMS's link at the clock's time and returns the element once ready. */
async function mountLink(locale: 'en' | 'es' = 'en', href?: string): Promise<HTMLElement> {
  const fragment = document.createDocumentFragment();
  render(dailyPuzzleLinkTemplate({ locale, ...(href ? { href } : {}) }), fragment);
  const host = fragment.querySelector<HTMLElement>('daily-puzzle-link')!;
  document.body.append(host);
  expect(await settled(host, 5000)).to.equal('ready');
  return host;
}

const hrefOf = (host: HTMLElement) => host.querySelector('a')!.getAttribute('href');

beforeEach(async () => {
  // "Today" is the real clock here, not the fixtures' time travel.
  clearCookies();
  await pauseClock();
});
afterEach(async () => {
  document.body.replaceChildren();
  await resumeClock();
});

describe('<daily-puzzle-link> (brain-health 2.4, 9)', () => {
  const edges: Array<[string, string, number, string, string]> = [
    ['across midnight UTC (the date changes at 05:00 UTC)', '2026-11-28T04:59:59.000Z', 1000, '11-27-2026', '11-28-2026'],
    ['at midnight UTC itself: still the day before at UTC-5', '2026-11-27T23:59:59.000Z', 1000, '11-27-2026', '11-27-2026'],
    ["at the year's end", '2027-01-01T04:59:59.500Z', 500, '12-31-2026', '01-01-2027'],
    ['into a leap day', '2028-02-29T04:59:59.000Z', 1000, '02-28-2028', '02-29-2028'],
    ['in summer too (a fixed offset, no daylight saving)', '2027-07-04T04:59:59.000Z', 1000, '07-03-2027', '07-04-2027'],
  ];
  for (const [name, at, step, before, after] of edges) {
    it(`${name}: ${before} until ${at}, ${after} ${step} ms later, with the page open`, async () => {
      await setClockTime(at);
      const host = await mountLink();
      expect(hrefOf(host)).to.equal(`/daily-puzzles/${before}`);
      expect(host.getAttribute('data-puzzle-date')).to.equal(before);
      await runClock(step);
      await waitFor(() => hrefOf(host) === `/daily-puzzles/${after}`, 3000, `the link to say ${after}`);
      expect(host.getAttribute('data-puzzle-date')).to.equal(after);
    });
  }

  it("the Spanish link gets the same date; the text and everything else stay the CMS's", async () => {
    await setClockTime('2026-12-31T12:00:00.000Z');
    const host = await mountLink('es');
    const link = host.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/espanol/rompecabezas-diarios/12-31-2026');
    expect(link.textContent).to.equal('El rompecabezas de hoy');
    expect(host.querySelectorAll('a')).to.have.length(1);
  });

  it('a date already on the link (a cached page) is replaced, query and fragment kept', async () => {
    await setClockTime('2027-03-02T15:00:00.000Z');
    const host = await mountLink('en', '/daily-puzzles/02-27-2027/?from=home#play');
    expect(hrefOf(host)).to.equal('/daily-puzzles/03-02-2027?from=home#play');
  });

  it('the time-travel cookie is "today" when set (the demo\'s date)', async () => {
    await setClockTime('2026-11-28T12:00:00.000Z');
    document.cookie = `TimeTravelCookie=${encodeURIComponent('2027-01-15T17:00:00Z')}; path=/`;
    const host = await mountLink();
    expect(hrefOf(host)).to.equal('/daily-puzzles/01-15-2027');
  });

  it('taken off the page (the CMS editor moves it), the link gets its CMS address back', async () => {
    await setClockTime('2026-11-28T12:00:00.000Z');
    const host = await mountLink();
    const link = host.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/daily-puzzles/11-28-2026');
    host.remove();
    await waitFor(() => link.getAttribute('href') === '/daily-puzzles/', 3000, 'the CMS address back');
  });
});
