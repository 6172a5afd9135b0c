/**
 * The my list / my plan count (brain-health 3.8, 4.14, 5; CONTRACT 4c `<my-list-count>`): the
 * items of `item_response_list` with status 'added'; on Spanish pages an item counts only when it
 * has a Spanish item id (`item_details.item_id_es`). The answer's own `count` is not trusted
 * (CONTRACT: "the element counts").
 *
 * The list is read from `{origin}/etc/{product}/categories/categories.24.json` (7.6, CONTRACT 4c).
 *
 * Decisions where the spec is silent: the status compares trimmed and in any case ('Added');
 * a Spanish id is a non-empty string or a number; an answer without a list counts 0 (the element
 * shows nothing at 0).
 */
import type { Locale } from '../core/locale.ts';
import { ownValue, text } from '../core/values.ts';

/** Brain-health 4.14: the status of a counted item. */
export const ADDED_STATUS = 'added';

/** CONTRACT 4c / 7.6: the my-list address (categories.24.json), origin without a trailing slash. */
export function myListUrl(origin: string, product: string): string {
  return `${text(origin).replace(/\/+$/, '')}/etc/${encodeURIComponent(text(product))}/categories/categories.24.json`;
}

/** Brain-health 4.14: whether one item of item_response_list counts on a page in `locale`. */
export function isCountedListItem(item: unknown, locale: Locale): boolean {
  if (text(ownValue(item, 'status')).toLowerCase() !== ADDED_STATUS) return false;
  return locale !== 'es' || text(ownValue(ownValue(item, 'item_details'), 'item_id_es')) !== '';
}

/** Brain-health 4.14: the count of the my-list answer ({ item_response_list, count }) on a page in `locale`. */
export function myListCount(answer: unknown, locale: Locale): number {
  const items = ownValue(answer, 'item_response_list');
  return Array.isArray(items) ? items.filter((item) => isCountedListItem(item, locale)).length : 0;
}
