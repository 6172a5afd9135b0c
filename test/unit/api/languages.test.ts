// @vitest-environment node
/**
 * The language-list client (src/api/languages.ts, site 7.1) against the service emulator over
 * real HTTP: the list as the platform serves it (a folder of entries), every fault the emulator
 * can inject, and the entry reading on its own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/node.ts';
import { SITE_PATHS } from '../../../emulator/handlers/site.ts';
import { fetchLanguages, LANGUAGES_PATH, readLanguageEntries } from '../../../src/api/languages.ts';
import { ApiError } from '../../../src/core/errors.ts';

let running: RunningEmulator;
let url: string;

beforeAll(async () => {
  running = await startEmulator(0);
  url = `http://127.0.0.1:${running.port}${LANGUAGES_PATH}`;
});
afterAll(() => running.close());
beforeEach(() => running.emulator.faults.clear());

async function fault(rule: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${running.port}/__emulator/faults`, { method: 'POST', body: JSON.stringify({ path: LANGUAGES_PATH, ...rule }) });
  expect(answer.status).toBe(200);
}

async function reset(): Promise<void> {
  await fetch(`http://127.0.0.1:${running.port}/__emulator/reset`, { method: 'POST' });
}

describe('fetchLanguages against the emulator', () => {
  beforeEach(reset);

  it('is the path the emulator serves (site 7.1)', () => {
    expect(LANGUAGES_PATH).toBe(SITE_PATHS.languages);
  });

  it('reads the platform folder: each language with its country and title, jcr properties left out', async () => {
    await expect(fetchLanguages(url)).resolves.toEqual([
      { language: 'en', country: 'US', title: 'English (United States)' },
      { language: 'es', country: 'US', title: 'Español (Estados Unidos)' },
    ]);
  });

  it.each([
    ['500', { status: 500 }, 500, /answered 500/],
    ['404', { status: 404 }, 404, /answered 404/],
    ['a body that is not JSON', { body: 'malformed' }, 422, /not JSON/],
    ['a dropped connection', { drop: true }, 0, /could not be reached/],
  ])('%s is an ApiError', async (_, rule, status, message) => {
    await fault(rule);
    const error = await fetchLanguages(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).message).toMatch(message);
  });

  it('a wrong-shaped answer (a list of strings) gives no entries: the switcher falls back', async () => {
    await fault({ body: 'wrong-shape' });
    await expect(fetchLanguages(url)).resolves.toEqual([]);
  });

  it('an empty answer is an ApiError (not a language list)', async () => {
    await fault({ body: 'empty' });
    const error = await fetchLanguages(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
  });

  it('hostile strings in the answer stay text', async () => {
    await fault({ body: 'hostile' });
    const entries = await fetchLanguages(url);
    for (const entry of entries) {
      expect(entry.language).toMatch(/^[a-z]{2,3}$/);
      expect(typeof entry.title).toBe('string');
    }
  });

  it('gives up after its time limit', async () => {
    await fault({ delayMs: 2000, times: 1 });
    const error = await fetchLanguages(url, { timeout: 200 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toMatch(/did not answer in time/);
  });
});

describe('readLanguageEntries', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a folder',
      { 'jcr:primaryType': 'sling:Folder', es_us: { language: 'es', country: 'us', title: ' Español ' } },
      [{ language: 'es', country: 'US', title: 'Español' }],
    ],
    ['an array', [{ language: 'EN', country: 'US', title: 'English' }], [{ language: 'en', country: 'US', title: 'English' }]],
    ['missing country and title', [{ language: 'es' }], [{ language: 'es', country: '', title: '' }]],
    ['wrong-typed country and title', [{ language: 'es', country: 1, title: { x: 1 } }], [{ language: 'es', country: '', title: '' }]],
    ['entries without a language code are dropped', [{ title: 'x' }, { language: 'español' }, { language: '' }, null, 'es', 42], []],
    ['a string', 'en,es', []],
    ['a number', 7, []],
    ['null', null, []],
    ['an empty object', {}, []],
    [
      'a __proto__ key is not read (and pollutes nothing)',
      JSON.parse('{"__proto__":{"language":"es"},"x":{"language":"en"}}'),
      [{ language: 'en', country: '', title: '' }],
    ],
  ])('%s', (_, body, expected) => {
    expect(readLanguageEntries(body)).toEqual(expected);
    expect((Object.prototype as Record<string, unknown>).language).toBeUndefined();
  });
});
