/**
 * Savings-calculator tiles (site 2.12, 5): the order of the tiles from the `savingcards` query
 * parameter. Pure: the view (savings-tiles.dom.ts) moves the CMS's tiles into the order given.
 */

/** Site 2.12: the default order of the tile codes. */
export const DEFAULT_SAVINGCARDS = 'r-ar-h-m-air-c-b-ag-ra-a-cr-ads';

/** The query parameter that carries the order (site 2.12). */
export const SAVINGCARDS_PARAM = 'savingcards';

/** Site 5: the parameter must contain only letters and hyphens. */
const LETTERS_AND_HYPHENS = /^[A-Za-z-]+$/;

function codesOf(value: string): string[] {
  const seen = new Set<string>();
  for (const part of value.split('-')) {
    const code = part.toLowerCase();
    if (code !== '' && !seen.has(code)) seen.add(code);
  }
  return [...seen];
}

/**
 * The tile codes in order (site 2.12, 5). A value with anything but letters and hyphens, or
 * absent, or empty, or hyphens only, gives the default order. Codes are compared in lower case;
 * empty parts ('r--ar', a leading or trailing hyphen) are skipped; a code named twice keeps its
 * first place.
 */
export function parseSavingcards(value: string | null | undefined): string[] {
  const text = value ?? '';
  if (!LETTERS_AND_HYPHENS.test(text)) return codesOf(DEFAULT_SAVINGCARDS);
  const codes = codesOf(text);
  return codes.length > 0 ? codes : codesOf(DEFAULT_SAVINGCARDS);
}

/**
 * The new order of the tiles, as indexes into `tileCodes` (each tile's data-code, or '' when it
 * has none): first the tiles the order names, in its order (a code named by several tiles brings
 * them all, in page order); then every tile it does not name, in page order. Codes in the order
 * that no tile carries are skipped. No tile is ever dropped.
 */
export function tileOrder(tileCodes: readonly string[], order: readonly string[]): number[] {
  const normal = tileCodes.map((code) => code.trim().toLowerCase());
  const placed = new Set<number>();
  const result: number[] = [];
  for (const code of order) {
    normal.forEach((tileCode, index) => {
      if (tileCode !== '' && tileCode === code && !placed.has(index)) {
        placed.add(index);
        result.push(index);
      }
    });
  }
  normal.forEach((_, index) => {
    if (!placed.has(index)) result.push(index);
  });
  return result;
}

/** Codes of the order that no tile on the page carries (reported once as a console warning). */
export function unknownCodes(tileCodes: readonly string[], order: readonly string[]): string[] {
  const present = new Set(tileCodes.map((code) => code.trim().toLowerCase()));
  return order.filter((code) => !present.has(code));
}

/** Whether a savingcards value is one site 5 accepts (letters and hyphens only). */
export function isValidSavingcards(value: string): boolean {
  return LETTERS_AND_HYPHENS.test(value);
}
