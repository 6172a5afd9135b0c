/** Site 2.9, 4.9, 9: the offer card's rules (offer-card.logic.ts), with the spec's own values. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  changedText,
  isExpired,
  isLimitedTime,
  lowerCount,
  MODAL_LAYOUT_DELAY_MS,
  modalUrl,
  OFFER_ID_PREFIX_LENGTH,
  readExpiry,
  SAVE_TOOLTIP_MS,
  withoutPrefix,
} from '../../../../src/features/offer-card/offer-card.logic.ts';
import { offerCardSchema } from '../../../../src/features/offer-card/offer-card.schema.ts';

describe('site 9 constants', () => {
  it('save tooltip 2.5 s, modal layout 1.2 s, id prefix 4 characters', () => {
    expect(SAVE_TOOLTIP_MS).toBe(2500);
    expect(MODAL_LAYOUT_DELAY_MS).toBe(1200);
    expect(OFFER_ID_PREFIX_LENGTH).toBe(4);
  });
});

describe('isExpired (data-expireon: the last day shown, US Eastern)', () => {
  const rows: Array<[string, string, boolean]> = [
    // A date: shown through the whole of that day in US Eastern (EST, UTC-5 in winter).
    ['2027-03-01', '2027-03-01T04:59:59Z', false], // 28 Feb 23:59:59 Eastern
    ['2027-03-01', '2027-03-01T05:00:00Z', false], // 1 Mar 00:00 Eastern: its last day
    ['2027-03-01', '2027-03-02T04:59:59Z', false], // 1 Mar 23:59:59 Eastern
    ['2027-03-01', '2027-03-02T05:00:00Z', true], // 2 Mar 00:00 Eastern
    ['2027-03-01', '2028-01-01T00:00:00Z', true],
    // Summer: EDT, UTC-4.
    ['2027-07-04', '2027-07-05T03:59:59Z', false],
    ['2027-07-04', '2027-07-05T04:00:00Z', true],
    // The CMS's MM/DD/YYYY reads the same.
    ['03/01/2027', '2027-03-02T04:59:59Z', false],
    ['03/01/2027', '2027-03-02T05:00:00Z', true],
    ['3/1/2027', '2027-03-02T05:00:00Z', true],
    // A date-time is an instant: hidden from that instant on.
    ['2027-03-01T17:00Z', '2027-03-01T16:59:59Z', false],
    ['2027-03-01T17:00Z', '2027-03-01T17:00:00Z', true],
    ['2027-03-01T12:00-05:00', '2027-03-01T17:00:00Z', true],
    // Empty: never expires. Garbage and impossible days: not a date, never hidden for it.
    ['', '2099-01-01T00:00:00Z', false],
    ['   ', '2099-01-01T00:00:00Z', false],
    ['soon', '2099-01-01T00:00:00Z', false],
    ['2027-02-30', '2099-01-01T00:00:00Z', false],
    ['13/01/2027', '2099-01-01T00:00:00Z', false],
  ];
  it.each(rows)('%j at %s -> %j', (expireon, at, expired) => {
    expect(isExpired(expireon, new Date(at))).toBe(expired);
  });

  it("the demo fixtures: 2026-08-31 is past on the personas' today (2027-01-15), 2029-03-31 is not", () => {
    expect(isExpired('2026-08-31', new Date('2027-01-15T17:00:00Z'))).toBe(true);
    expect(isExpired('2029-03-31', new Date('2027-01-15T17:00:00Z'))).toBe(false);
  });

  it.each([
    ['', { kind: 'never' }],
    ['2027-03-01', { kind: 'day', year: 2027, month: 3, day: 1 }],
    ['12/31/2026', { kind: 'day', year: 2026, month: 12, day: 31 }],
    ['nope', undefined],
    ['02/29/2027', undefined],
  ])('readExpiry(%j)', (value, reading) => {
    expect(readExpiry(value)).toEqual(reading);
  });
});

describe('withoutPrefix (site 2.9, 9: the offer id minus a 4-character prefix)', () => {
  const rows: Array<[string, string]> = [
    ['ofr-10482', '10482'],
    ['dbr-1001', '1001'],
    ['ABCD10482', '10482'],
    [' ofr-10482 ', '10482'],
    ['ofr-', ''],
    ['ofr', ''],
    ['', ''],
  ];
  it.each(rows)('%j -> %j', (id, stripped) => {
    expect(withoutPrefix(id)).toBe(stripped);
  });
});

describe('isLimitedTime (site 3.8 offerTiming)', () => {
  it.each([
    ['limited time member offer', true],
    ['Limited Time Member Offer ', true],
    ['ongoing member offer', false],
    ['', false],
    [null, false],
  ])('%j -> %j', (timing, limited) => {
    expect(isLimitedTime(timing)).toBe(limited);
  });
});

describe('tooltip texts (site 4.9)', () => {
  it.each([
    ['save', 'has been saved'],
    ['remove', 'has been removed'],
  ] as const)('%s -> %j', (action, text) => {
    expect(changedText(action)).toBe(text);
  });
});

describe('lowerCount ([data-offer-count] drops by one per hidden offer)', () => {
  it.each([
    ['24', 1, '23'],
    ['24', 3, '21'],
    ['4 member offers', 1, '3 member offers'],
    ['1,024', 1, '1023'],
    ['0', 1, '0'],
    ['none', 1, 'none'],
  ])('%j - %d -> %j', (text, by, lowered) => {
    expect(lowerCount(text, by)).toBe(lowered);
  });
});

describe('modalUrl (same origin, http(s) only)', () => {
  const page = 'https://www.example.org/benefits/travel/';
  it.each([
    ['/benefits/offers/hotel.modal.html', 'https://www.example.org/benefits/offers/hotel.modal.html'],
    ['hotel.modal.html', 'https://www.example.org/benefits/travel/hotel.modal.html'],
    ['https://www.example.org/x.html', 'https://www.example.org/x.html'],
    ['https://evil.example/x.html', undefined],
    ['//evil.example/x.html', undefined],
    ['http://www.example.org/x.html', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<p>x</p>', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (value, url) => {
    expect(modalUrl(value, page)).toBe(url);
  });
});

describe('offerCardSchema', () => {
  it('reads the card attributes', () => {
    const config = v.parse(offerCardSchema, { offerid: 'dbr-1001', expireon: '2027-03-01', modalUrl: '/m.html' });
    expect(config).toMatchObject({ offerid: 'dbr-1001', expireon: '2027-03-01', modalUrl: '/m.html', offerTiming: '' });
  });
  it.each([{}, { offerid: '' }, { offerid: 'dbr-' }, { offerid: 'dbr-1', expireon: 'soon' }])('refuses %j', (input) => {
    expect(v.safeParse(offerCardSchema, input).success).toBe(false);
  });
});
