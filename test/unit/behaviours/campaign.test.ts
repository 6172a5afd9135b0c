// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { campaignLinkKind, pageCampaign, tagCampaignHref, tagCampaignLinks } from '../../../src/behaviours/campaign-tagging.ts';
import { joinCampaignId, renewCampaignId } from '../../../src/domain/site-links.ts';

// site 7.7 "Campaign tagging": Join from jkc, else campaignid, else 'UDFLTTC'; Renew from rkc,
// else campaignid, else 'ZDFLTTC'.
describe('pageCampaign', () => {
  it.each([
    ['join', '?jkc=J1&campaignid=C1', 'J1', true],
    ['join', '?campaignid=C1', 'C1', true],
    ['join', '?rkc=R1', 'UDFLTTC', false],
    ['join', '', 'UDFLTTC', false],
    ['join', '?jkc=&campaignid=C1', 'C1', true],
    ['join', '?JKC=J2', 'J2', true],
    ['renew', '?rkc=R1&campaignid=C1', 'R1', true],
    ['renew', '?campaignid=C1', 'C1', true],
    ['renew', '?jkc=J1', 'ZDFLTTC', false],
    ['renew', '', 'ZDFLTTC', false],
    ['renew', '?campaignid=ZDFLTTC', 'ZDFLTTC', true],
  ] as const)('%s on %j -> %s (from page: %s)', (kind, search, code, fromPage) => {
    expect(pageCampaign(kind, search)).toEqual({ code, fromPage });
    // The code is the same as the URL helpers give (one rule, one place).
    expect(code).toBe(kind === 'join' ? joinCampaignId(search) : renewCampaignId(search));
  });
});

describe('campaignLinkKind', () => {
  it.each([
    ['https://secure.example.org/mem/join?offer=x', 'join'],
    ['/mem/join', 'join'],
    ['/mem/join.html', 'join'],
    ['/mem/join/step-1', 'join'],
    ['//secure.example.org/mem/renew', 'renew'],
    ['https://secure.example.org/MEM/RENEW', 'renew'],
    ['mem/renew?x=1', 'renew'],
    ['/mem/joinery', undefined],
    ['/mem/renewal-faq', undefined],
    ['/about/mem/join-us', undefined],
    ['https://secure.example.org/other?next=/mem/join', undefined],
    ['javascript:location="/mem/join"', undefined],
    [' JavaScript:alert(1)//mem/join', undefined],
    ['mailto:someone@example.org?subject=/mem/join', undefined],
    ['#/mem/join', undefined],
    ['', undefined],
  ] as const)('%j -> %s', (href, kind) => {
    expect(campaignLinkKind(href)).toBe(kind);
  });
});

describe('tagCampaignHref', () => {
  it.each([
    // Join: the page's id, the default, the link's own.
    ['join, jkc wins over campaignid', '/mem/join', '?jkc=J1&campaignid=C1', '/mem/join?campaignID=J1'],
    ['join, campaignid when no jkc', '/mem/join', '?campaignid=C1', '/mem/join?campaignID=C1'],
    ['join, default', '/mem/join', '', '/mem/join?campaignID=UDFLTTC'],
    ['join, renew key ignored', '/mem/join', '?rkc=R1', '/mem/join?campaignID=UDFLTTC'],
    ['join, page id replaces the link id, spelling kept', '/mem/join?campaignid=OWN&offer=o', '?jkc=J1', '/mem/join?campaignid=J1&offer=o'],
    ['join, own id kept against the default', '/mem/join?CampaignId=OWN&offer=o', '', '/mem/join?CampaignId=OWN&offer=o'],
    ['join, empty own id gets the default in its spelling', '/mem/join?campaignid=&offer=o', '', '/mem/join?campaignid=UDFLTTC&offer=o'],
    ['join, duplicates collapse to one', '/mem/join?campaignID=A&x=1&campaignid=B', '?jkc=J1', '/mem/join?campaignID=J1&x=1'],
    [
      'join, absolute with other params and hash',
      'https://secure.example.org/mem/join?offer=ss&referrer=https%3A%2F%2Fwww.example.org%2F#top',
      '?jkc=J1',
      'https://secure.example.org/mem/join?offer=ss&referrer=https%3A%2F%2Fwww.example.org%2F&campaignID=J1#top',
    ],
    ['join, value encoded', '/mem/join', '?jkc=a%20b%26c', '/mem/join?campaignID=a%20b%26c'],
    // Renew: rkc, campaignid, default; intcmp added when missing.
    ['renew, rkc wins', '/mem/renew', '?rkc=R1&campaignid=C1', '/mem/renew?campaignid=R1&intcmp=R1'],
    ['renew, campaignid when no rkc', '/mem/renew', '?campaignid=C1', '/mem/renew?campaignid=C1&intcmp=C1'],
    ['renew, default', '/mem/renew', '', '/mem/renew?campaignid=ZDFLTTC&intcmp=ZDFLTTC'],
    ['renew, join key ignored', '/mem/renew', '?jkc=J1', '/mem/renew?campaignid=ZDFLTTC&intcmp=ZDFLTTC'],
    ['renew, own intcmp kept', '/mem/renew?intcmp=HDR', '?rkc=R1', '/mem/renew?intcmp=HDR&campaignid=R1'],
    ['renew, own id kept, intcmp follows it', '/mem/renew?campaignID=OWN', '', '/mem/renew?campaignID=OWN&intcmp=OWN'],
    ['renew, page id replaces own, spelling kept', '/mem/renew?CAMPAIGNID=OWN&intcmp=OWN', '?rkc=R1', '/mem/renew?CAMPAIGNID=R1&intcmp=OWN'],
    ['renew, relative with hash', 'mem/renew#form', '?campaignid=C1', 'mem/renew?campaignid=C1&intcmp=C1#form'],
    // Not campaign links: unchanged, whatever the page says.
    ['other link', '/benefits/travel?x=1', '?jkc=J1', '/benefits/travel?x=1'],
    ['javascript: link', 'javascript:go("/mem/join")', '?jkc=J1', 'javascript:go("/mem/join")'],
    ['tel: link', 'tel:+18005551234', '?jkc=J1', 'tel:+18005551234'],
    ['fragment only', '#join', '?jkc=J1', '#join'],
  ])('%s', (_name, href, search, expected) => {
    expect(tagCampaignHref(href, search)).toBe(expected);
  });

  it.each([
    ['/mem/join', '?jkc=J1'],
    ['/mem/join?campaignid=OWN', '?campaignid=P'],
    ['/mem/renew', ''],
    ['/mem/renew?intcmp=HDR#x', '?rkc=R1'],
    ['https://secure.example.org/mem/join?a=%7e&b=1+2', '?campaignid=C%2B1'],
  ])('is idempotent: %j on %j', (href, search) => {
    const once = tagCampaignHref(href, search);
    expect(once).not.toBe(href);
    expect(tagCampaignHref(once, search)).toBe(once);
  });

  it('keeps the bytes of parameters it does not change', () => {
    expect(tagCampaignHref('/mem/join?a=%7e&b=1+2&c', '?jkc=J')).toBe('/mem/join?a=%7e&b=1+2&c&campaignID=J');
  });
});

describe('tagCampaignLinks', () => {
  afterEach(() => document.body.replaceChildren());

  it('tags join and renew links in a root, the root itself included, and counts changes', () => {
    document.body.innerHTML = `
      <nav>
        <a id="join" href="/mem/join?offer=o">Join</a>
        <a id="renew" href="https://secure.example.org/mem/renew">Renew</a>
        <a id="other" href="/benefits">Benefits</a>
        <a id="js" href="javascript:void(0)">Menu</a>
        <a id="none">No href</a>
      </nav>`;
    expect(tagCampaignLinks(document, '?jkc=J1&rkc=R1')).toBe(2);
    const href = (id: string) => document.getElementById(id)!.getAttribute('href');
    expect(href('join')).toBe('/mem/join?offer=o&campaignID=J1');
    expect(href('renew')).toBe('https://secure.example.org/mem/renew?campaignid=R1&intcmp=R1');
    expect(href('other')).toBe('/benefits');
    expect(href('js')).toBe('javascript:void(0)');
    expect(href('none')).toBe(null);
    // A second run changes nothing.
    expect(tagCampaignLinks(document, '?jkc=J1&rkc=R1')).toBe(0);
    expect(href('join')).toBe('/mem/join?offer=o&campaignID=J1');

    const inserted = document.createElement('a');
    inserted.href = '/mem/join';
    document.body.append(inserted);
    expect(tagCampaignLinks(inserted, '')).toBe(1);
    expect(inserted.getAttribute('href')).toBe('/mem/join?campaignID=UDFLTTC');
  });
});
