// @vitest-environment node
/**
 * The pro-tips client (src/api/pro-tips.ts, ask-and-rewards 7.1, 8.1) over a stubbed fetch:
 * only an OK text/html answer is a fragment, failures and the time limit are ApiErrors, and the
 * caller's own abort stays an abort.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProTips } from '../../../src/api/pro-tips.ts';
import { SERVICE_TIMEOUT_MS } from '../../../src/api/http.ts';
import { ApiError } from '../../../src/core/errors.ts';

const URL_ = 'https://www.example.org/ask/pro-tips.resource.root.html';

function answer(body: string, init: ResponseInit) {
  const fetch = vi.fn(async (_request: Request) => new Response(body, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A service that never answers, but lets go when the request is aborted. */
function silent() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          const { signal } = request;
          const fail = () => reject(signal.reason ?? new Error('aborted'));
          if (signal.aborted) fail();
          else signal.addEventListener('abort', fail);
        }),
    ),
  );
}

afterEach(() => vi.useRealTimers());

describe('fetchProTips', () => {
  it('returns the HTML of an OK text/html answer, fetched once with same-origin credentials', async () => {
    const fetch = answer('<p>Tip</p>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    await expect(fetchProTips(URL_)).resolves.toBe('<p>Tip</p>');
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]![0];
    expect(request.url).toBe(URL_);
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('same-origin');
  });

  it.each([
    ['a server error', 500, 'text/html', '<p>Oops</p>'],
    ['a missing page', 404, 'text/html', '<p>Not here</p>'],
    ['JSON', 200, 'application/json', '{"html":"<p>x</p>"}'],
    ['bare text', 200, 'text/plain', 'Tip'],
    ['no content type', 200, '', '<p>Tip</p>'],
  ])('is no fragment for %s (empty string, no retry)', async (_, status, type, body) => {
    const fetch = answer(body, { status, headers: type ? { 'Content-Type': type } : {} });
    await expect(fetchProTips(URL_)).resolves.toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a service that cannot be reached is an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await fetchProTips(URL_).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it(`gives up after the services' time limit (${SERVICE_TIMEOUT_MS} ms) with an ApiError`, async () => {
    vi.useFakeTimers();
    silent();
    const call = fetchProTips(URL_).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(SERVICE_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it("the caller's abort rejects with the abort itself, not an ApiError", async () => {
    silent();
    const controller = new AbortController();
    const call = fetchProTips(URL_, { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    const error = await call;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(controller.signal.aborted).toBe(true);
  });
});
