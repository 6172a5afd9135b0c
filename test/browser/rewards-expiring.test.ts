/**
 * <rewards-expiring> (issue 31; ask-and-rewards 7.2 expiration, 8.2; CONTRACT 4c) in Chromium
 * against the emulator, from its CMS template, with the rewards personas' ledgers
 * (fixtures/rewards/ledgers.json): soonest first with the days left ('in 9 days'), the total and
 * 'Use them'; the spec's empty sentence; `data-months` sent as asked; a 500 with 'Try again'
 * that reads again; 401 (8.2); the signed-out and not-opted panels.
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { rewardsExpiringTemplate } from '../../cms-templates/rewards-expiring.ts';
import { settled, waitFor } from './helpers.ts';
import { rewardsPageHooks, setRewardsPersona } from './rewards-pages-helpers.ts';

const EXPIRATION = '/applications/loyalty-catalog/member/expiration/user/*';
const page$ = rewardsPageHooks('/expiration/user/', [() => import('../../elements/rewards-expiring/define.ts')]);
const setPersona = setRewardsPersona;
const fault = (rule: Record<string, unknown>) => page$.fault(rule);

async function mountExpiring(months?: number): Promise<HTMLElement> {
  const main = document.createElement('main');
  document.body.append(main);
  render(rewardsExpiringTemplate({ ...(months ? { months } : {}) }), main);
  const host = main.querySelector<HTMLElement>('rewards-expiring')!;
  expect(await settled(host)).to.equal('ready');
  return host;
}

const stateOf = (host: HTMLElement) => host.getAttribute('data-expiring-state');
const rowsOf = (host: HTMLElement) => [...host.querySelectorAll('.rewards-expiring__shown li')].map((row) => row.textContent);
const asked = async () => (await page$.calls()).map((call) => call.url);

describe('<rewards-expiring> in Chromium', () => {
  it("soonest first with the days left, the total, and 'Use them' to what the member can redeem now", async () => {
    setPersona('rewards-expiring-member');
    const host = await mountExpiring();
    await waitFor(() => stateOf(host) === 'list', 5000, 'the list');
    expect(rowsOf(host)).to.deep.equal(['300 points Jan 24, 2027 (in 9 days)', '450 points Mar 31, 2027 (in 75 days)']);
    expect(host.querySelector('.rewards-expiring__shown .rewards-expiring__total')!.textContent).to.equal('750 points expire in the next 6 months.');
    const use = host.querySelector<HTMLAnchorElement>('a.rewards-expiring__use')!;
    expect(new URL(use.href).pathname + new URL(use.href).search).to.equal('/rewards/catalog/?show=affordable');
    expect((await asked()).map((url) => new URL(url).pathname + new URL(url).search)).to.deep.equal([
      '/applications/loyalty-catalog/member/expiration/user/fed-rewards-expiring-member?months=6',
    ]);
  });

  it('data-months is sent as asked: 12 months bring the November points', async () => {
    setPersona('rewards-expiring-member');
    const host = await mountExpiring(12);
    await waitFor(() => stateOf(host) === 'list', 5000, 'the list');
    expect(rowsOf(host)).to.have.length(3);
    expect(new URL((await asked())[0]!).searchParams.get('months')).to.equal('12');
  });

  it("more than three dates: the soonest three, then 'Show all {n} dates' (a disclosure); the element is as tall while loading as with its list", async () => {
    setPersona('member-auto-renew');
    const frame = document.createElement('div');
    frame.style.inlineSize = '320px';
    document.body.append(frame);
    const main = document.createElement('main');
    frame.append(main);
    // The host's height at each state, read as the state is set (after React's commit, before any paint).
    const heights: Record<string, number> = {};
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        const host = record.target as HTMLElement;
        const state = host.getAttribute('data-expiring-state');
        if (state && !(state in heights)) heights[state] = host.getBoundingClientRect().height;
      }
    });
    watch.observe(main, { subtree: true, attributeFilter: ['data-expiring-state'] });
    render(rewardsExpiringTemplate({}), main);
    const host = main.querySelector<HTMLElement>('rewards-expiring')!;
    expect(await settled(host)).to.equal('ready');
    await waitFor(() => stateOf(host) === 'list', 5000, 'the list');
    watch.disconnect();
    const visible = () => [...host.querySelectorAll('.rewards-expiring__shown li')].filter((row) => row.checkVisibility());
    const all = host.querySelectorAll('.rewards-expiring__shown li').length;
    expect(all).to.be.greaterThan(3);
    expect(visible()).to.have.length(3);
    expect(heights.loading, 'the height while loading').to.be.greaterThan(200);
    expect(heights.list, 'the height with the list').to.equal(heights.loading);
    // The room is unseen and out of the accessibility tree: one list of dates for a screen reader.
    expect(host.querySelector('.rewards-expiring__room')!.getAttribute('aria-hidden')).to.equal('true');
    const more = host.querySelector<HTMLButtonElement>('button.rewards-expiring__more')!;
    expect([more.textContent, more.getAttribute('aria-expanded')]).to.deep.equal([`Show all ${all} dates`, 'false']);
    more.click();
    await waitFor(() => visible().length === all, 3000, 'every date');
    expect([more.textContent, more.getAttribute('aria-expanded')]).to.deep.equal(['Show fewer dates', 'true']);
    more.click();
    await waitFor(() => visible().length === 3, 3000, 'the soonest three again');
  });

  it("none in the window: the spec's sentence", async () => {
    setPersona('rewards-new-member');
    const host = await mountExpiring();
    await waitFor(() => stateOf(host) === 'empty', 5000, 'empty');
    expect(host.querySelector('.rewards-expiring__shown')!.textContent).to.equal('No points expire in the next 6 months');
  });

  it("a failure (500): plain words and 'Try again', which reads again", async () => {
    setPersona('rewards-expiring-member');
    await fault({ path: EXPIRATION, status: 500, times: 1 });
    const host = await mountExpiring();
    await waitFor(() => stateOf(host) === 'failed', 5000, 'failed');
    expect(host.textContent).to.contain('We could not load your expiring points.');
    host.querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() => stateOf(host) === 'list', 5000, 'the list on the second try');
    expect(await asked()).to.have.length(2);
  });

  it("401 (8.2): the account message, no 'Try again'", async () => {
    setPersona('rewards-expiring-member');
    await fault({ path: EXPIRATION, status: 401 });
    const host = await mountExpiring();
    await waitFor(() => stateOf(host) === 'account', 5000, 'account');
    expect(host.textContent).to.contain('trouble accessing your account');
    expect(host.querySelector('button')).to.equal(null);
  });

  it("signed out: 'Log in'; not a participant: how to join; neither asks the service", async () => {
    setPersona('anonymous');
    const host = await mountExpiring();
    await waitFor(() => host.getAttribute('data-rewards-access') === 'signed-out', 3000, 'signed out');
    expect(host.querySelector('a')!.textContent).to.equal('Log in');
    setPersona('member-not-auto-renew');
    await waitFor(() => host.getAttribute('data-rewards-access') === 'not-participant', 3000, 'not a participant');
    expect(host.querySelector('a')!.textContent).to.equal('How to join member Rewards');
    expect(await asked()).to.deep.equal([]);
  });
});
