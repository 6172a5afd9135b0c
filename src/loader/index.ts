/**
 * dist/loader.js: the only script a page needs (CONTRACT section 1). It defines nothing heavy:
 * it sets `window.memberElements`, imports each element's chunk when its tag is on the page
 * (now or later), and starts the page behaviours that have no tag. Chunks load relative to this
 * file, so dist/ works from any prefix and from another origin.
 */
import '../styles/elements.css';
import { startAutoloader } from './autoloader.ts';
import { elementChunks } from './tags.ts';

type PageModule = typeof import('../page/index.ts');

function reportChunkFailure(tag: string, error: unknown): void {
  console.error(`<${tag}> could not load its code`, error);
  for (const element of document.querySelectorAll(tag)) {
    element.setAttribute('data-element-state', 'error');
    element.dispatchEvent(
      new CustomEvent('element-error', { bubbles: true, composed: true, detail: { tag, reason: 'could not load its code' } }),
    );
  }
}

if (!window.memberElements) {
  let page: PageModule | undefined;
  const pageModule = import('../page/index.ts').then((loaded) => {
    page = loaded;
    return loaded;
  });
  window.memberElements = {
    ready: pageModule.then((loaded) => loaded.ready),
    identity() {
      if (!page) throw new Error('memberElements.identity() is available once memberElements.ready has resolved');
      return page.identity();
    },
    logout() {
      void pageModule.then((loaded) => loaded.logout());
    },
  };
  startAutoloader(document, elementChunks, reportChunkFailure);
  import('../behaviours/index.ts')
    .then((behaviours) => behaviours.startPageBehaviours(document))
    .catch((error: unknown) => console.error('member-elements: page behaviours could not start', error));
}
