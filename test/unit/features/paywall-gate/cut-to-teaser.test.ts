// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cutToTeaser } from '../../../../src/features/paywall-gate/paywall-gate.browser.ts';
import { visibleLength } from '../../../../src/features/paywall-gate/paywall-gate.logic.ts';

// Site 2.7: "the article is cut to the teaser length", in the DOM at a word boundary: the markup
// before the cut stays whole, everything after it leaves, an ellipsis marks the cut.
const ARTICLE = `<div id="article"><p id="p1">Late <strong id="strong">enrollment</strong> can cost you. See <a id="link" href="/x">the rules</a> today.</p>
  <p id="p2">Second paragraph text.</p><script>var notText = 1;</script><p id="p3">Third.</p></div>`;

const article = () => document.getElementById('article')!;

afterEach(() => document.body.replaceChildren());

describe('cutToTeaser', () => {
  it.each<[number, string | undefined, string[], string[]]>([
    // limit, the kept text (undefined: not cut), ids still there, ids gone
    // The cut falls at the start of the <strong>: the ellipsis goes in it, after the space.
    [8, 'Late …', ['p1', 'strong'], ['link', 'p2', 'p3']],
    [15, 'Late enrollment…', ['p1', 'strong'], ['link', 'p2', 'p3']],
    [29, 'Late enrollment can cost you.…', ['p1', 'strong'], ['link', 'p2']],
    [38, 'Late enrollment can cost you. See the…', ['p1', 'strong', 'link'], ['p2', 'p3']],
    [0, '…', ['p1'], ['strong', 'p2']],
  ])('limit %s', (limit, text, present, gone) => {
    document.body.innerHTML = ARTICLE;
    expect(cutToTeaser(article(), limit)).toBe(true);
    expect(article().textContent!.replace(/\s+/g, ' ').trim()).toBe(text);
    expect(visibleLength(article().textContent!.trim())).toBeLessThanOrEqual(limit + 1);
    for (const id of present) expect(document.getElementById(id), id).not.toBeNull();
    for (const id of gone) expect(document.getElementById(id), id).toBeNull();
  });

  it('the markup before the cut is whole: the link keeps its address', () => {
    document.body.innerHTML = ARTICLE;
    cutToTeaser(article(), 60);
    expect(document.getElementById('link')!.getAttribute('href')).toBe('/x');
    expect(document.getElementById('strong')!.textContent).toBe('enrollment');
  });

  it('an article that fits is left alone', () => {
    document.body.innerHTML = ARTICLE;
    const before = article().innerHTML;
    expect(cutToTeaser(article(), 500)).toBe(false);
    expect(article().innerHTML).toBe(before);
  });

  it('script text does not count', () => {
    document.body.innerHTML = ARTICLE;
    // 'Late ... today. Second paragraph text. Third.' without the script's text
    expect(cutToTeaser(article(), 200)).toBe(false);
  });
});
