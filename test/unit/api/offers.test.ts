// @vitest-environment node
/**
 * The servlet's offer list (src/api/offers.ts `fetchOffers`, site 7.4): read only on status 200,
 * same origin only, items of the wrong shape dropped.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOffers } from '../../../src/api/offers.ts';
import { ApiError } from '../../../src/core/errors.ts';

const ORIGIN = 'http://site.test';
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('fetchOffers', () => {
  it('reads the list on 200, dropping items without a dbrOfferId and blanking non-string fields', async () => {
    answer(200, [{ dbrOfferId: 10482, title: 'A', description: 7 }, { title: 'no id' }, 'garbage']);
    const offers = await fetchOffers('/content/member/en/benefits/offers.json', { origin: ORIGIN });
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ dbrOfferId: '10482', title: 'A', description: '', url: '' });
  });

  it.each([
    [201, []],
    [203, []],
    [204, null],
  ])('does not read the body of a %i answer (site 7.4: only 200)', async (status, body) => {
    answer(status, body);
    await expect(fetchOffers('/offers.json', { origin: ORIGIN })).rejects.toMatchObject({ status });
  });

  it.each([404, 500])('a %i answer is an ApiError', async (status) => {
    answer(status, { error: 'x' });
    await expect(fetchOffers('/offers.json', { origin: ORIGIN })).rejects.toBeInstanceOf(ApiError);
  });

  it('an answer that is not a list is an ApiError (422)', async () => {
    answer(200, { offers: [] });
    await expect(fetchOffers('/offers.json', { origin: ORIGIN })).rejects.toMatchObject({ status: 422 });
  });

  it('refuses another origin', async () => {
    answer(200, []);
    await expect(fetchOffers('https://elsewhere.test/offers.json', { origin: ORIGIN })).rejects.toMatchObject({ status: 400 });
  });
});
