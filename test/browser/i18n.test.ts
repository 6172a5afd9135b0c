/**
 * The library's own Spanish in Chromium: the harness fetches src/i18n/es.json from beside its own
 * module (dist/i18n/es.json beside the chunks when built; the dist check holds that file) under
 * the CMS's dictionary, so a Spanish page whose CMS dictionary lacks an entry, or has none at all,
 * still reads the library's strings in Spanish.
 */
import { expect } from 'chai';
import { loadDictionary, resetDictionaries, translator } from '../../src/core/i18n.ts';

afterEach(() => {
  resetDictionaries();
  document.documentElement.removeAttribute('data-i18n-dictionary-src');
});

describe("the library's own Spanish", () => {
  it('translates the library strings when the CMS has no dictionary at all', async () => {
    document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/i18n/none.{locale}.json');
    const t = translator('es', await loadDictionary('es'));
    expect(t('Close banner')).to.equal('Cerrar aviso');
    expect(t('You are leaving {siteName}', { siteName: 'AARP' })).to.equal('Está saliendo de AARP');
    expect(t('Hello')).to.equal('Hello');
  });

  it("lies under the CMS's dictionary: both translate (the CMS's entry wins where both have one: test/unit/core/i18n.test.ts)", async () => {
    document.documentElement.setAttribute('data-i18n-dictionary-src', '/fixtures/i18n/dict.{locale}.json');
    const t = translator('es', await loadDictionary('es'));
    expect(t('Hello')).to.equal('Hola');
    expect(t('Close banner')).to.equal('Cerrar aviso');
    expect(t('Cobrowse')).to.equal('Navegación compartida');
  });
});
