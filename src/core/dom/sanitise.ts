/**
 * HTML fragments from a service (the Ask page's pro tips today; CMS snippets, offer details and
 * brain-health articles later) made safe to put in the page: DOMPurify does the sanitising, and
 * this file adds what our pages need on top of it.
 *
 * - `defuseHandlers` renames inline handlers and `<base>` before any parser sees the text (see
 *   there why), so a hostile fragment causes no CSP report either.
 * - Styles, forms, frames, embeds and document-level tags go: inline styles would break the
 *   page's CSP (style-src 'self'), and a fragment is content, not an application.
 * - Every link goes through `link` (by default: http(s) only, resolved against the page); a link
 *   it refuses loses its href and stays as text. A link to another origin opens in a new tab with
 *   rel="noopener noreferrer"; a same-origin link never gets a target.
 * - Images keep an http(s) `src` only.
 *
 * DOMPurify needs a real DOM: the browser's, or jsdom in unit tests (happy-dom's parser is not
 * faithful enough to test a sanitiser against).
 */
import DOMPurify from 'dompurify';
import { safeHttpUrl } from '../urls.ts';

/** Tags a fragment never keeps (DOMPurify drops scripts and the like already). */
export const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'] as const;
/** Attributes a fragment never keeps. */
export const FORBIDDEN_ATTRIBUTES = ['style', 'srcset', 'action', 'formaction'] as const;

/**
 * Renames inline event-handler attributes (`onclick` -> `data-defused-onclick`) and `<base>`
 * (`<defused-base>`) in HTML text. DOMPurify removes both anyway, but Chromium checks the CSP
 * (script-src-attr, base-uri) as soon as any parser meets them, even in an inert DOMParser
 * document, and reports a violation for each. Renamed, they are unknown data attributes and an
 * unknown tag, which DOMPurify then drops or keeps as inert. Not a sanitiser on its own.
 */
export function defuseHandlers(html: string): string {
  const rename = (text: string, valueless: boolean) =>
    text.replace(valueless ? /([\s/"'])(on[a-z]+)(?=\s*=|[\s/>]|$)/gi : /([\s/"'])(on[a-z]+)(?=\s*=)/gi, '$1data-defused-$2');
  return rename(html, false)
    .replace(/<[^>]*>/g, (tag) => rename(tag, true))
    .replace(/<(\/?)base(?=[\s/>]|$)/gi, '<$1defused-base');
}

export interface SanitiseOptions {
  /**
   * The absolute address a link may have, given its href as written; undefined removes the
   * href (the text stays). Default: http(s) URLs, relative ones resolved against the page.
   */
  link?: (href: string) => string | undefined;
}

/** Sanitises `html` into a fragment of the page's document, ready to insert. */
export function sanitiseFragment(html: string, options: SanitiseOptions = {}): DocumentFragment {
  const here = window.location.href;
  const link = options.link ?? ((href: string) => safeHttpUrl(href, here));
  const fragment = DOMPurify.sanitize(defuseHandlers(html), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: [...FORBIDDEN_TAGS],
    FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
  });
  for (const anchor of fragment.querySelectorAll('a')) {
    const href = anchor.getAttribute('href');
    const safe = href === null ? undefined : link(href);
    if (!safe) {
      anchor.removeAttribute('href');
      continue;
    }
    anchor.setAttribute('href', safe);
    if (new URL(safe, here).origin !== window.location.origin) {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    } else {
      anchor.removeAttribute('target');
    }
  }
  for (const image of fragment.querySelectorAll('img')) {
    const src = image.getAttribute('src');
    if (src === null || !safeHttpUrl(src, here)) image.remove();
  }
  return fragment;
}
