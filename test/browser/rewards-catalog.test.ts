/**
 * <rewards-catalog> (issue 31; ask-and-rewards 3.11-3.13, 5.6, 7.2, 7.4, 8.2, 9.2) in Chromium
 * against the emulator, from the demo's CMS template (the 14 goods of fixtures/rewards): the
 * check-redeem batches (10 then 2, the second sent after the first answered; the two excluded
 * types never sent and keeping their link), each item's mark, 'What I can redeem now', the
 * confirmation in the modal dialog, one redemption per confirmation (a double click, two
 * windows at once), a lost answer checked in the history before 'Try again', the result of
 * each goods type, 401 and 429, and the signed-out and not-opted panels. The page's calls to the
 * services are watched (rewards-pages-helpers.ts).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { demoCatalogGoods, rewardsCatalogTemplate } from '../../cms-templates/rewards-catalog.ts';
import { fedidFor } from '../../fixtures/personas.ts';
import type { GoodsItem } from '../../src/domain/rewards-goods.ts';
import { redeemItem, readUsedRows } from '../../src/stores/rewards-catalog.ts';
import { settled, waitFor } from './helpers.ts';
import { rewardsPageHooks, setRewardsPersona } from './rewards-pages-helpers.ts';

const APPLICATIONS = '/applications/';
const CHECK = '/member/redemption/check/';
const page$ = rewardsPageHooks(APPLICATIONS, [
  () => import('../../elements/rewards-points/define.ts'),
  () => import('../../elements/rewards-catalog/define.ts'),
]);
const redemptionPath = (persona: string) => `/member/redemption/${fedidFor(persona)}`;
/** The page's redemption requests (not check-redeem, not totalEntries): their bodies, in order. */
const redemptions = async (persona: string) =>
  (await page$.calls())
    .filter((call) => new URL(call.url).pathname.endsWith(redemptionPath(persona)))
    .map((call) => JSON.parse(call.body) as Record<string, unknown>);
const checkBodies = async () =>
  (await page$.calls()).filter((call) => call.url.includes(CHECK)).map((call) => JSON.parse(call.body) as Array<{ goodsIdentifier: string }>);

interface CatalogPage {
  host: HTMLElement;
  points: HTMLElement;
  item: (id: string) => HTMLElement;
  dialog: () => HTMLDialogElement;
}

/** The catalogue from its CMS template with a points display above it, settled and checked. */
async function page(): Promise<CatalogPage> {
  const main = document.createElement('main');
  document.body.append(main);
  render([rewardsCatalogTemplate({ goods: demoCatalogGoods() })], main);
  const points = document.createElement('rewards-points');
  points.setAttribute('data-format', 'pts');
  main.prepend(points);
  const host = main.querySelector<HTMLElement>('rewards-catalog')!;
  expect(await settled(host)).to.equal('ready');
  return {
    host,
    points,
    item: (id) => host.querySelector<HTMLElement>(`[data-goods-id="${id}"]`)!,
    dialog: () => host.querySelector('dialog')!,
  };
}

const checked = (host: HTMLElement) => waitFor(() => host.getAttribute('data-catalog-state') === 'ready', 8000, 'the goods checked');
const stateOf = (item: HTMLElement) => item.getAttribute('data-redeem-state');
const redeemButton = (item: HTMLElement) => item.querySelector<HTMLButtonElement>('.rewards-catalog__redeem');
const titleOf = (dialog: HTMLDialogElement) => dialog.querySelector('h2')?.textContent ?? '';
const button = (root: ParentNode, name: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === name);

/** Clicks the item's 'Redeem', waits for the question, clicks the dialog's 'Redeem'. */
async function redeemFrom(catalog: CatalogPage, id: string, clicks = 1): Promise<HTMLDialogElement> {
  redeemButton(catalog.item(id))!.click();
  const dialog = catalog.dialog();
  await waitFor(() => dialog.open && button(dialog, 'Redeem')?.getAttribute('aria-disabled') === 'false', 5000, 'the question, ready');
  for (let n = 0; n < clicks; n += 1) button(dialog, 'Redeem')!.click();
  return dialog;
}

const resultOf = (dialog: HTMLDialogElement) =>
  waitFor(() => dialog.getAttribute('data-step') === 'result' && titleOf(dialog) !== 'Checking…' && titleOf(dialog), 8000, 'the result');

describe('<rewards-catalog> in Chromium', () => {
  it('checks the goods in batches of 10, one after another; the two excluded types are never sent and keep their link', async () => {
    setRewardsPersona('member-auto-renew', 12450);
    await page$.fault({ path: `*${CHECK}*`, delayMs: 300, times: 1 });
    const order: string[] = [];
    const wrapped = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes(CHECK)) return wrapped(input, init);
      const n = order.filter((entry) => entry.startsWith('sent')).length + 1;
      order.push(`sent ${n}`);
      return wrapped(input, init).then((response) => (order.push(`answered ${n}`), response));
    };
    try {
      const { host, item } = await page();
      await checked(host);
      expect(order).to.deep.equal(['sent 1', 'answered 1', 'sent 2', 'answered 2']);
      const ids = demoCatalogGoods()
        .map((goods) => goods.goodsId)
        .filter((id) => id !== 'GDS-1010' && id !== 'GDS-1012');
      expect(await checkBodies()).to.deep.equal([
        ids.slice(0, 10).map((goodsIdentifier) => ({ goodsIdentifier })),
        ids.slice(10).map((goodsIdentifier) => ({ goodsIdentifier })),
      ]);
      for (const excluded of ['GDS-1010', 'GDS-1012']) {
        expect(stateOf(item(excluded))).to.equal('excluded');
        expect(redeemButton(item(excluded))).to.equal(null);
        expect(item(excluded).querySelector('.rewards-catalog__reason')).to.equal(null);
        expect(item(excluded).querySelector('a')!.getAttribute('href')).to.equal(`/rewards/catalog/#${excluded.toLowerCase()}`);
      }
    } finally {
      window.fetch = wrapped;
    }
  });

  it("marks each item: 'Redeem', the reason in plain words, or 'You need {n} more points'", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const { host, item } = await page();
    await checked(host);
    expect(stateOf(item('GDS-1005'))).to.equal('redeemable');
    expect(redeemButton(item('GDS-1005'))!.textContent).to.equal('Redeem');
    // Each item says what it costs, in the points format (9.2).
    expect(item('GDS-1005').querySelector('.rewards-catalog__cost')!.textContent).to.equal('2,500 points');
    expect(item('GDS-1002').querySelector('.rewards-catalog__cost')!.textContent).to.equal('25 points');
    // 'Redeem' is described by the goods' name.
    const describedBy = redeemButton(item('GDS-1005'))!.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).to.equal('Insulated water bottle');
    expect(stateOf(item('GDS-1011'))).to.equal('short');
    expect(item('GDS-1011').querySelector('.rewards-catalog__reason')!.textContent).to.equal('You need 7,550 more points');
    expect(redeemButton(item('GDS-1011'))).to.equal(null);
    expect(stateOf(item('GDS-1006'))).to.equal('blocked');
    expect(item('GDS-1006').querySelector('.rewards-catalog__reason')!.textContent).to.equal('Out of stock.');
    expect(redeemButton(item('GDS-1006'))).to.equal(null);
  });

  it("'What I can redeem now' shows only those, says how many, and keeps the choice in the address", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const { host, item } = await page();
    await checked(host);
    const box = host.querySelector<HTMLInputElement>('.rewards-catalog__filter input')!;
    expect(box.closest('label')!.textContent).to.equal('What I can redeem now');
    box.click();
    await waitFor(() => item('GDS-1011').hidden, 3000, 'the short item hidden');
    expect(item('GDS-1006').hidden).to.equal(true);
    expect(item('GDS-1005').hidden).to.equal(false);
    // The gift card (excluded, 9,000 points) is affordable; the experience (15,000) is not.
    expect(item('GDS-1010').hidden).to.equal(false);
    expect(item('GDS-1012').hidden).to.equal(true);
    const shown = [...host.querySelectorAll<HTMLElement>('[data-goods-id]')].filter((entry) => !entry.hidden).length;
    await waitFor(() => host.querySelector('[role="status"]')?.textContent === `Showing ${shown} of 14 rewards.`, 3000, 'the count said');
    expect(new URL(location.href).searchParams.get('show')).to.equal('affordable');
    box.click();
    await waitFor(() => !item('GDS-1011').hidden, 3000, 'every item again');
    expect(new URL(location.href).searchParams.has('show')).to.equal(false);
  });

  it('a redemption: the question in the modal dialog, one request (quantity 1, catalog_identifier) for a double click, the result, the balance everywhere', async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const catalog = await page();
    await checked(catalog.host);
    redeemButton(catalog.item('GDS-1002'))!.click();
    const dialog = catalog.dialog();
    await waitFor(() => dialog.open, 3000, 'the dialog open');
    expect(titleOf(dialog)).to.equal('Redeem Weekend getaway sweepstakes entry for 25 points?');
    expect(document.activeElement).to.equal(dialog.querySelector('h2'));
    await waitFor(() => button(dialog, 'Redeem')?.getAttribute('aria-disabled') === 'false', 5000, 'ready to redeem');
    button(dialog, 'Redeem')!.click();
    button(dialog, 'Redeem')?.click();
    expect(await resultOf(dialog)).to.equal('You are entered! You now have 5 entries.');
    expect(await redemptions('member-auto-renew')).to.deep.equal([
      { goodsIdentifier: 'GDS-1002', goodsTypeId: '1438220000000007', quantity: 1, orderAttr: 'entry', catalog_identifier: 'points' },
    ]);
    await waitFor(() => catalog.points.querySelector('.rewards-points__value')?.textContent === '12,425 pts', 5000, 'the new balance in rewards-points');
    expect(dialog.textContent).to.contain('You now have 12,425 points.');
    button(dialog, 'Close')!.click();
    await waitFor(() => !dialog.open, 3000, 'closed');
    expect(document.activeElement).to.equal(redeemButton(catalog.item('GDS-1002')));
  });

  const results: ReadonlyArray<[string, string, string, RegExp]> = [
    ['a digital item: its code', 'GDS-1007', 'Done! Audiobook download is yours.', /Your code: RC-\d{8}/],
    ['a donation', 'GDS-1013', 'Thank you! Your donation has been made.', /You now have/],
    ['an instant win (not a winner on the demo day)', 'GDS-1003', 'Not a winner this time. You can play again tomorrow.', /You now have/],
  ];
  for (const [name, id, title, more] of results) {
    it(`the result of ${name}`, async () => {
      setRewardsPersona('rewards-rich-member', 12480);
      const catalog = await page();
      await checked(catalog.host);
      const dialog = await redeemFrom(catalog, id);
      expect(await resultOf(dialog)).to.equal(title);
      expect(dialog.textContent).to.match(more);
    });
  }

  it('a physical item shows the shipping address from the core user call before it is redeemed', async () => {
    setRewardsPersona('rewards-rich-member', 12480);
    const catalog = await page();
    await checked(catalog.host);
    const dialog = await redeemFrom(catalog, 'GDS-1005', 0);
    const address = dialog.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).to.deep.equal(['Ruth Example', '100 Example Avenue NW', 'Washington, DC 20001']);
    button(dialog, 'Redeem')!.click();
    expect(await resultOf(dialog)).to.equal('Done! We will ship Insulated water bottle to your address.');
  });

  it("an e-card: the form, the sender from the e-greeting call, a field that is not right, and the card sent with the order's id", async () => {
    setRewardsPersona('rewards-rich-member', 12480);
    const catalog = await page();
    await checked(catalog.host);
    const dialog = await redeemFrom(catalog, 'GDS-1004');
    expect(await resultOf(dialog)).to.equal('Your e-card is ready. Who should get it?');
    const form = await waitFor(() => dialog.querySelector('form'), 3000, 'the form');
    expect(form.textContent).to.contain('From: Ruth Example (');
    const field = (label: string) => {
      const target = [...form.querySelectorAll('label')].find((candidate) => candidate.textContent === label)!;
      return form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(target.htmlFor)}`)!;
    };
    const type = (label: string, value: string) => {
      const input = field(label);
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('Their name', 'Sam');
    type('Their e-mail address', 'sam');
    button(form, 'Send e-card')!.click();
    await waitFor(() => field('Their e-mail address').getAttribute('aria-invalid') === 'true', 3000, 'the address marked');
    expect(document.activeElement).to.equal(field('Their e-mail address'));
    expect(form.textContent).to.contain('Type an e-mail address like name@example.com.');
    type('Their e-mail address', 'sam@example.org');
    type('Your message (optional)', 'Happy birthday!');
    button(form, 'Send e-card')!.click();
    await waitFor(() => form.querySelector('[role="status"]')?.textContent === 'Your e-card is on its way to sam@example.org.', 5000, 'sent');
    const sent = (await page$.calls())
      .filter((call) => call.url.endsWith('/rewards-egreeting/send'))
      .map((call) => JSON.parse(call.body) as Record<string, unknown>);
    expect(sent).to.have.length(1);
    expect(sent[0]).to.deep.include({ recipientName: 'Sam', recipientEmail: 'sam@example.org', message: 'Happy birthday!' });
    expect(sent[0]!.orderIdentifier).to.match(/^ORD-\d+$/);
  });

  it('two windows redeeming the same goods at once: one redemption; the other says so and sends nothing', async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const frames = await Promise.all([0, 1].map(() => openWindow()));
    const item: GoodsItem = {
      id: 'GDS-1002',
      typeId: '1438220000000007',
      type: 'sweepstakes',
      points: 25,
      orderAttr: 'entry',
      forPurchase: false,
      registeredDate: undefined,
      name: 'Weekend getaway sweepstakes entry',
    };
    const marks = await Promise.all(frames.map((doc) => readUsedRows(doc)));
    const outcomes = await Promise.all(frames.map((doc, n) => redeemItem(item, marks[n]!, doc)));
    expect(outcomes.map((outcome) => outcome?.kind).sort()).to.deep.equal(['duplicate', 'redeemed']);
    expect(await redemptions('member-auto-renew')).to.have.length(1);
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('a lost answer the service counted: the history says it went through, and it is not sent again', async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const catalog = await page();
    await checked(catalog.host);
    await page$.fault({ path: `*${redemptionPath('member-auto-renew')}`, method: 'POST', drop: 'after', times: 1 });
    const dialog = await redeemFrom(catalog, 'GDS-1002');
    expect(await resultOf(dialog)).to.equal('You are entered! You now have 5 entries.');
    expect(await redemptions('member-auto-renew')).to.have.length(1);
  });

  it("a lost answer the service did not count: 'did not go through' and 'Try again', which asks again and redeems once", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const catalog = await page();
    await checked(catalog.host);
    await page$.fault({ path: `*${redemptionPath('member-auto-renew')}`, method: 'POST', drop: 'before', times: 1 });
    const dialog = await redeemFrom(catalog, 'GDS-1013');
    await waitFor(() => dialog.getAttribute('data-step') === 'problem', 8000, 'the problem');
    expect(titleOf(dialog)).to.equal('Your redemption did not go through. No points were taken.');
    button(dialog, 'Try again')!.click();
    await waitFor(() => button(dialog, 'Redeem')?.getAttribute('aria-disabled') === 'false', 5000, 'the question again');
    button(dialog, 'Redeem')!.click();
    expect(await resultOf(dialog)).to.equal('Thank you! Your donation has been made.');
    expect(await redemptions('member-auto-renew')).to.have.length(2);
  });

  it("a lost answer and no history either: it cannot tell, and offers 'Check again' and the history, never a blind retry", async () => {
    setRewardsPersona('member-auto-renew', 12450);
    const catalog = await page();
    await checked(catalog.host);
    redeemButton(catalog.item('GDS-1013'))!.click();
    const dialog = catalog.dialog();
    await waitFor(() => button(dialog, 'Redeem')?.getAttribute('aria-disabled') === 'false', 5000, 'ready');
    await page$.fault({ path: `*${redemptionPath('member-auto-renew')}`, method: 'POST', drop: 'after', times: 1 });
    // The read inside the lock answers; the ones after the lost answer do not.
    await page$.fault({ path: '*/transaction/purchasePoints*', status: 500, skip: 1 });
    button(dialog, 'Redeem')!.click();
    await waitFor(() => dialog.getAttribute('data-step') === 'problem', 8000, 'the problem');
    expect(titleOf(dialog)).to.match(/^We could not tell whether your redemption went through/);
    expect(button(dialog, 'Try again')).to.equal(undefined);
    expect(dialog.querySelector('a')!.textContent).to.equal('See my points history');
    expect(button(dialog, 'Check again')).not.to.equal(undefined);
  });

  const failures: ReadonlyArray<[string, Record<string, unknown>, RegExp]> = [
    ['401 (8.2)', { status: 401 }, /trouble accessing your account/],
    ['429', { status: 429 }, /did not go through/],
  ];
  for (const [name, rule, text] of failures) {
    it(`a redemption answered ${name}`, async () => {
      setRewardsPersona('member-auto-renew', 12450);
      const catalog = await page();
      await checked(catalog.host);
      await page$.fault({ path: `*${redemptionPath('member-auto-renew')}`, method: 'POST', ...rule });
      const dialog = await redeemFrom(catalog, 'GDS-1013');
      await waitFor(() => dialog.getAttribute('data-step') === 'problem', 8000, 'the problem');
      expect(titleOf(dialog)).to.match(text);
    });
  }

  it('a check answered 401: the account message and no marks; 500: a plain message and Try again, which checks again', async () => {
    setRewardsPersona('member-auto-renew', 12450);
    await page$.fault({ path: `*${CHECK}*`, status: 401, times: 1 });
    const first = await page();
    await waitFor(() => first.host.getAttribute('data-catalog-state') === 'account', 5000, 'the account state');
    expect(first.host.textContent).to.contain('Sorry, we are having trouble accessing your account.');
    expect(first.host.querySelector('.rewards-catalog__redeem')).to.equal(null);
    document.body.replaceChildren();

    await page$.fault({ path: `*${CHECK}*`, status: 500, times: 1 });
    const second = await page();
    await waitFor(() => second.host.getAttribute('data-catalog-state') === 'failed', 5000, 'the failed state');
    expect(second.host.textContent).to.contain('We could not check which rewards you can redeem just now.');
    button(second.host, 'Try again')!.click();
    await checked(second.host);
    expect(stateOf(second.item('GDS-1005'))).to.equal('redeemable');
  });

  it('signed out: the Log in panel and no checks; not a participant: how to join', async () => {
    setRewardsPersona('anonymous');
    const anonymous = await page();
    await waitFor(() => anonymous.host.getAttribute('data-rewards-access') === 'signed-out', 5000, 'signed out');
    expect(anonymous.host.querySelector('[data-panel="signed-out"] a')!.textContent).to.equal('Log in');
    expect(anonymous.host.querySelector('.rewards-catalog__filter')).to.equal(null);
    document.body.replaceChildren();
    setRewardsPersona('member-not-auto-renew');
    const outsider = await page();
    await waitFor(() => outsider.host.getAttribute('data-rewards-access') === 'not-participant', 5000, 'not a participant');
    expect(outsider.host.querySelector('[data-panel="not-participant"] a')!.textContent).to.equal('How to join member Rewards');
    expect(await checkBodies()).to.deep.equal([]);
  });
});

async function openWindow(): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.src = '/test/browser/pages/loader-only.html?no-loader';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame.contentDocument!;
}
