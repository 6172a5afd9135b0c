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
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import type { Persona } from '../../fixtures/personas.ts';
import {
  closePages,
  emulatorControl,
  emulatorFaults,
  expectTabOrder,
  expectWallHolds,
  focusables,
  openGatedPage,
  personaCookies,
  setCookies,
} from './gate-helpers.ts';
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
