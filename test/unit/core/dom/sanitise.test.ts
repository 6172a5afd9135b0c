// @vitest-environment jsdom
/**
 * The HTML-fragment sanitiser (src/core/dom/sanitise.ts) in jsdom (DOMPurify is not safe to test
 * under happy-dom's parser): the Ask pro-tips fixtures, the hostile one included, and the link
 * and image rules the page adds on top of DOMPurify.
 */
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TAGS, defuseHandlers, sanitiseFragment } from '../../../../src/core/dom/sanitise.ts';
import { SAFE_MARKERS, proTipsHostileHtml, proTipsHtml } from '../../../../fixtures/ask/pro-tips.ts';

const here = () => window.location.origin;

function box(fragment: DocumentFragment): HTMLElement {
  const div = document.createElement('div');
  div.append(fragment);
  return div;
}

describe('defuseHandlers', () => {
  it.each([
    ['<img src=x onerror="run()">', '<img src=x data-defused-onerror="run()">'],
    ['<p ONCLICK = "a" onMouseOver=\'b\'>', '<p data-defused-ONCLICK = "a" data-defused-onMouseOver=\'b\'>'],
    ['<details open ontoggle>', '<details open data-defused-ontoggle>'],
    ['<svg/onload=run()>', '<svg/data-defused-onload=run()>'],
    ['<base href="https://evil.example/"></base>', '<defused-base href="https://evil.example/"></defused-base>'],
    ['<BASE href=x>', '<defused-base href=x>'],
  ])('%s -> %s', (html, expected) => {
    expect(defuseHandlers(html)).toBe(expected);
  });

  it('leaves text and other attributes alone', () => {
    const html = '<p class="once">Call us online, or write: one, two.</p><a href="/based/on">on</a>';
    expect(defuseHandlers(html)).toBe(html);
  });
});

describe('sanitiseFragment', () => {
  it('keeps the normal pro-tips fragment: lists, emphasis and its links', () => {
    const div = box(sanitiseFragment(proTipsHtml.en));
    expect(div.querySelectorAll('ol > li')).toHaveLength(5);
    expect(div.querySelector('strong')?.textContent).toBe('Be specific.');
    expect(div.textContent).toContain('Check the sources.');
    const links = [...div.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['https://www.example.org/medicare/ship-counseling', '_blank', 'noopener noreferrer'],
      [`${here()}/social-security/`, null, null],
      ['https://www.example.org/medicare/', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('removes everything that could run from the hostile fragment and keeps its safe text', () => {
    const div = box(sanitiseFragment(proTipsHostileHtml));
    for (const marker of SAFE_MARKERS) expect(div.textContent).toContain(marker);
    for (const tag of ['script', ...FORBIDDEN_TAGS]) expect(div.querySelector(tag), tag).toBeNull();
    for (const element of div.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.localName}[${attribute.name}]`).not.toMatch(/^on|^style$|^srcset$|^formaction$|^action$/i);
        expect(attribute.value, `${element.localName}[${attribute.name}]`).not.toMatch(/javascript:|vbscript:|data:text/i);
      }
    }
    // Refused links stay as text; the safe one opens in a new tab without access to this page.
    expect(div.textContent).toContain('More examples');
    expect(div.querySelectorAll('a[href]')).toHaveLength(2);
    expect(div.querySelector('a[href="https://www.example.org/medicare/"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('asks the link rule about every href, and drops the href it refuses', () => {
    const seen: string[] = [];
    const div = box(
      sanitiseFragment('<a href="/a">A</a><a href="https://other.example/b">B</a><a>C</a>', {
        link: (href) => {
          seen.push(href);
          return href === '/a' ? `${here()}/a/.now.html` : undefined;
        },
      }),
    );
    expect(seen).toEqual(['/a', 'https://other.example/b']);
    expect(div.innerHTML).toBe(`<a href="${here()}/a/.now.html">A</a><a>B</a><a>C</a>`);
  });

  it('gives same-origin links no target, and other-origin links a new tab with rel', () => {
    const div = box(sanitiseFragment(`<a href="/x" target="_blank">x</a><a href="https://elsewhere.example/" target="_self" rel="opener">y</a>`));
    const [same, other] = [...div.querySelectorAll('a')];
    expect(same!.hasAttribute('target')).toBe(false);
    expect(other!.getAttribute('target')).toBe('_blank');
    expect(other!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps images with an http(s) source only', () => {
    const div = box(
      sanitiseFragment('<img src="https://cdn.example/a.png" alt="a"><img src="data:image/png;base64,AAAA" alt="b"><img alt="c"><img src="/c.png" alt="d">'),
    );
    expect([...div.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['a', 'd']);
  });

  it('returns an empty fragment for text with no markup left', () => {
    expect(sanitiseFragment('<script>alert(1)</script>').childNodes).toHaveLength(0);
    expect(sanitiseFragment('').childNodes).toHaveLength(0);
  });
});
