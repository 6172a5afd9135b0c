/**
 * The fault matrix of the site's elements that call services (fault-cases.ts;
 * test/quality/fault-matrix.ts): every fault of `faultsFor` on every service of each, on its
 * demo page's body in this document (the English pages: one site config), as member-auto-renew.
 * Each behaviour is the element's spec's error section or fallback (site 4.9, 4.10, 7.1, 7.4, 7.6,
 * 8), as test/e2e/faults.spec.ts had it when these cases ran on the demo site. The Ask page's
 * cases are in ask-faults.test.ts.
 */
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { hideNumber } from '../../src/features/member-strip/member-strip.store.ts';
import { resetLanguageLists } from '../../src/features/language-switcher/language-switcher.store.ts';
import { resetRecommendationBatch } from '../../src/features/recommended-for-you/recommended-for-you.browser.ts';
import { SAVED_BENEFITS_TIMING } from '../../src/features/saved-benefits/saved-benefits.logic.ts';
import { resetSavedBenefitsData } from '../../src/features/saved-benefits/saved-benefits.store.ts';
import { resetSavedOffers } from '../../src/stores/saved-offers.ts';
import { faultCases } from './fault-cases.ts';
import { buttonsNamed, isShown, textOf, waitAttribute, waitLogged } from './fault-dom.ts';
import { waitFor } from './helpers.ts';
import { pauseClock, resumeClock, runClock } from './page-commands.ts';

/** The offer whose removal the saved-benefits cases make (member-auto-renew's first card). */
const SAVED_BENEFITS_FAULT_OFFER = '10482';

/** The recommendations' fallback content (elements/recommended-for-you/element.ts). */
const RECOMMENDATIONS_FALLBACK = '/etc/*/recommendations/consolidatedFallbackContent.json';

/** The first offer card the page shows (an expired one is hidden). */
const firstOfferCard = () => document.querySelector<HTMLElement>('offer-card:not([hidden])')!;

/** The visible link of `root` whose text is `name`. */
const linkNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('a')].find((link) => textOf(link) === name && isShown(link));

faultCases(
  'home',
  async () => {
    // Playwright's default viewport, which the demo-site matrix had.
    await setViewport({ width: 1280, height: 720 });
    return Promise.all([
      import('../../elements/member-strip/define.ts'),
      import('../../elements/expiry-prompt/define.ts'),
      import('../../elements/search-box/define.ts'),
      import('../../elements/cobrowse-link/define.ts'),
      import('../../elements/language-switcher/define.ts'),
      import('../../elements/saved-benefits/define.ts'),
      import('../../elements/offer-card/define.ts'),
      import('../../elements/author-modal/define.ts'),
      import('../../elements/search-modal/define.ts'),
      import('../../elements/benefits-nav/define.ts'),
      import('../../elements/recommended-for-you/define.ts'),
    ]);
  },
  // What a page load starts afresh: the saved list (once per page) and the saved page's offers,
  // the language list (once per page), the recommendations' one request, and the membership
  // number's state (a 'view' whose login was caught stays loading).
  () => {
    resetSavedOffers();
    resetSavedBenefitsData();
    resetLanguageLists();
    resetRecommendationBatch(document);
    hideNumber();
  },
  {
    // site 4.10 and 8: the saved list that fails (any fault, or 8 s without an answer) is logged
    // and the empty view shows. A removal that fails restores the card and its retry counter goes
    // up; a 200 with a garbled body is a removal (site 7.4: on this page success is status 200).
    'saved-benefits': {
      page: 'saved-benefits',
      // site 4.10: 'remove offer', then the 2400 ms undo window, then the remove call.
      async trigger(host, service) {
        if (!service.includes('/remove/')) return;
        const card = await waitFor(() => host.querySelector(`.saved-offer[data-offer-id="${SAVED_BENEFITS_FAULT_OFFER}"]`), 8000, 'the saved offer');
        const remove = await waitFor(() => buttonsNamed(card, /^remove offer$/)[0], 5000, "the card's 'remove offer'");
        remove.click();
        // The window ends on the page's clock, not after 2.4 s of the test's time.
        await pauseClock();
        await runClock(SAVED_BENEFITS_TIMING.undoWindowMs);
        await resumeClock();
      },
      async behaviour(host, fault, service) {
        if (service.includes('/remove/')) {
          const card = () => host.querySelector(`.saved-offer[data-offer-id="${SAVED_BENEFITS_FAULT_OFFER}"]`);
          if (fault.rule.body) await waitFor(() => !card(), 5000, 'the card gone');
          else {
            await waitAttribute(card()!, 'data-retry-count', '1', 5000);
            await waitAttribute(card()!, 'data-card-state', 'normal', 5000);
            expect(buttonsNamed(card()!, /^remove offer$/), "the card's 'remove offer'").to.have.length(1);
          }
        } else if (fault.hangs) {
          // The element is ready only once the list has come, so the held answer (4 s) arrives
          // inside the client's 8 s limit: the list shows. Other faults cover the failure path.
          await waitAttribute(host, 'data-saved-view', 'list');
        } else {
          await waitAttribute(host, 'data-saved-view', 'empty');
        }
        expect(host.getAttribute('data-element-state')).to.equal('ready');
      },
    },
    // site 8: an offer save/remove that fails is logged only; the saved list that fails to load
    // leaves the cards as they are (nothing marked saved). Either way every card keeps its Save
    // button, usable, and its CMS content; the failed save or removal is in the console (which of
    // the two: the saved list loads, or fails, while the visitor clicks).
    // (A body-level fault on the save call still answers 2xx: saved, and usable again after 2.5 s.
    // A held answer runs on the fast-forwarded clock, so only the button's presence is checked.)
    'offer-card': {
      page: 'benefits-category',
      // site 4.9: the saved list is read on load; a click on Save makes the save call.
      async trigger() {
        const save = await waitFor(() => firstOfferCard()?.querySelector<HTMLElement>('.offer-card__save-button'), 8000, "the first card's Save");
        save.click();
      },
      async behaviour(_host, fault, _service, logged) {
        const host = firstOfferCard();
        const save = host.querySelector('.offer-card__save-button');
        expect(isShown(save), 'the Save button').to.equal(true);
        if (!fault.hangs) await waitFor(() => save!.getAttribute('aria-disabled') !== 'true', 8000, 'the Save button usable');
        if (!fault.hangs && !fault.rule.body) await waitLogged(logged.errors, /the offer could not be (saved|removed)/);
        expect(isShown(host.querySelector('h2 a')), "the card's link").to.equal(true);
        expect(host.getAttribute('data-element-state')).to.equal('ready');
      },
    },
    // site 8: suggestions that fail (any fault, or 5 s without an answer) say 'Unable to provide
    // search suggesions due to an error'; no list, the typed text stays and the form still submits.
    'search-box': {
      page: 'home',
      // site 5: suggestions are asked for once 3 characters are typed and the typing pauses (the
      // visitor types into the box: the runner types only into the page's other fields).
      async trigger(host) {
        host.querySelector<HTMLInputElement>('input[name="q"]')!.focus();
        // Typed on a paused page clock, so the 250 ms pause cannot end between two keystrokes of a
        // busy machine: one request, for the whole word (an earlier one would take the held
        // answer of the timeout case and be aborted by the next keystroke).
        await pauseClock();
        await sendKeys({ type: 'medicare' });
        await resumeClock();
      },
      async behaviour(host) {
        await waitFor(
          () => textOf(host.querySelector('[role="status"]')) === 'Unable to provide search suggesions due to an error',
          15_000,
          'the status "Unable to provide search suggesions due to an error"',
        );
        expect(isShown(host.querySelector('[role="listbox"]')), 'the suggestions list').to.equal(false);
        expect(host.querySelector<HTMLInputElement>('input[name="q"]')!.value).to.match(/\S{3}/);
        expect(host.getAttribute('data-element-state')).to.equal('ready');
      },
    },
    // site 7.1 (issue 13): without a usable language list the switcher links English and Spanish
    // by their own names, and the console says why (any fault, or 3 s without an answer).
    'language-switcher': {
      page: 'home',
      async behaviour(host) {
        await waitAttribute(host, 'data-languages', 'fallback');
        expect(linkNamed(host, 'English'), "the link 'English'").not.to.equal(undefined);
        expect(linkNamed(host, 'Español'), "the link 'Español'").not.to.equal(undefined);
        expect(host.getAttribute('data-element-state')).to.equal('ready');
      },
    },
    // site 8: a failing call (any status, 8 s without an answer, a body that is not JSON) or an
    // answer of the wrong shape (no responseData) fills every container from the fallback
    // content, reported as 'fb:{txid}', never an item twice.
    // When the fallback content fails too (any fault, 8 s without an answer, a body that is not a
    // JSON object), the CMS's own cards stay in every container, still reported as 'fb:{txid}'.
    'recommended-for-you': {
      page: 'recommendations',
      // site 7.6: the request goes once a container is 10% visible.
      async trigger(host) {
        host.scrollIntoView();
      },
      // The fallback content is asked for only when the service fails (site 8).
      alsoFailing: (service) => (service === RECOMMENDATIONS_FALLBACK ? [{ path: '/recommendations/v1/content', status: 500 }] : []),
      async behaviour(_host, _fault, service) {
        const hosts = [...document.querySelectorAll<HTMLElement>('recommended-for-you')];
        if (service === RECOMMENDATIONS_FALLBACK) {
          for (const host of hosts) {
            await waitAttribute(host, 'data-txid', /^fb:/, 8000);
            expect(host.getAttribute('data-rfy-source')).to.equal('cms');
            expect(host.getAttribute('data-element-state')).to.equal('ready');
            expect(isShown(host.querySelector('li.rfy-card')), 'a card').to.equal(true);
            // The CMS's cards (cmsCards) carry no item ids; the service's and the fallback's do.
            expect(host.querySelectorAll('li.rfy-card[data-item-id]')).to.have.length(0);
          }
          return;
        }
        for (const host of hosts) {
          await waitAttribute(host, 'data-rfy-source', 'fallback', 8000);
          expect(host.getAttribute('data-txid')).to.match(/^fb:/);
          expect(host.getAttribute('data-element-state')).to.equal('ready');
        }
        const ids = [...document.querySelectorAll('recommended-for-you li.rfy-card')].map((card) => card.getAttribute('data-item-id'));
        expect(new Set(ids).size).to.equal(ids.length);
      },
    },
    // site 8: "Session request fails: logged only" (the number stays hidden; the strip says it
    // could not show it and offers 'view' again). "Core user status 'ERROR' or request fails:
    // redirect to login" (the navigation is asked for; the runner cancels it to check the page).
    'member-strip': {
      page: 'home',
      // Expanded at any width, then 'view' next to the membership number.
      async trigger(host) {
        const toggle = host.querySelector<HTMLElement>('.member-strip__toggle');
        if (isShown(toggle)) toggle!.click();
        (await waitFor(() => buttonsNamed(host, /View/)[0], 5000, "the strip's 'View'")).click();
      },
      async behaviour(host, _fault, service, logged) {
        if (service === '/identity/api/v1/sessions/me') {
          await waitFor(() => /could not be shown/.test(textOf(host.querySelector('[role="alert"]'))), 10_000, 'the alert "could not be shown"');
          expect(buttonsNamed(host, /View/), "the strip's 'View'").to.have.length(1);
        } else {
          await waitFor(() => logged.navigations.some((url) => /\/applications\/user\/login\?/.test(url)), 5000, 'a navigation to the login page');
        }
        expect(host.getAttribute('data-element-state')).to.equal('ready');
      },
    },
  },
);
