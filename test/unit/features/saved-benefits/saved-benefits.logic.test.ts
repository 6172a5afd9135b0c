/**
 * The saved-benefits page's rules (site 2.10, 4.10, 8) with the spec's rows: the list filter with
 * its dates, which view shows, where the banner copy goes, © and ® as superscript (split as text;
 * rendered by SavedOfferCard.test.tsx), and the logged texts.
 */
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../src/api/offers.ts';
import {
  bannerAfter,
  configFetchFailedText,
  fetchFailedText,
  isLimitedTime,
  offerEnds,
  offersToShow,
  removalSucceeded,
  SAVED_BENEFITS_TIMING,
  savedView,
  superscriptParts,
} from '../../../../src/features/saved-benefits/saved-benefits.logic.ts';

const offer = (dbrOfferId: string, offerTiming = 'ongoing member offer', expiryDate = ''): Offer => ({
  dbrOfferId,
  dataOfferId: `ofr-${dbrOfferId}`,
  dataCategoryId: 'travel',
  dbrOfferType: 'discount',
  analyticsBrand: '',
  lineOfBusiness: '',
  asiCategory: '',
  offerTiming,
  expiryDate,
  title: `Offer ${dbrOfferId}`,
  description: '',
  url: '',
  modalUrl: '',
  altText: '',
  image: '',
  imageRatio: '',
  categoryAndOfferName: '',
});

// Local time, as the clock reads a date (core/iso-date.ts: a date is local midnight).
const at = (text: string) => new Date(text);
const LIMITED = 'limited time member offer';

describe('site 4.10 list filter: saved ids, and limited-time offers only while expiryDate is later than now', () => {
  const catalogue = [
    offer('1'),
    offer('2', LIMITED, '2027-03-31'),
    offer('3', LIMITED, '2026-08-31'),
    offer('4', LIMITED, ''),
    offer('5', LIMITED, 'soon'),
    offer('6', 'ongoing member offer', '2020-01-01'),
    offer('7', ' Limited Time Member Offer ', '2020-01-01'),
    offer('8', LIMITED, '2027-01-15T12:00:00'),
  ];
  const all = catalogue.map((entry) => entry.dbrOfferId);

  it.each([
    ['only saved ids are kept, in the servlet order', ['6', '1'], '2027-01-15T09:00:00', ['1', '6']],
    ['nothing saved: nothing shown', [], '2027-01-15T09:00:00', []],
    ['saved ids the servlet does not list are skipped', ['99', '1'], '2027-01-15T09:00:00', ['1']],
    ['a limited-time offer before its expiry date', ['2'], '2027-03-30T23:59:00', ['2']],
    ['a limited-time offer on its expiry date (valid through that day)', ['2'], '2027-03-31T23:59:00', ['2']],
    ['a limited-time offer the day after its expiry date', ['2'], '2027-04-01T00:00:00', []],
    ['an expired limited-time offer', ['3'], '2027-01-15T09:00:00', []],
    ['a limited-time offer without a date', ['4'], '2027-01-15T09:00:00', []],
    ['a limited-time offer with a garbage date', ['5'], '2027-01-15T09:00:00', []],
    ['an ongoing offer keeps a past expiryDate', ['6'], '2027-01-15T09:00:00', ['6']],
    ['offerTiming is read trimmed, in any case', ['7'], '2027-01-15T09:00:00', []],
    ['a date-time expiry: kept before it', ['8'], '2027-01-15T11:59:00', ['8']],
    ['a date-time expiry: dropped at it (not later than now)', ['8'], '2027-01-15T12:00:00', []],
    ['everything saved, mid-January 2027', all, '2027-01-15T09:00:00', ['1', '2', '6', '8']],
  ])('%s', (_name, saved, now, expected) => {
    expect(offersToShow(catalogue, saved, at(now)).map((entry) => entry.dbrOfferId)).toEqual(expected);
  });

  it('a repeated offer in the servlet list shows once', () => {
    expect(offersToShow([offer('1'), offer('1')], ['1'], at('2027-01-15T09:00:00'))).toHaveLength(1);
  });

  it.each([
    ['2027-03-31', '2027-04-01T00:00:00'],
    ['2028-02-29', '2028-03-01T00:00:00'],
    ['2027-12-31', '2028-01-01T00:00:00'],
  ])('a date %s ends at the next local midnight', (date, end) => {
    expect(offerEnds(date)?.getTime()).toBe(at(end).getTime());
  });

  it.each(['', 'soon', '2027-02-30', '31/03/2027'])('%j has no end (dropped)', (date) => {
    expect(offerEnds(date)).toBeUndefined();
  });

  it.each([
    [LIMITED, true],
    ['LIMITED TIME MEMBER OFFER', true],
    ['ongoing member offer', false],
    ['limited time', false],
    ['', false],
  ])('offerTiming %j is limited-time: %s', (offerTiming, expected) => {
    expect(isLimitedTime({ offerTiming })).toBe(expected);
  });
});

describe('site 4.10 which view shows', () => {
  const some = [offer('1')];
  it.each([
    ['authoring: the empty view with its buttons, whatever the store says', { authoring: true, status: 'ready', count: 3, shown: some }, 'anonymous'],
    ['anonymous visitor', { authoring: false, status: 'anonymous', count: 0, shown: undefined }, 'anonymous'],
    ['the user list is being read', { authoring: false, status: 'loading', count: 0, shown: undefined }, 'loading'],
    ['not asked yet', { authoring: false, status: 'idle', count: 0, shown: undefined }, 'loading'],
    ['hasOffers false (count 0)', { authoring: false, status: 'ready', count: 0, shown: [] }, 'empty'],
    ['hasOffers, the offers still coming', { authoring: false, status: 'ready', count: 2, shown: undefined }, 'loading'],
    ['hasOffers, offers to show', { authoring: false, status: 'ready', count: 2, shown: some }, 'list'],
    ['saved ids, but nothing remains after filtering: hasOffers becomes false', { authoring: false, status: 'ready', count: 2, shown: [] }, 'empty'],
    ['the user list could not be read', { authoring: false, status: 'error', count: 0, shown: some }, 'empty'],
  ] as const)('%s', (_name, inputs, expected) => {
    expect(savedView(inputs)).toBe(expected);
  });
});

describe('site 2.10 banner: after card index bannerDisplayOrder - 1, or after the last card', () => {
  it.each([
    [12, 3, true, 3],
    [3, 3, true, 3],
    [2, 3, true, 2],
    [1, 3, true, 1],
    [12, 1, true, 1],
    [12, 0, true, 0],
    [12, 12, true, 12],
    [12, 20, true, 12],
    [0, 3, true, undefined],
    [12, 3, false, undefined],
  ])('%i cards, bannerDisplayOrder %i, enableBanner %s: after %s cards', (cards, order, enabled, expected) => {
    expect(bannerAfter(cards, order, enabled)).toBe(expected);
  });
});

describe('site 2.10 © and ® as superscript', () => {
  it.each([
    [
      'Harborline® Cruises',
      [
        ['Harborline', false],
        ['®', true],
        [' Cruises', false],
      ],
    ],
    [
      'Sunny Side Pancake House©',
      [
        ['Sunny Side Pancake House', false],
        ['©', true],
      ],
    ],
    [
      '©®',
      [
        ['©', true],
        ['®', true],
      ],
    ],
    ['No symbols', [['No symbols', false]]],
    ['', []],
    [
      '<b>©</b>',
      [
        ['<b>', false],
        ['©', true],
        ['</b>', false],
      ],
    ],
  ])('%j', (text, parts) => {
    expect(superscriptParts(text)).toEqual(parts.map(([part, sup]) => ({ text: part, sup })));
  });
});

describe('site 4.10 and 8: timing, success and the logged texts', () => {
  it('the undo window is 2400 ms and the animations 700 ms', () => {
    expect(SAVED_BENEFITS_TIMING).toEqual({ undoWindowMs: 2400, animationMs: 700 });
  });

  it.each([
    [200, true],
    [201, false],
    [204, false],
    [401, false],
    [500, false],
    [0, false],
  ])('status %i is a removal: %s', (status, expected) => {
    expect(removalSucceeded(status)).toBe(expected);
  });

  it('says what site 8 says', () => {
    expect(fetchFailedText('HTTP 500')).toBe('Unable to fetch the data. Error: HTTP 500');
    expect(configFetchFailedText('HTTP 404', 'http://x/c.json')).toBe('Unable to fetch the data. Error: HTTP 404, with URL: http://x/c.json');
  });
});
