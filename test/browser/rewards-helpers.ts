/**
 * Shared setup for the rewards browser tests against the emulator: the rewards persona logged in
 * at a fixed page clock, direct calls to the emulator (its ledger, its fault rules), a request
 * counter, and more windows of the site (same-origin iframes sharing localStorage,
 * sessionStorage and the Web Locks of the page).
 */
import { personaCookieStrings, personas } from '../../fixtures/personas.ts';
import { $identitySources, readCookieSources } from '../../src/stores/identity.ts';
import { clearCookies } from './helpers.ts';

/** The one rewards participant persona (at.rs 'Y') and its user and token. */
export const REWARDS_PERSONA = personas.find((persona) => persona.id === 'member-auto-renew')!;
export const REWARDS_USER = 'fed-member-auto-renew';
const TOKEN = 'token-member-auto-renew';
/** The daily login's activity id (the site configuration's). */
export const DAILY_LOGIN_ID = 'bdd640fb-0667-4ad1-9c80-317fa3b1799d';
/** The page clock every test starts at (UTC, as the browser context). */
export const TEST_CLOCK = '2027-01-15T17:00:00Z';

/** One stored fault rule of the emulator (emulator/core/faults.ts). */
export interface FaultRule {
  path: string;
  method?: string;
  status?: number;
  delayMs?: number;
  body?: 'malformed' | 'wrong-shape' | 'empty' | 'hostile';
  drop?: boolean | 'before' | 'after';
  times?: number;
}

export function readPageClock(): string {
  return decodeURIComponent(/(?:^|; )TimeTravelCookie=([^;]*)/.exec(document.cookie)?.[1] ?? '');
}

/** Logs the persona in (its cookies, then `extra` cookies over them) at TEST_CLOCK. */
export function loginRewardsPersona(extra: string[] = []): void {
  clearCookies();
  for (const cookie of [...personaCookieStrings(REWARDS_PERSONA), ...extra]) document.cookie = cookie;
  document.cookie = `TimeTravelCookie=${encodeURIComponent(TEST_CLOCK)}; path=/`;
  $identitySources.set(readCookieSources(document.cookie, localStorage));
}

/** The emulator's address and its calls as the persona, at the page clock. */
export function rewardsEmulator(services: string) {
  const call = async (path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${services}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}`, 'X-Time-Travel': readPageClock() },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return response.json();
  };
  const faults = async (): Promise<FaultRule[]> => ((await (await fetch(`${services}__emulator/faults`)).json()) as { faults: FaultRule[] }).faults;
  return {
    call,
    reset: () => fetch(`${services}__emulator/reset`, { method: 'POST' }),
    /** Adds fault rules; the first rule matching a request applies to it. */
    fault: (...rules: FaultRule[]) => fetch(`${services}__emulator/faults`, { method: 'POST', body: JSON.stringify(rules) }),
    faults,
    /** Earned transactions of `activity` in the persona's ledger. */
    async earned(activity: string): Promise<number> {
      const page = (await call(
        `applications/loyalty-catalog/transaction/memberPoints?userPrimaryIdentifier=${REWARDS_USER}&userGroupDesignIdentifier=member&activityType=earn&size=100&page=0`,
      )) as { transactions: Array<{ activityIdentifier: string | null }> };
      return page.transactions.filter((t) => t.activityIdentifier === activity).length;
    },
    /**
     * Counts the requests the emulator answers on `method path` from now on: a fault rule that
     * changes nothing (no delay) whose `times` goes down by one per request it applies to. Rules
     * added before it (a drop) take their requests first.
     */
    async counter(method: string, path: string): Promise<() => Promise<number>> {
      const limit = 1000;
      await fetch(`${services}__emulator/faults`, { method: 'POST', body: JSON.stringify({ path, method, delayMs: 0, times: limit }) });
      return async () => limit - ((await faults()).find((rule) => rule.path === path && rule.method === method && rule.delayMs === 0)?.times ?? 0);
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
