// @vitest-environment happy-dom
/**
 * The dictionaries (core/i18n.ts): the library's own Spanish (src/i18n/es.json, shipped as
 * dist/i18n/es.json beside the chunks) lies under the CMS's dictionary; the CMS's entry wins; a
 * dictionary that fails counts as empty, so the other still translates.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryDictionaryUrl, loadDictionary, resetDictionaries, translator } from '../../../src/core/i18n.ts';

afterEach(() => resetDictionaries());

function serve(files: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = String(input);
    asked.push(url);
    const key = Object.keys(files).find((name) => url.endsWith(name));
    if (key === undefined) return new Response('missing', { status: 404 });
    return new Response(JSON.stringify(files[key]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

describe("the library's own dictionary", () => {
  it('is dist/i18n/<locale>.json beside dist/chunks/ (src/i18n/ beside src/core/ in the sources)', () => {
    const origin = 'https://cdn.example.net/member-elements/1.0/';
    expect(libraryDictionaryUrl('es', `${origin}chunks/common-abc123.js`)).toBe(`${origin}i18n/es.json`);
    expect(libraryDictionaryUrl('es', 'http://localhost/src/core/i18n.ts')).toBe('http://localhost/src/i18n/es.json');
  });

  it('exists for Spanish only', () => {
    expect(libraryDictionaryUrl('en', 'https://x.example/chunks/c.js')).toBeUndefined();
    expect(libraryDictionaryUrl('zz', 'https://x.example/chunks/c.js')).toBeUndefined();
  });

  it.each([
    ['the CMS has the entry', { Close: 'Cerrar ventana' }, 'Cerrar ventana'],
    ['the CMS lacks it', { Other: 'Otro' }, 'Cerrar'],
    ['the CMS dictionary fails', undefined, 'Cerrar'],
  ])('Spanish page, %s', async (_name, cms, expected) => {
    const asked = serve({ '/i18n/es.json': { Close: 'Cerrar', Continue: 'Continuar' }, ...(cms ? { 'dict.es.json': cms } : {}) });
    const t = translator('es', await loadDictionary('es'));
    expect(t('Close')).toBe(expected);
    expect(t('Not translated anywhere')).toBe('Not translated anywhere');
    expect(asked).toHaveLength(2);
  });

  it("a library dictionary that fails leaves the CMS's", async () => {
    serve({ 'dict.es.json': { Close: 'Cerrar' } });
    const t = translator('es', await loadDictionary('es'));
    expect(t('Close')).toBe('Cerrar');
  });

  it('English asks for nothing', async () => {
    const asked = serve({});
    expect(await loadDictionary('en')).toEqual({});
    expect(asked).toEqual([]);
  });
});
