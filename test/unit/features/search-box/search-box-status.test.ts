// @vitest-environment happy-dom
/**
 * The search box's status region (site 8, issue 15) in happy-dom, on fake timers: the view writes
 * it through the settling announcer (GOV.UK accessible-autocomplete's rule). Statuses that follow
 * each other quickly are read once, the last one, after the text has settled; an identical
 * message is emptied and set again, so it is read again. The suggestion service is replaced; the
 * view (SearchBox.tsx, rendered with React), combobox and announcer are the real ones.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_DELAY_MS } from '../../../../src/core/dom/announcer.ts';
import { translator } from '../../../../src/core/i18n.ts';
import { SITE_CONFIG_ID } from '../../../../src/core/site-config.ts';
import { SearchBox } from '../../../../src/features/search-box/SearchBox.tsx';
import { SEARCH_LIMITS } from '../../../../src/features/search-box/search-box.logic.ts';

vi.mock('../../../../src/api/search.ts', () => ({ fetchSuggestions: async () => ['medicare', 'medicaid'] }));

let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Read once per document (and cached): the suggestion service's three fields.
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = SITE_CONFIG_ID;
  config.textContent = JSON.stringify({ suggestServiceUrl: 'https://suggest.example.org', suggestAccessToken: 'key', suggestOrganizationId: 'org' });
  document.head.append(config);
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  document.body.replaceChildren();
});

function setup() {
  document.body.innerHTML = '<search-box><form action="/search/" role="search"><input id="header-search" name="q"><button>Search</button></form></search-box>';
  const host = document.querySelector('search-box') as HTMLElement;
  const mount = document.createElement('div');
  host.append(mount);
  root = createRoot(mount);
  act(() =>
    root!.render(createElement(SearchBox, { host, config: { listLabel: 'Search suggestions' }, t: translator('en', {}), locale: 'en', authoring: false })),
  );
  const input = host.querySelector('input')!;
  const region = host.querySelector('[role="status"]')!;
  // Every text added to the region: what a screen reader is told (only additions are read).
  const heard: string[] = [];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) heard.push(node.textContent ?? '');
  }).observe(region, { childList: true, subtree: true });
  act(() => input.focus());
  const type = async (value: string) => {
    input.value = value;
    await act(async () => {
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(SEARCH_LIMITS.pauseMs);
    });
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { region, heard, type, wait };
}

describe('search-box: the status region', () => {
  it('is a polite status region of its own', () => {
    const { region } = setup();
    expect(region.getAttribute('aria-live')).toBe('polite');
  });

  it('quick statuses (too short, loading, loaded) are read once: the last, after the text settles', async () => {
    const { region, heard, type, wait } = setup();
    await type('me'); // 'Search term too short'
    await type('med'); // 'Loading search suggestions for med', then '2 suggested search terms loaded'
    await wait(SETTLE_DELAY_MS - 1);
    expect(heard).toEqual([]);
    expect(region.textContent).toBe('');
    await wait(1);
    expect(heard).toEqual(['2 suggested search terms loaded']);
    expect(region.textContent).toBe('2 suggested search terms loaded');
  });

  it('an identical message is emptied and set again, so it is read again', async () => {
    const { region, heard, type, wait } = setup();
    await type('m');
    await wait(SETTLE_DELAY_MS);
    expect(heard).toEqual(['Search term too short']);
    await type('me');
    expect(region.textContent).toBe('');
    await wait(SETTLE_DELAY_MS);
    expect(heard).toEqual(['Search term too short', 'Search term too short']);
  });
});
