import { describe, expect, it } from 'vitest';
import { activationSucceeded, isInvalidTokenError } from '../../../src/domain/program-activation.ts';

// Brain-health 4.13, 8; CONTRACT 4c: the invalid-token error and an ACTIVE answer.
describe('activationSucceeded', () => {
  it.each<[unknown, boolean]>([
    [{ user: { membership_status: 'ACTIVE' } }, true],
    [{ user: { membership_status: ' active ' } }, true],
    [{ user: { membership_status: 'NON-MEMBER' } }, false],
    [{ user: {} }, false],
    [{ membership_status: 'ACTIVE' }, false],
    [undefined, false],
    ['ACTIVE', false],
  ])('%j -> %s', (answer, expected) => {
    expect(activationSucceeded(answer)).toBe(expected);
  });
});

describe('isInvalidTokenError', () => {
  it.each<[unknown, boolean]>([
    [{ status: 'error', message: 'invalid token' }, true],
    [{ status: 'ERROR', message: 'The Token is INVALID' }, true],
    [{ status: 'error', message: 'token expired' }, false],
    [{ status: 'error', message: 'invalid request' }, false],
    [{ status: 'failure', message: 'invalid token' }, false],
    [{ error: 'INJECTED_FAULT', message: 'fault injected: status 401' }, false],
    [undefined, false],
  ])('%j -> %s', (body, expected) => {
    expect(isInvalidTokenError(body)).toBe(expected);
  });
});
