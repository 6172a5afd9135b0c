import { describe, expect, it } from 'vitest';
import { hasHeaderRewardsAccess, isRewardsParticipant } from '../../../src/domain/rewards.ts';
import { canDepositPoints } from '../../../src/domain/rewards-rules.ts';

// Ask-and-rewards 6.2: "A rewards participant is a user with the rewardsUser flag, or with
// at.rs = 'Y'."
describe('isRewardsParticipant', () => {
  it.each([
    [true, undefined, true],
    [true, { rs: 'N' }, true],
    [false, { rs: 'Y' }, true],
    [undefined, { rs: 'Y' }, true],
    [undefined, { rs: ' y ' }, true],
    [undefined, { rs: 'N' }, false],
    [undefined, { rs: '' }, false],
    [undefined, { rs: 'true' }, false],
    [undefined, { ms: '0' }, false],
    [undefined, undefined, false],
    [false, undefined, false],
    ['true', undefined, false], // the flag is a boolean
    [1, undefined, false],
  ])('rewardsUser %j, at %j -> %s', (flag, at, participant) => {
    expect(isRewardsParticipant(flag, at)).toBe(participant);
  });
});

// Site 6 "Member with status code 0: rewards access in the header"; ask-and-rewards 4.9 / 6.3
// "rewards access requires active member status (ms 0)".
describe('hasHeaderRewardsAccess', () => {
  it.each([
    [{ ms: '0' }, true],
    [{ ms: ' 0 ' }, true],
    [{ ms: '1' }, false],
    [{ ms: '5' }, false],
    [{ ms: '4' }, false],
    [{ ms: 'M' }, false],
    [{ ms: 'U' }, false],
    [{ ms: 'D' }, false],
    [{ ms: 'X' }, false],
    [{ ms: '' }, false],
    [{ rs: 'Y' }, false],
    [undefined, false],
  ])('at %j -> %s', (at, access) => {
    expect(hasHeaderRewardsAccess(at)).toBe(access);
  });
});

// Ask-and-rewards 6.2: "Point deposits and the daily bonus require an auth token and at.rs = 'Y'."
describe('canDepositPoints', () => {
  it.each([
    ['tok', { rs: 'Y' }, true],
    ['tok', { rs: 'N' }, false],
    ['tok', undefined, false],
    ['', { rs: 'Y' }, false],
    ['   ', { rs: 'Y' }, false],
    [undefined, { rs: 'Y' }, false],
    [123, { rs: 'Y' }, true],
    [{}, { rs: 'Y' }, false],
  ])('token %j, at %j -> %s', (token, at, allowed) => {
    expect(canDepositPoints(token, at)).toBe(allowed);
  });
});
