/**
 * <paywall-gate> (site 2.7, 4.8; CONTRACT 4b) in Chromium, at 390 and 1280 px: for a locked
 * visitor (no `at` cookie, codes 1, 5, 4, M, U, D) the article is cut to its teaser at a word
 * boundary with the markup before the cut whole, restricted sections, carousel, comments and the
 * footer leave the DOM, everything outside the wall and the header is inert (Tab visits only
 * those), focus stays where it was, the page does not scroll, and Escape does nothing; removing
 * the element takes it all back. Code 0 is open; on the programme sub-site (`userTypesUrl`) a
 * member by the cookie whose programme is not activated is locked, however late the answer. Authoring and preview modes, bad config. The
 * structured data search engines' paywall guidance asks for (schema.org microdata: the
 * CreativeWork and its gated hasPart, both isAccessibleForFree False, the part's cssSelector
 * selecting it) for every visitor.
 *
 * The page (test/browser/pages/gated-article.html) loads in a same-origin frame, which shares
 * the test page's cookies and has its own identity store and scroll.
 *
 * On the demo's own paywalled articles (their whole body from the CMS templates, at the page's
 * address, in this document with the page's site config against this file's emulator:
 * demo-body.ts), the header and the menu defined too: every persona of
 * fixtures/personas.ts locked or open, with what leaves the DOM, the teaser, what is inert and the
 * wall's Join and Log in links; the keyboard around the wall at 390 and 1280 px (Tab reaches
 * only the header, the menu and the wall, Escape does nothing); the Spanish
 * article's default texts; the carousel's join link rewritten. The real page's load, and logging
 * in through the wall: test/e2e/paywall-gate.spec.ts.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { MEMBERS_ARTICLE_ES_PATH, MEMBERS_ARTICLE_PATH } from '../../cms-templates/pages/index.ts';
import { USER_TYPES_URL } from '../../emulator/handlers/brain-health.ts';
import { personas, type Persona } from '../../fixtures/personas.ts';
import { READY_LIMIT_MS } from '../../src/stores/identity.ts';
import {
  closePages,
  emulatorControl,
  expectInertBehind,
  expectTabOrder,
  expectWallHolds,
  expectWallKeyboard,
  focusables,
  linkTarget,
  openGatedPage,
  personaCookies,
  setCookies,
  wallNamed,
} from './gate-helpers.ts';
import { closeDemoBody, demoPageErrors, openDemoWall, useDemoPage } from './demo-body.ts';
import { waitFor } from './helpers.ts';

const setLogin = (at: Record<string, string> | undefined) => setCookies(at ? { at } : {});
const openPage = (query = '', width = 1280) => openGatedPage(query, width, 'paywall-gate', 'data-locked');
const $ = (doc: Document, id: string) => doc.getElementById(id);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

afterEach(closePages);

const LOCKED: ReadonlyArray<[string, Record<string, string> | undefined]> = [
  ['no at cookie', undefined],
  ['code 1', { ms: '1' }],
  ['code 5', { ms: '5' }],
  ['code 4', { ms: '4' }],
  ['code M', { ms: 'M' }],
  ['code U', { ms: 'U' }],
  ['code D', { ms: 'D' }],
];

for (const width of [390, 1280]) {
  describe(`<paywall-gate> at ${width} px`, () => {
    beforeEach(() => setViewport({ width, height: 800 }));

    for (const [label, at] of LOCKED) {
      it(`${label}: locked, the article cut to 120 characters at a word boundary, the rest gone from the DOM`, async () => {
        setLogin(at);
        const { win, doc, host } = await openPage('', width);
        expect(host.getAttribute('data-locked')).to.equal('true');
        const article = $(doc, 'article')!;
        const text = squash(article.textContent!);
        expect(text.endsWith('\u2026'), text).to.equal(true);
        const teaser = text.slice(0, -1).trimEnd();
        expect(teaser.length).to.be.at.most(120);
        expect(teaser.length).to.be.greaterThan(60);
        // A word boundary: the original goes on with white space after the kept part.
        const original = squash(win.originalText);
        expect(original.startsWith(teaser)).to.equal(true);
        expect(original[teaser.length]).to.equal(' ');
        // The markup before the cut is whole.
        expect($(doc, 'strong')!.textContent).to.equal('Medicare Part B');
        expect($(doc, 'inline-link')!.getAttribute('href')).to.equal('/health/penalty-rules/');
        for (const id of ['p2', 'p3', 'p4', 'restricted', 'carousel', 'comments', 'footer']) expect($(doc, id), id).to.equal(null);
        expect(doc.querySelector('[data-restricted], [data-benefits-carousel], [data-comments], footer')).to.equal(null);
        // The teaser and the wall are visible.
        expect(win.getComputedStyle(article).visibility).to.equal('visible');
        const wall = doc.querySelector<HTMLElement>('.paywall-gate__wall')!;
        expect(wall.getAttribute('aria-labelledby')).to.equal(wall.querySelector('h2')!.id);
        const box = wall.getBoundingClientRect();
        expect(box.bottom).to.be.at.most(800 + 1);
        expect(box.right).to.be.at.most(width + 1);
        for (const link of wall.querySelectorAll('a')) expect(link.getBoundingClientRect().height, link.textContent!).to.be.at.least(44);
      });
    }

    it('code 0: open, the article whole, restricted sections marked as accessed', async () => {
      setLogin({ ms: '0' });
      const { win, doc, host } = await openPage('', width);
      expect(host.getAttribute('data-locked')).to.equal('false');
      expect(squash($(doc, 'article')!.textContent!)).to.equal(squash(win.originalText));
      expect($(doc, 'restricted')!.getAttribute('data-accessed')).to.equal('true');
      for (const id of ['carousel', 'comments', 'footer']) expect($(doc, id), id).not.to.equal(null);
      expect(doc.querySelector('.paywall-gate__wall')).to.equal(null);
      expect(doc.querySelectorAll('[inert]').length).to.equal(0);
      for (const id of ['article', 'restricted', 'carousel', 'comments']) expect(win.getComputedStyle($(doc, id)!).visibility, id).to.equal('visible');
    });

    it('locked: only the header and the wall can be reached; focus is not moved on load', async () => {
      setLogin(undefined);
      const { win, doc, host } = await openPage('', width);
      expect(host.getAttribute('data-locked')).to.equal('true');
      for (const id of ['article', 'inline-link', 'related', 'related-link']) expect($(doc, id)!.closest('[inert]') !== null, id).to.equal(true);
      // The wall's ancestors, the header and the page's title (h1) are not inert; <body> never is.
      for (const id of ['main', 'site-top', 'home', 'search', 'title']) expect($(doc, id)!.closest('[inert]'), id).to.equal(null);
      expect(doc.body.inert).to.equal(false);
      expect(doc.querySelector('.paywall-gate__wall')!.closest('[inert]')).to.equal(null);
      expect(focusables(doc)).to.deep.equal(['Home', 'Search', 'Join', 'Log in']);

      // Tab from the start of the page: the header's links, then the wall's (then browser chrome).
      await expectTabOrder(win, doc, ['Home', 'Search', 'Join', 'Log in']);
    });

    it('locked: the page does not scroll (script, keys); removing the element gives it all back', async () => {
      setLogin({ ms: '5' });
      const { win, doc, host } = await openPage('', width);
      expect(host.getAttribute('data-locked')).to.equal('true');
      await expectWallHolds(win, doc, host, '.paywall-gate__wall', 'related-link');
    });

    it('authoring mode (data-wcmmode="edit"): nothing cut, no wall, no picker', async () => {
      setLogin(undefined);
      const { win, doc, host } = await openPage('?mode=edit&paywallPreview=anonymous', width);
      expect(host.getAttribute('data-locked')).to.equal('false');
      expect(squash($(doc, 'article')!.textContent!)).to.equal(squash(win.originalText));
      for (const id of ['restricted', 'carousel', 'comments', 'footer']) expect($(doc, id), id).not.to.equal(null);
      expect(doc.querySelector('.paywall-gate__wall, .paywall-gate__preview, [inert]')).to.equal(null);
    });

    it('preview mode: the picker; with ?paywallPreview=anonymous the gate cuts as for that visitor', async () => {
      setLogin({ ms: '0' });
      const plain = await openPage('?mode=preview', width);
      expect(plain.host.getAttribute('data-locked')).to.equal('false');
      const select = plain.host.querySelector<HTMLSelectElement>('.paywall-gate__preview select')!;
      expect(select.value).to.equal('');
      expect([...select.options].map((option) => option.value)).to.deep.equal(['', 'anonymous', 'non-member', 'member', 'expired', 'cancelled', 'suspended']);
      expect(squash(plain.doc.getElementById('article')!.textContent!)).to.equal(squash(plain.win.originalText));

      const { doc, host } = await openPage('?mode=preview&paywallPreview=anonymous', width);
      expect(host.getAttribute('data-locked')).to.equal('true');
      expect(host.querySelector<HTMLSelectElement>('.paywall-gate__preview select')!.value).to.equal('anonymous');
      expect(squash($(doc, 'article')!.textContent!).endsWith('\u2026')).to.equal(true);
      expect($(doc, 'restricted')).to.equal(null);
      expect(doc.querySelector('.paywall-gate__wall')).not.to.equal(null);
    });

    it('bad JSON config: a console error naming the tag; the article whole and visible', async () => {
      setLogin(undefined);
      const { win, doc, host } = await openPage('?config=bad', width);
      await waitFor(() => host.getAttribute('data-element-state') === 'error', 5000, 'the error state');
      expect(
        win.consoleErrors.some((message) => message.includes('<paywall-gate>') || message.includes('paywall-gate')),
        win.consoleErrors.join('\n'),
      ).to.equal(true);
      const article = $(doc, 'article')!;
      expect(squash(article.textContent!)).to.equal(squash(win.originalText));
      expect(win.getComputedStyle(article).visibility).to.equal('visible');
      for (const id of ['restricted', 'carousel', 'comments', 'footer']) expect($(doc, id), id).not.to.equal(null);
      expect(doc.querySelector('.paywall-gate__wall, [inert]')).to.equal(null);
    });
  });
}

describe('<paywall-gate> on the programme sub-site (userTypesUrl; brain-health 4.2)', function () {
  // One row waits for an answer held past identity's 3 s ready limit: room for a loaded machine.
  this.timeout(30_000);
  const openProgrammePage = () => openPage(`?userTypes=${encodeURIComponent(USER_TYPES_URL)}`);
  afterEach(() => emulatorControl('reset'));

  // All are members by the cookie (ms 0): only the programme's answer tells them apart.
  const rows: ReadonlyArray<[persona: string, fault: Record<string, unknown> | undefined, locked: boolean, why: string]> = [
    ['bh-registered-non-activated-member', undefined, true, 'the programme is not activated'],
    ['bh-registered-non-activated-member', { delayMs: READY_LIMIT_MS + 500 }, true, "not activated, answered after identity's ready limit"],
    ['bh-returning-member', undefined, false, 'an activated programme member'],
    ['bh-first-time-member', undefined, false, 'an activated first-time member'],
    ['bh-registered-non-activated-member', { status: 500 }, false, 'no programme answer (500): the cookie decides'],
  ];
  for (const [persona, fault, locked, why] of rows) {
    it(`${persona}${fault ? ` (${JSON.stringify(fault)})` : ''}: ${locked ? 'locked' : 'open'}, ${why}`, async () => {
      if (fault) await emulatorControl('faults', { path: USER_TYPES_URL, ...fault });
      setCookies(personaCookies(persona));
      expect(personaCookies(persona).at).to.deep.include({ ms: '0' });
      const { doc, host } = await openProgrammePage();
      expect(host.getAttribute('data-locked')).to.equal(String(locked));
      if (locked) {
        expect($(doc, 'restricted')).to.equal(null);
        expect(doc.querySelector('.paywall-gate__wall')).not.to.equal(null);
        expect(squash($(doc, 'article')!.textContent!).endsWith('\u2026')).to.equal(true);
      } else {
        expect($(doc, 'restricted')!.getAttribute('data-accessed')).to.equal('true');
        expect(doc.querySelector('.paywall-gate__wall, [inert]')).to.equal(null);
      }
    });
  }
});

/**
 * The microdata properties of `item` (HTML microdata: an element with itemprop belongs to the
 * nearest itemscope above it): name -> the values, a nested item as its element, else `content`
 * or the text.
 */
function properties(item: Element): Map<string, Array<string | Element>> {
  const found = new Map<string, Array<string | Element>>();
  for (const el of item.querySelectorAll('[itemprop]')) {
    if (el.parentElement!.closest('[itemscope]') !== item) continue;
    const value = el.hasAttribute('itemscope') ? el : (el.getAttribute('content') ?? el.textContent!.trim());
    for (const name of el.getAttribute('itemprop')!.split(/\s+/)) found.set(name, [...(found.get(name) ?? []), value]);
  }
  return found;
}

/** Top-level items of the page (items that are no other item's property). */
const topItems = (doc: Document) => [...doc.querySelectorAll('[itemscope]')].filter((el) => !el.hasAttribute('itemprop'));

/**
 * Search engines' paywall pattern (schema.org, as Google's paywalled-content guidance asks): the
 * CreativeWork has isAccessibleForFree False and hasPart a WebPageElement with isAccessibleForFree
 * False and a `.class` cssSelector that selects the gated part, with no gated part nested in another.
 */
function expectPaywallMarkup(doc: Document, scope: Element, type: string): void {
  expect(topItems(doc), 'one top-level item').to.have.length(1);
  expect(topItems(doc)[0] === scope, `the item is <${scope.localName}>`).to.equal(true);
  expect(scope.getAttribute('itemtype')).to.equal(type);
  const work = properties(scope);
  expect(work.get('isAccessibleForFree')).to.deep.equal(['False']);
  const parts = work.get('hasPart') ?? [];
  expect(parts, 'one hasPart').to.have.length(1);
  const part = parts[0] as Element;
  expect(part === doc.getElementById('article'), 'hasPart is the gated article').to.equal(true);
  expect(part.getAttribute('itemtype')).to.equal('https://schema.org/WebPageElement');
  const element = properties(part);
  expect(element.get('isAccessibleForFree')).to.deep.equal(['False']);
  const selectors = element.get('cssSelector') as string[];
  expect(selectors).to.have.length(1);
  const selector = selectors[0]!;
  expect(selector, 'a single .class selector').to.match(/^\.[A-Za-z_][\w-]*$/);
  expect(doc.querySelectorAll(selector).length, 'elements the selector selects').to.equal(1);
  expect(doc.querySelector(selector) === part, 'the selector selects the gated part').to.equal(true);
  expect(part.parentElement!.closest('[itemprop~="hasPart"]'), 'not nested in another gated part').to.equal(null);
}

describe('<paywall-gate> structured data (isAccessibleForFree, hasPart.cssSelector)', () => {
  const rows: ReadonlyArray<[string, Record<string, string> | undefined]> = [
    ['a locked visitor (and a crawler: no cookie)', undefined],
    ['a member', { ms: '0' }],
  ];
  for (const [label, at] of rows) {
    it(`${label}: <body> becomes a WebPage item carrying it; the gated part is the article`, async () => {
      setLogin(at);
      const { doc, host } = await openPage('');
      expect(host.getAttribute('data-locked')).to.equal(at ? 'false' : 'true');
      expectPaywallMarkup(doc, doc.body, 'https://schema.org/WebPage');
    });
  }

  it("in the CMS's own item around the article (a NewsArticle): that item carries it, <body> stays plain", async () => {
    setLogin(undefined);
    const { doc, host } = await openPage('?scope=article');
    expect(host.getAttribute('data-locked')).to.equal('true');
    expectPaywallMarkup(doc, $(doc, 'main')!, 'https://schema.org/NewsArticle');
    expect(doc.body.hasAttribute('itemscope')).to.equal(false);
  });

  it('removing the element takes it away; authoring mode adds none', async () => {
    setLogin(undefined);
    const { doc, host } = await openPage('');
    host.remove();
    await waitFor(() => !doc.body.hasAttribute('itemscope'), 3000, 'the structured data to go');
    expect(doc.querySelector('[itemprop], [itemscope], [itemtype], .paywall-gated')).to.equal(null);
    const edit = await openPage('?mode=edit');
    expect(edit.doc.querySelector('[itemprop], [itemscope], .paywall-gated')).to.equal(null);
  });
});

describe('<paywall-gate> link rewriting on the page (site 2.7)', () => {
  it('for a member too: join becomes the membership URL with referrer, login gets the OAuth parameters', async () => {
    setLogin({ ms: '0' });
    const { win, doc } = await openPage('');
    const page = win.location.href;
    const join = new URL($(doc, 'join-link')!.getAttribute('href')!);
    expect(join.origin + join.pathname).to.equal('https://secure.example.org/applications/membershipChallenge/showChallengeForm.action');
    expect(join.searchParams.get('referrer')).to.equal(page);
    const login = new URL($(doc, 'login-link')!.getAttribute('href')!);
    expect(login.searchParams.get('response_type')).to.equal('code');
    expect(login.searchParams.get('client_id')).to.equal('NONLIVE-ID');
    expect(login.searchParams.get('redirect_uri')).to.equal(`${win.location.origin}/member/auth/callback`);
    expect(login.searchParams.get('state')).to.equal(page);
    expect($(doc, 'home')!.getAttribute('href')).to.equal('/');
  });
});

/** Site 4.8: the codes that lock. */
const LOCKING_CODES = ['1', '5', '4', 'M', 'U', 'D'];

/**
 * The persona's status code (`ms` of the `at` cookie, JSON or key=value), or undefined when
 * there is no usable `at` cookie (none, garbage, or no `ms`): such a visitor is locked.
 */
function statusCode(persona: Persona): string | undefined {
  const at = persona.cookies.at;
  if (at === undefined) return undefined;
  if (typeof at === 'object') return at.ms;
  try {
    const parsed: unknown = JSON.parse(at);
    const ms = parsed && typeof parsed === 'object' && Object.hasOwn(parsed, 'ms') ? (parsed as Record<string, unknown>).ms : undefined;
    return typeof ms === 'string' ? ms : undefined;
  } catch {
    return new URLSearchParams(at).get('ms') ?? undefined;
  }
}

const isLocked = (persona: Persona) => {
  const code = statusCode(persona);
  return code === undefined || LOCKING_CODES.includes(code.toUpperCase());
};

describe("<paywall-gate> on the demo's paywalled article", () => {
  const REMOVED = ['[data-restricted]', '[data-benefits-carousel]', '[data-comments]', 'footer'];
  const HEADING = 'Keep reading with membership';
  let services = '';
  before(async () => (services = await useDemoPage('members-article', () => import('../../elements/paywall-gate/define.ts'))));
  afterEach(() => closeDemoBody());
  const openArticle = (id = 'members-article', width = 1280) => openDemoWall(id, 'paywall-gate', 'data-locked', width);
  const visible = (element: Element | undefined | null) => Boolean(element && (element as HTMLElement).checkVisibility({ visibilityProperty: true }));

  describe('every persona: locked or open (site 4.8)', () => {
    for (const persona of personas) {
      const locked = isLocked(persona);
      it(`${persona.id} (code ${statusCode(persona) ?? 'none'}): ${locked ? 'locked' : 'open'}`, async () => {
        setCookies(persona.cookies);
        const host = await openArticle();
        const page = `${location.origin}${MEMBERS_ARTICLE_PATH}`;
        expect(host.getAttribute('data-locked')).to.equal(String(locked));
        const article = document.querySelector<HTMLElement>('[data-paywall-content]')!;
        if (locked) {
          for (const selector of REMOVED) expect(document.querySelectorAll(selector), `${selector} removed`).to.have.length(0);
          const text = squash(article.innerText);
          expect(text.length, 'the teaser: at most 500 characters and the ellipsis').to.be.at.most(501);
          expect(text.endsWith('\u2026'), 'the teaser ends with an ellipsis').to.equal(true);
          const wall = wallNamed(document, HEADING)!;
          expect(visible(wall), 'the wall shows').to.equal(true);
          expectInertBehind(document, '[data-paywall-content]');

          const join = linkTarget(wall, 'Join');
          expect(`${join.origin}${join.pathname}`).to.equal(`${services}mem/join`);
          expect(join.searchParams.get('campaignID')).to.equal('UDFLTTC');
          expect(join.searchParams.get('referrer')).to.equal(page);
          expect(join.searchParams.has('request_locale')).to.equal(false);

          const login = linkTarget(wall, 'Log in');
          expect(`${login.origin}${login.pathname}`).to.equal(`${services}applications/user/login`);
          expect(login.searchParams.get('response_type')).to.equal('code');
          expect(login.searchParams.get('client_id')).to.equal('member-web-nonlive');
          expect(login.searchParams.get('redirect_uri')).to.equal(`${location.origin}/member/auth/callback`);
          expect(login.searchParams.get('state')).to.equal(page);
        } else {
          for (const selector of REMOVED) expect(document.querySelectorAll(selector), `${selector} kept`).to.have.length(1);
          expect(document.querySelector('[data-restricted]')!.getAttribute('data-accessed')).to.equal('true');
          expect(article.querySelectorAll('p')).to.have.length(4);
          expect(visible(article), 'the article shows').to.equal(true);
          expect(wallNamed(document, HEADING)).to.equal(undefined);
          expect(document.querySelector('h1')!.closest('[inert]')).to.equal(null);
        }
        expect(demoPageErrors()).to.deep.equal([]);
      });
    }
  });

  for (const width of [390, 1280]) {
    it(`keyboard at ${width} px: Tab reaches only the header, the navigation and the wall; Escape does nothing`, async () => {
      setCookies({});
      const host = await openArticle('members-article', width);
      await expectWallKeyboard(window, document, wallNamed(document, HEADING)!, '.paywall-gate__wall', ['Join', 'Log in']);
      expect(host.getAttribute('data-locked')).to.equal('true');
    });
  }

  describe('Spanish article, default texts', () => {
    it('locked: the wall in Spanish, Join to the Spanish form, Log in back to the page', async () => {
      setCookies(personaCookies('registered-non-member'));
      const host = await openArticle('members-article-es');
      const page = `${location.origin}${MEMBERS_ARTICLE_ES_PATH}`;
      expect(host.getAttribute('data-locked')).to.equal('true');
      const wall = wallNamed(document, 'Siga leyendo con la membresía')!;
      expect(visible(wall), 'the wall shows').to.equal(true);
      expect(squash(wall.innerText)).to.contain('Este artículo es para miembros. Únase hoy para leerlo completo, o inicie sesión si ya es miembro.');
      const join = linkTarget(wall, 'Únase');
      expect(`${join.origin}${join.pathname}`).to.equal(`${services}mem/join`);
      expect(join.searchParams.get('referrer')).to.equal(page);
      expect(join.searchParams.get('request_locale')).to.equal('es');
      const login = linkTarget(wall, 'Iniciar sesión');
      expect(`${login.origin}${login.pathname}`).to.equal(`${services}applications/user/login`);
      expect(login.searchParams.get('state')).to.equal(page);
      for (const selector of REMOVED) expect(document.querySelectorAll(selector), `${selector} removed`).to.have.length(0);
      // No English left in the wall.
      expect(wall.innerText).not.to.match(/Keep reading|Join|Log in/);
      expect(demoPageErrors()).to.deep.equal([]);
    });

    it('open for a member', async () => {
      setCookies(personaCookies('member-auto-renew'));
      const host = await openArticle('members-article-es');
      expect(host.getAttribute('data-locked')).to.equal('false');
      expect(document.querySelector('[data-restricted]')!.getAttribute('data-accessed')).to.equal('true');
      expect(wallNamed(document, 'Siga leyendo con la membresía')).to.equal(undefined);
    });
  });

  describe('links rewritten on the page (site 2.7)', () => {
    for (const [id, path, name] of [
      ['members-article', MEMBERS_ARTICLE_PATH, 'Join to get every benefit'],
      ['members-article-es', MEMBERS_ARTICLE_ES_PATH, 'Únase para obtener todos los beneficios'],
    ] as const) {
      it(`${path}: the carousel's /mem/join link becomes the membership URL with this page as referrer`, async () => {
        setCookies(personaCookies('member-auto-renew'));
        const host = await openArticle(id);
        expect(host.getAttribute('data-locked')).to.equal('false');
        const carousel = document.querySelector('[data-benefits-carousel]')!;
        const join = [...carousel.querySelectorAll('a')].find((link) => squash(link.textContent!) === name)!;
        const url = new URL(join.getAttribute('href') ?? '');
        expect(`${url.origin}${url.pathname}`).to.equal(`${services}applications/membershipChallenge/showChallengeForm.action`);
        expect(url.searchParams.get('referrer')).to.equal(`${location.origin}${path}`);
        // The carousel's other links stay as they were.
        expect(carousel.querySelector('a')!.getAttribute('href')).to.match(/^\/(benefits\/health|espanol\/beneficios\/salud)\//);
      });
    }
  });
});
