/**
 * The savings-calculator tiles' view (site 2.12, 5), plain DOM over the CMS's list: it moves the
 * tiles (`ul > li[data-code]`) into the order of the `savingcards` query parameter, the default
 * order when it is absent or not letters and hyphens only. The tiles are moved, never re-rendered
 * (links, images and focus order are the CMS's own; the reading and Tab order follow the new
 * order, because the DOM order is the order).
 *
 * - Tiles the order does not name follow the named ones, in page order: a tile is never hidden.
 * - Codes no tile carries are skipped (a console warning names them when the URL gave them).
 * - Authoring mode keeps the CMS's order.
 *
 * Before the code arrives, savings-tiles.css keeps the list laid out but invisible (scripting
 * on; at most 6 s), so moving tiles moves nothing on screen (no layout shift).
 */
import type { ViewProps } from '../../core/element.ts';
import { queryValue } from '../../core/query-values.ts';
import type { SavingsTilesConfig } from './savings-tiles.schema.ts';
import { isValidSavingcards, parseSavingcards, SAVINGCARDS_PARAM, tileOrder, unknownCodes } from './savings-tiles.logic.ts';

export function enhanceSavingsTiles({ host, authoring }: ViewProps<SavingsTilesConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const list = host.querySelector(':scope > ul, :scope > ol');
  if (!list) {
    console.error('<savings-tiles> has no <ul> of tiles inside it; nothing to order.');
    return;
  }
  const tiles = [...list.children].filter((child): child is HTMLLIElement => child instanceof win.HTMLLIElement);
  const codes = tiles.map((li) => li.getAttribute('data-code') ?? '');
  const given = queryValue(win.location.search, SAVINGCARDS_PARAM);
  if (given !== undefined && !isValidSavingcards(given)) {
    console.warn(`<savings-tiles> savingcards may contain only letters and hyphens; the default order is used instead of "${given.slice(0, 200)}".`);
  }
  const order = parseSavingcards(given);
  const missing = given !== undefined && isValidSavingcards(given) ? unknownCodes(codes, order) : [];
  if (missing.length > 0) console.warn(`<savings-tiles> no tile has the code(s) ${missing.join(', ')} named by savingcards; skipped.`);

  host.setAttribute('data-savingcards', order.join('-'));
  if (authoring) return () => host.removeAttribute('data-savingcards');

  const place = (ordered: readonly HTMLLIElement[]) => {
    const active = doc.activeElement;
    // Appending moves each tile to the end in turn, so the list ends in the order given; other
    // children of the list (none in the contract) stay first.
    for (const li of ordered) list.append(li);
    if (active instanceof win.HTMLElement && active !== doc.activeElement && active.isConnected) active.focus({ preventScroll: true });
  };
  place(tileOrder(codes, order).map((index) => tiles[index]!));

  return () => {
    place(tiles);
    host.removeAttribute('data-savingcards');
  };
}
