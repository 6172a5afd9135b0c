/**
 * The language lists (site 7.1), one per address and page: every switcher of the page shares the
 * one call, and a switcher that mounts again (the CMS editor re-inserts it) has its links at once.
 * A list that cannot be had (no usable address, a failed call, fewer than two of English and
 * Spanish) is the built-in English / Spanish pair, with a console warning saying why, once.
 */
import { map } from 'nanostores';
import { fetchLanguages } from '../../api/languages.ts';
import { describeError } from '../../core/error-text.ts';
import { switcherLanguages, type SwitcherLanguage } from './language-switcher.logic.ts';

export interface SwitcherList {
  languages: SwitcherLanguage[];
  /** The built-in pair was used. */
  fallback: boolean;
}

/** The lists that have come, by address ('' for a configured value that is no usable address). */
export const $languageLists = map<Record<string, SwitcherList>>({});

const asked = new Set<string>();
/** Bumped by a reset, so an answer to a call made before it is dropped. */
let generation = 0;

/**
 * Asks for the list at `url` unless it was asked for already; `raw` is the configured value,
 * quoted in the warning when it is no usable address (`url` undefined).
 */
export function loadLanguageList(url: string | undefined, raw: string): void {
  const key = url ?? '';
  if (asked.has(key)) return;
  asked.add(key);
  if (!url) {
    console.warn(`<language-switcher> languagesUrl is not an http(s) URL or a path; using English and Spanish: "${raw.slice(0, 200)}"`);
    $languageLists.setKey(key, switcherLanguages(undefined));
    return;
  }
  const asking = generation;
  fetchLanguages(url).then(
    (entries) => {
      if (asking !== generation) return;
      const list = switcherLanguages(entries);
      if (list.fallback) console.warn('<language-switcher> the language list names fewer than two of English and Spanish; using English and Spanish.');
      $languageLists.setKey(key, list);
    },
    (error: unknown) => {
      if (asking !== generation) return;
      console.warn(`<language-switcher> the language list is unavailable (${describeError(error)}); using English and Spanish.`);
      $languageLists.setKey(key, switcherLanguages(undefined));
    },
  );
}

/** For tests: forget every list. */
export function resetLanguageLists(): void {
  generation += 1;
  asked.clear();
  $languageLists.set({});
}
