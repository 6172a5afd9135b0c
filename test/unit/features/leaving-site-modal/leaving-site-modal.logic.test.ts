import { describe, expect, it } from 'vitest';
import {
  isCompanionAppOrigin,
  isInternalUrl,
  isMarkedForOverlay,
  isPlainActivation,
  leavingText,
  leavingUrlFor,
  normaliseHostEntry,
} from '../../../../src/features/leaving-site-modal/leaving-site-modal.logic.ts';

const PAGE = 'https://www.example.org/health/article.html';
const HOSTS = ['www.example.org', 'secure.example.org', '*.partner.example.org'];

describe('leavingUrlFor (site 2.5): which links get the notice', () => {
  const rows: ReadonlyArray<[name: string, href: string | null, overlay: string | null, expected: string | undefined]> = [
    ['external host', 'https://news.example.com/story', null, 'https://news.example.com/story'],
    ['external over http', 'http://news.example.com/', null, 'http://news.example.com/'],
    ['same-origin path', '/benefits/', null, undefined],
    ['same-origin relative', 'other.html', null, undefined],
    ['same-origin fragment', '#top', null, undefined],
    ['listed internal host', 'https://secure.example.org/mem/renew', null, undefined],
    ['listed host, other case', 'https://SECURE.Example.org/', null, undefined],
    ['listed host, other port', 'https://secure.example.org:8443/', null, undefined],
    ['wildcard subdomain', 'https://shop.partner.example.org/', null, undefined],
    ['wildcard apex', 'https://partner.example.org/', null, undefined],
    ['lookalike host', 'https://www.example.org.evil.example/', null, 'https://www.example.org.evil.example/'],
    ['subdomain of a listed exact host', 'https://a.www.example.org/', null, 'https://a.www.example.org/'],
    ['protocol-relative external', '//news.example.com/x', null, 'https://news.example.com/x'],
    ['marked internal link', '/health/', 'displayOverlay', 'https://www.example.org/health/'],
    ['marked, other case', '/health/', 'DISPLAYOVERLAY', 'https://www.example.org/health/'],
    ['marked with another value', '/health/', 'yes', undefined],
    ['marked external', 'https://news.example.com/', 'displayOverlay', 'https://news.example.com/'],
    ['mailto', 'mailto:help@example.org', null, undefined],
    ['tel', 'tel:+18005550100', null, undefined],
    ['javascript, marked', 'javascript:alert(1)', 'displayOverlay', undefined],
    ['javascript, disguised', ' JaVa\tScRiPt:alert(1)', null, undefined],
    ['data', 'data:text/html,<b>x</b>', 'displayOverlay', undefined],
    ['no href', null, 'displayOverlay', undefined],
    ['empty href', '', 'displayOverlay', undefined],
  ];
  for (const [name, href, overlay, expected] of rows) {
    it(`${name}: ${expected ?? 'no notice'}`, () => {
      expect(leavingUrlFor({ href, overlay }, { pageUrl: PAGE, internalHosts: HOSTS })).toBe(expected);
    });
  }

  it('same origin is internal with an empty internalHosts', () => {
    expect(isInternalUrl('https://www.example.org/x', PAGE, [])).toBe(true);
    expect(isInternalUrl('https://secure.example.org/x', PAGE, [])).toBe(false);
  });

  it('http and https of the page host both count as internal when the host is listed', () => {
    expect(isInternalUrl('http://www.example.org/x', PAGE, ['www.example.org'])).toBe(true);
    expect(isInternalUrl('http://www.example.org/x', PAGE, [])).toBe(false);
  });
});

describe('normaliseHostEntry', () => {
  const rows: ReadonlyArray<[unknown, string]> = [
    ['www.example.org', 'www.example.org'],
    [' WWW.Example.ORG ', 'www.example.org'],
    ['https://www.example.org/path', 'www.example.org'],
    ['www.example.org:8080', 'www.example.org'],
    ['*.example.org', '.example.org'],
    ['.example.org', '.example.org'],
    ['', ''],
    [42, ''],
    [null, ''],
  ];
  for (const [entry, expected] of rows) it(`${JSON.stringify(entry)} -> '${expected}'`, () => expect(normaliseHostEntry(entry)).toBe(expected));
});

describe('isPlainActivation: modified and middle clicks are left to the browser', () => {
  const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const rows: ReadonlyArray<[string, Partial<typeof plain>, boolean]> = [
    ['plain click or Enter', {}, true],
    ['Ctrl', { ctrlKey: true }, false],
    ['Meta', { metaKey: true }, false],
    ['Shift', { shiftKey: true }, false],
    ['Alt', { altKey: true }, false],
    ['middle button', { button: 1 }, false],
    ['already handled by someone else', { defaultPrevented: true }, false],
  ];
  for (const [name, change, expected] of rows) it(`${name}: ${expected}`, () => expect(isPlainActivation({ ...plain, ...change })).toBe(expected));
});

describe('isMarkedForOverlay', () => {
  const rows: ReadonlyArray<[string | null, boolean]> = [
    ['displayOverlay', true],
    [' displayoverlay ', true],
    ['', false],
    ['true', false],
    [null, false],
  ];
  for (const [value, expected] of rows) it(`${JSON.stringify(value)}: ${expected}`, () => expect(isMarkedForOverlay(value)).toBe(expected));
});

describe('companion-app origin (site 2.2)', () => {
  const rows: ReadonlyArray<[name: string, page: string, origins: string[], appView: boolean, expected: boolean]> = [
    ['listed origin', 'https://app.example.org/health/', ['https://app.example.org'], false, true],
    ['listed origin with a path', 'https://app.example.org/x', ['https://app.example.org/'], false, true],
    ['other origin', 'https://www.example.org/', ['https://app.example.org'], false, false],
    ['other scheme', 'http://app.example.org/', ['https://app.example.org'], false, false],
    ['app web view (EXP)', 'https://www.example.org/', [], true, true],
    ['garbage entries', 'https://www.example.org/', ['not a url', ''], false, false],
  ];
  for (const [name, page, origins, appView, expected] of rows)
    it(`${name}: ${expected}`, () => expect(isCompanionAppOrigin(page, origins, appView)).toBe(expected));
});

describe('leavingText: the app name replaces the site name (site 2.2)', () => {
  const rows: ReadonlyArray<[text: string, onApp: boolean, expected: string]> = [
    ['You are leaving {siteName}', false, 'You are leaving Member Site'],
    ['You are leaving {siteName}', true, 'You are leaving Member App'],
    ['Member Site does not run it. {siteName} again', true, 'Member App does not run it. Member App again'],
    ['Member Site does not run it.', false, 'Member Site does not run it.'],
    ['No name here', true, 'No name here'],
    ['{other} stays', true, '{other} stays'],
  ];
  for (const [text, onApp, expected] of rows) {
    it(`${text} (${onApp ? 'app' : 'site'})`, () => expect(leavingText(text, { siteName: 'Member Site', appName: 'Member App', onApp })).toBe(expected));
  }
  it('a $ in the name is taken literally', () => expect(leavingText('{siteName}', { siteName: '$&', appName: 'x', onApp: false })).toBe('$&'));
});
