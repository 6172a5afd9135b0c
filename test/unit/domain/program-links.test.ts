import { describe, expect, it } from 'vitest';
import {
  PROGRAM_LOGIN_SCOPE,
  modalLinks,
  programJoinUrl,
  programLoginUrl,
  programRenewUrl,
  withoutExclusiveRedirect,
  type ProgramLinkConfig,
} from '../../../src/domain/program-links.ts';
import { GATING_MODALS } from '../../../src/domain/program-gate.ts';

const CONFIG: ProgramLinkConfig = {
  brand: 'member',
  secureEndpoint: 'https://secure.example.org/',
  clientIdLive: 'live-id',
  clientIdNonLive: 'test-id',
  partnerCampaignId: 'PARTNER1',
  partnerOffer: 'vzn',
};
const PAGE = 'https://brain.example.org/articles/sleep.html?cmp=sl-dso-sss-vzn';
const ES_PAGE = 'https://brain.example.org/espanol/articulos/sueno.html';
const enc = encodeURIComponent;

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

// Brain-health 7.7 / 9: the targets of the gating modals.
describe('programme links (7.7)', () => {
  it('login: scope bui+bmi+openid, state = the current page', () => {
    const url = programLoginUrl(CONFIG, PAGE);
    expect(url.startsWith('https://secure.example.org/applications/user/login?')).toBe(true);
    expect(url).toContain('&scope=bui+bmi+openid&');
    expect(url).toContain(`state=${enc(PAGE)}`);
    expect(PROGRAM_LOGIN_SCOPE).toEqual(['bui', 'bmi', 'openid']);
  });

  it.each([
    [PAGE, false, { campaignID: 'USSTEST7', offer: 'ss', referrer: PAGE }],
    [ES_PAGE, false, { campaignID: 'USSTEST7', offer: 'ss', referrer: ES_PAGE, request_locale: 'es' }],
    [PAGE, true, { campaignID: 'PARTNER1', offer: 'vzn', referrer: PAGE }],
    [`${PAGE}&jkc=OTHER`, false, { campaignID: 'USSTEST7', offer: 'ss', referrer: `${PAGE}&jkc=OTHER` }],
  ])('join on %s (partner %s)', (page, partner, params) => {
    const url = programJoinUrl(CONFIG, page, partner);
    expect(url.startsWith('https://secure.example.org/mem/join?campaignID=')).toBe(true);
    expect(query(url)).toEqual(params);
  });

  it('a partner campaign without its config falls back to the standard join', () => {
    expect(query(programJoinUrl({ ...CONFIG, partnerCampaignId: ' ', partnerOffer: undefined }, PAGE, true))).toMatchObject({
      campaignID: 'USSTEST7',
      offer: 'ss',
    });
  });

  it.each([
    [PAGE, 'ZDFLTTC'],
    [`${PAGE}&rkc=R1`, 'R1'],
    [`${PAGE}&campaignid=C2`, 'C2'],
  ])('renew on %s -> campaignID %s', (page, campaign) => {
    const url = programRenewUrl(CONFIG, page);
    expect(url.startsWith('https://secure.example.org/mem/renew?')).toBe(true);
    expect(query(url)).toEqual({ campaignID: campaign, referrer: page });
  });
});

describe('modalLinks (4.3)', () => {
  const EXPECTED: Record<(typeof GATING_MODALS)[number], string[]> = {
    login: ['login'],
    partnerCampaign: ['join', 'login'],
    join: ['join', 'linkMembership'],
    freeTrialExpired: ['join'],
    activate: [],
    renew: ['renew'],
    welcome: [],
  };

  it.each(GATING_MODALS.map((modal) => [modal, EXPECTED[modal]] as const))('%s has %j', (modal, links) => {
    expect(Object.keys(modalLinks(modal, CONFIG, PAGE))).toEqual(links);
  });

  it('the partner modal joins through the partner campaign, the join modal through USSTEST7', () => {
    expect(query(modalLinks('partnerCampaign', CONFIG, PAGE).join!).campaignID).toBe('PARTNER1');
    expect(query(modalLinks('join', CONFIG, PAGE).join!).campaignID).toBe('USSTEST7');
    expect(modalLinks('join', CONFIG, PAGE).linkMembership).toBe(
      `https://secure.example.org/applications/membershipChallenge/showChallengeForm.action?referrer=${enc(PAGE)}`,
    );
  });
});

// Brain-health 4.3: closing the welcome removes redirectedby=exclusive from the address.
describe('withoutExclusiveRedirect', () => {
  it.each([
    ['https://b.example.org/articles/x.html?redirectedby=exclusive', 'https://b.example.org/articles/x.html'],
    ['/articles/x.html?a=1&redirectedby=exclusive&b=%20two#top', '/articles/x.html?a=1&b=%20two#top'],
    ['/x?redirectedBy=exclusive&redirectedby=exclusive', '/x'],
    ['/x?redirectedby', '/x'],
    ['/x?redirected=1', '/x?redirected=1'],
    ['/x#redirectedby=exclusive', '/x#redirectedby=exclusive'],
    ['/x', '/x'],
  ])('%s -> %s', (href, expected) => {
    expect(withoutExclusiveRedirect(href)).toBe(expected);
  });
});
