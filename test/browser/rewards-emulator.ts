/**
 * Shared setup for the rewards browser tests against the emulator: the rewards persona logged in
 * at a fixed page clock, the emulator seen from the test (reset, fault rules, the ledger and the
 * balance as the service has them, how many requests it answered), page events, and more windows
 * of the site (same-origin iframes sharing localStorage, sessionStorage and the Web Locks of the
 * page).
 */
import { personaCookieStrings, personas } from '../../fixtures/personas.ts';
import type { FaultRule } from '../../emulator/core/faults.ts';
import { $identitySources, readCookieSources } from '../../src/stores/identity.ts';
import { clearCookies, emulatorSiteConfig } from './helpers.ts';

export type { FaultRule };

/** The one rewards participant persona (at.rs 'Y') and its user and token. */
export const REWARDS_PERSONA = personas.find((persona) => persona.id === 'member-auto-renew')!;
export const REWARDS_USER = 'fed-member-auto-renew';
const TOKEN = 'token-member-auto-renew';
/** The daily login's activity id (the site configuration's). */
export const DAILY_LOGIN_ID = 'bdd640fb-0667-4ad1-9c80-317fa3b1799d';
/** The page clock every test starts at (the fixtures' TODAY; UTC, as the browser context). */
export const TEST_CLOCK = '2027-01-15T17:00:00Z';
/** The submit call of every activity (deposits and the daily login). */
export const SUBMIT_PATH = '/applications/loyalty-catalog/activity/usergroup/member/user/*';
export const LIMIT_PATH = '/applications/loyalty-catalog/activity/limit/*';

export function readClock(): string {
  return decodeURIComponent(/(?:^|; )TimeTravelCookie=([^;]*)/.exec(document.cookie)?.[1] ?? '');
}

export function setClock(iso: string): void {
  document.cookie = `TimeTravelCookie=${encodeURIComponent(iso)}; path=/`;
}

/** The persona's login cookies (then `extra` cookies over them), the clock at TEST_CLOCK, identity read again. */
export function rewardsLogin(extra: string[] = []): void {
  clearCookies();
  for (const cookie of [...personaCookieStrings(REWARDS_PERSONA), ...extra]) document.cookie = cookie;
  setClock(TEST_CLOCK);
  $identitySources.set(readCookieSources(document.cookie, () => localStorage));
}

export interface RewardsEmulator {
  /** The emulator's address, ending in '/'. */
  services: string;
  /** A call as the persona at the page clock (GET, or POST with `body`); its JSON answer. */
  call(path: string, body?: unknown): Promise<unknown>;
  reset(): Promise<void>;
  /** Adds fault rules, matched in order (a rule with `times` is removed once used up). */
  addFaults(...rules: FaultRule[]): Promise<void>;
  /** The rules not used up yet. */
  activeFaults(): Promise<FaultRule[]>;
  /** Earned transactions of `activity` in the persona's ledger (every day up to the clock's). */
  earned(activity: string): Promise<number>;
  /** The persona's balance as the service has it. */
  balance(): Promise<number>;
  /**
   * Counts the requests the emulator answers on `method path` from now on: a fault rule that
   * changes nothing (no delay) whose `times` goes down by one per request it applies to. Rules
   * added before it (a drop) take their requests first.
   */
  counter(method: string, path: string): Promise<() => Promise<number>>;
}

/** Puts the site config naming the test server's emulator into this document, and drives it. */
export async function rewardsEmulator(): Promise<RewardsEmulator> {
  const services = await emulatorSiteConfig();
  const call = async (path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${services}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}`, 'X-Time-Travel': readClock() },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`emulator ${path} answered ${response.status}`);
    return response.json();
  };
  const catalog = 'applications/loyalty-catalog/';
  const addFaults = async (...rules: FaultRule[]) => void (await call('__emulator/faults', rules));
  const activeFaults = async () => ((await call('__emulator/faults')) as { faults: FaultRule[] }).faults;
  return {
    services,
    call,
    reset: async () => void (await call('__emulator/reset', {})),
    addFaults,
    activeFaults,
    earned: async (activity) => {
      const page = (await call(
        `${catalog}transaction/memberPoints?userPrimaryIdentifier=${REWARDS_USER}&userGroupDesignIdentifier=member&activityType=earn&size=100&page=0`,
      )) as { transactions: Array<{ activityIdentifier: string | null }> };
      return page.transactions.filter((t) => t.activityIdentifier === activity).length;
    },
    balance: async () => ((await call(`${catalog}pointsbalance/${REWARDS_USER}`)) as { currentBalance: number }).currentBalance,
    async counter(method, path) {
      const limit = 1000;
      await addFaults({ path, method, delayMs: 0, times: limit });
      return async () => limit - ((await activeFaults()).find((rule) => rule.path === path && rule.method === method && rule.delayMs === 0)?.times ?? 0);
    },
  };
}

/** Collects the details of `name` events on `target`. */
export function eventsOf(name: string, target: EventTarget = document): unknown[] {
  const seen: unknown[] = [];
  target.addEventListener(name, (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

/**
 * Another window of the site: a same-origin iframe with its own document and site config but
 * no loader (the test starts each flow). Removed by `closeWindows`.
 */
const openFrames: HTMLIFrameElement[] = [];

export async function openSiteWindow(): Promise<Document> {
  const frame = document.createElement('iframe');
  openFrames.push(frame);
  frame.src = '/test/browser/pages/rewards-window.html';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame.contentDocument!;
}

export function closeWindows(): void {
  for (const frame of openFrames.splice(0)) frame.remove();
}
