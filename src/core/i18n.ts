/**
 * Translation (CONTRACT section 1). The CMS serves a flat `{ "source text": "translation" }`
 * dictionary per locale. Under it lies the library's own dictionary of every string the library
 * supplies (its labels, messages and config defaults: `dist/i18n/<locale>.json`, beside the
 * chunks; source `src/i18n/`), so a Spanish page whose CMS dictionary lacks an entry still reads
 * Spanish; the CMS's entry wins where both have one. Missing both, the source text shows. The `zz`
 * pseudo-locale needs no dictionary: every string that goes through `t` is visibly marked, so
 * an untranslated string on a `zz` page stands out.
 */
import type { Locale } from './locale.ts';

export type Dictionary = Readonly<Record<string, string>>;
export type Translate = (source: string, params?: Readonly<Record<string, string | number>>) => string;

const DEFAULT_SOURCE = '/libs/cq/i18n/dict.{locale}.json';
/** Locales the library ships a dictionary of (src/i18n/<locale>.json). */
const LIBRARY_LOCALES: readonly Locale[] = ['es'];
const DICTIONARY_TIMEOUT_MS = 3000;
const loaded = new Map<string, Promise<Dictionary>>();

/** The dictionary URL for `locale`, honouring the root element's `data-i18n-dictionary-src`. */
export function dictionaryUrl(locale: Locale, root: Element = document.documentElement): string {
  const template = root.getAttribute('data-i18n-dictionary-src') || DEFAULT_SOURCE;
  return template.replace(/\{\+?locale\}/g, encodeURIComponent(locale));
}

/**
 * The library's own dictionary of `locale`, beside the code: this module is `src/core/i18n.ts`
 * in the sources and a chunk in `dist/chunks/` when built, so `../i18n/` is `src/i18n/` or
 * `dist/i18n/`. (Through a variable: Vite would otherwise take the file in as a hashed asset.)
 */
export function libraryDictionaryUrl(locale: Locale, moduleUrl: string = import.meta.url): string | undefined {
  return LIBRARY_LOCALES.includes(locale) ? new URL(`../i18n/${locale}.json`, moduleUrl).href : undefined;
}

/**
 * Loads (once per URL) the dictionary of `locale`: the library's, with the CMS's over it, both
 * asked for at once. Never rejects: a dictionary that fails counts as empty.
 */
export function loadDictionary(locale: Locale, root: Element = document.documentElement): Promise<Dictionary> {
  // English is the source language: its text is the authored text, so no round trip before the
  // first render (docs/decisions.md). `zz` is generated, not fetched.
  if (locale === 'zz' || locale === 'en') return Promise.resolve({});
  const cms = dictionaryUrl(locale, root);
  const library = libraryDictionaryUrl(locale);
  const key = `${cms}\n${library ?? ''}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = Promise.all([library ? fetchDictionary(library) : {}, fetchDictionary(cms)]).then(([own, authored]) => Object.freeze({ ...own, ...authored }));
    loaded.set(key, pending);
  }
  return pending;
}

async function fetchDictionary(url: string): Promise<Dictionary> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: AbortSignal.timeout(DICTIONARY_TIMEOUT_MS) });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
    const entries = Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return Object.freeze(Object.fromEntries(entries));
  } catch {
    return {};
  }
}

/** A translate function over `dictionary` for `locale`. `{name}` placeholders take `params`. */
export function translator(locale: Locale, dictionary: Dictionary): Translate {
  return (source, params) => {
    const found = Object.hasOwn(dictionary, source) ? dictionary[source] : undefined;
    const text = locale === 'zz' ? pseudo(source) : (found ?? source);
    return params ? fill(text, params) : text;
  };
}

/** A translate function that only fills `{name}` placeholders: the default of pure text rules when no dictionary is given. */
export const untranslated: Translate = (source, params) => (params ? fill(source, params) : source);

function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(params, key) ? String(params[key]) : match));
}

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/** `Cobrowse` -> `⟦Çóbrówsé⟧`; `{placeholders}` stay as they are. */
export function pseudo(source: string): string {
  const marked = source
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  return `⟦${marked}⟧`;
}

/** For tests: forget loaded dictionaries. */
export function resetDictionaries(): void {
  loaded.clear();
}
