// @vitest-environment node
/**
 * The member strip's smaller rules, moved out of the view (issue 12): greeting, card image,
 * state attribute, link addresses and ids, the data-layer entry, the password window and the
 * core-user answer. Rows from the spec where it gives them (site 2.4, 3.7, 4.5, 5, 8).
 */
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_VERIFICATION_WINDOW_MS,
  configText,
  isMemberKind,
  numberFromCoreUser,
  passwordRecentlyVerified,
  stripCard,
  stripClickEntry,
  stripDataAttribute,
  stripGreeting,
  stripLinkHref,
  stripLinkIds,
  type StripKind,
} from '../../../../src/features/member-strip/member-strip.logic.ts';

const KINDS: readonly StripKind[] = ['member-es-renew', 'member-es-account', 'member-lifetime', 'member', 'lapsed', 'non-member', 'anonymous', 'discovery'];
const MEMBER_KINDS = KINDS.slice(0, 4);
const PAGE = 'https://www.example.org/health/article.html';
const SECURE = 'https://secure.example.org/';

// Site 5, 9: "fetched only if the last password verification was at most 3,540,000 ms (59
// minutes) ago. Otherwise the user goes to login."
describe('passwordRecentlyVerified', () => {
  const now = Date.UTC(2027, 0, 15, 12);
  it('is the spec window', () => {
    expect(PASSWORD_VERIFICATION_WINDOW_MS).toBe(3_540_000);
  });
  it.each([
    ['just now', now, true],
    ['58 minutes ago', now - 58 * 60_000, true],
    ['exactly 3,540,000 ms ago', now - 3_540_000, true],
    ['3,540,001 ms ago', now - 3_540_001, false],
    ['60 minutes ago', now - 60 * 60_000, false],
    ['a day ago', now - 86_400_000, false],
    ['unknown', undefined, false],
  ])('%s -> %s', (_name, verifiedAt, recent) => {
    expect(passwordRecentlyVerified(verifiedAt, now)).toBe(recent);
  });
});

// Site 8: "Core user status 'ERROR' or request fails: redirect to login". Decided (issue 6): an
// empty number goes to login too.
describe('numberFromCoreUser', () => {
  it.each([
    [{ status: 'SUCCESS', memberNumber: '4384 0012 3456' }, '4384 0012 3456'],
    [{ status: '', memberNumber: '123' }, '123'],
    [{ status: 'ERROR', memberNumber: '123' }, undefined],
    [{ status: 'error', memberNumber: '123' }, undefined],
    [{ status: 'Error', memberNumber: '' }, undefined],
    [{ status: 'SUCCESS', memberNumber: '' }, undefined],
  ])('%j -> %j', (user, number) => {
    expect(numberFromCoreUser(user)).toBe(number);
  });
});

describe('stripGreeting', () => {
  it.each(MEMBER_KINDS)('%s: by first name, else as a member', (kind) => {
    expect(isMemberKind(kind)).toBe(true);
    expect(stripGreeting(kind, 'Pat')).toEqual({ kind: 'named', name: 'Pat' });
    expect(stripGreeting(kind, ' Pat ')).toEqual({ kind: 'named', name: 'Pat' });
    expect(stripGreeting(kind, '')).toEqual({ kind: 'member' });
    expect(stripGreeting(kind, '  ')).toEqual({ kind: 'member' });
  });
  it.each(['lapsed', 'non-member', 'anonymous', 'discovery'] as const)('%s: welcome, whatever the name', (kind) => {
    expect(isMemberKind(kind)).toBe(false);
    expect(stripGreeting(kind, 'Pat')).toEqual({ kind: 'welcome' });
    expect(stripGreeting(kind, '')).toEqual({ kind: 'welcome' });
  });
});

// Site 3.7 cardImage: beside a member's number (decorative), and the discovery variant's
// picture (with a text alternative). Addresses: http/https or a path only.
describe('stripCard', () => {
  const image = '/fixtures/site/images/member-card.svg';
  const resolved = 'https://www.example.org/fixtures/site/images/member-card.svg';
  it.each(KINDS)('%s', (kind) => {
    const card = stripCard(kind, image, 'Your card', PAGE);
    if (isMemberKind(kind)) expect(card).toEqual({ src: resolved, alt: '' });
    else if (kind === 'discovery') expect(card).toEqual({ src: resolved, alt: 'Your card' });
    else expect(card).toBeUndefined();
  });
  it.each([
    ['a path', image, resolved],
    ['a relative path', 'images/card.png', 'https://www.example.org/health/images/card.png'],
    ['https', 'https://cdn.example.org/card.png', 'https://cdn.example.org/card.png'],
    ['http', 'http://cdn.example.org/card.png', 'http://cdn.example.org/card.png'],
    ['spaces around', '  /card.png ', 'https://www.example.org/card.png'],
    ['javascript:', 'javascript:alert(1)', undefined],
    ['data:', 'data:image/svg+xml,<svg/>', undefined],
    ['blob:', 'blob:https://www.example.org/123', undefined],
    ['empty', '', undefined],
    ['absent', undefined, undefined],
    ['not a string', 42, undefined],
  ])('discovery, %s -> %s', (_name, cardImage, src) => {
    expect(stripCard('discovery', cardImage, undefined, PAGE)?.src).toBe(src);
  });
  it.each([
    ['configured', 'A membership card', 'A membership card'],
    ['trimmed', '  A membership card ', 'A membership card'],
    ['blank: the default', '   ', null],
    ['absent: the default', undefined, null],
    ['not a string: the default', 7, null],
  ])('discovery alt %s -> %j', (_name, alt, expected) => {
    expect(stripCard('discovery', '/card.png', alt, PAGE)?.alt).toBe(expected);
  });
});

describe('stripDataAttribute (site 3.7 dataAttributeName)', () => {
  it.each([
    ['memberState', 'data-memberstate'],
    [' strip-state ', 'data-strip-state'],
    ['s2', 'data-s2'],
    ['data-offerid', 'data-data-offerid'],
    ['', undefined],
    ['2fa', undefined],
    ['has space', undefined],
    ['on"click', undefined],
    ['under_score', undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%j -> %s', (name, attribute) => {
    expect(stripDataAttribute(name)).toBe(attribute);
  });
});

describe('configText and stripLinkIds', () => {
  const config = {
    renewButtonCampaignId: ' ZSTRIPRN1 ',
    renewButtonAnalyticsId: 'memstrip-renew',
    joinNowLinkCampaignId: '',
    joinNowAnalyticsId: '  ',
    learnMoreLinkAnalyticsId: 42,
  };
  it('reads strings trimmed, nothing for blanks and other types', () => {
    expect(configText(config, 'renewButtonCampaignId')).toBe('ZSTRIPRN1');
    expect(configText(config, 'joinNowAnalyticsId')).toBeUndefined();
    expect(configText(config, 'learnMoreLinkAnalyticsId')).toBeUndefined();
    expect(configText(config, 'missing')).toBeUndefined();
  });
  it.each([
    ['renewButtonLink', { campaignId: 'ZSTRIPRN1', analyticsId: 'memstrip-renew' }],
    ['joinNowLink', { campaignId: undefined, analyticsId: undefined }],
    ['learnMoreLink', { campaignId: undefined, analyticsId: undefined }],
  ] as const)('%s -> %j', (link, ids) => {
    expect(stripLinkIds(config, link)).toEqual(ids);
  });
});

describe('stripLinkHref', () => {
  const loginTarget = `${SECURE}applications/user/login?intcmp=DSO-HDR-LOGIN&scope=bui`;
  const targets = { loginTarget, secureEndpoint: SECURE, pageBase: PAGE };
  it.each([
    ['a page of this site', { learnMoreLink: '/membership/benefits/' }, 'learnMoreLink', undefined, 'https://www.example.org/membership/benefits/'],
    ['a secure-host path', { rejoinNowLink: '/mem/join?campaignID=WSTRIPRJ1' }, 'rejoinNowLink', undefined, `${SECURE}mem/join?campaignID=WSTRIPRJ1`],
    [
      'with its campaign id as intcmp',
      { learnMoreLink: '/membership/', learnMoreLinkCampaignId: 'DSO-STRIP-LEARN' },
      'learnMoreLink',
      undefined,
      'https://www.example.org/membership/?intcmp=DSO-STRIP-LEARN',
    ],
    ['an absolute URL', { mojoLink: 'https://partner.example/x' }, 'mojoLink', undefined, 'https://partner.example/x'],
    ['empty: the fallback', { renewButtonLink: '' }, 'renewButtonLink', `${SECURE}mem/renew`, `${SECURE}mem/renew`],
    ['unsafe: the fallback', { renewButtonLink: 'javascript:alert(1)' }, 'renewButtonLink', `${SECURE}mem/renew`, `${SECURE}mem/renew`],
    ['fallback with the campaign id', { renewButtonCampaignId: 'Z1' }, 'renewButtonLink', `${SECURE}mem/renew`, `${SECURE}mem/renew?intcmp=Z1`],
    ['unsafe, no fallback: no link', { mojoLink: 'javascript:alert(1)' }, 'mojoLink', undefined, undefined],
    ['absent, no fallback: no link', {}, 'learnMoreLink', undefined, undefined],
    ['login: always the target of site 2.4', { memberLoginLink: '/elsewhere', memberLoginLinkCampaignId: 'X' }, 'memberLoginLink', undefined, loginTarget],
  ] as const)('%s', (_name, config, link, fallback, href) => {
    expect(stripLinkHref(config, link, { ...targets, fallback })).toBe(href);
  });
});

describe('stripClickEntry (site 3.7 analytics ids)', () => {
  it('names the link, its ids, text and address', () => {
    expect(stripClickEntry({ analyticsId: 'memstrip-renew', campaignId: 'Z1' }, 'Renew', 'https://x.example/')).toEqual({
      event: 'member-strip-click',
      eventInfo: { analyticsId: 'memstrip-renew', campaignId: 'Z1', linkText: 'Renew', linkUrl: 'https://x.example/' },
    });
    expect(stripClickEntry({ analyticsId: 'a' }, 'View', '')?.eventInfo.campaignId).toBe('');
  });
  it('pushes nothing without an analytics id', () => {
    expect(stripClickEntry({ campaignId: 'Z1' }, 'Renew', '/')).toBeUndefined();
    expect(stripClickEntry({ analyticsId: '' }, 'Renew', '/')).toBeUndefined();
  });
});
