// @vitest-environment node
/**
 * The small brain-health elements' client (src/api/program-content.ts; brain-health 3.8, 7.6) over
 * a stubbed fetch: both calls send the bearer token; up next takes a 200's answer and a 204 as no
 * tiles (7.6: both accepted), and anything else is an ApiError; my list needs its list.
 */
import { describe, expect, it, vi } from 'vitest';
import { fetchMyList, fetchUpNext } from '../../../src/api/program-content.ts';
import { ApiError } from '../../../src/core/errors.ts';

const UP_NEXT = 'https://www.example.org/content/member/api/pillars.upnext.eat_rightfirst-time-member.json';
const MY_LIST = 'https://www.example.org/etc/member/categories/categories.24.json';

function answer(body: string | null, status = 200) {
  const fetch = vi.fn(async (_request: Request) => new Response(body, { status, headers: body === null ? {} : { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('fetchUpNext (7.6)', () => {
  it("a 200's answer, asked once with the bearer token", async () => {
    const fetch = answer(JSON.stringify({ userType: 'first-time-member', items: [{ id: 'a' }] }));
    await expect(fetchUpNext(UP_NEXT, { token: 'token-x' })).resolves.toEqual({ userType: 'first-time-member', items: [{ id: 'a' }] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer token-x');
  });

  it('a 204 is no tiles', async () => {
    answer(null, 204);
    await expect(fetchUpNext(UP_NEXT, { token: 'token-x' })).resolves.toEqual({ items: [] });
  });

  it.each([
    ['a 500', JSON.stringify({ error: 'x' }), 500, 500],
    ['a 401', JSON.stringify({ error: 'x' }), 401, 401],
    ['a body that is not JSON', '{"items": [', 200, 422],
    ['a list', JSON.stringify([{ id: 'a' }]), 200, 422],
    ['no items list', JSON.stringify({ items: 'none' }), 200, 422],
  ])('%s is an ApiError', async (_name, body, status, expected) => {
    answer(body, status);
    const error = await fetchUpNext(UP_NEXT, { token: 'token-x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(expected);
  });
});

describe('fetchMyList (3.8)', () => {
  it('the answer with its list, asked with the bearer token', async () => {
    const fetch = answer(JSON.stringify({ item_response_list: [{ status: 'added' }], count: 1 }));
    await expect(fetchMyList(MY_LIST, { token: 'token-y' })).resolves.toEqual({ item_response_list: [{ status: 'added' }], count: 1 });
    expect(fetch.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer token-y');
  });

  it('an answer without its list is an ApiError (422)', async () => {
    answer(JSON.stringify({ count: 3 }));
    const error = await fetchMyList(MY_LIST, { token: 'token-y' }).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(422);
  });
});
