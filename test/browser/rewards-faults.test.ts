/**
 * The fault matrix of the rewards elements (fault-cases.ts; test/quality/fault-matrix.ts): every
 * fault of `faultsFor` on every service of each, on its demo page's body in this document, as
 * member-auto-renew. Each behaviour is the element's spec's error section (ask-and-rewards 8.2:
 * 401/403 the account message, any other failure plain words with 'Try again'; 4.5, 8.3, 9.2;
 * site 5), as test/e2e/faults.spec.ts had it when these cases ran on the demo site.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { forgetTileActivities } from '../../src/features/rewards-tile/rewards-tile.browser.ts';
import { $dailyCap, $rewardsActivities } from '../../src/stores/rewards-activities.ts';
import { setRewardsClient } from '../../src/stores/rewards-client.ts';
import { faultCases, type Fault, type Logged } from './fault-cases.ts';
import { button, buttons, textOf, waitAttribute, waitLogged, waitText } from './fault-dom.ts';
import { waitFor } from './helpers.ts';

const isAccount = (fault: Fault) => fault.rule.status === 401 || fault.rule.status === 403;
const ACCOUNT = /trouble accessing your account/;

const tryAgainCount = (host: HTMLElement) => buttons(host, 'Try again').length;

/** Whether the console said the tiles' limit call failed (src/features/rewards-tile). */
const limitsUnavailable = (logged: Logged) => waitLogged(logged.warnings, '<rewards-tile> activity limits unavailable');

/** The state attribute, the words and 'Try again' of an element that reads one list (8.2). */
async function listFailure(host: HTMLElement, fault: Fault, attribute: string, failed: RegExp): Promise<void> {
  const account = isAccount(fault);
  await waitAttribute(host, attribute, account ? 'account' : 'failed');
  await waitText(host, account ? ACCOUNT : failed, 'the message');
  expect(tryAgainCount(host)).to.equal(account ? 0 : 1);
}

const where = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[role="combobox"]')!;

faultCases(
  'rewards',
  () =>
    Promise.all([
      import('../../elements/rewards-points/define.ts'),
      import('../../elements/rewards-tile/define.ts'),
      import('../../elements/rewards-expiring/define.ts'),
      import('../../elements/rewards-history/define.ts'),
      import('../../elements/rewards-catalog/define.ts'),
      import('../../elements/rewards-goals/define.ts'),
      import('../../elements/secret-word/define.ts'),
      import('../../elements/local-offers/define.ts'),
    ]),
  // A fresh rewards client each case, and the tiles' once-per-page load and what it learnt
  // forgotten: the activity list and the limits are asked for again, as on a page load.
  () => {
    setRewardsClient(document, undefined);
    forgetTileActivities(document);
    $rewardsActivities.set({});
    $dailyCap.set(undefined);
  },
  {
    // ask-and-rewards 2.3, 8.3: without the activity list a tile keeps the CMS's tile and shows no
    // points (data-tile-state unknown); without the limit answer the tiles still show listV3's
    // points, the daily-cap meter stays hidden, and the console says the limits were unavailable.
    'rewards-tile': {
      page: 'rewards',
      async behaviour(host, _fault, service, logged) {
        expect(host.querySelector('a'), "the CMS's link").not.to.equal(null);
        if (service.endsWith('/listV3')) {
          await waitAttribute(host, 'data-tile-state', 'unknown');
          expect(host.querySelector('.rewards-tile__points')).to.equal(null);
        } else {
          await waitAttribute(host, 'data-tile-state', 'ready');
          expect(textOf(host.querySelector('.rewards-tile__points'))).to.match(/^\d[\d,]* pts$/);
          await waitAttribute(document.querySelector('rewards-points')!, 'data-cap-state', 'hidden');
          await limitsUnavailable(logged);
        }
      },
    },
    // ask-and-rewards 4.5, 8.3: a participant's balance that cannot be read says so, never 'not
    // opted'; a failing limit call leaves the balance, with no meter and no max-points notice.
    'rewards-points': {
      page: 'rewards',
      async behaviour(host, _fault, service, logged) {
        if (service.includes('/pointsbalance/')) {
          await waitAttribute(host, 'data-points-state', 'unavailable');
          expect(textOf(host.querySelector('.rewards-points__value'))).to.equal('Points balance not available right now.');
        } else {
          await waitAttribute(host, 'data-points-state', 'points');
          await waitAttribute(host, 'data-cap-state', 'hidden');
          expect(host.querySelector('.rewards-points__notice')).to.equal(null);
          await limitsUnavailable(logged);
        }
      },
    },
    // 8.2, 3.16: a refused word's 401/403 is the account message; any other failure says the word
    // could not be checked and offers 'Try again'. The word typed stays in the field.
    'secret-word': {
      page: 'rewards-secret-word',
      async trigger(host) {
        const field = host.querySelector<HTMLInputElement>('input[name="secretWord"]')!;
        field.focus();
        await sendKeys({ type: 'lantern' });
        (await button(host, 'Submit')).click();
      },
      async behaviour(host, fault) {
        const account = isAccount(fault);
        await waitAttribute(host, 'data-secret-word-state', account ? 'account' : 'failed');
        const words = account ? ACCOUNT : /could not check your word/;
        await waitFor(() => words.test(textOf(host.querySelector('[role="status"]'))), 5000, 'the status line');
        expect(tryAgainCount(host)).to.equal(account ? 0 : 1);
        expect(host.querySelector<HTMLInputElement>('input[name="secretWord"]')!.value, 'the word typed').to.equal('lantern');
      },
    },
    'rewards-expiring': {
      page: 'rewards-my-points',
      behaviour: (host, fault) => listFailure(host, fault, 'data-expiring-state', /could not load your expiring points/),
    },
    'rewards-history': {
      page: 'rewards-my-points',
      behaviour: (host, fault) => listFailure(host, fault, 'data-history-state', /could not load your points history/),
    },
    // 8.2, 5.6: the check that fails marks no goods. A redemption that fails: 401 the account
    // message; any other failure is checked in the points history first, so the dialog shows the
    // result (it went through: a body the page could not read) or says it did not go through,
    // with 'Try again', or that it cannot tell.
    'rewards-catalog': {
      page: 'rewards-catalog',
      async trigger(host, service) {
        if (service.includes('/check/')) return;
        const item = await waitFor(() => host.querySelector('[data-goods-id="GDS-1013"]'), 8000, 'the donation');
        (await button(item, 'Redeem')).click();
        const dialog = await waitFor(() => host.querySelector<HTMLDialogElement>('dialog[open]'), 5000, 'the confirmation');
        const confirm = await waitFor(
          () => buttons(dialog, 'Redeem').find((candidate) => candidate.getAttribute('aria-disabled') === 'false'),
          8000,
          'the confirmation usable',
        );
        confirm.click();
      },
      async behaviour(host, fault, service) {
        const account = isAccount(fault);
        if (service.includes('/check/')) {
          await listFailure(host, fault, 'data-catalog-state', /could not check which rewards you can redeem/);
          expect(host.querySelector('.rewards-catalog__redeem')).to.equal(null);
          return;
        }
        const dialog = host.querySelector('dialog')!;
        await waitAttribute(dialog, 'data-step', /^(result|problem)$/);
        const title = textOf(dialog.querySelector('h2'));
        if (account) expect(title).to.match(ACCOUNT);
        else if (dialog.getAttribute('data-step') === 'problem') {
          expect(title).to.match(/did not go through|could not tell/);
          expect(tryAgainCount(dialog as HTMLElement)).to.equal(title.includes('did not go through') ? 1 : 0);
        } else expect(title).to.equal('Thank you! Your donation has been made.');
      },
    },
    // 8.2: goals or an overview that cannot be read: 401/403 the account message, anything else
    // plain words with 'Try again' (the goals', or the week's when only the weekly overview failed).
    'rewards-goals': {
      page: 'rewards-goals',
      async behaviour(host, fault) {
        if (isAccount(fault)) await waitText(host, ACCOUNT, 'the account message');
        else {
          await waitText(host, /could not load your goals|could not load this week/, 'the failure');
          expect(tryAgainCount(host)).to.be.greaterThan(0);
        }
      },
    },
    // 8.2, 9.2; site 5: the categories that cannot be read leave 'All categories' alone (401/403:
    // the account message in place of the page); places that cannot be looked up say so under
    // 'Where', which keeps what was typed; a search that fails says so and keeps the place; a
    // list that cannot be read ('Saved', eredeem/*): the account message, or plain words with
    // 'Try again'; a report that cannot be sent says so, the form kept.
    'local-offers': {
      page: 'rewards-local-offers',
      async trigger(host, service) {
        if (service.endsWith('/categories')) return;
        const field = await waitFor(() => where(host), 8000, "'Where'");
        if (service.endsWith('/autocomplete')) {
          field.focus();
          await sendKeys({ type: 'Phoe' });
          return;
        }
        if (service.endsWith('/offers')) {
          field.focus();
          await sendKeys({ type: 'Phoen' });
          const option = await waitFor(
            () => [...host.querySelectorAll<HTMLElement>('[role="option"]')].find((candidate) => textOf(candidate) === 'Phoenix, AZ, USA'),
            8000,
            'the place Phoenix',
          );
          option.click();
          await waitFor(() => field.value === 'Phoenix, AZ, USA', 3000, 'the place chosen');
          (await button(host, 'Search')).click();
          return;
        }
        if (service.includes('/eredeem/')) {
          (await button(host, 'Saved offers')).click();
          return;
        }
        (await button(host, 'Report a problem')).click();
        const dialog = await waitFor(() => host.querySelector<HTMLDialogElement>('dialog[open]'), 5000, 'the report form');
        dialog.querySelector<HTMLInputElement>('input[name="offer"]')!.focus();
        await sendKeys({ type: 'Copper Canyon Cantina' });
        dialog.querySelector<HTMLTextAreaElement>('textarea[name="problem"]')!.focus();
        await sendKeys({ type: 'The code was not accepted.' });
        (await button(dialog, 'Send')).click();
      },
      async behaviour(host, fault, service, logged) {
        const account = isAccount(fault);
        if (service.endsWith('/categories')) {
          if (account) await waitText(host, ACCOUNT, 'the account message');
          else {
            await waitLogged(logged.warnings, '<local-offers> the offer categories are unavailable', 10_000);
            expect([...host.querySelectorAll('select option')].map(textOf)).to.deep.equal(['All categories']);
          }
        } else if (service.endsWith('/autocomplete')) {
          await waitText(host, 'We could not look up places just now.', 'the places message');
          expect(where(host).value).to.equal('Phoe');
        } else if (service.endsWith('/offers')) {
          await waitAttribute(host, 'data-local-offers-state', 'failed');
          expect(textOf(host.querySelector('.local-offers__results'))).to.match(account ? ACCOUNT : /We could not search for offers\. Please try again\./);
          expect(where(host).value).to.equal('Phoenix, AZ, USA');
        } else if (service.includes('/eredeem/')) {
          await waitText(host, account ? ACCOUNT : 'We could not load your saved offers.', 'the message');
          expect(tryAgainCount(host)).to.equal(account ? 0 : 1);
        } else {
          const dialog = host.querySelector('dialog')!;
          await waitText(dialog as HTMLElement, account ? ACCOUNT : 'We could not send your report. Please try again.', 'the message');
          expect(dialog.querySelector<HTMLInputElement>('input[name="offer"]')!.value).to.equal('Copper Canyon Cantina');
        }
      },
    },
  },
);
