/** The autoloader's discovery rules, in real Chromium with a real MutationObserver. */
import { expect } from 'chai';
import { startAutoloader, type Autoloader } from '../../src/loader/autoloader.ts';
import { mount, waitFor } from './helpers.ts';

let loader: Autoloader | undefined;
afterEach(() => {
  loader?.stop();
  document.body.replaceChildren();
});

function recorder(fail: ReadonlySet<string> = new Set()) {
  const imported: string[] = [];
  const failures: string[] = [];
  const chunk = (tag: string) => () => {
    imported.push(tag);
    return fail.has(tag) ? Promise.reject(new Error(`no chunk for ${tag}`)) : Promise.resolve();
  };
  const chunks = { 'alpha-tag': chunk('alpha-tag'), 'beta-tag': chunk('beta-tag'), 'gamma-tag': chunk('gamma-tag') };
  return { imported, failures, chunks, onFailure: (tag: string) => failures.push(tag) };
}

describe('autoloader', () => {
  it('imports only the chunks of tags on the page, once each', async () => {
    mount(`<main><alpha-tag></alpha-tag><section><alpha-tag></alpha-tag><beta-tag></beta-tag></section></main>`);
    const r = recorder();
    loader = startAutoloader(document, r.chunks, r.onFailure);
    // What the first scan asked for is known at once: the loader holds the definitions until those tags have given theirs.
    expect([...loader.requested()].sort()).to.deep.equal(['alpha-tag', 'beta-tag']);
    await loader.settled();
    expect([...r.imported].sort()).to.deep.equal(['alpha-tag', 'beta-tag']);
  });

  it('leaves a tag alone that is already defined (by a bundle the CMS wrote before the loader), now and when inserted later', async () => {
    if (!customElements.get('delta-tag')) customElements.define('delta-tag', class extends HTMLElement {});
    mount(`<delta-tag></delta-tag><alpha-tag></alpha-tag>`);
    const r = recorder();
    const imported: string[] = r.imported;
    const chunks = { ...r.chunks, 'delta-tag': () => (imported.push('delta-tag'), Promise.resolve()) };
    loader = startAutoloader(document, chunks, r.onFailure);
    expect(loader.requested()).to.deep.equal(['alpha-tag']);
    await loader.settled();
    mount(`<delta-tag></delta-tag>`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported).to.deep.equal(['alpha-tag']);
  });

  it('imports the chunk of a tag inserted later, also deep inside inserted markup', async () => {
    const r = recorder();
    loader = startAutoloader(document, r.chunks, r.onFailure);
    await loader.settled();
    expect(r.imported).to.deep.equal([]);
    mount(`<div class="cq-editable"><div><gamma-tag></gamma-tag></div></div>`);
    await waitFor(() => r.imported.includes('gamma-tag'), 1000, 'gamma-tag to load');
    mount(`<gamma-tag></gamma-tag>`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(r.imported).to.deep.equal(['gamma-tag']);
  });

  it('ignores tags that are not in the document (templates)', async () => {
    mount(`<template><alpha-tag></alpha-tag></template>`);
    const r = recorder();
    loader = startAutoloader(document, r.chunks, r.onFailure);
    await loader.settled();
    expect(r.imported).to.deep.equal([]);
  });

  it('reports a chunk that fails and tries again when the tag is inserted again', async () => {
    mount(`<beta-tag></beta-tag>`);
    const r = recorder(new Set(['beta-tag']));
    loader = startAutoloader(document, r.chunks, r.onFailure);
    await loader.settled();
    expect(r.failures).to.deep.equal(['beta-tag']);
    mount(`<beta-tag></beta-tag>`);
    await waitFor(() => r.imported.length === 2, 1000, 'a second try');
    expect(r.imported).to.deep.equal(['beta-tag', 'beta-tag']);
  });

  describe('rendered(cap)', () => {
    it('waits for every element of a loaded tag to leave its first render', async () => {
      mount(`<alpha-tag data-element-state="loading"></alpha-tag><alpha-tag data-element-state="loading"></alpha-tag><beta-tag></beta-tag>`);
      const r = recorder();
      loader = startAutoloader(document, r.chunks, r.onFailure);
      let done = false;
      const rendered = loader.rendered(5000).then(() => (done = true));
      await loader.settled();
      const [first, second] = [...document.querySelectorAll('alpha-tag')];
      first!.setAttribute('data-element-state', 'ready');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).to.equal(false);
      second!.setAttribute('data-element-state', 'error');
      await rendered;
      expect(done).to.equal(true);
    });

    it('counts an element removed during its first render as done', async () => {
      mount(`<gamma-tag data-element-state="loading"></gamma-tag>`);
      const r = recorder();
      loader = startAutoloader(document, r.chunks, r.onFailure);
      const rendered = loader.rendered(5000);
      await loader.settled();
      document.querySelector('gamma-tag')!.remove();
      await rendered;
    });

    it('gives up waiting after the cap', async () => {
      mount(`<alpha-tag data-element-state="loading"></alpha-tag>`);
      const r = recorder();
      loader = startAutoloader(document, r.chunks, r.onFailure);
      let done = false;
      const rendered = loader.rendered(150).then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(done).to.equal(false);
      await rendered;
      expect(document.querySelector('alpha-tag')!.getAttribute('data-element-state')).to.equal('loading');
    });

    it('runs onSettled once the chunks have settled, before the elements are waited for', async () => {
      mount(`<alpha-tag data-element-state="loading"></alpha-tag>`);
      let arrive = () => undefined as void;
      const chunk = new Promise<void>((resolve) => (arrive = resolve));
      loader = startAutoloader(document, { 'alpha-tag': () => chunk }, () => undefined);
      const events: string[] = [];
      const rendered = loader.rendered(60_000, () => events.push('settled')).then(() => events.push('rendered'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(events).to.deep.equal([]);
      arrive();
      await waitFor(() => events.length > 0, 5000, 'onSettled');
      expect(events).to.deep.equal(['settled']);
      document.querySelector('alpha-tag')!.setAttribute('data-element-state', 'ready');
      await rendered;
      expect(events[0]).to.equal('settled');
      expect(events.at(-1)).to.equal('rendered');
    });

    it('runs onSettled at the cap when a chunk never arrives', async () => {
      mount(`<alpha-tag></alpha-tag>`);
      loader = startAutoloader(document, { 'alpha-tag': () => new Promise(() => undefined) }, () => undefined);
      let settledCalls = 0;
      await loader.rendered(100, () => settledCalls++);
      expect(settledCalls).to.be.greaterThan(0);
    });

    it('resolves at once on a page without library tags', async () => {
      const r = recorder();
      loader = startAutoloader(document, r.chunks, r.onFailure);
      const outcome = await Promise.race([loader.rendered(5000).then(() => 'rendered'), new Promise((resolve) => setTimeout(() => resolve('waited'), 1000))]);
      expect(outcome).to.equal('rendered');
    });
  });
});
