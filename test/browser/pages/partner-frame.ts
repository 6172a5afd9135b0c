/**
 * The framed page of member-strip.test.ts (site 2.2): loaded from the test server's other origin
 * (127.0.0.1 for a test page on localhost), it renders the English member strip from its CMS
 * template for an anonymous visitor and talks to the page that frames it by messages, since that
 * page cannot reach into it: `{ type: 'ready', login }` once the strip is ready, with the box of
 * its 'log in' link (to click at), and `{ type: 'here', href, strip }` in answer to
 * `{ type: 'where' }` (a frame that navigated away answers nothing).
 */
import { render } from 'lit-html';
import memberStripEn from '../../../fixtures/site/member-strip.en.json' with { type: 'json' };
import { memberStripTemplate } from '../../../cms-templates/member-strip.ts';

render(memberStripTemplate({ config: memberStripEn }), document.querySelector('main')!);
await import('../../../elements/member-strip/define.ts');

const strip = document.querySelector('member-strip')!;
const login = (): HTMLAnchorElement | undefined =>
  [...strip.querySelectorAll<HTMLAnchorElement>('a')].find((link) => link.textContent === memberStripEn.memberLoginLinkText);
const ready = () => strip.getAttribute('data-element-state') === 'ready' && login() !== undefined;
await new Promise<void>((resolve) => {
  if (ready()) return resolve();
  const observer = new MutationObserver(() => ready() && (observer.disconnect(), resolve()));
  observer.observe(strip, { attributes: true, childList: true, subtree: true });
});
const box = login()!.getBoundingClientRect();
parent.postMessage({ type: 'ready', login: { x: box.left + box.width / 2, y: box.top + box.height / 2 } }, '*');
addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
  if (event.data?.type === 'where') parent.postMessage({ type: 'here', href: location.href, strip: strip.querySelector('section') !== null }, '*');
});
export {};
