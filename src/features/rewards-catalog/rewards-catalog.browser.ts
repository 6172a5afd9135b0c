/**
 * The CMS markup `<rewards-catalog>` enhances (CONTRACT 4c): the goods items
 * (`[data-goods-id]`, each with its heading), read once; the place above the list where the
 * element's own controls go; which items show under the filter; and the filter in the address.
 */
import { goodsItem, withAffordable, type GoodsItem } from '../../domain/rewards-goods.ts';

export interface CatalogEntry {
  element: HTMLElement;
  item: GoodsItem;
  /** The id of the item's heading (given one when it had none), which describes its 'Redeem'. */
  headingId: string | undefined;
}

/** The goods items inside `host`, in page order (an item without a goods id is left as it is). */
export function catalogEntries(host: HTMLElement): CatalogEntry[] {
  return [...host.querySelectorAll<HTMLElement>('[data-goods-id]')].flatMap((element) => {
    const heading = element.querySelector('h1, h2, h3, h4, h5, h6');
    const item = goodsItem({
      goodsId: element.getAttribute('data-goods-id'),
      goodsTypeId: element.getAttribute('data-goods-type-id'),
      points: element.getAttribute('data-points'),
      orderAttr: element.getAttribute('data-order-attr'),
      forPurchase: element.getAttribute('data-for-purchase'),
      registeredDate: element.getAttribute('data-registered-date'),
      name: heading?.textContent,
    });
    return item ? [{ element, item, headingId: heading ? headingIdOf(heading, item.id) : undefined }] : [];
  });
}

/** The heading's id; one made from the goods id (unique in the page) when it has none. */
function headingIdOf(heading: Element, goodsId: string): string {
  if (heading.id) return heading.id;
  const base = `goods-${goodsId.replace(/[^\w-]/g, '-')}`;
  let id = base;
  for (let n = 2; heading.ownerDocument.getElementById(id); n += 1) id = `${base}-${n}`;
  heading.id = id;
  return id;
}

export const TOP_ATTRIBUTE = 'data-catalog-top';

/**
 * The element's place above the goods (its panel and filter), made once as the host's first
 * child: what comes first in the page is read and reached first. Taken out with `removeTop`.
 */
export function catalogTop(host: HTMLElement): HTMLElement {
  const existing = host.querySelector<HTMLElement>(`:scope > [${TOP_ATTRIBUTE}]`);
  if (existing) return existing;
  const top = host.ownerDocument.createElement('div');
  top.setAttribute(TOP_ATTRIBUTE, '');
  top.className = 'rewards-catalog__top';
  host.prepend(top);
  return top;
}

export function removeTop(top: HTMLElement): void {
  top.remove();
}

/** Shows an item, or hides it under the filter. */
export function showEntry({ element }: CatalogEntry, shown: boolean): void {
  element.hidden = !shown;
}

/** Keeps the filter in the page's address (no new history entry), so a reload or a shared link keeps it. */
export function rememberFilter(win: Window, on: boolean): void {
  try {
    const next = withAffordable(win.location.href, on);
    if (next !== win.location.href) win.history.replaceState(win.history.state, '', next);
  } catch {
    // An address the page may not rewrite (a sandboxed frame): the filter still works here.
  }
}

/** `data-redeem-state` on the item (the plan's kind), for styles and tests; undefined takes it off. */
export function markEntry({ element }: CatalogEntry, state: string | undefined): void {
  if (state) element.setAttribute('data-redeem-state', state);
  else element.removeAttribute('data-redeem-state');
}
