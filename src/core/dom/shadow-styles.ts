/**
 * Styles for an element that renders into its own shadow root (a partner-page embed, or any
 * element that must not inherit the host page's rules).
 *
 * Where the browser has constructable stylesheets, the CSS text becomes one `CSSStyleSheet` per
 * document and text, adopted by every root that asks for it: no `<style>` element, so a strict
 * `style-src` (no 'unsafe-inline') allows it, and a hundred widgets on a page share one parsed
 * sheet. Elsewhere (or for a root that is not a shadow root) a `<style>` element is put first in
 * the root: a permissive page shows it, a strict CSP blocks it and the element works unstyled.
 */

const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function constructedSheet(doc: Document, css: string): CSSStyleSheet | undefined {
  const win = doc.defaultView;
  if (!win || typeof win.CSSStyleSheet?.prototype.replaceSync !== 'function') return undefined;
  let byText = sheets.get(doc);
  if (!byText) {
    byText = new Map();
    sheets.set(doc, byText);
  }
  let sheet = byText.get(css);
  if (!sheet) {
    sheet = new win.CSSStyleSheet();
    sheet.replaceSync(css);
    byText.set(css, sheet);
  }
  return sheet;
}

/**
 * Gives `root` the styles `css`, once: calling it again for the same root and text adds
 * nothing. `marker` names the fallback `<style>` element (`data-<marker>`), so it is found
 * again and a test or a stylesheet can tell whose it is.
 */
export function adoptStyles(root: ShadowRoot | HTMLElement, css: string, marker = 'element-style'): void {
  const doc = root.ownerDocument;
  if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot && 'adoptedStyleSheets' in root) {
    const sheet = constructedSheet(doc, css);
    if (sheet) {
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return;
    }
  }
  const attribute = `data-${marker}`;
  for (const existing of root.querySelectorAll(`style[${attribute}]`)) if (existing.textContent === css) return;
  const style = doc.createElement('style');
  style.textContent = css;
  style.setAttribute(attribute, '');
  root.prepend(style);
}
