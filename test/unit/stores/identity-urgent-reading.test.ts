// @vitest-environment happy-dom
/**
 * A visitor's first programme page (issue 33: no modal later than the page's elements): the
 * identity services are called at once when the reading waits on the programme's user types and
 * nothing stands for them (stores/identity-services.ts `isUrgentReading`), and through the
 * module's import otherwise, so that the home's calls stay out of the render task
 * (stores/identity-session.ts `installIdentityServices`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentitySources } from '../../../src/domain/identity.types.ts';
import type { SiteConfig } from '../../../src/core/site-config.ts';

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const AT = enc({ ms: '0', f: 'Pat', ss: '2' });

function clearCookies() {
  for (const name of ['at', 'access_token', 'fedid']) document.cookie = `${name}=; max-age=0; path=/`;
}

describe('isUrgentReading', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });
  afterEach(clearCookies);

  const programme = { userTypesUrl: 'https://services.example.org/applications/member/api/v1/user/types' } as SiteConfig;
  const at = { ms: '0', f: 'Pat', ss: '2' } as unknown as IdentitySources['at'];

  it.each<[string, SiteConfig, IdentitySources, boolean, boolean]>([
    ["a programme page, a login cookie, no cached answer (a visitor's first programme page)", programme, { at, fedid: 'f-1' }, false, true],
    ["the same with this visitor's answer cached (a later page of the visit)", programme, { at, fedid: 'f-1' }, true, false],
    ['no login cookie: anonymous-user, the service is not asked', programme, { fedid: 'f-1' }, false, false],
    ['off the programme (no userTypesUrl: the home)', {} as SiteConfig, { at, fedid: 'f-1' }, false, false],
  ])('%s', async (_label, config, sources, cached, expected) => {
    document.cookie = `at=${AT}; path=/`;
    if (cached) {
      localStorage.setItem(
        'userTypeCache',
        JSON.stringify({ fedid: 'f-1', at: decodeURIComponent(AT), savedAt: Date.now(), user: { userType: 'returning-member-content-access' } }),
      );
    }
    const { isUrgentReading } = await import('../../../src/stores/identity-services.ts');
    expect(isUrgentReading(sources, config, document)).toBe(expected);
  });
});

describe('identity calls urgent readings without the import', () => {
  const imports = { count: 0 };
  beforeEach(() => {
    vi.resetModules();
    imports.count = 0;
    clearCookies();
    localStorage.clear();
    // The import of the services module is counted; it answers with the cookie sources as they are.
    vi.doMock('../../../src/stores/identity-services.ts', () => {
      imports.count += 1;
      return { loadServiceSources: (sources: IdentitySources) => Promise.resolve({ ...sources }) };
    });
  });
  afterEach(() => {
    vi.doUnmock('../../../src/stores/identity-services.ts');
    clearCookies();
  });

  async function readWith(urgent: boolean): Promise<{ loads: number; programUser: unknown }> {
    document.cookie = `at=${AT}; path=/`;
    document.cookie = 'fedid=f-1; path=/';
    document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify({ userTypesUrl: 'https://services.example.org/types' })}</script>`;
    const session = await import('../../../src/stores/identity-session.ts');
    let loads = 0;
    session.installIdentityServices({
      load: (sources) => {
        loads += 1;
        return Promise.resolve({ ...sources, programUser: { userType: 'returning-member-content-access' } as IdentitySources['programUser'] });
      },
      urgent: () => urgent,
    });
    const identity = session.startIdentity(window);
    await identity.loaded.catch(() => undefined);
    const programUser = session.$identitySources.get().programUser;
    identity.stop();
    return { loads, programUser };
  }

  it('urgent: the installed services answer, the module is not imported', async () => {
    const { loads, programUser } = await readWith(true);
    expect([loads, imports.count]).toEqual([1, 0]);
    expect(programUser).toEqual({ userType: 'returning-member-content-access' });
  });

  it('not urgent: the module is imported (one task later), the installed services are not called', async () => {
    const { loads } = await readWith(false);
    expect(imports.count).toBe(1);
    expect(loads).toBe(0);
  });
});
