/**
 * <rewards-goals> (issue 32; ask-and-rewards 7.2; CONTRACT 4c) in Chromium against the emulator,
 * from its CMS template, on the demo's day (Friday 15 January 2027, ISO week 2): the goals read
 * and stored (created first when none), a goal that is not right, today's overview, the week's
 * chart with its table and summary, 'Previous week' across the year (2026 has 53 weeks) and no
 * 'Next week' past this one, 401 and failures, and the signed-out panel. The page's calls to the
 * goal and overview services are watched (rewards-pages-helpers.ts).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { rewardsGoalsTemplate } from '../../cms-templates/rewards-goals.ts';
import { settled, waitFor } from './helpers.ts';
import { rewardsPageHooks, setRewardsPersona } from './rewards-pages-helpers.ts';

const USER_CALLS = '/applications/loyalty-catalog/user/';
const page$ = rewardsPageHooks(USER_CALLS, [() => import('../../elements/rewards-goals/define.ts')]);
/** The page's calls (method-less: path and query after user/), in order. */
const calls = async () => (await page$.calls()).map((call) => new URL(call.url).pathname.split('/user/')[1]! + new URL(call.url).search);

async function page(): Promise<HTMLElement> {
  const main = document.createElement('main');
  document.body.append(main);
  render([rewardsGoalsTemplate()], main);
  const host = main.querySelector<HTMLElement>('rewards-goals')!;
  expect(await settled(host)).to.equal('ready');
  return host;
}

const ready = (host: HTMLElement) =>
  waitFor(() => host.getAttribute('data-goals-state') === 'ready' && host.querySelector('.rewards-goals__chart'), 8000, 'goals and the week');
const form = (host: HTMLElement, kind: 'fitness' | 'activity') => host.querySelector<HTMLFormElement>(`form[data-goal="${kind}"]`)!;
const field = (host: HTMLElement, kind: 'fitness' | 'activity') => form(host, kind).querySelector('input')!;
const statusOf = (host: HTMLElement, kind: 'fitness' | 'activity') => form(host, kind).querySelector('[role="status"]')!.textContent ?? '';
const button = (root: ParentNode, name: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === name)!;
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<rewards-goals> in Chromium', () => {
  it("reads the goals and today's overview; the week's chart, its table and summary; no 'Next week' past this one", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    expect(form(host, 'fitness').querySelector('label')!.textContent).to.equal('Fitness goal');
    expect(field(host, 'fitness').value).to.equal('7000');
    expect(form(host, 'activity').querySelector('label')!.textContent).to.equal('Activity goal');
    expect(field(host, 'activity').value).to.equal('3');
    expect(host.textContent).to.match(/[\d,]+ of your 7,000 steps today\./);
    expect(host.getAttribute('data-week')).to.equal('2027-W02');
    expect([...host.querySelectorAll('h3')].map((heading) => heading.textContent)).to.deep.equal(['Your goals', 'Today', 'Week of Jan 11, 2027']);
    // The table screen readers read: seven days, Monday first; the chart is hidden from them.
    const rows = [...host.querySelectorAll('table tbody tr')];
    expect(rows.map((row) => row.querySelector('th')!.textContent)).to.deep.equal([
      'Monday Jan 11, 2027',
      'Tuesday Jan 12, 2027',
      'Wednesday Jan 13, 2027',
      'Thursday Jan 14, 2027',
      'Friday Jan 15, 2027',
      'Saturday Jan 16, 2027',
      'Sunday Jan 17, 2027',
    ]);
    expect(rows.slice(5).map((row) => row.querySelectorAll('td')[0]!.textContent)).to.deep.equal(['Not yet', 'Not yet']);
    const met = rows.filter((row) => row.querySelectorAll('td')[1]!.textContent === 'Yes').length;
    expect(host.querySelector('.rewards-goals__summary')!.textContent).to.equal(`${met} of 7 days met your goal`);
    expect(host.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect(host.querySelectorAll('svg rect')).to.have.length(5);
    const next = button(host, 'Next week');
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    next.click();
    expect(host.getAttribute('data-week')).to.equal('2027-W02');
    expect((await calls()).filter((call) => call.startsWith('weeklyOverview'))).to.have.length(1);
  });

  it("'Previous week' goes back across the year (2026 has 53 weeks), and 'Next week' comes forward again", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    button(host, 'Previous week').click();
    await waitFor(
      () => host.getAttribute('data-week') === '2027-W01' && host.querySelector('table caption')?.textContent?.endsWith('Jan 04, 2027'),
      5000,
      'week 1',
    );
    button(host, 'Previous week').click();
    await waitFor(
      () => host.getAttribute('data-week') === '2026-W53' && host.querySelector('table caption')?.textContent?.endsWith('Dec 28, 2026'),
      5000,
      'week 53 of 2026',
    );
    expect(button(host, 'Next week').getAttribute('aria-disabled')).to.equal('false');
    button(host, 'Next week').click();
    await waitFor(() => host.getAttribute('data-week') === '2027-W01', 5000, 'week 1 again');
    const weeks = (await calls()).filter((call) => call.startsWith('weeklyOverview')).map((call) => new URLSearchParams(call.split('?')[1]));
    expect(weeks.map((query) => `${query.get('year')}-${query.get('week')}`)).to.include.members(['2027-2', '2027-1', '2026-53']);
  });

  it('stores a changed goal and confirms it; a goal that is not right is said and not sent', async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const host = await page();
    await ready(host);
    type(field(host, 'fitness'), '99');
    button(form(host, 'fitness'), 'Save goal').click();
    await waitFor(() => field(host, 'fitness').getAttribute('aria-invalid') === 'true', 3000, 'the field marked');
    expect(statusOf(host, 'fitness')).to.equal('Choose a number from 500 to 100,000.');
    expect(document.activeElement).to.equal(field(host, 'fitness'));
    type(field(host, 'fitness'), '8,000');
    button(form(host, 'fitness'), 'Save goal').click();
    await waitFor(() => statusOf(host, 'fitness') === 'Saved. Your fitness goal is 8,000 steps a day.', 5000, 'the confirmation');
    expect(field(host, 'fitness').hasAttribute('aria-invalid')).to.equal(false);
    const stores = (await calls()).filter((call) => call.startsWith('store') || call.startsWith('create'));
    expect(stores).to.have.length(1);
    expect(stores[0]).to.match(/^storeFitnessGoal\/fed-member-auto-renew\?goal=8000$/);
    // Today's line and the week follow the new goal.
    await waitFor(() => /of your 8,000 steps today/.test(host.textContent ?? ''), 5000, "today's line");
  });

  it('a member with no goals: says so; saving creates the goal first, then stores it (the activity goal keeps its topics)', async () => {
    setRewardsPersona('rewards-new-member', 40);
    const host = await page();
    await ready(host);
    expect(field(host, 'activity').value).to.equal('');
    expect(statusOf(host, 'activity')).to.equal('You have not set this goal yet.');
    expect(host.querySelector('.rewards-goals__summary')!.textContent).to.equal('Set a fitness goal to see the days you meet it.');
    type(field(host, 'activity'), '4');
    button(form(host, 'activity'), 'Save goal').click();
    await waitFor(() => statusOf(host, 'activity') === 'Saved. Your activity goal is 4 activities a week.', 5000, 'the confirmation');
    type(field(host, 'fitness'), '6000');
    button(form(host, 'fitness'), 'Save goal').click();
    await waitFor(() => statusOf(host, 'fitness') === 'Saved. Your fitness goal is 6,000 steps a day.', 5000, 'the confirmation');
    const writes = (await calls()).filter((call) => call.startsWith('store') || call.startsWith('create')).map((call) => call.replace(/\/fed-[\w-]+/, ''));
    expect(writes).to.deep.equal(['createUserActivityGoal', 'storeUserActivityGoal?goal=4&activityTopics=', 'createFitnessGoal', 'storeFitnessGoal?goal=6000']);
    await waitFor(() => /\d of 7 days met your goal/.test(host.querySelector('.rewards-goals__summary')?.textContent ?? ''), 5000, 'the summary with a goal');
  });

  it('401 on load: the account message; 500: plain words and Try again, which reads them again', async () => {
    setRewardsPersona('member-auto-renew', 12450);
    await page$.fault({ path: `*${USER_CALLS}dailyOverview/*`, status: 401, times: 1 });
    const first = await page();
    await waitFor(() => first.getAttribute('data-goals-state') === 'account', 5000, 'the account state');
    expect(first.textContent).to.contain('Sorry, we are having trouble accessing your account.');
    document.body.replaceChildren();
    await page$.fault({ path: `*${USER_CALLS}getUserActivityGoal/*`, status: 500, times: 1 });
    const second = await page();
    await waitFor(() => second.getAttribute('data-goals-state') === 'failed', 5000, 'the failed state');
    expect(second.textContent).to.contain('We could not load your goals.');
    button(second, 'Try again').click();
    await ready(second);
  });

  it('signed out: the Log in panel and no calls', async () => {
    setRewardsPersona('anonymous');
    const host = await page();
    await waitFor(() => host.getAttribute('data-rewards-access') === 'signed-out', 5000, 'signed out');
    expect(host.querySelector('[data-panel="signed-out"] a')!.textContent).to.equal('Log in');
    expect(await calls()).to.deep.equal([]);
  });
});
