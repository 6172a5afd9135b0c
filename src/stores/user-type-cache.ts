/**
 * The programme user's cache in localStorage (domain/user-type-cache.ts has the rules): read by
 * identity's services before they ask the user-types service, and by the gate, which decides at
 * once when it holds this visitor's answer. Written after each answer of the service, which also
 * removes the clean flag (3.3: the store that owns a cache asks again when its flag is set, then
 * removes it). Storage that is blocked or full, and entries that are garbage, read as no cache.
 */
import { readCookie } from '../core/cookies.ts';
import { writeStorage } from '../core/storage.ts';
import { windowStorage } from '../core/window-storage.ts';
import { USER_TYPE_CACHE_KEY, USER_TYPE_CLEAN_FLAG, freshCachedUser, userTypeCacheEntry } from '../domain/user-type-cache.ts';
import type { ProgramUser } from '../domain/identity.types.ts';
import { parseProgramUser } from '../api/identity.ts';

/** The entry's instant: the browser's clock (a cache lifetime is time that passes, not the testing date of core/clock.ts). */
const cacheNow = () => Date.now();

/** This visitor's cached programme user (the fedid given, the `at` cookie now), if fresh and well formed. */
export function readCachedProgramUser(win: Window, fedid: string | undefined): ProgramUser | undefined {
  const storage = windowStorage('localStorage', win);
  if (!storage || !fedid) return undefined;
  try {
    const raw = storage.getItem(USER_TYPE_CACHE_KEY);
    if (!raw) return undefined;
    const user = freshCachedUser(JSON.parse(raw), {
      fedid,
      at: readCookie('at', win.document.cookie),
      clean: storage.getItem(USER_TYPE_CLEAN_FLAG),
      now: cacheNow(),
    });
    return user === undefined ? undefined : parseProgramUser(user);
  } catch {
    return undefined;
  }
}

/** The clean flag as it is when the service is asked (give it to `writeCachedProgramUser` with the answer). */
export function cleanFlagNow(win: Window): string | null {
  try {
    return windowStorage('localStorage', win)?.getItem(USER_TYPE_CLEAN_FLAG) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the service's answer for this visitor. The clean flag is removed only when it was set as
 * the service was asked (this answer is the fresh one it asked for); when a flow set it while the
 * call was out (an activation, a completed assessment), the answer may be from before the change:
 * nothing is kept and the flag stays, so the next page asks again.
 */
export function writeCachedProgramUser(win: Window, fedid: string | undefined, user: ProgramUser, cleanWhenAsked: string | null): void {
  const at = readCookie('at', win.document.cookie);
  if (!fedid || !at) return;
  const clean = cleanFlagNow(win) === 'true';
  if (clean && cleanWhenAsked !== 'true') return;
  // A refused write: the next page asks the service again.
  const entry = JSON.stringify(userTypeCacheEntry(user, { fedid, at }, cacheNow()));
  writeStorage(windowStorage('localStorage', win), [[USER_TYPE_CACHE_KEY, entry]], clean ? [USER_TYPE_CLEAN_FLAG] : []);
}
