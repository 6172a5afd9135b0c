/**
 * The programme user's cache (brain-health 3.1, 3.3): the user-types answer kept on the client so
 * that the next page of a visit knows the visitor's user type at once, without waiting for the
 * service (the gate's modal then opens with the page's first render). 3.3 names its 'clean' flag
 * (`userTypeCacheClean`, program-caches.ts) but not the cache, its key or its lifetime: those are
 * ours (docs/decisions.md "The user-type cache"). Pure.
 *
 * An entry is used only for the visitor and login it was written for (the same fedid and the same
 * `at` cookie, whose membership fields change when the membership does), for 15 minutes (the
 * spec's one cache lifetime, 9's inbox count), and never while the clean flag is 'true' (4.11,
 * 4.13: an assessment completed or the programme activated changes the user type).
 */
import { asRecord } from '../core/values.ts';

/** 3.3: the user-type cache's clean flag (localStorage, 'true'; set with the other two by program-caches.ts). */
export const USER_TYPE_CLEAN_FLAG = 'userTypeCacheClean';
/** localStorage key of the cached user-types answer (the spec gives it no name). */
export const USER_TYPE_CACHE_KEY = 'userTypeCache';
/** How long an entry is used: 15 minutes. */
export const USER_TYPE_CACHE_MS = 900_000;

/** What is stored: the answer, for whom and since when (epoch ms). */
export interface UserTypeCacheEntry {
  fedid: string;
  at: string;
  savedAt: number;
  user: unknown;
}

export interface UserTypeCacheVisitor {
  fedid: string | undefined;
  /** The raw `at` cookie. */
  at: string | undefined;
  /** The clean flag's value (localStorage `userTypeCacheClean`). */
  clean: string | null | undefined;
  /** Epoch ms. */
  now: number;
}

export function userTypeCacheEntry(user: unknown, visitor: { fedid: string; at: string }, now: number): UserTypeCacheEntry {
  return { fedid: visitor.fedid, at: visitor.at, savedAt: now, user };
}

/**
 * The stored answer if the entry is this visitor's and fresh, else undefined (ask the service).
 * The answer itself is still to be checked as an answer is (api/identity.ts `parseProgramUser`).
 */
export function freshCachedUser(stored: unknown, visitor: UserTypeCacheVisitor): unknown {
  const entry = asRecord(stored);
  if (!entry || !visitor.fedid || !visitor.at || visitor.clean === 'true') return undefined;
  if (entry['fedid'] !== visitor.fedid || entry['at'] !== visitor.at) return undefined;
  const savedAt = entry['savedAt'];
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return undefined;
  const age = visitor.now - savedAt;
  if (age < 0 || age >= USER_TYPE_CACHE_MS) return undefined;
  return entry['user'];
}
