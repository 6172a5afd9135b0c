/**
 * Authoring mode (CONTRACT section 1): the CMS editor is showing the page in edit or preview
 * mode. Paywalls, saved-offer loading, modals and checks are then off.
 */
import { readCookie } from './cookies.ts';

const AUTHORING_MODES = new Set(['edit', 'preview']);

export function isAuthoring(win: Window = window): boolean {
  const doc = win.document;
  const cookie = readCookie('wcmmode', doc.cookie);
  if (cookie && AUTHORING_MODES.has(cookie.toLowerCase())) return true;
  const query = new URLSearchParams(win.location.search).get('wcmmode');
  if (query && AUTHORING_MODES.has(query.toLowerCase())) return true;
  const attribute = doc.documentElement.getAttribute('data-wcmmode');
  if (attribute && AUTHORING_MODES.has(attribute.toLowerCase())) return true;
  if (doc.documentElement.classList.contains('aem-AuthorLayer-Edit')) return true;
  if (doc.body?.classList.contains('aem-AuthorLayer-Edit')) return true;
  const granite = (win as Window & { Granite?: { author?: unknown } }).Granite;
  return Boolean(granite && granite.author);
}
