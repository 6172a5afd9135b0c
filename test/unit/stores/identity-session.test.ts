// @vitest-environment happy-dom
/**
 * The identity session every page runs, without the rules (stores/identity-session.ts): an
 * anonymous visitor's page never loads them; a visitor with a source gets them before the source
 * is read in, so the snapshot and the tokens are never derived from sources without them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loads = { count: 0 };
/** Counts the session's lazy import of the rules; installs them as the real module does. */
function countRuleLoads() {
  vi.doMock('../../../src/stores/identity.ts', async () => {
    loads.count += 1;
    const [{ deriveIdentity, personalisationTokens }, session] = await Promise.all([
      import('../../../src/domain/identity.ts'),
      import('../../../src/stores/identity-session.ts'),
    ]);
    session.installIdentityRules({ deriveIdentity, personalisationTokens });
    return session;
  });
}

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

function clearCookies() {
  for (const name of ['at', 'access_token', 'member_rewards_balance']) document.cookie = `${name}=; max-age=0; path=/`;
}

describe('the identity session without the rules', () => {
  beforeEach(() => {
    vi.resetModules();
    loads.count = 0;
    countRuleLoads();
    clearCookies();
  });
  afterEach(clearCookies);

  it('an anonymous visitor: the anonymous snapshot and blank tokens, and the rules never load', async () => {
    const { startIdentity, $identity } = await import('../../../src/stores/identity-session.ts');
    const tokens: unknown[] = [];
    document.addEventListener('TOKEN_REPLACE', (event) => tokens.push((event as CustomEvent).detail), { once: true });
    const session = startIdentity(window);
    await session.cookiesRead;
    await session.ready;
    expect($identity.get()).toMatchObject({ isLoggedIn: false, memberState: 'ANON', headerUserType: 'anonymous-user' });
    expect(tokens).toEqual([expect.objectContaining({ firstName: '', points: '', expiryDays: '' })]);
    expect(loads.count).toBe(0);
    session.stop();
  });

  it('a login cookie: the rules load before the cookie is read in, and the snapshot is the member', async () => {
    document.cookie = `at=${enc({ ms: '0', f: 'Pat', mar: 'Y', me: '2030-01-01' })}; path=/`;
    const { startIdentity, $identity, $identitySources } = await import('../../../src/stores/identity-session.ts');
    const seen: Array<[boolean, boolean]> = [];
    $identity.listen((snapshot) => seen.push(['at' in $identitySources.get(), snapshot.isLoggedIn]));
    const session = startIdentity(window);
    await session.cookiesRead;
    expect(loads.count).toBe(1);
    expect($identity.get()).toMatchObject({ isLoggedIn: true, memberState: 'MEMBER', firstName: 'Pat', headerUserType: 'member-on-automatic-renew' });
    // The login cookie was never in the sources without the rules that read it.
    expect(seen.filter(([cookie]) => cookie)).toEqual([[true, true]]);
    session.stop();
  });

  it('a cached balance alone: the rules load for the points token', async () => {
    document.cookie = 'member_rewards_balance=12480; path=/';
    const { startIdentity } = await import('../../../src/stores/identity-session.ts');
    const tokens: Array<Record<string, string>> = [];
    document.addEventListener('TOKEN_REPLACE', (event) => tokens.push((event as CustomEvent).detail as Record<string, string>));
    const session = startIdentity(window);
    await session.ready;
    await vi.waitFor(() => expect(tokens.at(-1)).toMatchObject({ points: '12,480', pointsNumOnly: '12480' }));
    expect(loads.count).toBe(1);
    session.stop();
  });
});
