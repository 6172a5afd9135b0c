import { describe, expect, it } from 'vitest';
import { segmentForCode, segmentForMemberState, segmentFromCookie, segmentFromStatus } from '../../../src/domain/segments.ts';

// Site 4.2, first reading: "From the cookie: MEM for code 0 / MEMBER; NONMEM for non-member,
// cancelled, suspended or expired; ANON when there is no cookie."
describe('segmentFromCookie (site 4.2, cookie reading)', () => {
  it.each([
    ['no cookie', undefined, 'ANON'],
    ['code 0', { ms: '0' }, 'MEM'],
    ['code 1 (non-member)', { ms: '1' }, 'NONMEM'],
    ['code 4 (cancelled)', { ms: '4' }, 'NONMEM'],
    ['code M (suspended)', { ms: 'M' }, 'NONMEM'],
    ['code U (suspended)', { ms: 'U' }, 'NONMEM'],
    ['code D (suspended)', { ms: 'D' }, 'NONMEM'],
    ['code 5 (expired)', { ms: '5' }, 'NONMEM'],
    // bad input: decided ANON, as nothing known is said
    ['code X', { ms: 'X' }, 'ANON'],
    ['empty code', { ms: '' }, 'ANON'],
    ['no code', { f: 'Jo' }, 'ANON'],
    ['code " 0 "', { ms: ' 0 ' }, 'MEM'],
    ['code "m"', { ms: 'm' }, 'NONMEM'],
  ])('%s -> %s', (_label, at, segment) => {
    expect(segmentFromCookie(at)).toBe(segment);
  });
});

describe('segmentForCode', () => {
  it.each([
    ['0', 'MEM'],
    ['1', 'NONMEM'],
    ['4', 'NONMEM'],
    ['5', 'NONMEM'],
    ['M', 'NONMEM'],
    ['U', 'NONMEM'],
    ['D', 'NONMEM'],
    ['X', 'ANON'],
    ['', 'ANON'],
    [undefined, 'ANON'],
    [0, 'MEM'],
  ])('%j -> %s', (code, segment) => {
    expect(segmentForCode(code)).toBe(segment);
  });
});

// Site 4.2 "MEM for ... MEMBER": the cookie reading in memberState words.
describe('segmentForMemberState', () => {
  it.each([
    ['MEMBER', 'MEM'],
    ['NON-MEMBER', 'NONMEM'],
    ['CANCELLED', 'NONMEM'],
    ['SUSPENDED', 'NONMEM'],
    ['EXPIRED', 'NONMEM'],
    ['ANON', 'ANON'],
    ['', 'ANON'],
    ['X', 'ANON'],
    [undefined, 'ANON'],
  ])('%j -> %s', (state, segment) => {
    expect(segmentForMemberState(state)).toBe(segment);
  });
});

// Site 4.2, second reading: "From the user-info status: MEMBER, EXPIRING and ACTIVE give MEM;
// NON-MEMBER, CANCELLED, MEMBER-REQUEST-SUSPEND, UNDELIVERABLE-SUSPEND, DECEASED-SUSPEND and
// EXPIRED give NONMEM; anything else gives ANON."
describe('segmentFromStatus (site 4.2, user-info reading)', () => {
  it.each([
    ['MEMBER', 'MEM'],
    ['EXPIRING', 'MEM'],
    ['ACTIVE', 'MEM'],
    ['NON-MEMBER', 'NONMEM'],
    ['CANCELLED', 'NONMEM'],
    ['MEMBER-REQUEST-SUSPEND', 'NONMEM'],
    ['UNDELIVERABLE-SUSPEND', 'NONMEM'],
    ['DECEASED-SUSPEND', 'NONMEM'],
    ['EXPIRED', 'NONMEM'],
    // anything else
    ['anonymous', 'ANON'],
    ['', 'ANON'],
    ['SUSPENDED', 'ANON'],
    ['NON_MEMBER', 'ANON'],
    ['CANCEL', 'ANON'],
    ['0', 'ANON'],
    [undefined, 'ANON'],
    [null, 'ANON'],
    [{ status: 'ACTIVE' }, 'ANON'],
    // read trimmed and in any case
    [' active ', 'MEM'],
    ['expired', 'NONMEM'],
  ])('%j -> %s', (status, segment) => {
    expect(segmentFromStatus(status)).toBe(segment);
  });
});
