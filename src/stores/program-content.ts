/**
 * The flows of the small brain-health elements (issue 33): the my-list count, the up-next tiles
 * with their local cache, and the top sheet's fragment with its session flag. Each flow never
 * rejects: a failure resolves `{ ok: false }` after a console warning naming the element and what
 * failed (the elements then show nothing, brain-health 8 "other errors: not shown"); a call the
 * caller aborted resolves `{ ok: false, aborted: true }` without a word.
 *
 * - My list (3.8, 4.14): categories.24.json with the bearer token; the count is the domain's
 *   (domain/my-list.ts), never the answer's own `count`.
 * - Up next (3.3, 3.9, 7.6): the answer is cached in localStorage `recommendationContentTiles`,
 *   as `{ [address]: answer }`: an address asked before is answered from the cache, with no call
 *   (the address holds the tags, the programme user type and the language, so another visitor
 *   type or language asks again). A 204 is cached as no tiles, as 7.1 caches 200 and 204 alike.
 *   At most UP_NEXT_CACHE_LIMIT addresses are kept (the oldest go). 4.11 clears the key when an
 *   assessment completes; a cache that does not parse is read as empty and written over.
 * - Top sheet (1; CONTRACT 4c): the fragment is the CMS's HTML (api/fragments.ts); 'Close' is
 *   remembered for the session in sessionStorage `topSheetClosed` = 'true'.
 */
import { describeError } from '../core/error-text.ts';
import { asRecord, ownValue } from '../core/values.ts';
import { siteConfig } from '../core/site-config.ts';
import { windowStorage } from '../core/window-storage.ts';
import type { Locale } from '../core/locale.ts';
import { myListCount, myListUrl } from '../domain/my-list.ts';
import { TOP_SHEET_CLOSED_KEY } from '../domain/top-sheet.ts';
import { fetchHtmlFragment } from '../api/fragments.ts';
import { fetchMyList, fetchUpNext, type UpNextAnswer } from '../api/program-content.ts';

export type Loaded<T extends object> = ({ ok: true } & T) | { ok: false; aborted?: true };

function failed(tag: string, what: string, error: unknown, signal: AbortSignal | undefined): { ok: false; aborted?: true } {
  if (signal?.aborted) return { ok: false, aborted: true };
  console.warn(`<${tag}> ${what} unavailable: ${describeError(error)}`);
  return { ok: false };
}

/** Brain-health 4.14: the member's my-list count on a page in `locale`. */
export async function loadMyListCount(token: string, locale: Locale, doc: Document = document, signal?: AbortSignal): Promise<Loaded<{ count: number }>> {
  const url = myListUrl(doc.location.origin, siteConfig(doc).product);
  try {
    const answer = await fetchMyList(url, { token, ...(signal ? { signal } : {}) });
    return { ok: true, count: myListCount(answer, locale) };
  } catch (error) {
    return failed('my-list-count', 'my list', error, signal);
  }
}

/** CONTRACT 4c: the localStorage key of the up-next answers (brain-health 3.3, 3.9). */
export const UP_NEXT_CACHE_KEY = 'recommendationContentTiles';
/** How many addresses the cache keeps (decided). */
export const UP_NEXT_CACHE_LIMIT = 10;

function readUpNextCache(storage: Storage | undefined): Record<string, unknown> {
  try {
    return asRecord(JSON.parse(storage?.getItem(UP_NEXT_CACHE_KEY) ?? '{}')) ?? {};
  } catch {
    return {};
  }
}

function cachedAnswer(cache: Record<string, unknown>, url: string): UpNextAnswer | undefined {
  const entry = ownValue(cache, url);
  const items = ownValue(entry, 'items');
  return Array.isArray(items) ? { ...(entry as object), items } : undefined;
}

function writeUpNextCache(storage: Storage | undefined, url: string, answer: UpNextAnswer): void {
  const cache = readUpNextCache(storage);
  delete cache[url];
  const entries = [...Object.entries(cache), [url, answer] as const].slice(-UP_NEXT_CACHE_LIMIT);
  try {
    storage?.setItem(UP_NEXT_CACHE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or blocked: the tiles still show; the next page asks again.
  }
}

/** Brain-health 7.6: the up-next answer at `url`, from the cache or the service (then cached). */
export async function loadUpNext(
  url: string,
  token: string,
  doc: Document = document,
  signal?: AbortSignal,
): Promise<Loaded<{ answer: UpNextAnswer; cached: boolean }>> {
  const storage = windowStorage('localStorage', doc.defaultView ?? undefined);
  const cached = cachedAnswer(readUpNextCache(storage), url);
  if (cached) return { ok: true, answer: cached, cached: true };
  try {
    const answer = await fetchUpNext(url, { token, ...(signal ? { signal } : {}) });
    writeUpNextCache(storage, url, answer);
    return { ok: true, answer, cached: false };
  } catch (error) {
    return failed('up-next', 'up-next tiles', error, signal);
  }
}

/** The top sheet's fragment HTML at `url` (same origin, checked by the caller); '' is no fragment. */
export async function loadTopSheet(url: string, signal?: AbortSignal): Promise<Loaded<{ html: string }>> {
  try {
    const html = await fetchHtmlFragment(url, signal ? { signal } : {});
    if (html.trim() === '') return failed('top-sheet', 'the fragment', `${url} answered no HTML fragment`, signal);
    return { ok: true, html };
  } catch (error) {
    return failed('top-sheet', 'the fragment', error, signal);
  }
}

/** The session flag of 'Close' (CONTRACT 4c), as stored; null when none or storage is blocked. */
export function topSheetClosedFlag(win: Window = window): string | null {
  try {
    return windowStorage('sessionStorage', win)?.getItem(TOP_SHEET_CLOSED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers 'Close' for the session. */
export function rememberTopSheetClosed(win: Window = window): void {
  try {
    windowStorage('sessionStorage', win)?.setItem(TOP_SHEET_CLOSED_KEY, 'true');
  } catch {
    // Blocked storage: closed for this page only.
  }
}
