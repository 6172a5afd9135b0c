/**
 * <rewards-history> (issue 31; ask-and-rewards 7.2 transactions, 8.2; CONTRACT 4c) in Chromium
 * against the emulator, from its CMS template: newest first, pages of data-size from page 0,
 * 'Show more' (focus on the first new row, the count said) until the end is said and the button
 * goes; the 'Points used' tab asks purchasePoints with activityType=redemption, and keyboard
 * moves between the tabs (APG); a failed page keeps the rows shown and offers 'Try again'; 401;
 * no points yet; the signed-out panel.
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { sendKeys } from '@web/test-runner-commands';
import { rewardsHistoryTemplate } from '../../cms-templates/rewards-history.ts';
import { TODAY } from '../../fixtures/personas.ts';
import { seedLedgers } from '../../fixtures/rewards/index.ts';
import { settled, waitFor } from './helpers.ts';
import { rewardsPageHooks, setRewardsPersona } from './rewards-pages-helpers.ts';

const history = rewardsPageHooks('/applications/loyalty-catalog/transaction/', [() => import('../../elements/rewards-history/define.ts')]);
const asked = async () => (await history.calls()).map((call) => new URL(call.url));

/** member-auto-renew's seeded transactions of a kind up to the demo's day, newest first (ties: the later id first, as the emulator orders them). */
const seeded = (kind: 'earn' | 'redemption') =>
  seedLedgers['member-auto-renew']!.transactions.filter((row) => row.activityType === kind && row.transactionDate <= TODAY).sort(
    (a, b) => b.transactionDate.localeCompare(a.transactionDate) || b.transactionIdentifier.localeCompare(a.transactionIdentifier),
  );

async function mountHistory(size?: number): Promise<HTMLElement> {
  const main = document.createElement('main');
  document.body.append(main);
  render(rewardsHistoryTemplate({ ...(size ? { size } : {}) }), main);
  const host = main.querySelector<HTMLElement>('rewards-history')!;
  expect(await settled(host)).to.equal('ready');
  return host;
}

const stateOf = (host: HTMLElement) => host.getAttribute('data-history-state');
const rows = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('.rewards-history__row')];
const button = (host: HTMLElement, name: string) => [...host.querySelectorAll('button')].find((element) => element.textContent === name);
const live = (host: HTMLElement) => host.querySelector('[data-live-region="polite"]')?.textContent ?? '';

describe('<rewards-history> in Chromium', () => {
  it("newest first, pages from 0; 'Show more' until the end, focus on the first new row, the count and the end said", async () => {
    setRewardsPersona('member-auto-renew');
    const earned = seeded('earn');
    expect(earned.length).to.be.greaterThan(10);
    const host = await mountHistory(10);
    await waitFor(() => stateOf(host) === 'list', 5000, 'the first page');
    expect(rows(host)).to.have.length(10);
    expect(rows(host)[0]!.querySelector('.rewards-history__description')!.textContent).to.equal(earned[0]!.description);
    expect(rows(host)[0]!.querySelector('.rewards-history__points')!.textContent).to.equal(`+${earned[0]!.points} points`);
    let shown = 10;
    while (button(host, 'Show more')) {
      button(host, 'Show more')!.click();
      await waitFor(() => rows(host).length > shown, 5000, 'the next page');
      await waitFor(() => document.activeElement === rows(host)[shown], 3000, 'focus on the first new row');
      shown = rows(host).length;
    }
    expect(shown).to.equal(earned.length);
    expect(rows(host).map((row) => row.querySelector('.rewards-history__description')!.textContent)).to.deep.equal(earned.map((row) => row.description));
    expect(host.querySelector('.rewards-history__end')!.textContent).to.equal('That is all the points you have earned.');
    await waitFor(() => live(host).includes('That is all the points you have earned.'), 3000, 'the end said');
    expect(
      (await asked()).map((url) => [
        url.pathname.split('/').pop(),
        url.searchParams.get('activityType'),
        url.searchParams.get('page'),
        url.searchParams.get('size'),
      ]),
    ).to.deep.equal(Array.from({ length: Math.ceil(earned.length / 10) }, (_unused, page) => ['memberPoints', 'earn', String(page), '10']));
  });

  it("'Points used' asks purchasePoints with activityType=redemption; arrow keys move between the tabs; each tab keeps its rows", async () => {
    setRewardsPersona('member-auto-renew');
    const host = await mountHistory(50);
    await waitFor(() => stateOf(host) === 'list', 5000, 'points earned');
    const earnedTab = host.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!;
    expect(earnedTab.textContent).to.equal('Points earned');
    earnedTab.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => host.getAttribute('data-history-tab') === 'used' && stateOf(host) === 'list', 5000, 'points used');
    expect(document.activeElement!.textContent).to.equal('Points used');
    const used = seeded('redemption');
    expect(rows(host).map((row) => row.querySelector('.rewards-history__points')!.textContent)).to.deep.equal(
      used.map((row) => `${Math.abs(row.points).toLocaleString('en-US')} points`),
    );
    const last = (await asked()).at(-1)!;
    expect([last.pathname.split('/').pop(), last.searchParams.get('activityType')]).to.deep.equal(['purchasePoints', 'redemption']);
    await sendKeys({ press: 'Home' });
    await waitFor(() => host.getAttribute('data-history-tab') === 'earned', 3000, 'back to points earned');
    expect(await asked()).to.have.length(2);
  });

  it("a failed next page keeps the rows shown and offers 'Try again'; 401 says 8.2's message", async () => {
    setRewardsPersona('member-auto-renew');
    const host = await mountHistory(10);
    await waitFor(() => stateOf(host) === 'list', 5000, 'the first page');
    await history.fault({ path: '/applications/loyalty-catalog/transaction/*', status: 500, times: 1 });
    button(host, 'Show more')!.click();
    const retry = await waitFor(() => button(host, 'Try again'), 5000, 'Try again');
    expect(rows(host)).to.have.length(10);
    expect(host.textContent).to.contain('We could not load your points history.');
    retry.click();
    await waitFor(() => rows(host).length > 10, 5000, 'the next page on the second try');

    document.body.replaceChildren();
    await history.fault({ path: '/applications/loyalty-catalog/transaction/*', status: 401 });
    const refused = await mountHistory(10);
    await waitFor(() => stateOf(refused) === 'account', 5000, 'the account message');
    expect(refused.textContent).to.contain('trouble accessing your account');
    expect(button(refused, 'Try again')).to.equal(undefined);
  });

  it("no points yet: says so in each tab; signed out: 'Log in', nothing asked", async () => {
    setRewardsPersona('rewards-new-member');
    const host = await mountHistory();
    await waitFor(() => stateOf(host) === 'list', 5000, 'one earned row');
    host.querySelectorAll<HTMLElement>('[role="tab"]')[1]!.click();
    await waitFor(() => stateOf(host) === 'empty', 5000, 'none used');
    expect(host.textContent).to.contain('You have not used any points yet.');

    document.body.replaceChildren();
    setRewardsPersona('anonymous');
    const before = (await asked()).length;
    const signedOut = await mountHistory();
    await waitFor(() => signedOut.getAttribute('data-rewards-access') === 'signed-out', 3000, 'signed out');
    expect(signedOut.querySelector('a')!.textContent).to.equal('Log in');
    expect(await asked()).to.have.length(before);
  });
});
