/**
 * A lock shared by the open tabs of the site, so work that must happen once (a points deposit,
 * the daily login) runs in one tab at a time: the Web Locks API where the browser has it; else a
 * lease in localStorage, announced over BroadcastChannel so a waiting tab tries again as soon as
 * the holder is done (and in any case when the lease runs out: a closed tab never blocks others).
 */
const PREFIX = 'memberElements.lock.';
const CHANNEL = 'member-elements-locks';
/** How long a fallback lease holds without being released (longer than a deposit's calls). */
export const LEASE_MS = 30_000;

type LockWindow = Window & { BroadcastChannel?: typeof BroadcastChannel };

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: Storage, key: string): Lease | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    const lease = value as Lease | null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number' ? lease : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves on the next release message for `name`, or after `ms`. */
function released(win: LockWindow, name: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const Channel = win.BroadcastChannel;
    const channel = typeof Channel === 'function' ? new Channel(CHANNEL) : undefined;
    const done = () => {
      win.clearTimeout(timer);
      channel?.close();
      resolve();
    };
    const timer = win.setTimeout(done, Math.max(0, ms));
    if (channel)
      channel.onmessage = (event: MessageEvent) => {
        if (event.data === name) done();
      };
  });
}

/** The fallback: a localStorage lease, written then read back after a turn of the event loop. */
async function withLease<T>(win: LockWindow, name: string, work: () => Promise<T>): Promise<T> {
  let storage: Storage | undefined;
  try {
    storage = win.localStorage;
  } catch {
    storage = undefined;
  }
  if (!storage) return work();
  const key = PREFIX + name;
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  for (;;) {
    const held = readLease(storage, key);
    if (held && held.owner !== owner && held.until > Date.now()) {
      await released(win, name, Math.min(held.until - Date.now(), 1000));
      continue;
    }
    storage.setItem(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
    // Another tab writing at the same moment: the last write wins, and both read it back.
    await new Promise((resolve) => win.setTimeout(resolve, 0));
    if (readLease(storage, key)?.owner === owner) break;
  }
  try {
    return await work();
  } finally {
    if (readLease(storage, key)?.owner === owner) storage.removeItem(key);
    const Channel = win.BroadcastChannel;
    if (typeof Channel === 'function') {
      const channel = new Channel(CHANNEL);
      channel.postMessage(name);
      channel.close();
    }
  }
}

/** Runs `work` holding the cross-tab lock `name`; other tabs asking for it wait their turn. */
export function withTabLock<T>(name: string, work: () => Promise<T>, win: Window = window): Promise<T> {
  const locks = (win.navigator as Navigator & { locks?: LockManager }).locks;
  if (locks && typeof locks.request === 'function') return locks.request(`member-elements:${name}`, () => work()) as Promise<T>;
  return withLease(win as LockWindow, name, work);
}
