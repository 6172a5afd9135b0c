// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { copyCidToLinks, withCid } from '../../../src/behaviours/cid-param.ts';
import { pageCid } from '../../../src/behaviours/links.ts';

// site 2.2: query parameter cid is copied onto hero-banner links and links marked add-cid-param.
describe('pageCid', () => {
  it.each([
    ['?cid=ABC', 'ABC'],
    ['?x=1&cid=A%20B', 'A B'],
    ['?CID=up', 'up'],
    ['?cid=', undefined],
    ['?cid=%20', undefined],
    ['?campaignid=X', undefined],
    ['', undefined],
  ])('%j -> %s', (search, cid) => {
    expect(pageCid(search)).toBe(cid);
  });
});

describe('withCid', () => {
  it.each([
    ['/offers', 'ABC', '/offers?cid=ABC'],
    ['/offers?x=1#deal', 'ABC', '/offers?x=1&cid=ABC#deal'],
    ['https://partner.example.com/go?cid=OLD&y=2', 'ABC', 'https://partner.example.com/go?cid=ABC&y=2'],
    ['/go?CID=OLD', 'ABC', '/go?CID=ABC'],
    ['/go?cid=ABC', 'ABC', '/go?cid=ABC'],
    ['page.html', 'a&b', 'page.html?cid=a%26b'],
    ['/offers', undefined, '/offers'],
    ['#top', 'ABC', '#top'],
    ['', 'ABC', ''],
    ['javascript:void(0)', 'ABC', 'javascript:void(0)'],
    ['mailto:help@example.org', 'ABC', 'mailto:help@example.org'],
    ['tel:18005551234', 'ABC', 'tel:18005551234'],
  ])('%j with cid %j -> %j', (href, cid, expected) => {
    expect(withCid(href, cid)).toBe(expected);
    // Running it again changes nothing more.
    expect(withCid(expected, cid)).toBe(expected);
  });
});

describe('copyCidToLinks', () => {
  afterEach(() => document.body.replaceChildren());

  const page = `
    <div class="hero-banner"><a id="hero" href="/offers">Offer</a></div>
    <div class="herobanner"><a id="hero2" href="/deals?x=1">Deal</a></div>
    <section data-hero-banner><a id="hero3" href="https://partner.example.com/">Partner</a></section>
    <a id="marked" class="add-cid-param" href="/join-us">Marked</a>
    <a id="marked-data" data-add-cid-param href="/more">Marked by data</a>
    <div class="add-cid-param"><a id="wrapped" href="/wrapped">Wrapped</a></div>
    <div class="hero-banner"><a id="hero-hash" href="#below">Down</a><a id="hero-js" href="javascript:void(0)">JS</a></div>
    <a id="plain" href="/plain">Plain</a>`;

  const href = (id: string) => document.getElementById(id)!.getAttribute('href');

  it('copies the page cid onto hero-banner and marked links only', () => {
    document.body.innerHTML = page;
    expect(copyCidToLinks(document, '?cid=C9')).toBe(6);
    expect(href('hero')).toBe('/offers?cid=C9');
    expect(href('hero2')).toBe('/deals?x=1&cid=C9');
    expect(href('hero3')).toBe('https://partner.example.com/?cid=C9');
    expect(href('marked')).toBe('/join-us?cid=C9');
    expect(href('marked-data')).toBe('/more?cid=C9');
    expect(href('wrapped')).toBe('/wrapped?cid=C9');
    expect(href('hero-hash')).toBe('#below');
    expect(href('hero-js')).toBe('javascript:void(0)');
    expect(href('plain')).toBe('/plain');
    expect(copyCidToLinks(document, '?cid=C9')).toBe(0);
  });

  it('does nothing on a page without a cid', () => {
    document.body.innerHTML = page;
    expect(copyCidToLinks(document, '?x=1')).toBe(0);
    expect(href('hero')).toBe('/offers');
  });

  it('tags a link inserted inside an existing banner when given that link as root', () => {
    document.body.innerHTML = page;
    const link = document.createElement('a');
    link.setAttribute('href', '/late');
    document.querySelector('.herobanner')!.append(link);
    expect(copyCidToLinks(link, '?cid=C9')).toBe(1);
    expect(link.getAttribute('href')).toBe('/late?cid=C9');
  });
});
