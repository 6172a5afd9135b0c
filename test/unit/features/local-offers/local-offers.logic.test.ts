/**
 * The local offers' rules (src/features/local-offers/local-offers.logic.ts): distances in words,
 * the redeem choices from the element's types and the offer's, the results' heading, what a
 * failed search says, and the 'Report a problem' form's checks and fields.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { untranslated as t } from '../../../../src/core/i18n.ts';
import type { RedemptionType } from '../../../../src/domain/local-offers.ts';
import {
  distanceText,
  firstProblem,
  placesStatus,
  redeemChoices,
  resultsHeading,
  searchProblem,
  sentText,
  supportFields,
  supportProblems,
} from '../../../../src/features/local-offers/local-offers.logic.ts';
import { localOffersSchema } from '../../../../src/features/local-offers/local-offers.schema.ts';

describe('distances in words', () => {
  it.each([
    [0, 'Less than 0.1 miles'],
    [0.04, 'Less than 0.1 miles'],
    [0.05, '0.1 miles'],
    [0.1, '0.1 miles'],
    [0.96, '1 mile'],
    [1, '1 mile'],
    [1.04, '1 mile'],
    [1.2, '1.2 miles'],
    [12, '12 miles'],
    [99.95, '100 miles'],
    [1234.5, '1,234.5 miles'],
    [Number.NaN, 'Less than 0.1 miles'],
  ])('%d -> %s', (miles, words) => expect(distanceText(miles, t)).toBe(words));
});

const BOTH: RedemptionType[] = ['MOBILE', 'PRINT'];
describe('redeem choices: the element types x the offer types (9.2)', () => {
  it.each([
    [BOTH, BOTH, BOTH],
    [BOTH, ['MOBILE'], ['MOBILE']],
    [BOTH, ['PRINT'], ['PRINT']],
    [BOTH, ['PRINT', 'MOBILE'], BOTH],
    [['MOBILE'], BOTH, ['MOBILE']],
    [['MOBILE'], ['MOBILE'], ['MOBILE']],
    [['MOBILE'], ['PRINT'], []],
    [['PRINT'], BOTH, ['PRINT']],
    [['PRINT'], ['MOBILE'], []],
    [['PRINT'], ['PRINT'], ['PRINT']],
    [BOTH, [], []],
  ] as Array<[RedemptionType[], RedemptionType[], RedemptionType[]]>)('element %j, offer %j -> %j', (element, offer, choices) =>
    expect(redeemChoices(element, offer)).toEqual(choices),
  );
});

describe('headings and statuses', () => {
  it.each([
    [0, '0 offers near Phoenix, AZ, USA'],
    [1, '1 offer near Phoenix, AZ, USA'],
    [6, '6 offers near Phoenix, AZ, USA'],
  ])('%d results', (count, heading) => expect(resultsHeading(count, 'Phoenix, AZ, USA', t)).toBe(heading));
  it.each([
    [0, 'No places match. Try a city or a ZIP code.'],
    [1, '1 place found. Use the arrow keys to choose it.'],
    [5, '5 places found. Use the arrow keys to choose one.'],
  ])('%d places', (count, words) => expect(placesStatus(count, t)).toBe(words));
});

describe('a search that did not work', () => {
  const place = 'Nowhere';
  it.each([
    ['account', undefined, 401, 'Sorry, we are having trouble accessing your account.'],
    ['not-participant', undefined, 0, 'You have not joined member Rewards yet.'],
    ['failed', undefined, 500, 'We could not search for offers. Please try again.'],
    ['failed', undefined, 0, 'We could not search for offers. Please try again.'],
    ['failed', 'error.location.unknown', 400, 'We could not search near Nowhere. Try another place.'],
    ['failed', 'error.something', 503, 'We could not search for offers. Please try again.'],
  ] as const)('%s, code %s, status %d', (failure, code, status, words) =>
    expect(searchProblem(failure, { code, status, place, brand: 'member' }, t)).toContain(words),
  );
});

describe("'Report a problem'", () => {
  it.each([
    [{ offer: '', problem: '', email: '' }, ['offer', 'problem'], 'offer'],
    [{ offer: '  ', problem: 'x', email: '' }, ['offer'], 'offer'],
    [{ offer: 'Cantina', problem: ' ', email: '' }, ['problem'], 'problem'],
    [{ offer: 'Cantina', problem: 'Refused', email: 'not an address' }, ['email'], 'email'],
    [{ offer: 'Cantina', problem: 'Refused', email: 'me@example.org' }, [], undefined],
    [{ offer: 'Cantina', problem: 'Refused', email: '   ' }, [], undefined],
  ])('%j', (form, fields, first) => {
    const problems = supportProblems(form);
    expect(Object.keys(problems)).toEqual(fields);
    expect(firstProblem(problems)).toBe(first);
  });
  it('sends the fields trimmed, the email only when given', () => {
    expect(supportFields({ offer: ' Cantina ', problem: ' Refused ', email: '' })).toEqual({ offer: 'Cantina', problem: 'Refused' });
    expect(supportFields({ offer: 'Cantina', problem: 'Refused', email: ' me@example.org ' })).toEqual({
      offer: 'Cantina',
      problem: 'Refused',
      email: 'me@example.org',
    });
  });
  it('thanks, with the number when there is one', () => {
    expect(sentText('LOS-1001', t)).toBe('Thank you. We received your report, number LOS-1001.');
    expect(sentText(undefined, t)).toBe('Thank you. We received your report.');
  });
});

describe('config: data-redemption-types', () => {
  it.each([
    [undefined, true, 'MOBILE,PRINT'],
    ['MOBILE,PRINT', true, 'MOBILE,PRINT'],
    ['MOBILE', true, 'MOBILE'],
    ['PRINT', true, 'PRINT'],
    [' print , mobile ', true, ' print , mobile '],
    ['EMAIL', false, undefined],
    ['MOBILE,EMAIL', false, undefined],
  ])('%j', (value, ok, kept) => {
    const parsed = v.safeParse(localOffersSchema, value === undefined ? {} : { redemptionTypes: value });
    expect(parsed.success).toBe(ok);
    if (parsed.success) {
      expect(parsed.output.redemptionTypes).toBe(kept);
      expect(parsed.output.supportFormTitle).toBe('Report a problem with an offer');
    }
  });
});
