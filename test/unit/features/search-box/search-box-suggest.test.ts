// @vitest-environment happy-dom
/** The suggester (site 5): the 250 ms pause, the minimum length, aborting, and the request (site 7.5). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSuggestions, querySuggestUrl } from '../../../../src/api/search.ts';
import { createSuggester, type SuggestEvent } from '../../../../src/features/search-box/search-box.browser.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(answer: (term: string, signal: AbortSignal) => Promise<readonly unknown[]> = async () => ['medicare']) {
  const events: SuggestEvent[] = [];
  const fetch = vi.fn(answer);
  const suggester = createSuggester({ fetch, onEvent: (event) => events.push(event), win: window });
  return { events, fetch, suggester };
}

describe('createSuggester', () => {
  it('waits for a 250 ms pause: each keystroke restarts it', async () => {
    const { events, fetch, suggester } = setup();
    suggester.typed('med');
    await vi.advanceTimersByTimeAsync(249);
    suggester.typed('medi');
    await vi.advanceTimersByTimeAsync(249);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('medi');
    expect(events).toEqual([
      { kind: 'loading', term: 'medi' },
      { kind: 'loaded', term: 'medi', suggestions: ['medicare'] },
    ]);
  });

  it.each([
    ['m', 'short'],
    ['me', 'short'],
    ['  me  ', 'short'],
  ])('%j is too short after the pause, and nothing is requested', async (value, kind) => {
    const { events, fetch, suggester } = setup();
    suggester.typed(value);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(events).toEqual([{ kind }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a blank value clears at once', () => {
    const { events, suggester } = setup();
    suggester.typed('  ');
    expect(events).toEqual([{ kind: 'clear' }]);
  });

  it('a newer keystroke aborts the request before it: the stale answer never shows', async () => {
    const resolvers: Array<(value: string[]) => void> = [];
    const signals: AbortSignal[] = [];
    const { events, suggester } = setup(
      (_term, signal) =>
        new Promise((resolve) => {
          signals.push(signal);
          resolvers.push(resolve);
        }),
    );
    suggester.typed('med');
    await vi.advanceTimersByTimeAsync(250);
    suggester.typed('medicare');
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(250);
    resolvers[1]!(['medicare part d']);
    resolvers[0]!(['stale']);
    await vi.advanceTimersByTimeAsync(0);
    expect(events.filter((event) => event.kind === 'loaded')).toEqual([{ kind: 'loaded', term: 'medicare', suggestions: ['medicare part d'] }]);
  });

  it('shows at most 8 of the 10 answered; a failure is an error event; stop cancels', async () => {
    const { events, suggester } = setup(async () => Array.from({ length: 10 }, (_, i) => `s${i}`));
    suggester.typed('abc');
    await vi.advanceTimersByTimeAsync(250);
    expect((events.at(-1) as { suggestions: string[] }).suggestions).toHaveLength(8);
    const failing = setup(async () => {
      throw new Error('boom');
    });
    failing.suggester.typed('abc');
    await vi.advanceTimersByTimeAsync(250);
    expect(failing.events.at(-1)!.kind).toBe('error');
    const stopped = setup();
    stopped.suggester.typed('abc');
    stopped.suggester.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped.fetch).not.toHaveBeenCalled();
  });
});

describe('the suggestion request (site 7.5)', () => {
  it('asks for pipeline=default, count=10, access_token, organizationId and q', () => {
    const url = new URL(querySuggestUrl({ serviceUrl: 'https://search.example.org/', accessToken: 'k y', organizationId: 'org', q: 'año & co', count: 10 }));
    expect(url.origin + url.pathname).toBe('https://search.example.org/search/v2/querySuggest');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pipeline: 'default', count: '10', access_token: 'k y', organizationId: 'org', q: 'año & co' });
  });

  it('reads completions[].expression and drops entries without one', async () => {
    vi.useRealTimers();
    vi.stubGlobal('fetch', async () =>
      Response.json({ completions: [{ expression: 'medicare' }, { score: 1 }, { expression: 7 }, { expression: 'medicare part d' }] }),
    );
    await expect(fetchSuggestions({ serviceUrl: 'https://s.example.org', accessToken: 'k', organizationId: 'o', q: 'med', count: 10 })).resolves.toEqual([
      'medicare',
      'medicare part d',
    ]);
    vi.stubGlobal('fetch', async () => Response.json({ results: [] }));
    await expect(fetchSuggestions({ serviceUrl: 'https://s.example.org', accessToken: 'k', organizationId: 'o', q: 'med', count: 10 })).rejects.toMatchObject({
      status: 422,
    });
  });
});
