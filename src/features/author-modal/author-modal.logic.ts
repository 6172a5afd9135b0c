/**
 * Author-configured modals (site 2.6): "opened by links whose target starts with modal-id".
 *
 * Which link opens which modal: the link's fragment (after '#', percent-decoded) is the modal's
 * id when it starts with `modal-id` (case-sensitive, as ids are) and the link points at this
 * very page: a bare fragment (`#modal-id-x`, even under a `<base>` pointing elsewhere), or a URL that resolves to the page's own origin,
 * path and query (`/benefits/travel/#modal-id-x`, `https://www.example.org/benefits/travel/#modal-id-x`).
 * A link to another page with such a fragment is left to navigate: that page opens its own modal
 * from the address when it loads.
 */

/** The prefix of every author modal's id (site 2.6). */
export const MODAL_ID_PREFIX = 'modal-id';

/** Whether `id` names an author modal. */
export function isModalId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.startsWith(MODAL_ID_PREFIX);
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The modal id in a URL's hash ('#modal-id-x' -> 'modal-id-x'), or undefined. */
export function modalIdOfHash(hash: string | null | undefined): string | undefined {
  if (typeof hash !== 'string' || !hash.startsWith('#')) return undefined;
  const id = decodeFragment(hash.slice(1));
  return isModalId(id) ? id : undefined;
}

/**
 * The id of the modal a link opens, or undefined when it opens none.
 * `href`: the link's href attribute as written; `base`: the document's base URL (what the
 * attribute resolves against); `page`: the page's own address.
 */
export function modalIdOfLink(href: string | null | undefined, base: string, page: string): string | undefined {
  if (typeof href !== 'string') return undefined;
  const written = href.trim();
  // A bare fragment is this page, whatever a <base> says: that is what the author meant.
  if (written.startsWith('#')) return modalIdOfHash(written);
  if (!written.includes('#')) return undefined;
  let target: URL;
  let here: URL;
  try {
    target = new URL(written, base);
    here = new URL(page);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  if (target.origin !== here.origin || target.pathname !== here.pathname || target.search !== here.search) return undefined;
  return modalIdOfHash(target.hash);
}
