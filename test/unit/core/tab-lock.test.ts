/**
 * core/tab-lock.ts: the Web Locks API when the browser has it; else the fallback, a localStorage
 * lease announced over BroadcastChannel. The tabs here are small fake windows sharing one
 * storage and one message bus (a real channel delivers to the other objects of its name, never
 * to itself, a task later); the clock is vitest's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEASE_MS, withTabLock } from '../../../src/core/tab-lock.ts';

const KEY = 'memberElements.lock.deposit:u:a';

class SharedStorage {
  readonly items = new Map<string, string>();
  /** Reads of the lock key that still see nothing (a tab that read before another tab's write landed). */
  staleReads = 0;
  getItem(key: string): string | null {
    if (key === KEY && this.staleReads > 0) {
      this.staleReads -= 1;
      return null;
    }
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

interface Channel {
  name: string;
  closed: boolean;
  onmessage: ((event: MessageEvent) => void) | null;
}

function fakeTab(shared: SharedStorage, bus: Set<Channel>, extra: { locks?: unknown; storage?: SharedStorage } = {}): Window {
  const storage = extra.storage ?? shared;
  class FakeChannel implements Channel {
    closed = false;
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      bus.add(this);
    }
    postMessage(data: unknown): void {
      for (const other of bus) {
        if (other === this || other.name !== this.name) continue;
        setTimeout(() => {
          if (!other.closed) other.onmessage?.({ data } as MessageEvent);
        }, 0);
      }
    }
    close(): void {
      this.closed = true;
      bus.delete(this);
    }
  }
  return {
    navigator: extra.locks ? { locks: extra.locks } : {},
    localStorage: storage,
    BroadcastChannel: FakeChannel,
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  } as unknown as Window;
}

let storage: SharedStorage;
let bus: Set<Channel>;
let started: string[];
let running: number;
let mostAtOnce: number;

/** Asks for the lock in `tab`; the work runs until `release` (or `fail`) is called. */
function hold(tab: Window, label: string, name = 'deposit:u:a') {
  let release!: () => void;
  let fail!: (error: Error) => void;
  const held = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  const done = withTabLock(
    name,
    async () => {
      started.push(label);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await held;
      } finally {
        running -= 1;
      }
      return label;
    },
    tab,
  );
  return { release, fail, done };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2027-01-15T17:00:00Z') });
  storage = new SharedStorage();
  bus = new Set();
  started = [];
  running = 0;
  mostAtOnce = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('tab lock without Web Locks: a localStorage lease and BroadcastChannel', () => {
  it('two tabs asking at once: one runs, the other waits (for as long as the lease is held)', async () => {
    const a = hold(fakeTab(storage, bus), 'A');
    const b = hold(fakeTab(storage, bus), 'B');
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1);
    expect(started).toEqual(['A']);
    a.release();
    await expect(a.done).resolves.toBe('A');
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['A', 'B']);
    b.release();
    await expect(b.done).resolves.toBe('B');
    expect(mostAtOnce).toBe(1);
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('the waiting tab runs as soon as the holder releases (its release message), not at its next look', async () => {
    const a = hold(fakeTab(storage, bus), 'A');
    await vi.advanceTimersByTimeAsync(1);
    const b = hold(fakeTab(storage, bus), 'B');
    // B looks again a second after its last look at the latest: release A half-way.
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toEqual(['A']);
    a.release();
    await a.done;
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['A', 'B']);
    b.release();
    await b.done;
  });

  it("a tab whose lease was overwritten before it read it back waits for the other's", async () => {
    // B read the key before A's write landed, so it writes too: the last write (B's) wins.
    const a = hold(fakeTab(storage, bus), 'A');
    storage.staleReads = 1;
    const b = hold(fakeTab(storage, bus), 'B');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toEqual(['B']);
    b.release();
    await b.done;
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['B', 'A']);
    a.release();
    await a.done;
    expect(mostAtOnce).toBe(1);
  });

  it('a lease left by a crashed tab is taken over when it runs out, not before', async () => {
    storage.setItem(KEY, JSON.stringify({ owner: 'closed-tab', until: Date.now() + LEASE_MS }));
    const b = hold(fakeTab(storage, bus), 'B');
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1);
    expect(started).toEqual([]);
    // The waiting tab looks again when the lease runs out (and at least every second).
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(['B']);
    b.release();
    await expect(b.done).resolves.toBe('B');
  });

  it('work that fails still releases the lock', async () => {
    const a = hold(fakeTab(storage, bus), 'A');
    const b = hold(fakeTab(storage, bus), 'B');
    await vi.advanceTimersByTimeAsync(1);
    a.fail(new Error('deposit failed'));
    await expect(a.done).rejects.toThrow('deposit failed');
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['A', 'B']);
    b.release();
    await b.done;
  });

  it('locks of other names do not wait for each other', async () => {
    const a = hold(fakeTab(storage, bus), 'A');
    const b = hold(fakeTab(storage, bus), 'B', 'daily-login:u');
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['A', 'B']);
    a.release();
    b.release();
    await Promise.all([a.done, b.done]);
  });
});

describe('tab lock with Web Locks', () => {
  it('uses navigator.locks (member-elements:{name}) and writes no lease', async () => {
    const asked: string[] = [];
    const locks = {
      request: vi.fn((name: string, work: () => Promise<unknown>) => {
        asked.push(name);
        return work();
      }),
    };
    const tab = fakeTab(storage, bus, { locks });
    const seen: unknown[] = [];
    const result = withTabLock(
      'deposit:u:a',
      async () => {
        seen.push(storage.items.get(KEY));
        return 'done';
      },
      tab,
    );
    expect(asked).toEqual(['member-elements:deposit:u:a']);
    await expect(result).resolves.toBe('done');
    expect(seen).toEqual([undefined]);
    expect(storage.items.size).toBe(0);
    expect(bus.size).toBe(0);
  });
});
