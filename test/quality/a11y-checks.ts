/**
 * Helpers of the accessibility and CSP gates (test/e2e/accessibility.spec.ts, csp.spec.ts):
 * visiting a page as a persona and waiting for it to settle, axe with the WCAG 2.2 AA tags, the
 * open states (menus, dialogs, popups) each page can be put in, and the layout checks that axe
 * cannot do (reflow, text spacing, target size, focus not obscured, reduced motion).
 *
 * The in-page checks are plain functions handed to `page.evaluate`: each is self-contained (no
 * imports, no outer helpers) because Playwright sends only the function's source to the page.
 * They walk open shadow roots too, so an element that renders into a shadow root is covered.
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page, Response } from '@playwright/test';
import type { DemoPage } from '../../cms-templates/pages/index.ts';
import { elementMetas } from '../../elements/index.ts';

/** The tags of the library's elements: what "library elements" means below. */
export const LIBRARY_TAGS: readonly string[] = elementMetas.map((meta) => meta.tag);

/** axe-core rule tags of WCAG 2.2 level A and AA (2.0, 2.1 and 2.2 success criteria). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

// ---------------------------------------------------------------------------------------------
// Open states
// ---------------------------------------------------------------------------------------------

/**
 * A state a page can be put in that shows content axe would not otherwise see: a menu opened, a
 * dialog shown, a popup or listbox expanded. `open` starts from the settled page (a fresh load
 * for each state) and must leave the state fully shown (wait for it; no fixed sleeps). It may
 * change the viewport (a state that exists only on narrow screens); the sweeps restore it.
 */
export interface OpenState {
  name: string;
  /** Opens the state; `false` when it does not apply to this visitor (nothing was changed: the sweep checks nothing more and needs no reload). */
  open: (page: Page) => Promise<void | false>;
}
export type OpenStates = ReadonlyArray<OpenState>;

/**
 * Open states of an element, by tag: they apply on every demo page that lists the tag in
 * `elements`. This is where an element adds its menus, dialogs and popups, in the same change
 * that adds the element, for example:
 *
 *   'site-header': [
 *     { name: 'account menu', open: async (page) => {
 *         await page.getByRole('button', { name: /account/i }).click();
 *         await page.getByRole('menu').waitFor();
 *     } },
 *   ],
 *
 * Use roles and accessible names (as a visitor would find the control), so the state also proves
 * the control is reachable. States that need a particular persona can return early when the
 * control is absent: `if (!(await button.count())) return;` (axe then checks the closed page again).
 */
export const openStatesByTag: Readonly<Record<string, OpenStates>> = {
  // The email-verification prompt (issue 34; brain-health 4.8): the verify modal open on load for a
  // persona whose email is not verified (status Q: the emulator's status answer has popup), opened
  // once, from the anonymous visit (it switches the persona, as the gate's welcome state does).
  'email-verification': [
    {
      name: 'the verify modal (bh-first-time-member)',
      open: async (page) => {
        if ((await page.context().cookies()).some((cookie) => cookie.name === 'at')) return false;
        await page.goto(personaUrl('bh-first-time-member', new URL(page.url()).pathname));
        await settle(page);
        await page.locator('email-verification dialog[open][data-modal="verify"]').getByRole('button', { name: 'SEND EMAIL' }).waitFor();
      },
    },
  ],
  'ask-page': [
    {
      // Below 1024 px the topic rail is a modal menu (the shared dialog): checked open at 1023 px.
      // The sweep puts the viewport back after each state.
      name: 'menu, 1023 px',
      open: async (page) => {
        await page.setViewportSize({ width: 1023, height: 800 });
        const askPage = page.locator('ask-page');
        await askPage.getByRole('button', { name: 'Open menu' }).click();
        await askPage.getByRole('button', { name: 'Close menu' }).waitFor();
      },
    },
  ],
  // Issue 31: the catalogue's filter, the question of a redemption (a physical item: the
  // shipping address in it) and a result with the e-card form (a participant only).
  'rewards-catalog': [
    {
      name: 'rewards-catalog: what I can redeem now',
      open: async (page) => {
        const box = page.locator('rewards-catalog').getByRole('checkbox', { name: 'What I can redeem now' });
        if (!(await box.isVisible())) return false;
        await page.locator('rewards-catalog[data-catalog-state="ready"]').waitFor();
        await box.check();
        await page
          .locator('rewards-catalog')
          .getByRole('status')
          .getByText(/^Showing|^Nothing/)
          .waitFor();
      },
    },
    {
      name: 'rewards-catalog: the question, with the shipping address',
      open: async (page) => {
        const redeem = page.locator('rewards-catalog [data-goods-id="GDS-1005"]').getByRole('button', { name: 'Redeem', exact: true });
        if (!(await page.locator('rewards-catalog[data-catalog-state="ready"]').count()) || !(await redeem.count())) return false;
        await redeem.click();
        await page.locator('rewards-catalog dialog address').waitFor();
      },
    },
    {
      name: 'rewards-catalog: an e-card redeemed, its form',
      open: async (page) => {
        const redeem = page.locator('rewards-catalog [data-goods-id="GDS-1004"]').getByRole('button', { name: 'Redeem', exact: true });
        if (!(await page.locator('rewards-catalog[data-catalog-state="ready"]').count()) || !(await redeem.count())) return false;
        await redeem.click();
        const confirm = page.locator('rewards-catalog dialog').getByRole('button', { name: 'Redeem', exact: true });
        await page.locator('rewards-catalog dialog button[aria-disabled="false"]').first().waitFor();
        await confirm.click();
        await page.locator('rewards-catalog dialog form').waitFor();
      },
    },
  ],
  // Issue 32: a goal that is not right (the field marked), and the previous week's chart.
  'rewards-goals': [
    {
      name: 'rewards-goals: a goal that is not right, and the previous week',
      open: async (page) => {
        const host = page.locator('rewards-goals[data-goals-state="ready"]');
        if (!(await host.count())) return false;
        const fitness = host.getByRole('textbox', { name: 'Fitness goal' });
        await fitness.fill('12');
        await host.locator('form[data-goal="fitness"]').getByRole('button', { name: 'Save goal' }).click();
        await host.locator('input[aria-invalid="true"]').waitFor();
        await host.getByRole('button', { name: 'Previous week' }).click();
        await page.locator('rewards-goals[data-week$="W01"] .rewards-goals__chart').waitFor();
      },
    },
  ],
  // Issue 32: the place list open with options; a result's redeem choice open; the 'Report a
  // problem' dialog with its required fields marked (a participant only).
  'local-offers': [
    {
      name: 'local-offers: the place list open',
      open: async (page) => {
        const where = page.locator('local-offers').getByRole('combobox', { name: 'Where' });
        if (!(await where.count())) return false;
        await where.pressSequentially('Phoe');
        await page.locator('local-offers [role="listbox"]:not([hidden]) [role="option"]').first().waitFor();
      },
    },
    {
      name: "local-offers: a result's redeem choice open",
      open: async (page) => {
        const host = page.locator('local-offers');
        const where = host.getByRole('combobox', { name: 'Where' });
        if (!(await where.count())) return false;
        await where.pressSequentially('Phoen');
        await host.getByRole('option', { name: 'Phoenix, AZ, USA', exact: true }).click();
        await host.getByRole('button', { name: 'Search', exact: true }).click();
        await page.locator('local-offers[data-local-offers-state="results"]').waitFor();
        await host.locator('.local-offers__redeem[aria-expanded]').first().click();
        await host.locator('.local-offers__choices:not([hidden])').first().waitFor();
      },
    },
    {
      name: "local-offers: 'Report a problem' with its fields marked",
      open: async (page) => {
        const host = page.locator('local-offers');
        const report = host.getByRole('button', { name: 'Report a problem' });
        if (!(await report.count())) return false;
        await report.click();
        const dialog = host.locator('dialog[open]');
        await dialog.getByRole('button', { name: 'Send' }).click();
        await dialog.locator('[aria-invalid="true"]').first().waitFor();
      },
    },
  ],
  // Issue 31: the history's second tab (a participant only).
  'rewards-history': [
    {
      name: 'rewards-history: points used',
      open: async (page) => {
        const used = page.locator('rewards-history').getByRole('tab', { name: 'Points used' });
        if (!(await used.isVisible())) return false;
        await used.click();
        await page.waitForFunction(() => {
          const host = document.querySelector('rewards-history');
          return host?.getAttribute('data-history-tab') === 'used' && ['list', 'empty'].includes(host.getAttribute('data-history-state') ?? '');
        });
      },
    },
  ],
  // Issue 31: the secret word's result line, a refusal (a word that is not today's) and an
  // empty word (the field marked invalid). Only a participant has the form.
  'secret-word': [
    {
      name: 'secret-word: a word that is not today’s',
      open: async (page) => {
        const host = page.locator('secret-word');
        const field = host.getByRole('textbox', { name: 'Secret word' });
        if (!(await field.isVisible())) return false;
        await field.fill('NOT-A-WORD');
        await host.getByRole('button', { name: 'Submit', exact: true }).click();
        await host
          .getByRole('status')
          .getByText(/not the secret word/)
          .waitFor();
      },
    },
    {
      name: 'secret-word: an empty word',
      open: async (page) => {
        const host = page.locator('secret-word');
        const field = host.getByRole('textbox', { name: 'Secret word' });
        if (!(await field.isVisible())) return false;
        await field.fill('');
        await host.getByRole('button', { name: 'Submit', exact: true }).click();
        await host
          .getByRole('status')
          .getByText(/Type the secret word/)
          .waitFor();
      },
    },
  ],
};

/**
 * The header's open states. The header is the same on every page and its dropdown differs by
 * persona, not by page: checked on the two home pages (English, Spanish) for every persona
 * rather than on all twenty pages, which would add over a thousand loads to the sweep.
 */
const siteHeaderStates: OpenStates = [
  {
    // The account dropdown (logged-in visitors): a disclosure button named by the first name.
    name: 'site-header: account dropdown',
    open: async (page) => {
      const button = page.locator('site-header').getByRole('button', { name: /Account menu|Menú de la cuenta/ });
      if (!(await button.count()) || !(await button.isVisible())) return false;
      await button.click();
      await page.locator('site-header [data-account-menu] [aria-expanded="true"]').waitFor();
      await page
        .locator('site-header')
        .getByRole('button', { name: /^(Log Out|Cerrar sesión)$/ })
        .waitFor();
    },
  },
  {
    // The offscreen navigation, with focus moved into it (site 2.3: 500 ms after it opens).
    name: 'site-header: offscreen navigation',
    open: async (page) => {
      await page.locator('site-header [data-offscreen-nav-open]').click();
      await page
        .locator('site-header')
        .getByRole('button', { name: /^(Close menu|Cerrar menú)$/ })
        .waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('[data-offscreen-nav]') !== null);
    },
  },
];

/** The tile gallery with every tile revealed (its badges and locks all on show). */
function tileGalleryAllShown(buttonName: string): OpenStates[number] {
  return {
    name: 'tile-gallery: every tile shown',
    open: async (page) => {
      // The programme's gating modal (program-gate, on the same pages) is closed first, as a visitor would.
      await closeProgramModal(page);
      const host = page.locator('tile-gallery').first();
      const button = host.getByRole('button', { name: buttonName, exact: true });
      if (await button.count()) await button.click();
      await host.locator('.tile-gallery__more').waitFor({ state: 'detached' });
    },
  };
}

/** Closes program-gate's gating modal when one is open (Escape, brain-health 2.5): the page behind is usable again. */
export async function closeProgramModal(page: Page): Promise<void> {
  const dialog = page.locator('program-gate dialog[open]');
  if (!(await dialog.count())) return;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' }).catch(() => page.locator('program-gate[data-program-modal]').waitFor({ state: 'detached' }));
}

/**
 * The brain-health gate's modals (issue 33; brain-health 2.5, 4.3, 9; CONTRACT 5): the modal the
 * visitor has on load is checked open by the page's own load (at 1280 px); here it is at 390 px,
 * then, as the anonymous visitor, the partner campaign's offer, the confirmation of
 * `window.memberElements.confirm()`, the join, activate, renew and free-trial-expired modals at
 * 390 px as their personas and, last, the welcome of shared content as bh-exclusive (the last five
 * switch the persona).
 */
const isAnonymousVisitor = async (page: Page) => (await page.locator('html').getAttribute('data-program-user-type')) === 'anonymous-user';
const programGateStates: OpenStates = [
  {
    name: 'program-gate: the gating modal, 390 px',
    open: async (page) => {
      const dialog = page.locator('program-gate dialog[open]');
      if (!(await dialog.count())) return false;
      await page.setViewportSize({ width: 390, height: 844 });
      await dialog.getByRole('heading').waitFor();
    },
  },
  {
    name: 'program-gate: the partner campaign offer, 390 px',
    open: async (page) => {
      if (!(await isAnonymousVisitor(page))) return false;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${new URL(page.url()).pathname}?cmp=sl-dso-sss-vzn`);
      await settle(page);
      await page.locator('program-gate dialog[open][data-modal="partnerCampaign"]').waitFor();
    },
  },
  {
    name: 'program-gate: the confirmation of confirm()',
    open: async (page) => {
      if (!(await isAnonymousVisitor(page))) return false;
      await closeProgramModal(page);
      await page.evaluate(() => void window.memberElements!.confirm({ title: 'Remove this from your list?', message: 'You can add it again later.' }));
      await page.locator('dialog.confirm-modal[open]').getByRole('button', { name: 'Yes' }).waitFor();
    },
  },
  // The gating modals of the logged-in types at 390 px (each is checked at 1280 px on its persona's
  // own load of the page): a persona switch each, so once, from the anonymous visitor's load.
  ...(
    [
      ['join', 'bh-registered-non-member'],
      ['activate', 'bh-registered-non-activated-member'],
      ['renew', 'bh-cancelled-or-expired-member'],
      ['freeTrialExpired', 'bh-free-trial-expired'],
    ] as const
  ).map(([modal, personaId]): OpenState => ({
    name: `program-gate: the ${modal} modal, 390 px (${personaId})`,
    open: async (page) => {
      if (!(await isAnonymousVisitor(page))) return false;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(personaUrl(personaId, new URL(page.url()).pathname));
      await settle(page);
      await page.locator(`program-gate dialog[open][data-modal="${modal}"]`).waitFor();
    },
  })),
  {
    name: 'program-gate: the welcome of shared content (bh-exclusive)',
    open: async (page) => {
      if (!(await isAnonymousVisitor(page))) return false;
      await page.goto(personaUrl('bh-exclusive', `${new URL(page.url()).pathname}?redirectedby=exclusive`));
      await settle(page);
      await page.locator('program-gate dialog[open][data-modal="welcome"]').waitFor();
    },
  },
];

/** Types into the search box `box` (a selector) until its suggestion list is open, then highlights the first. */
async function showSuggestions(page: Page, box: string): Promise<void> {
  const input = page.locator(`${box} input[role="combobox"]`).first();
  await input.click();
  await input.pressSequentially('medicare');
  await page.locator(`${box} [role="listbox"]:not([hidden]) [role="option"]`).first().waitFor();
  await input.press('ArrowDown');
  await page.locator(`${box} [role="option"][aria-selected="true"]`).waitFor();
}

/** The search box's suggestion list open, one suggestion highlighted (issue 15). */
const searchBoxListOpen: OpenStates[number] = {
  name: 'search-box: suggestion list open',
  open: (page) => showSuggestions(page, 'search-box[data-search-box="suggest"]'),
};

/** The benefits navigation's phone disclosure open at 390 px (issue 16; the sweep restores the viewport). */
function benefitsNavPhoneOpen(toggleName: string): OpenStates[number] {
  return {
    name: 'benefits-nav: list open on a phone, 390 px',
    open: async (page) => {
      await page.setViewportSize({ width: 390, height: 800 });
      const toggle = page.locator('benefits-nav').getByRole('button', { name: toggleName });
      await toggle.click();
      await page.locator('benefits-nav button[aria-expanded="true"]').waitFor();
    },
  };
}

/** The travel widget with another tab chosen by keyboard (issue 16). */
const travelWidgetOtherTab: OpenStates[number] = {
  name: 'travel-widget: last tab chosen',
  open: async (page) => {
    await page.locator('travel-widget [role="tab"][aria-selected="true"]').focus();
    await page.keyboard.press('End');
    await page.locator('travel-widget [role="tab"]:last-child[aria-selected="true"]').waitFor();
  },
};

/** The recommendation containers filled from the service (issue 17): the element's own cards. */
const recommendationsFilled: OpenStates[number] = {
  name: 'recommended-for-you: containers filled',
  open: async (page) => {
    const hosts = page.locator('recommended-for-you');
    await hosts.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('recommended-for-you')].every((host) => host.hasAttribute('data-txid')));
  },
};

/** Issue 17's page features: the promo banner's closed variation, the leaderboard stuck at the bottom. */
function pageFeatureStates(closeName: string): OpenStates {
  return [
    {
      name: 'promo-banner: closed variation',
      open: async (page) => {
        const expanded = page.locator('promo-banner [data-variation="expanded"]');
        await page.locator('promo-banner[data-banner-upgraded]').waitFor({ state: 'attached' });
        if (await expanded.isVisible()) await expanded.getByRole('button', { name: closeName, exact: true }).click();
        await page.locator('promo-banner [data-variation="closed"]').waitFor();
      },
    },
    {
      name: 'sticky-ad: stuck',
      open: async (page) => {
        await page.locator('sticky-ad[data-element-state="ready"]').waitFor({ state: 'attached' });
        await page.evaluate(() => window.scrollTo(0, 800));
        await page.locator('sticky-ad[data-stuck]').waitFor();
      },
    },
  ];
}

/** Open states of one demo page (by page id), for content only that page has. */
/**
 * The programme header's inbox (issue 34; brain-health 4.10): its panel open, the cards listed (or
 * its 'No messages' / 'Messages are unavailable right now'). Only on the programme's start page,
 * where it is the page's one state (no reload of its own: CI time); the inbox is hidden for a
 * visitor without a login, and the gating modal, when there is one, is closed first.
 */
const messageInboxOpen: OpenStates[number] = {
  name: 'message-inbox: the panel open',
  open: async (page) => {
    const host = page.locator('site-header message-inbox');
    if (!(await host.isVisible())) return false;
    // The page's modals first (the gate's; the email-verification prompt, which an earlier state
    // of this page may have opened by switching the persona): the inbox is the page behind them.
    await closeProgramModal(page);
    const verify = page.locator('email-verification dialog[open]');
    if (await verify.count()) {
      await page.keyboard.press('Escape');
      await verify.waitFor({ state: 'detached' });
    }
    await host.locator('[data-inbox-toggle]').click();
    await host
      .locator('[data-inbox-panel]:not([hidden]) :is(.message-inbox__cards, [data-inbox-message="empty"], [data-inbox-message="unavailable"])')
      .waitFor();
  },
};

export const openStatesByPage: Readonly<Record<string, OpenStates>> = {
  home: [...siteHeaderStates, searchBoxListOpen],
  'home-es': [...siteHeaderStates, searchBoxListOpen],
  'search-results': [searchBoxListOpen],
  recommendations: [recommendationsFilled],
  'saved-benefits': [
    {
      // The removing overlay (site 2.10) on the first card, Undo focused. The remove call is held
      // (never answered), so the overlay stays however long the checks take and the persona's
      // saved list is not changed. Anonymous visitors and members without offers have no cards.
      name: 'saved-benefits: removing overlay',
      open: async (page) => {
        const button = page
          .locator('saved-benefits .saved-offer')
          .first()
          .getByRole('button', { name: /^(remove offer|eliminar oferta)$/ });
        if (!(await button.count())) return false;
        await page.route('**/applications/CoreApi/offers/dbr/remove/**', () => undefined);
        await button.click();
        await page.locator('saved-benefits .saved-offer__removing:not([hidden])').waitFor();
        await page.waitForFunction(() => document.activeElement?.matches('saved-benefits .saved-offer__undo') === true);
      },
    },
  ],
  'search-results-es': [searchBoxListOpen],
  'benefits-category': [
    {
      // The author-configured modal (site 2.6), opened by its link, focus on its Close button.
      name: 'author-modal: newsletter modal',
      open: async (page) => {
        await page.getByRole('link', { name: 'Sign up for travel deals by email' }).click();
        await page.locator('author-modal').getByRole('dialog', { name: 'Travel deals newsletter' }).waitFor();
        await page.waitForFunction(() => document.activeElement?.closest('author-modal dialog[open]') != null);
      },
    },
    {
      // The search modal (site 2.8), opened by its button, focus in the search input.
      name: 'search-modal: dialog open',
      open: async (page) => {
        const host = page.locator('search-modal');
        await host.getByRole('button', { name: 'Search', exact: true }).first().click();
        await host.getByRole('dialog', { name: 'Search' }).waitFor();
        await page.waitForFunction(() => document.activeElement?.matches('search-modal dialog[open] input[name="q"]') === true);
      },
    },
    {
      // Its channel dropdown open (the APG select-only combobox), an option highlighted.
      name: 'search-modal: channel list open',
      open: async (page) => {
        const host = page.locator('search-modal');
        await host.getByRole('button', { name: 'Search', exact: true }).first().click();
        const combobox = host.getByRole('combobox', { name: 'Search in' });
        await combobox.click();
        await combobox.press('ArrowDown');
        await host.getByRole('listbox').waitFor();
        await page.locator('search-modal [role="combobox"][aria-activedescendant]').waitFor();
      },
    },
    {
      // The typeahead inside it (the modal's <search-box>, issue 15): the suggestion list open in
      // the dialog, a suggestion highlighted.
      name: 'search-modal: suggestion list open',
      open: async (page) => {
        const host = page.locator('search-modal');
        await host.getByRole('button', { name: 'Search', exact: true }).first().click();
        await host.getByRole('dialog', { name: 'Search' }).waitFor();
        await showSuggestions(page, 'search-modal dialog[open] search-box[data-search-box="suggest"]');
      },
    },
    {
      // The offer card's tooltip (site 4.9): 'has been saved' / 'has been removed' for a logged-in
      // visitor (the save call answered 200 here, so the emulator's saved list is left alone), the
      // 'Login To Save' / 'Create Login' links for an anonymous one.
      name: 'offer-card: save tooltip open',
      open: async (page) => {
        await page.route('**/applications/CoreApi/offers/dbr/*/*', (route) =>
          route.request().method() === 'POST' ? route.fulfill({ status: 200, body: '' }) : route.fallback(),
        );
        const button = page.locator('offer-card:not([hidden]) .offer-card__save-button').first();
        await button.click();
        await page.locator('offer-card .offer-card__tip:not([hidden])').first().waitFor();
      },
    },
    {
      // The offer-details modal (site 2.9): the page in its iframe, the layout settled (1.2 s).
      name: 'offer-card: details modal open',
      open: async (page) => {
        await page.locator('offer-card:not([hidden]) h2 a').first().click();
        await page.locator('offer-card dialog[open][data-layout="settled"]').waitFor();
      },
    },
  ],
  article: [
    {
      // The leaving-site notice (site 2.5), opened by the article's link to another site.
      name: 'leaving-site-modal: notice open',
      open: async (page) => {
        await page.locator('leaving-site-modal[data-leaving-state]').waitFor({ state: 'attached' });
        await page.getByRole('link', { name: 'Medicare.gov' }).click();
        await page.locator('leaving-site-modal').getByRole('dialog').waitFor();
        await page.locator('leaving-site-modal').getByRole('button', { name: 'Continue' }).waitFor();
      },
    },
  ],
  'benefits-travel-hotels': [benefitsNavPhoneOpen('Benefit categories'), travelWidgetOtherTab],
  'benefits-travel-hotels-es': [benefitsNavPhoneOpen('Categorías de beneficios'), travelWidgetOtherTab],
  'brain-health-articles': [tileGalleryAllShown('Load more'), ...programGateStates],
  'brain-health-articles-es': [tileGalleryAllShown('Cargar más')],
  'brain-health-start': [messageInboxOpen],
  'page-features': pageFeatureStates('Close banner'),
  'page-features-es': pageFeatureStates('Cerrar aviso'),
};

/** Every open state of a demo page: its elements' states, then the page's own. */
export function openStatesFor(demo: DemoPage): OpenStates {
  return [
    ...demo.elements.flatMap((tag) => (openStatesByTag[tag] ?? []).map((state) => ({ ...state, name: `${tag}: ${state.name}` }))),
    ...(openStatesByPage[demo.id] ?? []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Visiting and settling
// ---------------------------------------------------------------------------------------------

/** The demo server's persona switch: sets the persona's cookies, then redirects to `path`. */
export const personaUrl = (personaId: string, path: string) => `/__demo/persona?id=${encodeURIComponent(personaId)}&next=${encodeURIComponent(path)}`;

/**
 * Waits until the page has settled: the page API's identity is ready, every library element has
 * left `data-element-state="loading"` (or was removed), web fonts are loaded, and two frames
 * have been painted.
 */
export async function settle(page: Page, timeout = 10_000): Promise<void> {
  await page
    .waitForFunction(() => window.memberElements !== undefined, undefined, { timeout })
    .catch((error: unknown) => {
      throw new Error(`window.memberElements never appeared on ${page.url()}: did dist/loader.js or dist/page.js load?\n${String(error)}`);
    });
  await page.evaluate(() => window.memberElements!.ready);
  try {
    await page.waitForFunction(
      (tags) => {
        const found: Element[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll('*')) {
            if (tags.includes(element.localName)) found.push(element);
            if (element.shadowRoot) walk(element.shadowRoot);
          }
        };
        walk(document);
        return found.every((element) => {
          const state = element.getAttribute('data-element-state');
          return state !== null && state !== 'loading';
        });
      },
      LIBRARY_TAGS,
      { timeout, polling: 50 },
    );
  } catch (error) {
    const pending = await page.evaluate(
      (tags) =>
        tags.flatMap((tag) =>
          [...document.querySelectorAll(tag)].map((element) => `<${tag} data-element-state=${element.getAttribute('data-element-state')}>`),
        ),
      LIBRARY_TAGS,
    );
    throw new Error(`library elements did not settle on ${page.url()}: ${pending.join(', ')}\n${String(error)}`);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Opens `path` as the persona and waits for it to settle; the page's response (its headers: the CSP gate reads the policy). */
export async function visit(page: Page, personaId: string, path: string): Promise<Response | null> {
  const response = await page.goto(personaUrl(personaId, path));
  await settle(page);
  return response;
}

// ---------------------------------------------------------------------------------------------
// axe
// ---------------------------------------------------------------------------------------------

/**
 * What axe reads of the elements `tags` in the page, without the words: each element's subtree
 * (open shadow roots included) as tag names and attributes, with every run of text as one mark.
 * Two personas whose elements give the same fingerprint show axe the same thing: the WCAG A and
 * AA rules look at roles, names' presence, attributes, structure and styles (which follow the
 * classes and attributes), not at which words a name is made of. A persona's name, points or
 * dates change the words only.
 */
export async function renderingFingerprint(page: Page, tags: readonly string[]): Promise<string> {
  if (!tags.length) return '';
  return page.evaluate((wanted) => {
    const parts: string[] = [];
    const write = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent?.trim()) parts.push('#');
        return;
      }
      if (!(node instanceof Element)) return;
      const attributes = [...node.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort();
      parts.push(`<${node.localName} ${attributes.join(' ')}>`);
      if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) write(child);
      if (node.localName !== 'style' && node.localName !== 'script') for (const child of node.childNodes) write(child);
      parts.push(`</${node.localName}>`);
    };
    for (const element of document.querySelectorAll(wanted.join(','))) write(element);
    return parts.join('');
  }, tags);
}

/**
 * axe-core with the WCAG 2.2 AA tags; returns each violation as readable text (empty: none).
 *
 * When every frame is of the page's origin (most pages have none; the offer cards keep hidden
 * about:blank frames), @axe-core/playwright's legacy mode runs: `axe.run` in the page, which
 * reaches same-origin frames itself: the same rules and results, without the blank page the
 * frame-aware mode opens for every call. axe-core's source (580 kB) is then put into each frame
 * once per document, here; AxeBuilder would send and evaluate it twice per call (measured on the
 * 22 demo pages: 10.9 s of axe with AxeBuilder, 6.5 s injected once). A page with a frame of another
 * origin (an embedded Ask, a partner iframe) gets the frame-aware mode, so that frame is checked too.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const legacy = page.frames().every((frame) => frame.url() === 'about:blank' || frame.url().startsWith(`${origin}/`));
  if (legacy) {
    for (const frame of page.frames()) {
      try {
        if (!(await frame.evaluate('typeof window.axe?.run === "function"'))) await frame.evaluate(axe.source);
      } catch {
        // A frame that went away or refuses scripts: AxeBuilder skips it the same way.
      }
    }
  }
  // With axe in every frame already, the builder's own injection is a no-op (`axeSource`).
  const results = await new AxeBuilder({ page, ...(legacy ? { axeSource: 'void 0' } : {}) })
    .withTags([...WCAG_TAGS])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(legacy)
    .analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 8)
      .map((node) => `    - ${node.target.join(' >>> ')}\n      ${(node.failureSummary ?? '').replace(/\n\s*/g, ' / ')}\n      ${node.html.slice(0, 200)}`)
      .join('\n');
    const more = violation.nodes.length > 8 ? `\n    ... and ${violation.nodes.length - 8} more` : '';
    return `[${where}] ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
  });
}

// ---------------------------------------------------------------------------------------------
// Layout checks (each returns problems as readable text; empty: none)
// ---------------------------------------------------------------------------------------------

/** WCAG 1.4.10 Reflow: at the current viewport, the page must not scroll horizontally. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return [];
    // Name the widest culprits, so the failure says what to fix.
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0) {
        const parentBox = element.parentElement?.getBoundingClientRect();
        if (!parentBox || parentBox.right <= width + 1)
          wide.push(
            `${element.localName}${element.className ? `.${String(element.className).trim().replace(/\s+/g, '.')}` : ''} (right edge ${Math.round(box.right)} px)`,
          );
      }
    }
    return [`page is ${scrollWidth} px wide at a ${width} px viewport: ${wide.slice(0, 6).join(', ')}`];
  });
}

/**
 * WCAG 1.4.12 Text Spacing: the bookmarklet's override (line height 1.5, letter spacing 0.12em,
 * word spacing 0.16em, paragraph spacing 2em), as a constructed stylesheet adopted by the document
 * and every open shadow root (a constructed sheet is CSSOM, so the page's CSP still applies as is).
 */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
       p { margin-bottom: 2em !important; }`,
    );
    const adopt = (root: Document | ShadowRoot) => {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) adopt(element.shadowRoot);
    };
    adopt(document);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // Proof the override took effect (a page could block it, and the check would pass vacuously).
    if (getComputedStyle(document.body).wordSpacing === '0px') throw new Error('the text-spacing override did not apply');
  });
}

/**
 * After `applyTextSpacing`: nothing clipped and no text overlapping.
 * - Clipped: an element with overflow hidden or clip (per axis) whose scrollWidth/scrollHeight
 *   exceeds its clientWidth/clientHeight by more than 1 px. Boxes of 1 px or less are skipped:
 *   that is the visually-hidden (screen-reader-only) pattern, clipped on purpose; so are input,
 *   textarea and select, which scroll their own value. The root clipped by a scroll lock (a modal
 *   dialog or a page wall sets overflow hidden on <html>) is no finding by itself: the page
 *   behind is inert on purpose; controls outside inert parts must then be on screen or in a
 *   box that scrolls itself.
 * - Overlapping: the line boxes of every visible text node (Range.getClientRects) are compared
 *   pairwise; two text nodes whose boxes intersect by more than 2 px in both directions overlap
 *   (text pushed out of a fixed-height box over its neighbour, absolutely placed labels, ...).
 *   Each line box is first cut to what its clipping ancestors show (text clipped away is the
 *   clipping check's finding; visually-hidden text takes no room). This is text against text
 *   only: text over an image or a coloured box is not detected. Text in a fixed or sticky box
 *   (a sticky header) is compared only with text in the same box: over scrolled content it
 *   covers that content by design, which the focus-not-obscured check judges.
 */
export async function textSpacingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.localName}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const elements: Element[] = [];
    const texts: Text[] = [];
    const walk = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          if (node.data.trim()) texts.push(node);
        } else if (node instanceof Element) {
          elements.push(node);
          if (node.shadowRoot) walk(node.shadowRoot);
        }
      }
    };
    walk(document);

    for (const element of elements) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.display === 'contents' || style.visibility === 'hidden') continue;
      // A text field scrolls its own value; that is how form controls work, not clipping.
      if (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) continue;
      const clipX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!clipX && !clipY) continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      if (element === document.documentElement && (element as HTMLElement).style.overflow === 'hidden') {
        // A scroll lock (the modal dialog, the page walls): the page behind is inert on purpose
        // (a wall keeps the page's title for screen readers, wherever it lies). Every control that
        // is not inert must still be in reach: on screen, or in a box that scrolls itself.
        // An open modal dialog (showModal: program-gate's modal on load) makes everything outside it inert, with no attribute.
        const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex^="-"])';
        const modal = document.querySelector('dialog:modal');
        for (const node of document.body.querySelectorAll(controls)) {
          if (node.closest('[inert]') || (modal && !modal.contains(node)) || getComputedStyle(node).visibility === 'hidden') continue;
          let scroller = node.parentElement;
          while (scroller && scroller !== document.body && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY))
            scroller = scroller.parentElement;
          if (scroller && scroller !== document.body) continue;
          const box = node.getBoundingClientRect();
          if (box.width > 0 && box.height > 0 && (box.bottom > innerHeight + 1 || box.top < -1))
            problems.push(
              `out of reach under the scroll lock (${Math.round(box.top)} to ${Math.round(box.bottom)} px, viewport ${innerHeight}): ${describe(node)}`,
            );
        }
        continue;
      }
      if (clipX && element.scrollWidth > element.clientWidth + 1)
        problems.push(`clipped horizontally (${element.scrollWidth} > ${element.clientWidth} px): ${describe(element)}`);
      if (clipY && element.scrollHeight > element.clientHeight + 1)
        problems.push(`clipped vertically (${element.scrollHeight} > ${element.clientHeight} px): ${describe(element)}`);
    }

    // The part of the viewport an element's content can show in: its clipping ancestors' boxes
    // intersected (null: clipped away entirely, or by clip / clip-path, which is not measured).
    type Area = { left: number; top: number; right: number; bottom: number } | null;
    const areas = new Map<Element, Area>();
    const visibleArea = (element: Element | null): Area => {
      if (!element) return { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      if (areas.has(element)) return areas.get(element)!;
      const parent = element.parentElement ?? (element.getRootNode() as ShadowRoot).host ?? null;
      let area = visibleArea(parent);
      const style = getComputedStyle(element);
      if (area && ((style.clip !== 'auto' && style.position === 'absolute') || style.clipPath !== 'none')) area = null;
      if (area && style.display !== 'contents') {
        const box = element.getBoundingClientRect();
        const clipX = style.overflowX !== 'visible';
        const clipY = style.overflowY !== 'visible';
        area = {
          left: clipX ? Math.max(area.left, box.left) : area.left,
          right: clipX ? Math.min(area.right, box.right) : area.right,
          top: clipY ? Math.max(area.top, box.top) : area.top,
          bottom: clipY ? Math.min(area.bottom, box.bottom) : area.bottom,
        };
      }
      areas.set(element, area);
      return area;
    };
    // The fixed or sticky box a node sits in (null: it scrolls with the page). A sticky header over
    // scrolled content covers that content by design (focus under it is the focus check's
    // business), so text in such a box is compared only with text in the same box.
    const layers = new Map<Element, Element | null>();
    const layerOf = (element: Element | null): Element | null => {
      if (!element) return null;
      if (layers.has(element)) return layers.get(element)!;
      const position = getComputedStyle(element).position;
      const layer =
        position === 'fixed' || position === 'sticky' ? element : layerOf(element.parentElement ?? (element.getRootNode() as ShadowRoot).host ?? null);
      layers.set(element, layer);
      return layer;
    };
    const boxes: { rect: DOMRect; text: Text; layer: Element | null }[] = [];
    for (const text of texts) {
      const parent = text.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TITLE'].includes(parent.tagName)) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const area = visibleArea(parent);
      if (!area) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        // Only the visible part of each line: clipped text is the clipping check's business.
        const rect = DOMRect.fromRect({ x: Math.max(line.left, area.left), y: Math.max(line.top, area.top), width: 0, height: 0 });
        rect.width = Math.min(line.right, area.right) - rect.x;
        rect.height = Math.min(line.bottom, area.bottom) - rect.y;
        if (rect.width > 1 && rect.height > 1) boxes.push({ rect, text, layer: layerOf(parent) });
      }
      if (boxes.length > 3000) break;
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.text === b.text || a.layer !== b.layer) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width > 2 && height > 2) {
          problems.push(
            `text overlaps: "${a.text.data.trim().slice(0, 30)}" and "${b.text.data.trim().slice(0, 30)}" (${Math.round(width)} x ${Math.round(height)} px)`,
          );
        }
      }
    }
    return problems;
  });
}

/**
 * WCAG 2.5.8 Target Size (Minimum), with the stricter 44 x 44 px for icon-only controls.
 * Targets: a[href], button, input (not hidden), select, textarea, [role=button] and elements with
 * a tabindex of 0 or more, when rendered and not disabled. Each must be at least 24 x 24 CSS px,
 * unless it is an inline link in a sentence (display inline, and the nearest block container has
 * text of its own outside any target: the 2.5.8 "inline" exception). A button or link without
 * visible text (only an svg, img or an aria-label) must be at least 44 x 44.
 */
export async function targetSizeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex^="-"])';
    const targets: HTMLElement[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLElement && element.matches(SELECTOR)) targets.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    const isTarget = (element: Element) => element.matches(SELECTOR);
    /** Text of `block` outside any target (text in a sentence around the link). */
    const ownText = (block: Element): string => {
      let text = '';
      const collect = (node: Node) => {
        for (const child of node.childNodes) {
          if (child instanceof Text) text += child.data;
          else if (child instanceof Element && !isTarget(child)) collect(child);
        }
      };
      collect(block);
      return text.trim();
    };
    const problems: string[] = [];
    for (const target of targets) {
      if ((target as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || target.getClientRects().length === 0) continue;
      const box = target.getBoundingClientRect();
      const visibleText = (target.innerText ?? '').trim();
      const label = `${target.localName}${target.id ? `#${target.id}` : ''} "${(visibleText || target.getAttribute('aria-label') || target.getAttribute('title') || '').slice(0, 40)}"`;
      const isButtonLike = target.matches('a[href], button, [role="button"], input[type="button"], input[type="submit"], input[type="image"]');
      const iconOnly = isButtonLike && !visibleText && !(target instanceof HTMLInputElement && target.value && target.type !== 'image');
      if (iconOnly) {
        if (box.width < 44 || box.height < 44)
          problems.push(`icon-only control ${label} is ${Math.round(box.width)} x ${Math.round(box.height)} px (needs 44 x 44)`);
        continue;
      }
      if (box.width >= 24 && box.height >= 24) continue;
      if (style.display === 'inline') {
        let block: Element | null = target.parentElement;
        while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
        if (block && ownText(block)) continue;
      }
      problems.push(`target ${label} is ${Math.round(box.width)} x ${Math.round(box.height)} px (needs 24 x 24, or to be a link inside a sentence)`);
    }
    return problems;
  });
}

/**
 * WCAG 2.4.11 Focus Not Obscured (Minimum): Tab through the page from the top; for each focused
 * element, sample its centre and four corners (1 px in) with elementsFromPoint. A point is covered
 * when an element with position fixed or sticky (or inside one), that is not the focused element
 * or its ancestor, is above the focused element there. The element fails when every sampled point
 * inside the viewport is covered. (elementsFromPoint skips pointer-events: none, so a covering
 * layer that lets clicks through is not seen.) A focused element with no box inside the viewport
 * fails too: a skip link that stays off-screen when focused, a focusable visually-hidden element.
 * Ends when focus leaves the page or comes back to the first element; at most `maxTabs` presses.
 */
export async function focusObscuredProblems(page: Page, maxTabs = 80): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur?.();
  });
  const problems: string[] = [];
  let first: string | undefined;
  for (let press = 0; press < maxTabs; press++) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(() => {
      let focused: Element | null = document.activeElement;
      while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
      if (!focused || focused === document.body || focused === document.documentElement) return null;
      const text = ((focused as HTMLElement).innerText ?? focused.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = `${focused.localName}${focused.id ? `#${focused.id}` : ''} "${text || focused.getAttribute('aria-label') || ''}"`;
      const composedParent = (node: Element): Element | null => node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null;
      const isAncestorOrSelf = (candidate: Element, of: Element) => {
        for (let node: Element | null = of; node; node = composedParent(node)) if (node === candidate) return true;
        return false;
      };
      const stuck = (element: Element) => {
        for (let node: Element | null = element; node; node = composedParent(node)) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return true;
        }
        return false;
      };
      const rects = [...focused.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      const box = rects[0];
      if (!box) return { name, hidden: false, offscreen: true, key: name };
      const root = focused.getRootNode() as Document | ShadowRoot;
      const inset = 1;
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
      if (points.length === 0) return { name, hidden: false, offscreen: true, key: name };
      const covered = points.filter(([x, y]) => {
        for (const element of root.elementsFromPoint(x!, y!)) {
          if (element === focused || isAncestorOrSelf(focused!, element) || isAncestorOrSelf(element, focused!)) return false;
          if (stuck(element)) return true;
        }
        return false;
      });
      return { name, hidden: covered.length === points.length, key: `${name}@${Math.round(box.left + scrollX)},${Math.round(box.top + scrollY)}` };
    });
    if (result === null) break;
    if (first === undefined) first = result.key;
    else if (result.key === first) break;
    if (result.hidden) problems.push(`focused ${result.name} is hidden under a fixed or sticky element`);
    if (result.offscreen) problems.push(`focused ${result.name} is not in the viewport (off-screen or without a visible box)`);
  }
  return problems;
}

/**
 * With prefers-reduced-motion: reduce (emulated by the caller), library elements and everything
 * inside them (light and open shadow DOM) must neither run nor declare a CSS animation or
 * transition longer than 0.01 s: running ones from getAnimations(), declared ones from the
 * computed animation-duration / transition-duration.
 */
export async function motionProblems(page: Page): Promise<string[]> {
  return page.evaluate((tags) => {
    const LIMIT_MS = 10;
    const problems: string[] = [];
    const seconds = (list: string) =>
      Math.max(0, ...list.split(',').map((value) => (value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value) || 0)));
    const hosts: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (tags.includes(element.localName)) hosts.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    const inside: Element[] = [];
    const collect = (element: Element) => {
      inside.push(element);
      for (const child of element.children) collect(child);
      if (element.shadowRoot) for (const child of element.shadowRoot.children) collect(child);
    };
    hosts.forEach(collect);
    const describe = (element: Element) => `${element.localName}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
    for (const element of inside) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.animationName !== 'none' && seconds(style.animationDuration) * 1000 > LIMIT_MS)
          problems.push(`${describe(element)}${pseudo ?? ''} declares animation ${style.animationName} of ${style.animationDuration}`);
        if (style.transitionProperty !== 'none' && seconds(style.transitionDuration) * 1000 > LIMIT_MS)
          problems.push(`${describe(element)}${pseudo ?? ''} declares a transition of ${style.transitionDuration} (${style.transitionProperty})`);
      }
    }
    const insideSet = new Set(inside);
    const animations = new Set([...document.getAnimations(), ...hosts.flatMap((host) => host.getAnimations({ subtree: true }))]);
    for (const animation of animations) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (!target || !insideSet.has(target) || animation.playState !== 'running') continue;
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      if (duration > LIMIT_MS) problems.push(`${describe(target)} runs ${animation.constructor.name} of ${duration} ms`);
    }
    return problems;
  }, LIBRARY_TAGS);
}
