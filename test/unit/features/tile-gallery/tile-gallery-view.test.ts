// @vitest-environment happy-dom
/**
 * The tile gallery's view in happy-dom (site 2.13, 4.8; brain-health 4.15, 4.16): exclusive and
 * extra tiles, locks waiting for the first identity reading, a sponsor answer arriving later,
 * load more, authoring mode and missing markup. The rules and stores are the real ones.
 */
import { act } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewProps } from '../../../../src/core/element.ts';
import { translator } from '../../../../src/core/i18n.ts';
import { TileGallery } from '../../../../src/features/tile-gallery/TileGallery.tsx';
import { tileGallerySchema, type TileGalleryConfig } from '../../../../src/features/tile-gallery/tile-gallery.schema.ts';
import { $identityReady, $identitySources } from '../../../../src/stores/identity.ts';
import { mountView } from '../../mount-view.ts';

const t = translator('en', {});
const mountGallery = (props: ViewProps<TileGalleryConfig>) => mountView(TileGallery, props);

function gallery(markup: string, attributes: Record<string, string> = {}) {
  const host = document.createElement('tile-gallery');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  host.innerHTML = markup;
  document.body.append(host);
  return host;
}
const tiles = (count: number, extra = '') =>
  `<ul>${Array.from({ length: count }, (_, i) => `<li><a href="/t/${i + 1}/">Tile ${i + 1}</a></li>`).join('')}${extra}</ul>`;
const shownNames = (host: HTMLElement) => [...host.querySelectorAll('li:not([hidden]) a')].map((a) => a.textContent);
const config = (input: Record<string, unknown> = {}) => v.parse(tileGallerySchema, input);

beforeEach(() => {
  $identitySources.set({});
  $identityReady.set(false);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('tile-gallery view', () => {
  it('exclusive tile for INSURER1 and its extra tile swap when the sponsor answer arrives; locks wait for the reading', () => {
    const host = gallery(
      `<ul><li data-members-only="true"><a href="/a/">A</a></li><li data-exclusive data-user-type="INSURER1, INSURER2"><a href="/x/">X</a></li><li data-extra-tile><a href="/e/">E</a></li></ul>`,
    );
    const stop = mountGallery({ host, config: config(), t, locale: 'en', authoring: false });
    expect(shownNames(host)).toEqual(['A', 'E']);
    const members = host.querySelector('li')!;
    expect(members.hasAttribute('data-locked')).toBe(false);
    act(() => $identityReady.set(true));
    expect(members.getAttribute('data-locked')).toBe('true');
    expect(members.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Members only');
    act(() => $identitySources.set({ at: { ms: '1' }, accessToken: 'token', programUser: { hasSponsoredSubscription: 'insurer1' } }));
    expect(shownNames(host)).toEqual(['A', 'X']);
    expect(members.getAttribute('data-locked')).toBe('false');
    expect(members.querySelector('.tile-gallery__badge')).toBeNull();
    stop();
    expect(shownNames(host)).toEqual(['A', 'X', 'E']);
  });

  it('load more: 6, then 12, then 13; focus on the first new tile; button removed at the end', () => {
    const host = gallery(tiles(13));
    mountGallery({ host, config: config(), t, locale: 'en', authoring: false });
    expect(shownNames(host)).toHaveLength(6);
    const button = host.querySelector<HTMLButtonElement>('.tile-gallery__more')!;
    act(() => button.click());
    expect(shownNames(host)).toHaveLength(12);
    expect(document.activeElement?.textContent).toBe('Tile 7');
    act(() => button.click());
    expect(shownNames(host)).toHaveLength(13);
    expect(document.activeElement?.textContent).toBe('Tile 13');
    expect(host.querySelector('.tile-gallery__more')).toBeNull();
  });

  it('authoring mode: every tile, exclusive and extra included, no button, no badge', () => {
    $identityReady.set(true);
    const host = gallery(
      tiles(8, '<li data-exclusive data-user-type="INSURER1" data-members-only="true"><a href="/x/">X</a></li><li data-extra-tile><a href="/e/">E</a></li>'),
    );
    mountGallery({ host, config: config(), t, locale: 'en', authoring: true });
    expect(shownNames(host)).toHaveLength(10);
    expect(host.querySelector('.tile-gallery__more, .tile-gallery__badge')).toBeNull();
  });

  it('no list: a console error, nothing thrown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = gallery('<p>No tiles</p>');
    expect(() => mountGallery({ host, config: config(), t, locale: 'en', authoring: false })).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('<tile-gallery>'));
  });

  it.each([[{ variant: 'carousel' }], [{ loadmore: '0' }], [{ loadmore: 'six' }]])('config %j is an error', (input) => {
    expect(v.safeParse(tileGallerySchema, input).success).toBe(false);
  });
  it('variant is trimmed and read in any case; data-loadmore as a string', () => {
    expect(config({ variant: ' Expert ', loadmore: '4' })).toMatchObject({ variant: 'expert', loadmore: 4 });
  });
});
