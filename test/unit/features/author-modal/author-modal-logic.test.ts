/** Site 2.6: which link opens which author modal (author-modal.logic.ts). */
import { describe, expect, it } from 'vitest';
import { isModalId, modalIdOfHash, modalIdOfLink } from '../../../../src/features/author-modal/author-modal.logic.ts';

const PAGE = 'https://www.example.org/benefits/travel/';

describe('modalIdOfLink (site 2.6: links whose target starts with modal-id)', () => {
  const rows: Array<[string, string | null | undefined, string | undefined, string?]> = [
    ['bare fragment', '#modal-id-newsletter', 'modal-id-newsletter'],
    ['the prefix alone', '#modal-id', 'modal-id'],
    ['prefix without a dash', '#modal-idfoo', 'modal-idfoo'],
    ['percent-encoded fragment', '#modal-id-caf%C3%A9', 'modal-id-café'],
    ['malformed encoding kept as written', '#modal-id-%E0%A4%A', 'modal-id-%E0%A4%A'],
    ['spaces around the href', '  #modal-id-x  ', 'modal-id-x'],
    ['other fragment', '#newsletter', undefined],
    ['prefix later in the id', '#my-modal-id', undefined],
    ['prefix in another case', '#Modal-Id-x', undefined],
    ['empty fragment', '#', undefined],
    ['no fragment', '/benefits/travel/', undefined],
    ['empty href', '', undefined],
    ['no href', null, undefined],
    ['absent href', undefined, undefined],
    ['same page, path', '/benefits/travel/#modal-id-x', 'modal-id-x'],
    ['same page, full URL', 'https://www.example.org/benefits/travel/#modal-id-x', 'modal-id-x'],
    ['same page, relative', './#modal-id-x', 'modal-id-x'],
    ['another page', '/benefits/dining/#modal-id-x', undefined],
    ['same path without the trailing slash', '/benefits/travel#modal-id-x', undefined],
    ['another origin', 'https://partner.example/benefits/travel/#modal-id-x', undefined],
    ['http instead of https', 'http://www.example.org/benefits/travel/#modal-id-x', undefined],
    ['another query', '/benefits/travel/?page=2#modal-id-x', undefined],
    ['javascript: URL', 'javascript:alert(1)//#modal-id-x', undefined],
    ['mailto', 'mailto:a@example.org#modal-id-x', undefined],
  ];
  for (const [name, href, expected] of rows) {
    it(`${name}: ${JSON.stringify(href)} -> ${String(expected)}`, () => {
      expect(modalIdOfLink(href, PAGE, PAGE)).toBe(expected);
    });
  }

  it('a query on the page must match the link', () => {
    const page = `${PAGE}?page=2`;
    expect(modalIdOfLink('?page=2#modal-id-x', page, page)).toBe('modal-id-x');
    expect(modalIdOfLink('/benefits/travel/#modal-id-x', page, page)).toBeUndefined();
  });

  it('a bare fragment is this page even under a <base> elsewhere', () => {
    expect(modalIdOfLink('#modal-id-x', 'https://cdn.example/', PAGE)).toBe('modal-id-x');
    expect(modalIdOfLink('benefits/travel/#modal-id-x', 'https://www.example.org/', PAGE)).toBe('modal-id-x');
  });

  it('a page address that is not a URL opens nothing (but bare fragments still do)', () => {
    expect(modalIdOfLink('/x#modal-id-x', 'not a url', 'not a url')).toBeUndefined();
    expect(modalIdOfLink('#modal-id-x', 'not a url', 'not a url')).toBe('modal-id-x');
  });
});

describe('modalIdOfHash and isModalId', () => {
  const rows: Array<[string, string | undefined]> = [
    ['#modal-id-newsletter', 'modal-id-newsletter'],
    ['#modal-id-a%20b', 'modal-id-a b'],
    ['#other', undefined],
    ['', undefined],
    ['modal-id-x', undefined],
  ];
  for (const [hash, expected] of rows) it(`${JSON.stringify(hash)} -> ${String(expected)}`, () => expect(modalIdOfHash(hash)).toBe(expected));
  it('ids', () => {
    expect(isModalId('modal-id-x')).toBe(true);
    expect(isModalId('x-modal-id')).toBe(false);
    expect(isModalId('')).toBe(false);
    expect(isModalId(null)).toBe(false);
  });
});
