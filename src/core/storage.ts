/**
 * Clearing stored data on logout (site 4.11: "Clears localStorage (keeping
 * qaToolResultsPageMappings) and sessionStorage"; site 3.2 and brain-health 3.3: the QA mapping
 * key survives every clear), and the flows' writes of their keys (`writeStorage`).
 *
 * Storage can be unavailable (blocked cookies, sandboxed frames, some private modes): then even
 * reading `window.localStorage` throws. Logout must still go ahead, so nothing here throws.
 */
import { windowStorage } from './window-storage.ts';

/**
 * Sets the keys of `set` and removes those of `remove`, each on its own: a write that is refused
 * (blocked or full storage) is skipped and the others still go ahead. The flows' keys are hints
 * for this and the next page, so a refusal never stops a flow.
 */
export function writeStorage(storage: Storage | null | undefined, set: ReadonlyArray<readonly [string, string]>, remove: readonly string[] = []): void {
  if (!storage) return;
  for (const [key, value] of set) {
    try {
      storage.setItem(key, value);
    } catch {
      // Refused: the next write still goes ahead.
    }
  }
  for (const key of remove) {
    try {
      storage.removeItem(key);
    } catch {
      // As above.
    }
  }
}

/** Local-storage keys that survive a clear. */
export const KEPT_LOCAL_KEYS: readonly string[] = Object.freeze(['qaToolResultsPageMappings']);

/**
 * Clears `local` except KEPT_LOCAL_KEYS, and clears `session` entirely. Each storage is handled
 * on its own, so a failure in one does not stop the other. Without arguments the page's own
 * storages are used (looked up inside a guard, since the lookup itself may throw).
 */
export function clearStorage(local?: Storage | null, session?: Storage | null): void {
  clearLocal(local === undefined ? windowStorage('localStorage') : local);
  clearSession(session === undefined ? windowStorage('sessionStorage') : session);
}

/** localStorage: remember the kept keys, clear, put them back. */
function clearLocal(storage: Storage | null | undefined): void {
  if (!storage) return;
  const kept: Array<[string, string]> = [];
  for (const key of KEPT_LOCAL_KEYS) {
    try {
      const value = storage.getItem(key);
      if (value !== null) kept.push([key, value]);
    } catch {
      // Cannot read it: it cannot be restored either, but the clear below must still run.
    }
  }
  try {
    storage.clear();
  } catch {
    // clear() refused: remove what we can, key by key, still sparing the kept keys.
    removeEach(storage);
    return;
  }
  for (const [key, value] of kept) {
    try {
      storage.setItem(key, value);
    } catch {
      // Quota or access error while restoring: nothing more we can do.
    }
  }
}

function clearSession(storage: Storage | null | undefined): void {
  if (!storage) return;
  try {
    storage.clear();
  } catch {
    removeEach(storage, []);
  }
}

/** Fallback when clear() throws: remove every key except `keep`, ignoring individual failures. */
function removeEach(storage: Storage, keep: readonly string[] = KEPT_LOCAL_KEYS): void {
  let keys: string[] = [];
  try {
    keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  } catch {
    return;
  }
  for (const key of keys) {
    if (keep.includes(key)) continue;
    try {
      storage.removeItem(key);
    } catch {
      // Ignore: best effort.
    }
  }
}
