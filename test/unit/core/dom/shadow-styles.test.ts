// @vitest-environment happy-dom
/**
 * Shadow-root styles (src/core/dom/shadow-styles.ts) in happy-dom: a constructed sheet shared
 * per document and text, adopted once per root; a `<style>` fallback where there is no shadow
 * root or no constructable sheet.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles } from '../../../../src/core/dom/shadow-styles.ts';

const CSS = ':host { display: block; }';

function shadow(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

afterEach(() => document.body.replaceChildren());

describe('adoptStyles', () => {
  it('adopts one constructed sheet, shared by every root of the document, once per root', () => {
    const a = shadow();
    const b = shadow();
    adoptStyles(a, CSS);
    adoptStyles(a, CSS);
    adoptStyles(b, CSS);
    expect(a.adoptedStyleSheets).toHaveLength(1);
    expect(b.adoptedStyleSheets).toHaveLength(1);
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
    expect(a.querySelector('style')).toBeNull();
  });

  it('keeps sheets the root already had, and gives different texts different sheets', () => {
    const root = shadow();
    adoptStyles(root, CSS);
    adoptStyles(root, 'p { color: red; }');
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(root.adoptedStyleSheets[0]).not.toBe(root.adoptedStyleSheets[1]);
  });

  it('falls back to one marked <style> element first in a root that is not a shadow root', () => {
    const root = document.createElement('div');
    root.append(document.createElement('p'));
    adoptStyles(root, CSS, 'test-style');
    adoptStyles(root, CSS, 'test-style');
    const styles = root.querySelectorAll('style[data-test-style]');
    expect(styles).toHaveLength(1);
    expect(root.firstElementChild).toBe(styles[0]);
    expect(styles[0]!.textContent).toBe(CSS);
  });

  it('falls back to a <style> element without constructable sheets', () => {
    const root = shadow();
    const proto = window.CSSStyleSheet.prototype as { replaceSync?: unknown };
    const replaceSync = proto.replaceSync;
    proto.replaceSync = undefined;
    try {
      adoptStyles(root, 'b { color: blue; }');
    } finally {
      proto.replaceSync = replaceSync;
    }
    expect(root.adoptedStyleSheets).toHaveLength(0);
    expect(root.querySelector('style[data-element-style]')?.textContent).toBe('b { color: blue; }');
  });
});
