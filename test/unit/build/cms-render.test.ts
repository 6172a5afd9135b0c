// @vitest-environment node
import { html, nothing } from 'lit-html';
import { describe, expect, it } from 'vitest';
import { cobrowseLinkTemplate } from '../../../cms-templates/cobrowse-link.ts';
import { configScript, renderToString } from '../../../cms-templates/render.ts';

describe('renderToString (server HTML from cms-templates)', () => {
  it.each([
    ['text is escaped', html`<p>${'<b>x</b> & "y"'}</p>`, '<p>&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</p>'],
    ['nested templates and arrays', html`<ul>${['a', 'b'].map((x) => html`<li>${x}</li>`)}</ul>`, '<ul><li>a</li><li>b</li></ul>'],
    ['unquoted attributes are quoted and escaped', html`<a href=${'/x?a=1&b="2"'}>x</a>`, '<a href="/x?a=1&amp;b=&quot;2&quot;">x</a>'],
    ['nothing drops the attribute', html`<a href="/" data-label=${nothing}>x</a>`, '<a href="/">x</a>'],
    ['quoted attribute parts', html`<div class="a ${'b'} c">x</div>`, '<div class="a b c">x</div>'],
    ['boolean attributes', html`<p ?hidden=${true}>a</p><p ?hidden=${false}>b</p>`, '<p hidden>a</p><p>b</p>'],
    ['nothing, null and undefined as children', html`<p>${nothing}${null}${undefined}</p>`, '<p></p>'],
  ])('%s', (_name, template, expected) => {
    expect(renderToString(template)).toBe(expected);
  });

  it('writes config blocks that cannot close their script element', () => {
    const out = renderToString(html`<member-strip>${configScript({ title: '</script><script>alert(1)</script>' })}</member-strip>`);
    expect(out).toBe('<member-strip><script type="application/json">{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script></member-strip>');
    expect(JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1))).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('refuses event bindings, which have no server HTML', () => {
    expect(() => renderToString(html`<button @click=${() => undefined}>x</button>`)).toThrow(/event bindings/);
  });

  it('renders the cobrowse-link template as the contract shows it', () => {
    expect(renderToString(cobrowseLinkTemplate({ enabled: true, href: 'https://cobrowse.example/start', label: 'Cobrowse' }))).toBe(
      '<cobrowse-link data-enabled="true"><a href="https://cobrowse.example/start">Cobrowse</a></cobrowse-link>',
    );
  });
});
