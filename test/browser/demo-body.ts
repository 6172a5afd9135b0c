/**
 * A demo page of cms-templates/pages/index.ts in a browser test's own document: the test file
 * takes the page's site config (its frame's, against the file's emulator) and the demo's
 * stylesheets and CMS dictionary once, and defines the page's chrome (the header and the menu)
 * and its own element (`useDemoPage`, before any element is defined: the site config is read once
 * per document); then each test renders the page's whole body from its templates at the page's
 * address (`openDemoBody`, or `openDemoWall` for a wall's page) and takes it away again
 * (`closeDemoBody`).
 */
import { render } from 'lit-html';
import { setViewport } from '@web/test-runner-commands';
import { demoPages, type DemoPage, type PageContext } from '../../cms-templates/pages/index.ts';
import { pageBody } from '../../cms-templates/pages/layout.ts';
import { startIdentity } from '../../src/stores/identity.ts';
import { emulatorServices, emulatorSiteConfig, linkStylesheet, waitFor } from './helpers.ts';

const originalUrl = location.pathname + location.search;
let context: PageContext | undefined;
let shown: { before: Set<ChildNode>; hosts: Element[]; stop: () => void } | undefined;
const errors: string[] = [];

/** The uncaught errors and unhandled rejections since the demo page's body was rendered. */
export const demoPageErrors = (): readonly string[] => errors;

function demoPage(id: string): DemoPage & Required<Pick<DemoPage, 'frame'>> {
  const page = demoPages.find((candidate) => candidate.id === id);
  if (!page?.frame) throw new Error(`no demo page with a frame: ${id}`);
  return page as DemoPage & Required<Pick<DemoPage, 'frame'>>;
}

/**
 * Gives this document the site config of demo page `id` (against this file's emulator), the demo's
 * stylesheets and dictionary, then defines the header, the menu and what `define` imports.
 * Returns the services' address.
 */
export async function useDemoPage(id: string, define: () => Promise<unknown>): Promise<string> {
  const services = await emulatorServices();
  context = { servicesUrl: services, siteOrigin: location.origin, distBase: '/dist/' };
  await emulatorSiteConfig(demoPage(id).frame(context).siteConfig);
  document.documentElement.setAttribute('data-i18n-dictionary-src', `${services}libs/cq/i18n/dict.{locale}.json`);
  await linkStylesheet('/fixtures/site/demo.css');
  await linkStylesheet('/src/styles/elements.css');
  await import('../../elements/site-header/define.ts');
  await import('../../elements/mega-menu/define.ts');
  await define();
  return services;
}

/**
 * Renders the body of demo page `id` into this document at the page's address and language, with
 * identity read afresh (the cookies set now, as a page load of it would). `hosts`: the tags whose
 * elements go first when the page is taken away (a wall, so that it undoes itself).
 */
export function openDemoBody(id: string, hosts: readonly string[] = []): void {
  if (!context) throw new Error('useDemoPage first');
  closeDemoBody();
  const page = demoPage(id);
  const frame = page.frame(context);
  history.replaceState(null, '', page.path);
  document.documentElement.lang = frame.locale;
  startIdentity(window).stop();
  startIdentity(window);
  const fragment = document.createDocumentFragment();
  render(pageBody(frame), fragment);
  errors.length = 0;
  const onError = (event: ErrorEvent) => errors.push(`uncaught: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(`unhandled: ${String(event.reason)}`);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  const stop = () => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  };
  shown = { before: new Set(document.body.childNodes), hosts: hosts.flatMap((tag) => [...fragment.querySelectorAll(tag)]), stop };
  document.body.append(fragment);
}

/**
 * The page of wall `tag` (demo page `id`) at `width` px as the visitor the cookies say; resolves to
 * the wall's element once it has set `decided`.
 */
export async function openDemoWall(id: string, tag: 'paywall-gate' | 'register-wall', decided: string, width = 1280): Promise<HTMLElement> {
  await setViewport({ width, height: 800 });
  openDemoBody(id, [tag]);
  const host = document.querySelector<HTMLElement>(tag)!;
  await waitFor(() => host.hasAttribute(decided), 10_000, `<${tag}> to decide`);
  return host;
}

/** Takes the demo page's body away (its walls first) and puts this document's address back. */
export function closeDemoBody(): void {
  if (shown) {
    for (const host of shown.hosts) host.remove();
    // The page's nodes and whatever its elements added to <body>.
    for (const node of [...document.body.childNodes]) if (!shown.before.has(node)) node.remove();
    shown.stop();
    shown = undefined;
  }
  history.replaceState(null, '', originalUrl);
  document.documentElement.removeAttribute('lang');
}
