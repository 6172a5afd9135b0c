/**
 * <secret-word> (issue 31; ask-and-rewards 3.16, 7.2, 8.2, 9.2) in Chromium against the emulator,
 * from its CMS template: a participant's word (trimmed) earns points and every rewards-points
 * shows the new balance; a second submit while one is out sends nothing more; an empty word is
 * not sent and marks the field; already used, not today's word, 429, 401 (with
 * `loyalty-auth-error`), and a 500 with 'Try again' that sends the same word; the signed-out
 * and not-opted panels. The page's secret-word requests are watched (rewards-pages-helpers.ts).
 */
import { expect } from 'chai';
import { render } from 'lit-html';
import { secretWordTemplate } from '../../cms-templates/secret-word.ts';
import { fedidFor } from '../../fixtures/personas.ts';
import { settled, waitFor } from './helpers.ts';
import { rewardsPageHooks, setRewardsPersona } from './rewards-pages-helpers.ts';

const SECRET_WORD = '/applications/loyalty-catalog/secretword';
const page$ = rewardsPageHooks(SECRET_WORD, [() => import('../../elements/rewards-points/define.ts'), () => import('../../elements/secret-word/define.ts')]);
const setPersona = setRewardsPersona;
const fault = (rule: Record<string, unknown>) => page$.fault(rule);
/** The bodies of the secret-word requests the page sent, in order. */
const sentBodies = async () => (await page$.calls()).map((call) => call.body);

/** The element from its CMS template, with a points display beside it, settled. */
async function page(): Promise<{ host: HTMLElement; points: HTMLElement; field: HTMLInputElement; submit: HTMLButtonElement }> {
  const main = document.createElement('main');
  document.body.append(main);
  render([secretWordTemplate()], main);
  const points = document.createElement('rewards-points');
  points.setAttribute('data-format', 'pts');
  main.prepend(points);
  const host = main.querySelector<HTMLElement>('secret-word')!;
  expect(await settled(host)).to.equal('ready');
  expect(await settled(points)).to.equal('ready');
  return { host, points, field: host.querySelector('input[name="secretWord"]')!, submit: host.querySelector('button[type="submit"]')! };
}

const statusText = (host: HTMLElement) => host.querySelector('[role="status"]')?.textContent ?? '';
const stateOf = (host: HTMLElement) => host.getAttribute('data-secret-word-state');

describe('<secret-word> in Chromium', () => {
  it("a participant's word (trimmed) earns points; every rewards-points shows the new balance; a second submit while one is out sends nothing", async () => {
    setPersona('member-auto-renew', 12450);
    const { host, points, field, submit } = await page();
    await waitFor(() => host.getAttribute('data-rewards-access') === 'participant', 3000, 'a participant');
    field.value = '  lantern ';
    submit.click();
    submit.click();
    field.form!.requestSubmit();
    await waitFor(() => stateOf(host) === 'earned', 5000, 'points earned');
    expect(await sentBodies()).to.deep.equal([JSON.stringify({ userIdentifier: fedidFor('member-auto-renew'), secretWord: 'lantern' })]);
    await waitFor(() => /Correct! You earned 225 points\. You now have 12,675 points\./.test(statusText(host)), 3000, 'the status line');
    await waitFor(() => points.querySelector('.rewards-points__value')?.textContent === '12,675 pts', 3000, 'the new balance in rewards-points');
    expect(field.value).to.equal('  lantern ');
    expect(field.getAttribute('aria-describedby')).to.equal(host.querySelector('[role="status"]')!.id);
  });

  it('an empty word is not sent: the field is marked invalid and says so, and keeps focus', async () => {
    setPersona('member-auto-renew', 12450);
    const { host, field, submit } = await page();
    field.value = '   ';
    submit.click();
    await waitFor(() => stateOf(host) === 'empty', 3000, 'the empty state');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement).to.equal(field);
    await waitFor(() => statusText(host) === 'Type the secret word first.', 3000, 'the message');
    expect(await sentBodies()).to.deep.equal([]);
    field.value = 'NOPE';
    submit.click();
    await waitFor(() => stateOf(host) === 'not-today', 5000, "not today's word");
    expect(field.hasAttribute('aria-invalid')).to.equal(false);
  });

  const refusals: ReadonlyArray<[string, string, Record<string, unknown> | undefined, string, RegExp]> = [
    ['a word already used (HARVEST, in the ledger)', 'HARVEST', undefined, 'used', /already used this secret word/],
    ['a word that is not one', 'NOPE', undefined, 'not-today', /not the secret word for today/],
    ['a word of another month (SUNFLOWER, August)', 'SUNFLOWER', undefined, 'not-today', /not the secret word for today/],
    ['the daily limit (429, 9.2)', 'LANTERN', { path: SECRET_WORD, status: 429 }, 'limit', /most points you can earn today/],
    ['401 (8.2)', 'LANTERN', { path: SECRET_WORD, status: 401 }, 'account', /trouble accessing your account/],
  ];
  for (const [name, word, rule, state, text] of refusals) {
    it(`${name}: says so, no 'Try again'`, async () => {
      setPersona('member-auto-renew', 12450);
      if (rule) await fault(rule);
      const { host, points, field, submit } = await page();
      const authErrors: unknown[] = [];
      document.addEventListener('loyalty-auth-error', (event) => authErrors.push((event as CustomEvent).detail), { once: true });
      field.value = word;
      submit.click();
      await waitFor(() => stateOf(host) === state, 5000, state);
      await waitFor(() => text.test(statusText(host)), 3000, 'the message');
      expect([...host.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal(['Submit']);
      expect(points.querySelector('.rewards-points__value')?.textContent).to.equal('12,450 pts');
      expect(authErrors.length).to.equal(state === 'account' ? 1 : 0);
    });
  }

  it("a failure (500) says the word could not be checked; 'Try again' sends the same word", async () => {
    setPersona('member-auto-renew', 12450);
    await fault({ path: SECRET_WORD, status: 500, times: 1 });
    const { host, field, submit } = await page();
    field.value = 'snowfall';
    submit.click();
    await waitFor(() => stateOf(host) === 'failed', 5000, 'failed');
    await waitFor(() => statusText(host) === 'We could not check your word just now.', 3000, 'the message');
    field.value = 'changed meanwhile';
    const retry = await waitFor(() => [...host.querySelectorAll('button')].find((button) => button.textContent === 'Try again'), 3000, 'Try again');
    retry.click();
    await waitFor(() => stateOf(host) === 'earned', 5000, 'earned on the second try');
    expect((await sentBodies()).map((body) => (JSON.parse(body) as { secretWord: string }).secretWord)).to.deep.equal(['snowfall', 'snowfall']);
    await waitFor(() => /You earned 300 points/.test(statusText(host)), 3000, 'the message');
  });

  it("signed out: the form is hidden and 'Log in' goes to the rewards login (2.3) and back", async () => {
    setPersona('anonymous');
    const { host, field } = await page();
    await waitFor(() => host.getAttribute('data-rewards-access') === 'signed-out', 3000, 'signed out');
    expect(field.form!.hidden).to.equal(true);
    const link = host.querySelector<HTMLAnchorElement>('a.me-action-panel__action')!;
    expect(link.textContent).to.equal('Log in');
    const url = new URL(link.href);
    expect(url.pathname).to.match(/\/applications\/user\/login$/);
    expect(url.search).to.contain('scope=bui+bmi');
    expect(url.searchParams.get('state')).to.equal(location.href);
    expect(host.textContent).to.contain('Log in to use your member Rewards points.');
  });

  it('logged in, not a participant: how to join, the form hidden; a login in the page brings the form back', async () => {
    setPersona('member-not-auto-renew');
    const { host, field } = await page();
    await waitFor(() => host.getAttribute('data-rewards-access') === 'not-participant', 3000, 'not a participant');
    expect(field.form!.hidden).to.equal(true);
    const link = host.querySelector<HTMLAnchorElement>('a.me-action-panel__action')!;
    expect(link.textContent).to.equal('How to join member Rewards');
    expect(new URL(link.href).pathname).to.equal('/rewards/');
    setPersona('member-auto-renew', 12450);
    await waitFor(() => host.getAttribute('data-rewards-access') === 'participant', 3000, 'a participant now');
    expect(field.form!.hidden).to.equal(false);
    expect(host.querySelector('a.me-action-panel__action')).to.equal(null);
  });
});
