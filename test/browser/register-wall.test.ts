/**
 * <register-wall> (site 2.7, 4.8; brain-health 4.15) in Chromium, at 390 and 1280 px, against
 * the emulated identity services: a visitor with no cookies is ANON at once and walled; a
 * logged-in member is not; a visitor with only a fedid waits for the known user, and is walled
 * when it answers ANON, not when it answers MEMBER; a logged-in visitor whose known-user call fails
 * (500, malformed, dropped: emulator faults) is not walled. Walled: restricted content and the footer
 * leave the DOM, only the header and the wall can be reached, the page does not scroll, Escape
 * does nothing, and removing the element gives it all back. Authoring mode and bad config.
 *
 * The page (test/browser/pages/gated-article.html?wall=register) loads in a same-origin frame,
 * which shares the test page's cookies and has its own identity store.
 *
 * On the demo's brain-health article (its whole body from the CMS templates, at the page's address,
 * in this document with the sub-site's config against this file's emulator: demo-body.ts), the
 * header and the menu defined too: every persona of fixtures/personas.ts shown or hidden as brain-health 4.15 says for the emulator's
 * answers about it (asked here as the page asks them), with what leaves the DOM, what is inert and
 * the wall's Register and Log in links; the keyboard around the wall at 390 and 1280 px. The real
 * page's load, and logging in through the wall:
 * test/e2e/register-wall.spec.ts.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { personas, type Persona } from '../../fixtures/personas.ts';
import {
  closePages,
  emulatorControl,
  emulatorFaults,
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

const openPage = (query = '', width = 1280) => openGatedPage(`?wall=register${query}`, width, 'register-wall', 'data-wall');
const $ = (doc: Document, id: string) => doc.getElementById(id);

afterEach(closePages);

function expectOpen(win: Window, doc: Document, host: HTMLElement): void {
  expect(host.getAttribute('data-wall')).to.equal('hidden');
  expect(doc.querySelector('.register-wall__wall, [inert]')).to.equal(null);
  for (const id of ['restricted', 'footer']) expect($(doc, id), id).not.to.equal(null);
  expect(win.getComputedStyle($(doc, 'restricted')!).visibility).to.equal('visible');
  expect(win.getComputedStyle(doc.documentElement).overflow).not.to.equal('hidden');
}

function expectWalled(doc: Document, host: HTMLElement): void {
  expect(host.getAttribute('data-wall')).to.equal('shown');
  for (const id of ['restricted', 'footer']) expect($(doc, id), id).to.equal(null);
  expect(doc.querySelector('[data-restricted], footer')).to.equal(null);
  const wall = host.querySelector<HTMLElement>('.register-wall__wall')!;
  expect(wall.querySelector('h2')!.textContent).to.equal('Register to keep reading');
  expect(focusables(doc)).to.deep.equal(['Home', 'Search', 'Register', 'Log in']);
  for (const id of ['article', 'related']) expect($(doc, id)!.closest('[inert]') !== null, id).to.equal(true);
  // The page's title (h1) stays readable beside the wall.
  for (const id of ['site-top', 'main', 'title']) expect($(doc, id)!.closest('[inert]'), id).to.equal(null);
}

for (const width of [390, 1280]) {
  describe(`<register-wall> at ${width} px`, () => {
    beforeEach(() => setViewport({ width, height: 800 }));

    it('anonymous (no cookies): walled at once; the register link goes to registration with this page as referrer', async () => {
      setCookies({});
      const { win, doc, host } = await openPage('', width);
      expectWalled(doc, host);
      const register = new URL(host.querySelector<HTMLAnchorElement>('.register-wall__wall__link[data-primary]')!.href);
      expect(register.origin + register.pathname).to.equal('https://secure.example.org/applications/user/register');
      expect(register.searchParams.get('referrer')).to.equal(win.location.href);
      const box = host.querySelector('.register-wall__wall')!.getBoundingClientRect();
      expect(box.right).to.be.at.most(width + 1);
      expect(box.bottom).to.be.at.most(800 + 1);
      for (const link of host.querySelectorAll('a')) expect(link.getBoundingClientRect().height, link.textContent!).to.be.at.least(44);
    });

    it('a logged-in member: no wall', async () => {
      setCookies(personaCookies('member-auto-renew'));
      const { win, doc, host } = await openPage('', width);
      expectOpen(win, doc, host);
    });

    it('only a fedid, and the known user answers ANON: walled after identity has read it', async () => {
      setCookies({ fedid: 'fed-nobody-we-know' });
      const { doc, host } = await openPage('', width);
      expectWalled(doc, host);
    });

    it('only a fedid, and the known user answers MEMBER: no wall', async () => {
      setCookies(personaCookies('known-visitor'));
      const { win, doc, host } = await openPage('', width);
      expectOpen(win, doc, host);
    });

    it('walled: focus is not moved, Tab visits only the header and the wall, the page does not scroll, Escape does nothing; removal undoes it', async () => {
      setCookies({});
      const { win, doc, host } = await openPage('', width);
      expect(host.getAttribute('data-wall')).to.equal('shown');
      await expectTabOrder(win, doc, ['Home', 'Search', 'Register', 'Log in']);
      await expectWallHolds(win, doc, host, '.register-wall__wall', 'related-link');
    });

    it('authoring mode (data-wcmmode="edit"): no wall for an anonymous visitor', async () => {
      setCookies({});
      const { win, doc, host } = await openPage('&mode=edit', width);
      expectOpen(win, doc, host);
    });

    it('bad JSON config: a console error naming the tag; restricted content stays and shows', async () => {
      setCookies({});
      const { win, doc, host } = await openPage('&config=bad', width);
      await waitFor(() => host.getAttribute('data-element-state') === 'error', 5000, 'the error state');
      expect(
        win.consoleErrors.some((message) => message.includes('register-wall')),
        win.consoleErrors.join('\n'),
      ).to.equal(true);
      expect($(doc, 'restricted')).not.to.equal(null);
      expect(win.getComputedStyle($(doc, 'restricted')!).visibility).to.equal('visible');
      expect(doc.querySelector('.register-wall__wall, [inert]')).to.equal(null);
    });
  });
}

describe('<register-wall> when the known user fails (the fault gate; docs/decisions.md)', () => {
  const KNOWN_USER = '/applications/CoreApi/user/known';
  /** A logged-in visitor (at ms 1) with a fedid the known-user service does not know: it answers ANON. */
  const unknownToService: Persona['cookies'] = { at: { ms: '1', f: 'Pat' }, fedid: 'fed-nobody-we-know' };
  afterEach(() => emulatorControl('reset'));

  it('control: logged in, the known user answers ANON: walled', async () => {
    setCookies(unknownToService);
    const { doc, host } = await openPage();
    expectWalled(doc, host);
  });

  const rows: ReadonlyArray<[who: string, cookies: Persona['cookies'], fault: string, rule: Record<string, unknown>]> = [
    ['logged in, unknown to the service', unknownToService, 'a 500', { status: 500 }],
    ['logged in, unknown to the service', unknownToService, 'a malformed body', { body: 'malformed' }],
    ['logged in, unknown to the service', unknownToService, 'a dropped connection', { drop: 'before' }],
    ['a logged-in member (member-auto-renew)', personaCookies('member-auto-renew'), 'a 500', { status: 500 }],
  ];
  for (const [who, cookies, fault, rule] of rows) {
    it(`${who}, the known user answers ${fault}: the wall stays down`, async () => {
      await emulatorControl('faults', { path: KNOWN_USER, times: 100, ...rule });
      setCookies(cookies);
      const { win, doc, host } = await openPage();
      expectOpen(win, doc, host);
      // The page asked the known user while the fault was set.
      const [left] = await emulatorFaults();
      expect(left?.times, 'known-user requests that took the fault').to.be.below(100);
    });
  }
});

describe("<register-wall> on the demo's brain-health article", () => {
  const PATH = '/articles/sleep-and-memory.html';
  const HEADING = 'Register to keep reading';
  const REMOVED = ['[data-restricted]', 'footer'];
  /** Brain-health 4.15: the programme types that see the register wall. */
  const WALLED_TYPES = ['registered-non-member', 'cancelled-or-expired-member', 'registered-non-activated-member', 'anonymous-user'];
  let services = '';
  before(async () => (services = await useDemoPage('brain-health-article', () => import('../../elements/register-wall/define.ts'))));
  afterEach(() => closeDemoBody());
  const openArticle = (width = 1280) => openDemoWall('brain-health-article', 'register-wall', 'data-wall', width);
  const visible = (element: Element | undefined | null) => Boolean(element && (element as HTMLElement).checkVisibility({ visibilityProperty: true }));

  /**
   * What the services tell the page about `persona` (asked as the page asks: the known user with
   * the fedid cookie when there is one, the programme types with the bearer token when there is
   * one), and whether the wall shows by brain-health 4.15. The persona's cookies are set.
   */
  async function expectation(persona: Persona): Promise<{ known: string; type: string; shown: boolean }> {
    setCookies(persona.cookies);
    const { fedid, access_token: token } = persona.cookies;
    // Without a fedid the known user is not asked (the page reads an anonymous visitor as ANON).
    let known = 'not asked';
    if (typeof fedid === 'string') {
      const answer = await fetch(`${services}applications/CoreApi/user/known`, { credentials: 'include' });
      known = String(((await answer.json()) as { memberState?: unknown }).memberState);
    }
    const types = await fetch(
      `${services}applications/member/api/v1/user/types`,
      typeof token === 'string' ? { headers: { authorization: `Bearer ${token}` } } : {},
    );
    const type = String(((await types.json()) as { userType?: unknown }).userType);
    return { known, type, shown: known.toUpperCase() === 'ANON' || WALLED_TYPES.includes(type) };
  }

  describe('every persona: shown or hidden (site 4.8, brain-health 4.15)', () => {
    for (const persona of personas) {
      it(persona.id, async () => {
        const { known, type, shown } = await expectation(persona);
        const why = `known user ${known}, programme type ${type}`;
        const host = await openArticle();
        const page = `${location.origin}${PATH}`;
        expect(host.getAttribute('data-wall'), why).to.equal(shown ? 'shown' : 'hidden');
        if (shown) {
          for (const selector of REMOVED) expect(document.querySelectorAll(selector), `${selector} removed`).to.have.length(0);
          const wall = wallNamed(document, HEADING)!;
          expect(visible(wall), 'the wall shows').to.equal(true);
          expectInertBehind(document, 'main .text p');

          const register = linkTarget(wall, 'Register');
          expect(`${register.origin}${register.pathname}`).to.equal(`${services}applications/user/register`);
          expect(register.searchParams.get('referrer')).to.equal(page);

          const login = linkTarget(wall, 'Log in');
          expect(`${login.origin}${login.pathname}`).to.equal(`${services}applications/user/login`);
          expect(login.searchParams.get('response_type')).to.equal('code');
          expect(login.searchParams.get('redirect_uri')).to.equal(`${location.origin}/member/auth/callback`);
          expect(login.searchParams.get('state')).to.equal(page);
        } else {
          for (const selector of REMOVED) expect(document.querySelectorAll(selector), `${selector} kept`).to.have.length(1);
          expect(visible(document.querySelector('[data-restricted]')), 'the restricted section shows').to.equal(true);
          expect(wallNamed(document, HEADING)).to.equal(undefined);
          expect(document.querySelector('h1')!.closest('[inert]')).to.equal(null);
        }
        expect(demoPageErrors()).to.deep.equal([]);
      });
    }
  });

  it('the table has both outcomes', async () => {
    const outcomes = new Set<boolean>();
    for (const persona of personas) outcomes.add((await expectation(persona)).shown);
    expect([...outcomes].sort()).to.deep.equal([false, true]);
  });

  for (const width of [390, 1280]) {
    it(`keyboard at ${width} px: Tab reaches only the header, the navigation and the wall; Escape does nothing`, async () => {
      setCookies({});
      const host = await openArticle(width);
      await expectWallKeyboard(window, document, wallNamed(document, HEADING)!, '.register-wall__wall', ['Register', 'Log in']);
      expect(host.getAttribute('data-wall')).to.equal('shown');
    });
  }
});
