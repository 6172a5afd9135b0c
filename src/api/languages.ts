/**
 * The platform's language list (site 7.1): GET /libs/wcm/core/resources/languages.overlay.infinity.json.
 * The CMS answers a folder: an object whose child objects are the languages, each with
 * `language`, `country` and `title` (besides `jcr:*` properties); a plain array of such entries
 * is read too. Like every service call: ky, a time limit, no retries, the answer checked.
 *
 * - An answer that is not an object or array (or not JSON, or not OK, or late) is an ApiError.
 * - Entries without a usable `language` (2 or 3 letters) are dropped; `country` and `title` are
 *   kept when they are strings (trimmed), else ''. An answer with no entries gives [].
 */
import * as v from 'valibot';
import { getJson } from './http.ts';

/** Site 7.1: where the platform serves the language list. */
export const LANGUAGES_PATH = '/libs/wcm/core/resources/languages.overlay.infinity.json';
/** The list decides the footer's links: a short limit, so a slow platform never holds them long. */
export const LANGUAGES_TIMEOUT_MS = 3000;

export interface LanguageEntry {
  /** ISO 639 code in lower case, e.g. 'es'. */
  language: string;
  /** ISO 3166 code in upper case, e.g. 'US'; '' when absent. */
  country: string;
  /** The CMS's name of the language, e.g. 'Español (Estados Unidos)'; '' when absent. */
  title: string;
}

const listSchema = v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())], 'expected a language list (an object or an array)');

const entrySchema = v.object({
  language: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2,3}$/)),
  country: v.fallback(v.pipe(v.string(), v.trim(), v.toUpperCase()), ''),
  title: v.fallback(v.pipe(v.string(), v.trim()), ''),
});

/** The entries of a language-list answer (see the module comment); never throws. */
export function readLanguageEntries(body: unknown): LanguageEntry[] {
  const parsed = v.safeParse(listSchema, body);
  if (!parsed.success) return [];
  const candidates = Array.isArray(parsed.output) ? parsed.output : Object.values(parsed.output);
  const entries: LanguageEntry[] = [];
  for (const candidate of candidates) {
    const entry = v.safeParse(entrySchema, candidate);
    if (entry.success) entries.push(entry.output);
  }
  return entries;
}

export interface LanguagesOptions {
  signal?: AbortSignal;
  timeout?: number;
}

/** The language list at `url` (default the platform's, same origin). Rejects with an ApiError. */
export async function fetchLanguages(url: string = LANGUAGES_PATH, options: LanguagesOptions = {}): Promise<LanguageEntry[]> {
  const body = await getJson(url, listSchema, {
    credentials: 'same-origin',
    timeout: options.timeout ?? LANGUAGES_TIMEOUT_MS,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return readLanguageEntries(body);
}
