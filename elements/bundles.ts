/**
 * Tag sets the CMS's page templates use together, each built as one more file,
 * `dist/bundles/<name>.js`, holding the code of exactly those elements (vite.config.ts,
 * scripts/element-bundles.ts), and listed with its chunks in `dist/bundles.json`. When every tag
 * of a set is on a page, the CMS writes the first such set's file as a module script before the
 * loader's (README "Hosting dist/", cms-templates/preloads.ts `bundleFor`): it defines those tags,
 * and the loader, which runs next, leaves them alone (src/loader/autoloader.ts). So a page loads
 * one file for the set instead of one per tag, and never code of a tag that is not on the page
 * (CONTRACT section 1). The shared chunks (harness, stores) are the same files either way, so
 * identity and the other stores stay one instance per page.
 *
 * Largest first: the first set wholly on the page is taken. Every page has the chrome; the member
 * pages add the strip; the home pages add the search box and expiry prompt; the saved-benefits
 * page adds its list (docs/experiments/start-up-log.md, "Start-up: session 11").
 */
const chrome = ['site-header', 'mega-menu', 'cobrowse-link', 'language-switcher'];

export const elementBundles: ReadonlyArray<{ readonly name: string; readonly tags: readonly string[] }> = [
  { name: 'home', tags: [...chrome, 'member-strip', 'search-box', 'expiry-prompt'] },
  { name: 'member', tags: [...chrome, 'member-strip'] },
  { name: 'saved-benefits', tags: [...chrome, 'saved-benefits'] },
  { name: 'chrome', tags: chrome },
];
