// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { isSmoothAnchorPage } from '../../../src/behaviours/smooth-anchor-page.ts';
import { anchorTarget, isFocusable, isPlainClick, samePageFragment } from '../../../src/behaviours/smooth-anchors.ts';

// site 2.13: "Some medicare enrollment-guide pages (path
// medicare-insurance/enrollment-guide/about/essentials/facts) use smooth in-page anchor scrolling."
describe('isSmoothAnchorPage', () => {
  it.each([
    ['/health/medicare-insurance/enrollment-guide/about/essentials/facts/', true],
    ['/health/medicare-insurance/enrollment-guide/about.html', true],
    ['/medicare-insurance/enrollment-guide/essentials/', true],
    ['/medicare-insurance/enrollment-guide/facts-about-part-b.html', true],
    ['/espanol/salud/medicare-insurance/enrollment-guide/about/', true],
    ['/content/member/en/home/health/Medicare-Insurance/Enrollment-Guide/About', true],
    ['/medicare-insurance/enrollment-guide/', false],
    ['/medicare-insurance/enrollment-guide/costs.html', false],
    ['/medicare-insurance/about/essentials/facts', false],
    ['/not-medicare-insurance/enrollment-guide/about', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => {
    expect(isSmoothAnchorPage(path)).toBe(expected);
  });
});

describe('samePageFragment', () => {
  const page = 'https://www.example.org/g/about.html?x=1';
  it.each([
    ['#part-a', 'part-a'],
    ['https://www.example.org/g/about.html?x=1#part-a', 'part-a'],
    ['about.html?x=1#part-b', 'part-b'],
    ['#caf%C3%A9', 'café'],
    ['#', undefined],
    ['https://www.example.org/g/about.html#part-a', undefined],
    ['https://www.example.org/g/other.html?x=1#part-a', undefined],
    ['https://other.example.org/g/about.html?x=1#part-a', undefined],
    ['https://www.example.org/g/about.html?x=1', undefined],
  ])('%j -> %s', (href, id) => {
    expect(samePageFragment(href, page)).toBe(id);
  });

  it('takes the fragment in the page URL out of the comparison', () => {
    expect(samePageFragment('#b', 'https://www.example.org/p#a')).toBe('b');
  });
});

describe('anchorTarget and isFocusable', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds by id, then by a legacy <a name>, else nothing', () => {
    document.body.innerHTML = '<h2 id="one">One</h2><a name="two"></a><div name="three"></div>';
    expect(anchorTarget(document, 'one')?.id).toBe('one');
    expect(anchorTarget(document, 'two')?.getAttribute('name')).toBe('two');
    expect(anchorTarget(document, 'three')).toBeUndefined();
    expect(anchorTarget(document, 'missing')).toBeUndefined();
  });

  it.each([
    ['<h2>Heading</h2>', false],
    ['<div tabindex="-1"></div>', true],
    ['<a href="#x">link</a>', true],
    ['<a>no href</a>', false],
    ['<button>b</button>', true],
    ['<button disabled>b</button>', false],
    ['<input type="hidden">', false],
    ['<input>', true],
  ])('%s focusable: %s', (html, expected) => {
    document.body.innerHTML = html;
    expect(isFocusable(document.body.firstElementChild!)).toBe(expected);
  });
});

describe('isPlainClick', () => {
  it.each([
    [{}, true],
    [{ button: 1 }, false],
    [{ ctrlKey: true }, false],
    [{ metaKey: true }, false],
    [{ shiftKey: true }, false],
    [{ altKey: true }, false],
  ])('%j -> %s', (init, expected) => {
    expect(isPlainClick(new MouseEvent('click', { ...init, cancelable: true }))).toBe(expected);
  });

  it('leaves a click another handler already took', () => {
    const event = new MouseEvent('click', { cancelable: true });
    event.preventDefault();
    expect(isPlainClick(event)).toBe(false);
  });
});
