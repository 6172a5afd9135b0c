/**
 * The page wall (src/core/dom/page-wall.ts) in happy-dom: what stays usable beside it (the wall,
 * the header, the navigation, live regions and the page's title) and what is inert.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { raiseWall } from '../../../../src/core/dom/page-wall.ts';

const inert = (selector: string) => document.querySelector(selector)!.closest('[inert]') !== null;

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('raiseWall', () => {
  it('leaves the wall, the header, the navigation, live regions and the page title usable; the rest inert; lowered, nothing inert', () => {
    document.body.innerHTML = `<a class="skip" href="#main">Skip</a><site-header><header><a href="/">Home</a></header></site-header><mega-menu><a href="/health">Health</a></mega-menu>
      <main id="main"><div class="title"><h1>Title</h1><p class="byline">By us</p></div><div class="text"><p class="teaser">Teaser</p><section class="wall"><a href="/join">Join</a></section></div>
      <div aria-live="polite"></div></main><footer><a href="/about">About</a></footer>`;
    const lower = raiseWall([document.querySelector('.wall')!]);
    const rows: Array<[string, boolean]> = [
      ['.wall', false],
      ['site-header', false],
      ['mega-menu', false],
      ['[aria-live]', false],
      ['h1', false],
      ['.byline', true],
      ['.teaser', true],
      ['.skip', true],
      ['footer', true],
    ];
    for (const [selector, expected] of rows) expect(inert(selector), selector).toBe(expected);
    expect(document.documentElement.style.overflow).toBe('hidden');
    lower();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
