// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { behavioursSettled, lazyBehaviour } from '../../../src/behaviours/lazy.ts';
import { holds } from '../../../src/core/dom/query.ts';
import { CAMPAIGN_LINK_HINT, CID_LINK_SELECTOR } from '../../../src/behaviours/links.ts';
import { campaignLinkKind } from '../../../src/behaviours/campaign-tagging.ts';

afterEach(() => document.body.replaceChildren());

const fragment = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('lazyBehaviour', () => {
  it('loads nothing where its test fails, and runs its work where it passes', async () => {
    const run = vi.fn();
    const load = vi.fn(async () => run);
    const behaviour = lazyBehaviour('example', (root) => holds(root, 'a.mark'), load);
    expect(behaviour.name).toBe('example');
    behaviour(fragment('<a href="/x">x</a>'), document);
    await behavioursSettled(document);
    expect(load).not.toHaveBeenCalled();
    const root = fragment('<a class="mark" href="/x">x</a>');
    behaviour(root, document);
    await behavioursSettled(document);
    expect(load).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith(root, document);
  });

  it('reports a failed import and settles', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const behaviour = lazyBehaviour(
      'broken',
      () => true,
      () => Promise.reject(new Error('offline')),
    );
    behaviour(document, document);
    await behavioursSettled(document);
    expect(error).toHaveBeenCalledWith('member-elements: the broken behaviour could not run', expect.any(Error));
    error.mockRestore();
  });

  it('holds: the root itself or an element inside it', () => {
    const link = fragment('<a class="mark" href="/x">x</a>').firstElementChild!;
    expect(holds(link, 'a.mark')).toBe(true);
    expect(holds(fragment('<p><a class="mark" href="/x">x</a></p>'), 'a.mark')).toBe(true);
    expect(holds(fragment('<p>none</p>'), 'a.mark')).toBe(false);
  });
});

describe('the link hints', () => {
  // Every href campaign tagging would change must pass the hint, or the code would never load.
  const campaignHrefs = ['/mem/join', '/MEM/Renew?x=1', 'https://secure.example.org/mem/join.html', 'mem/join/step-1', '../mem/renew;v=1'];
  it.each(campaignHrefs)('the campaign hint passes %s, a Join or Renew link', (href) => {
    expect(campaignLinkKind(href)).toBeDefined();
    expect(holds(fragment(`<a href="${href}">x</a>`), CAMPAIGN_LINK_HINT)).toBe(true);
    expect(holds(fragment(`<map><area href="${href}" alt="x"></map>`), CAMPAIGN_LINK_HINT)).toBe(true);
  });

  it('the campaign hint spares a page of other links', () => {
    expect(holds(fragment('<a href="/benefits">b</a><a href="/membership">m</a>'), CAMPAIGN_LINK_HINT)).toBe(false);
  });

  it('the cid selector finds the marked links', () => {
    expect(holds(fragment('<div class="hero-banner"><a href="/o">o</a></div>'), CID_LINK_SELECTOR)).toBe(true);
    expect(holds(fragment('<a href="/o">o</a>'), CID_LINK_SELECTOR)).toBe(false);
  });
});
