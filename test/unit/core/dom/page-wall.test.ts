// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside, raiseWall, removeForWall } from '../../../../src/core/dom/page-wall.ts';

// Site 2.7: "Elements outside the overlay and header cannot be focused"; the page wall keeps the
// header usable, so it sets `inert` around what it keeps rather than using showModal().
const PAGE = `
  <header id="header"><a id="home" href="/">Home</a></header>
  <nav id="nav"><a href="/a">A</a></nav>
  <main id="main">
    <p id="intro">Intro</p>
    <article id="article">
      <p id="before">Before</p>
      <div id="wall"><a id="join" href="/mem/join">Join</a><p id="inside">inside</p></div>
      <p id="after">After</p>
    </article>
    <aside id="aside" inert>Already inert</aside>
  </main>
  <footer id="footer">Footer</footer>
  <script id="script">/* page code */</script>
  <meta id="meta" name="x" content="y">
  <dialog id="dialog">A page dialog</dialog>
  <template id="template"><p>t</p></template>`;

const $ = (id: string) => document.getElementById(id) as HTMLElement;
const inertIds = () => [...document.querySelectorAll<HTMLElement>('[id]')].filter((el) => el.inert).map((el) => el.id);

afterEach(() => {
  document.body.replaceChildren();
  document.body.inert = false;
});

describe('inertOutside', () => {
  it('makes the siblings along the path to each kept element inert, and nothing else', () => {
    document.body.innerHTML = PAGE;
    inertOutside([$('wall'), $('header')]);
    expect(inertIds().sort()).toEqual(['after', 'aside', 'before', 'footer', 'intro', 'nav'].sort());
  });

  it.each([
    ['the kept elements', ['wall', 'header']],
    ['their ancestors', ['article', 'main']],
    ['what is inside a kept element', ['join', 'inside', 'home']],
    ['what does not render, and page dialogs', ['script', 'meta', 'dialog', 'template']],
  ])('never %s', (_label, ids) => {
    document.body.innerHTML = PAGE;
    inertOutside([$('wall'), $('header')]);
    for (const id of ids) expect($(id).inert, id).toBe(false);
  });

  it('never <head> or <body>', () => {
    document.body.innerHTML = PAGE;
    inertOutside([$('wall')]);
    expect(document.head.inert).toBe(false);
    expect(document.body.inert).toBe(false);
    expect(document.documentElement.inert).toBe(false);
    // a kept element directly in <body>
    document.body.innerHTML = PAGE;
    inertOutside([$('header')]);
    expect(document.body.inert).toBe(false);
    expect(document.head.inert).toBe(false);
    expect($('main').inert).toBe(true);
  });

  it('the undo restores what it made inert, leaves elements that were inert before, and runs once', () => {
    document.body.innerHTML = PAGE;
    const undo = inertOutside([$('wall'), $('header')]);
    expect($('aside').inert).toBe(true);
    undo();
    expect(inertIds()).toEqual(['aside']);
    // A later inert (someone else's) is not undone by a second call.
    $('footer').inert = true;
    undo();
    expect(inertIds().sort()).toEqual(['aside', 'footer']);
  });

  it('ignores kept elements that are not in the document', () => {
    document.body.innerHTML = PAGE;
    const loose = document.createElement('div');
    const undo = inertOutside([loose, $('header')]);
    expect($('main').inert).toBe(true);
    expect($('header').inert).toBe(false);
    undo();
    expect(inertIds()).toEqual(['aside']);
  });

  it('with nothing kept, nothing changes', () => {
    document.body.innerHTML = PAGE;
    inertOutside([]);
    expect(inertIds()).toEqual(['aside']);
  });
});

describe('removeForWall', () => {
  it('removes every match from the DOM, except the header parts and what holds the host', () => {
    document.body.innerHTML = `
      <site-header><footer id="header-footer">kept</footer><div data-restricted id="header-restricted">kept</div></site-header>
      <header><div data-restricted id="banner-restricted">kept</div></header>
      <section data-restricted id="r1">one</section>
      <div data-restricted id="holder"><paywall-gate id="host"></paywall-gate></div>
      <section data-restricted id="r2">two</section>
      <footer id="footer">Footer</footer>`;
    removeForWall(document, ['[data-restricted]', 'footer'], $('host'));
    for (const id of ['r1', 'r2', 'footer']) expect(document.getElementById(id), id).toBeNull();
    for (const id of ['header-footer', 'header-restricted', 'banner-restricted', 'holder', 'host']) expect(document.getElementById(id), id).not.toBeNull();
  });

  it('a selector with no match is fine', () => {
    document.body.innerHTML = '<p id="p">text</p><paywall-gate id="host"></paywall-gate>';
    removeForWall(document, ['[data-comments]'], $('host'));
    expect($('p')).not.toBeNull();
  });
});

describe('raiseWall', () => {
  it('keeps the wall, the header, the navigation and live regions; the undo restores all', () => {
    document.body.innerHTML = `
      <site-header id="sh"><a href="/">Home</a></site-header>
      <mega-menu id="menu"></mega-menu>
      <div id="live" aria-live="polite"></div>
      <main id="main"><p id="text">Text</p><section id="wall">Wall</section></main>
      <footer id="footer"></footer>`;
    const lower = raiseWall([$('wall')]);
    expect(inertIds().sort()).toEqual(['footer', 'text']);
    lower();
    expect(inertIds()).toEqual([]);
  });
});

const inert = (selector: string) => document.querySelector(selector)!.closest('[inert]') !== null;

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('raiseWall: what stays usable beside the wall', () => {
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
