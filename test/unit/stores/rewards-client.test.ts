/**
 * The rewards caller (stores/rewards-client.ts): who the rewards client calls as, read from
 * identity's sources at each call. The fraud-session header's e-mail (ask-and-rewards 7.2) comes
 * from the user-info answer, else from the login cookie's `email` or `e` (site 3.1).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { IdentitySources } from '../../../src/domain/identity.types.ts';
import { $identitySources } from '../../../src/stores/identity.ts';
import { rewardsCaller } from '../../../src/stores/rewards-client.ts';

afterEach(() => $identitySources.set({}));

describe('rewardsCaller: the e-mail of the fraud-session header', () => {
  const rows: Array<[string, Partial<IdentitySources>, string | undefined]> = [
    ['the user-info answer has it', { userInfo: { email: 'info@example.org' } as never, at: { email: 'cookie@example.org' } }, 'info@example.org'],
    [
      'the answer has none: the cookie’s email',
      { userInfo: { firstName: 'Ann' }, at: { email: 'cookie@example.org', e: 'short@example.org' } },
      'cookie@example.org',
    ],
    ['the answer has none: the cookie’s e', { userInfo: {}, at: { e: 'short@example.org' } }, 'short@example.org'],
    ['the answer’s is blank: the cookie’s', { userInfo: { email: '  ' } as never, at: { e: 'short@example.org' } }, 'short@example.org'],
    ['no answer yet: the cookie’s', { at: { email: ' cookie@example.org ' } }, 'cookie@example.org'],
    ['neither has one', { userInfo: {}, at: {} }, undefined],
    ['the answer’s is not a string', { userInfo: { email: 42 } as never, at: { e: 'short@example.org' } }, 'short@example.org'],
  ];
  for (const [name, sources, expected] of rows) {
    it(name, () => {
      $identitySources.set({ accessToken: 'token', fedid: 'fed-1', ...sources } as IdentitySources);
      expect(rewardsCaller().email).toBe(expected);
    });
  }
});
