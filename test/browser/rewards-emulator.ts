/**
 * For rewards browser tests: the member persona logged in on the page clock, and the emulator
 * seen from the test (reset, fault rules, the ledger and the balance as the service has them).
 */
import { personaCookieStrings, personas } from '../../fixtures/personas.ts';
import type { FaultRule } from '../../emulator/core/faults.ts';
import { $identitySources, readCookieSources } from '../../src/stores/identity.ts';
import { clearCookies, emulatorSiteConfig } from './helpers.ts';

export const REWARDS_PERSONA = personas.find((persona) => persona.id === 'member-auto-renew')!;
export const REWARDS_USER = 'fed-member-auto-renew';
/** The submit call of every activity (deposits and the daily login). */
export const SUBMIT_PATH = '/applications/loyalty-catalog/activity/usergroup/member/user/*';
export const LIMIT_PATH = '/applications/loyalty-catalog/activity/limit/*';

export function readClock(): string {
  return decodeURIComponent(/(?:^|; )TimeTravelCookie=([^;]*)/.exec(document.cookie)?.[1] ?? '');
}

export function setClock(iso: string): void {
  document.cookie = `TimeTravelCookie=${encodeURIComponent(iso)}; path=/`;
}

/** The persona's login cookies (and `extra`), the clock at the fixtures' TODAY, identity read again. */
export function rewardsLogin(extra: string[] = []): void {
  clearCookies();
  for (const cookie of personaCookieStrings(REWARDS_PERSONA)) document.cookie = cookie;
  for (const cookie of extra) document.cookie = cookie;
  setClock('2027-01-15T17:00:00Z');
  $identitySources.set(readCookieSources(document.cookie, localStorage));
}

export interface RewardsEmulator {
  /** The emulator's address, ending in '/'. */
  services: string;
  reset(): Promise<void>;
  /** Adds fault rules, matched in order (a rule with `times` is removed once used up). */
  addFaults(...rules: FaultRule[]): Promise<void>;
  /** The rules not used up yet. */
  activeFaults(): Promise<FaultRule[]>;
  /** Earned transactions of `activity` in the persona's ledger (every day up to the clock's). */
  earned(activity: string): Promise<number>;
  /** The persona's balance as the service has it. */
  balance(): Promise<number>;
}

/** Puts the site config naming the test server's emulator into this document, and drives it. */
export async function rewardsEmulator(): Promise<RewardsEmulator> {
  const services = await emulatorSiteConfig();
  const call = async (path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${services}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-member-auto-renew', 'X-Time-Travel': readClock() },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`emulator ${path} answered ${response.status}`);
    return response.json();
  };
  const catalog = 'applications/loyalty-catalog/';
  return {
    services,
    reset: async () => void (await call('__emulator/reset', {})),
    addFaults: async (...rules) => void (await call('__emulator/faults', rules)),
    activeFaults: async () => ((await call('__emulator/faults')) as { faults: FaultRule[] }).faults,
    earned: async (activity) => {
      const page = (await call(
        `${catalog}transaction/memberPoints?userPrimaryIdentifier=${REWARDS_USER}&userGroupDesignIdentifier=member&activityType=earn&size=100&page=0`,
      )) as { transactions: Array<{ activityIdentifier: string | null }> };
      return page.transactions.filter((t) => t.activityIdentifier === activity).length;
    },
    balance: async () => ((await call(`${catalog}pointsbalance/${REWARDS_USER}`)) as { currentBalance: number }).currentBalance,
  };
}
