/**
 * The tile gallery's reading of the CMS list it enhances (page glue, renders nothing): the
 * tiles (`ul > li`), the facts the rules need from each, and where focus goes in a tile.
 */
import { parseUserTypes, type TileFacts } from './tile-gallery.logic.ts';

export interface CmsTiles {
  list: HTMLUListElement;
  tiles: readonly HTMLLIElement[];
  facts: readonly TileFacts[];
  /** Per tile: data-members-only="true". */
  membersOnly: readonly boolean[];
}

function tileFacts(li: HTMLLIElement): TileFacts {
  if (li.hasAttribute('data-exclusive')) return { kind: 'exclusive', userTypes: parseUserTypes(li.getAttribute('data-user-type')) };
  if (li.hasAttribute('data-extra-tile')) return { kind: 'extra' };
  return { kind: 'plain' };
}

const isMembersOnly = (li: HTMLLIElement) => (li.getAttribute('data-members-only') ?? '').trim().toLowerCase() === 'true';

/** The CMS's list of tiles inside `host`, or undefined when there is none. */
export function readTiles(host: HTMLElement): CmsTiles | undefined {
  const win = host.ownerDocument.defaultView ?? window;
  const list = host.querySelector<HTMLUListElement>(':scope > ul');
  if (!list) return undefined;
  const tiles = [...list.children].filter((child): child is HTMLLIElement => child instanceof win.HTMLLIElement);
  return { list, tiles, facts: tiles.map(tileFacts), membersOnly: tiles.map(isMembersOnly) };
}

/** What receives focus in a newly shown tile: its first link, else the tile itself. */
export function focusTarget(li: HTMLLIElement): HTMLElement {
  const link = li.querySelector<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])');
  if (link) return link;
  li.tabIndex = -1;
  return li;
}

/** The attributes the gallery sets on its host (removed when it unmounts). */
export const HOST_ATTRIBUTES = ['data-columns', 'data-banner-fill', 'data-tiles-shown', 'data-tiles-total', 'data-tiles-upgraded'] as const;
