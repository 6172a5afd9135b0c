// @vitest-environment node
/**
 * The recommendations' fallback content client (src/api/recommendations.ts, site 7.6, 8) against
 * the service emulator over real HTTP: the content as served, and every body that is not its JSON
 * object (a JSON array among them, which valibot's record alone would take) refused as an
 * unexpected answer, so the element says the fallback was unavailable and keeps the CMS's cards.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/node.ts';
import { fallbackUrl, fetchFallbackContent } from '../../../src/api/recommendations.ts';
import { ApiError } from '../../../src/core/errors.ts';

let running: RunningEmulator;
let url: string;

beforeAll(async () => {
  running = await startEmulator(0);
  url = `http://127.0.0.1:${running.port}${fallbackUrl('member')}`;
});
afterAll(() => running.close());
beforeEach(() => running.emulator.faults.clear());

async function fault(rule: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${running.port}/__emulator/faults`, {
    method: 'POST',
    body: JSON.stringify({ path: new URL(url).pathname, ...rule }),
  });
  expect(answer.status).toBe(200);
}

describe('fetchFallbackContent against the emulator', () => {
  it('resolves with the JSON object served', async () => {
    const content = await fetchFallbackContent(url);
    expect(Array.isArray(content)).toBe(false);
    expect(Object.keys(content).length).toBeGreaterThan(0);
  });

  it.each([
    ['a JSON array (the wrong-shaped body)', { body: 'wrong-shape' }],
    ['a body that is not JSON', { body: 'malformed' }],
  ])('refuses %s as an unexpected answer', async (_name, rule) => {
    await fault(rule);
    const error = await fetchFallbackContent(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
  });
});
