/**
 * The element harness in real Chromium: upgrade, the config path of CONTRACT section 2, config
 * errors, CMS content surviving, re-insertion, attribute changes, shadow mounting, authoring
 * mode and translation.
 */
import { expect } from 'chai';
import { createElement } from 'react';
import * as v from 'valibot';
import { defineElement, type ViewProps } from '../../src/core/element.ts';
import { resetDictionaries } from '../../src/core/i18n.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { defineMeta, flag, integer, requiredText, text } from '../../src/core/schema.ts';
import { captureConsole, clearCookies, mount, settled, waitFor } from './helpers.ts';

const cardSchema = v.object({
  title: requiredText('Heading'),
  subtitle: text('Default subtitle', 'Sub heading'),
  count: integer(1, 'How many'),
  highlighted: flag(false, 'Highlight'),
});
type CardConfig = v.InferOutput<typeof cardSchema>;

let renders = 0;
function Card({ config, t, locale, authoring }: ViewProps<CardConfig>) {
  renders += 1;
  return createElement(
    'section',
    { 'data-view': '', 'data-locale': locale, 'data-authoring': String(authoring), 'data-highlighted': String(config.highlighted) },
    createElement('h2', null, config.title),
    createElement('p', { className: 'subtitle' }, config.subtitle),
    createElement('p', { className: 'greeting' }, t('Hello')),
    createElement('p', { className: 'count' }, t('{count} items', { count: config.count })),
  );
}

defineElement(
  defineMeta({ tag: 'test-card', summary: 'test', schema: cardSchema, attributes: ['title', 'subtitle', 'count', 'highlighted'] }),
  reactView(Card),
);
defineElement(defineMeta({ tag: 'test-shadow-card', summary: 'test', schema: cardSchema, attributes: ['title'], mount: 'shadow' }), reactView(Card));
defineElement(
  defineMeta({ tag: 'test-broken', summary: 'test', schema: v.object({}), attributes: [] }),
  reactView(() => {
    throw new Error('view exploded');
  }),
);

const view = (element: Element) => element.querySelector('[data-view]');

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-wcmmode');
  document.documentElement.removeAttribute('data-i18n-dictionary-src');
  document.documentElement.setAttribute('lang', 'en');
  document.documentElement.classList.remove('aem-AuthorLayer-Edit');
  delete (window as { Granite?: unknown }).Granite;
  clearCookies();
  resetDictionaries();
});

describe('upgrade and config', () => {
  it('renders from the embedded JSON and keeps the CMS content', async () => {
    const element = mount(`<test-card><script type="application/json">{"title":"Embedded"}</script><p class="cms">Server text</p></test-card>`);
    expect(await settled(element)).to.equal('ready');
    await waitFor(() => view(element), 2000, 'the view');
    expect(element.querySelector('h2')!.textContent).to.equal('Embedded');
    expect(element.querySelector('.subtitle')!.textContent).to.equal('Default subtitle');
    expect(element.querySelector('p.cms')!.textContent).to.equal('Server text');
    expect(element.querySelector('script[type="application/json"]')).to.not.equal(null);
  });

  it('lets data-json-url override the embedded JSON, and data-* attributes override both', async () => {
    const element = mount(
      `<test-card data-json-url="/fixtures/config/test-card.json" data-count="7" data-highlighted="true">
         <script type="application/json">{"title":"Embedded","subtitle":"Embedded subtitle","count":2}</script>
       </test-card>`,
    );
    expect(await settled(element)).to.equal('ready');
    await waitFor(() => view(element));
    expect(element.querySelector('h2')!.textContent).to.equal('From the linked JSON');
    expect(element.querySelector('.subtitle')!.textContent).to.equal('Linked subtitle');
    expect(element.querySelector('.count')!.textContent).to.equal('7 items');
    expect(view(element)!.getAttribute('data-highlighted')).to.equal('true');
  });

  it('takes single values from data-* attributes alone', async () => {
    const element = mount(`<test-card data-title="Attribute title"></test-card>`);
    expect(await settled(element)).to.equal('ready');
    await waitFor(() => view(element));
    expect(element.querySelector('h2')!.textContent).to.equal('Attribute title');
  });

  it('re-renders when a declared data-* attribute changes', async () => {
    const element = mount(`<test-card data-title="First"></test-card>`);
    await settled(element);
    await waitFor(() => element.querySelector('h2')?.textContent === 'First');
    element.setAttribute('data-title', 'Second');
    await waitFor(() => element.querySelector('h2')?.textContent === 'Second', 2000, 'the new title');
  });
});

describe('bad configuration', () => {
  const cases = [
    {
      name: 'embedded JSON that does not parse',
      html: `<test-card><script type="application/json">{"title": "Broken",</script><p class="cms">Fallback</p></test-card>`,
      quoted: '{"title": "Broken",',
    },
    { name: 'embedded JSON that is not an object', html: `<test-card><script type="application/json">["title"]</script></test-card>`, quoted: '["title"]' },
    { name: 'a required field missing', html: `<test-card><script type="application/json">{"subtitle":"only"}</script></test-card>`, quoted: '"title"' },
    { name: 'a field of the wrong type', html: `<test-card><script type="application/json">{"title":42}</script></test-card>`, quoted: '42' },
    { name: 'a boolean attribute with garbage', html: `<test-card data-title="x" data-highlighted="maybe"></test-card>`, quoted: 'maybe' },
    { name: 'a number attribute with garbage', html: `<test-card data-title="x" data-count="seven"></test-card>`, quoted: 'seven' },
    {
      name: 'linked JSON that does not parse',
      html: `<test-card data-json-url="/fixtures/config/not-json.json"></test-card>`,
      quoted: '"title": "unterminated',
    },
    {
      name: 'a cross-origin data-json-url',
      html: `<test-card data-json-url="https://elsewhere.example/config.json"></test-card>`,
      quoted: 'https://elsewhere.example/config.json',
    },
  ];

  for (const testCase of cases) {
    it(`renders nothing, logs, and dispatches element-error for ${testCase.name}`, async () => {
      const neighbour = mount(`<test-card data-title="Neighbour"></test-card>`);
      const events: CustomEvent[] = [];
      document.addEventListener('element-error', (event) => events.push(event), { once: true });
      const { result: element, errors } = await captureConsole(async () => {
        const element = mount(testCase.html);
        expect(await settled(element)).to.equal('error');
        return element;
      });
      expect(view(element)).to.equal(null);
      expect(element.querySelector('[data-element-root]')).to.equal(null);
      expect(errors.length).to.equal(1);
      expect(errors[0]).to.contain('<test-card>');
      expect(errors[0]).to.contain(testCase.quoted);
      expect(events).to.have.length(1);
      expect(events[0]!.detail.tag).to.equal('test-card');
      expect(events[0]!.detail.reason).to.be.a('string').and.not.equal('');
      expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
      expect(await settled(neighbour)).to.equal('ready');
      await waitFor(() => neighbour.querySelector('h2')?.textContent === 'Neighbour');
    });
  }

  it('quotes at most 200 characters of the offending text', async () => {
    const long = `{"title": "${'x'.repeat(400)}`;
    const { errors } = await captureConsole(async () => {
      const element = mount(`<test-card><script type="application/json">${long}</script></test-card>`);
      await settled(element);
    });
    expect(errors[0]).to.contain(long.slice(0, 200));
    expect(errors[0]).to.not.contain(long.slice(0, 201));
  });

  it('keeps the CMS content of an element whose config is bad', async () => {
    const { result: element } = await captureConsole(async () => {
      const element = mount(`<test-card><script type="application/json">nope</script><a href="/fallback">Fallback link</a></test-card>`);
      await settled(element);
      return element;
    });
    expect(element.querySelector('a')!.textContent).to.equal('Fallback link');
  });

  it('warns and goes on with the other sources when data-json-url cannot be fetched', async () => {
    const {
      result: element,
      warnings,
      errors,
    } = await captureConsole(async () => {
      const element = mount(
        `<test-card data-json-url="/fixtures/config/missing.json"><script type="application/json">{"title":"Still here"}</script></test-card>`,
      );
      await settled(element);
      return element;
    });
    expect(element.getAttribute('data-element-state')).to.equal('ready');
    await waitFor(() => element.querySelector('h2')?.textContent === 'Still here');
    expect(errors).to.deep.equal([]);
    expect(warnings.join('\n')).to.contain('/fixtures/config/missing.json');
  });

  it('reports a view that throws as element-error without breaking its neighbours', async () => {
    const neighbour = mount(`<test-card data-title="Neighbour"></test-card>`);
    const events: CustomEvent[] = [];
    document.addEventListener('element-error', (event) => events.push(event));
    const { errors } = await captureConsole(async () => {
      const element = mount(`<test-broken><p class="cms">Fallback</p></test-broken>`);
      await waitFor(() => element.getAttribute('data-element-state') === 'error', 3000, 'the error state');
      expect(element.querySelector('p.cms')!.textContent).to.equal('Fallback');
    });
    expect(events.some((event) => event.detail.tag === 'test-broken' && event.detail.reason.includes('view exploded'))).to.equal(true);
    expect(errors.join('\n')).to.contain('<test-broken>');
    await waitFor(() => neighbour.querySelector('h2')?.textContent === 'Neighbour');
  });
});

describe('lifecycle', () => {
  it('survives the CMS editor moving the element: one view, CMS content intact', async () => {
    const first = mount(`<div id="first"></div>`);
    const second = mount(`<div id="second"></div>`);
    const element = mount(`<test-card data-title="Moved"><p class="cms">Server text</p></test-card>`, first);
    await settled(element);
    await waitFor(() => view(element));
    second.append(element);
    first.append(element);
    second.append(element);
    await waitFor(() => element.querySelector('h2')?.textContent === 'Moved');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(element.querySelectorAll('[data-element-root]')).to.have.length(1);
    expect(element.querySelectorAll('[data-view]')).to.have.length(1);
    expect(element.querySelector('p.cms')!.textContent).to.equal('Server text');
    expect(element.parentElement).to.equal(second);
  });

  it('removes its view when the element leaves the page', async () => {
    const element = mount(`<test-card data-title="Bye"><p class="cms">Server text</p></test-card>`);
    await settled(element);
    await waitFor(() => view(element));
    element.remove();
    await waitFor(() => !element.querySelector('[data-element-root]'), 1000, 'the view to go');
    expect(element.querySelector('p.cms')).to.not.equal(null);
  });

  it('ignores a second definition of the same tag', () => {
    const first = customElements.get('test-card');
    const again = defineElement(
      defineMeta({ tag: 'test-card', summary: 'again', schema: v.object({}), attributes: [] }),
      reactView(() => null),
    );
    expect(again).to.equal(first);
    expect(customElements.get('test-card')).to.equal(first);
  });

  it('renders into an open shadow root when asked, leaving the light DOM to the CMS', async () => {
    const element = mount(`<test-shadow-card data-title="Shadowed"><p class="cms">Server text</p></test-shadow-card>`);
    await settled(element);
    const heading = await waitFor(() => element.shadowRoot?.querySelector('h2'));
    expect(heading.textContent).to.equal('Shadowed');
    expect(element.querySelector('h2')).to.equal(null);
    expect(element.querySelector('p.cms')!.textContent).to.equal('Server text');
  });

  it('renders once per config, not once per upgrade callback', async () => {
    renders = 0;
    const element = mount(`<test-card data-title="Once" data-subtitle="s" data-count="2"></test-card>`);
    await settled(element);
    await waitFor(() => view(element));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders).to.equal(1);
  });
});

describe('authoring mode', () => {
  const signals: Array<[string, () => void]> = [
    ['<html data-wcmmode="edit">', () => document.documentElement.setAttribute('data-wcmmode', 'edit')],
    ['<html data-wcmmode="preview">', () => document.documentElement.setAttribute('data-wcmmode', 'preview')],
    ['wcmmode=edit cookie', () => (document.cookie = 'wcmmode=edit; path=/')],
    ['aem-AuthorLayer-Edit class', () => document.documentElement.classList.add('aem-AuthorLayer-Edit')],
    ['window.Granite.author', () => ((window as { Granite?: unknown }).Granite = { author: {} })],
  ];
  for (const [name, apply] of signals) {
    it(`is on with ${name}`, async () => {
      apply();
      const element = mount(`<test-card data-title="Author"></test-card>`);
      await settled(element);
      expect((await waitFor(() => view(element))).getAttribute('data-authoring')).to.equal('true');
    });
  }

  it('is off on a published page (data-wcmmode="disabled")', async () => {
    document.documentElement.setAttribute('data-wcmmode', 'disabled');
    const element = mount(`<test-card data-title="Visitor"></test-card>`);
    await settled(element);
    expect((await waitFor(() => view(element))).getAttribute('data-authoring')).to.equal('false');
  });
});

describe('locale and dictionary', () => {
  it('translates through the dictionary named by data-i18n-dictionary-src', async () => {
    document.documentElement.setAttribute('lang', 'es');
    document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/i18n/dict.{locale}.json');
    const element = mount(`<test-card data-title="T" data-count="3"></test-card>`);
    await settled(element);
    await waitFor(() => view(element));
    expect(view(element)!.getAttribute('data-locale')).to.equal('es');
    expect(element.querySelector('.greeting')!.textContent).to.equal('Hola');
    expect(element.querySelector('.count')!.textContent).to.equal('3 artículos');
  });

  it('shows the source text when the dictionary is missing', async () => {
    document.documentElement.setAttribute('lang', 'es');
    document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/i18n/none.{+locale}.json');
    const element = mount(`<test-card data-title="T"></test-card>`);
    await settled(element);
    await waitFor(() => view(element));
    expect(element.querySelector('.greeting')!.textContent).to.equal('Hello');
  });

  it('visibly marks every translated string in the zz pseudo-locale', async () => {
    document.documentElement.setAttribute('lang', 'zz');
    const element = mount(`<test-card data-title="T" data-count="4"></test-card>`);
    await settled(element);
    await waitFor(() => view(element));
    expect(element.querySelector('.greeting')!.textContent).to.equal('⟦Hélló⟧');
    expect(element.querySelector('.count')!.textContent).to.equal('⟦4 ítéms⟧');
  });
});
