/**
 * The saved-benefits test page's variants (test/browser/saved-benefits.test.ts): `?lang=es` for
 * the Spanish page (its configuration and offers), `?wcmmode=edit` for authoring mode, `?servlet=`
 * another offers path. Sets them
 * before the tag is defined, as the CMS would have rendered them.
 */
const params = new URLSearchParams(location.search);
// The page's console errors, for the tests to read (window.__consoleErrors).
const errors: string[] = [];
(window as unknown as { __consoleErrors: string[] }).__consoleErrors = errors;
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  errors.push(args.map(String).join(' '));
  consoleError(...args);
};
const lang = params.get('lang') === 'es' ? 'es' : 'en';
document.documentElement.lang = lang;
document.documentElement.dataset.wcmmode = params.get('wcmmode') ?? 'disabled';
const host = document.querySelector<HTMLElement>('saved-benefits')!;
host.dataset.servletPath = params.get('servlet') ?? (lang === 'es' ? '/fixtures/site/offers.es.json' : '/fixtures/site/offers.json');
host.dataset.jsonUrl = `/fixtures/site/saved-benefits.${lang}.json`;
// The shared store, for the tests to read (window.savedOffers): there before the element is
// defined, so a test that sees the element ready finds it (it was assigned after the element's
// import once, and a loaded CI machine let a test read it before that).
const { $savedOffers } = await import('../../../src/stores/saved-offers.ts');
Object.assign(window, { savedOffers: $savedOffers });
await import('../../../elements/saved-benefits/define.ts');
export {};
