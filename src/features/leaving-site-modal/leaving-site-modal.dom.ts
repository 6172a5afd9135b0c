/**
 * The leaving-site notice's view (site 2.5), plain DOM. One listener on the document (event
 * delegation: links the page adds later are covered too) stops the plain clicks of links the
 * rules pick (leaving-site-modal.logic.ts) and opens the notice: the shared modal dialog
 * (core/dom/modal-dialog.ts: Escape closes, Tab and Shift+Tab wrap inside, focus returns to the
 * link). Continue follows the link as the link itself would have gone: the link is clicked again
 * and let through, so its target (a new tab for target=_blank), rel (noopener, noreferrer),
 * referrerpolicy and download attributes all apply as the browser reads them.
 *
 * Tab order inside: heading (focused on open, tabindex -1) -> close control -> Continue ->
 * Cancel -> close control again; Shift+Tab from the heading goes to Cancel (site 2.5: Tab stays
 * between the heading/close control and Cancel).
 *
 * Off in authoring mode (CONTRACT 1). One per page: a second `<leaving-site-modal>` does nothing
 * and says so on the console.
 */
import { isAppWebView } from '../../core/app-view.ts';
import type { ViewProps } from '../../core/element.ts';
import { createModalDialog } from '../../core/dom/modal-dialog.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import type { LeavingSiteModalConfig } from './leaving-site-modal.schema.ts';
import { isCompanionAppOrigin, isPlainActivation, leavingText, leavingUrlFor, OVERLAY_ATTRIBUTE } from './leaving-site-modal.logic.ts';

/** Set on the host: `open` or `closed` (absent in authoring mode), for styles and tests. */
export const LEAVING_STATE_ATTRIBUTE = 'data-leaving-state';

/** The host whose notice is live on each document: one per page. */
const owners = new WeakMap<Document, HTMLElement>();
let ids = 0;

/** The link a click activated, looking through open shadow roots. */
function linkOf(event: Event): HTMLAnchorElement | HTMLAreaElement | undefined {
  for (const node of event.composedPath()) {
    if ((node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement) && node.hasAttribute('href')) return node;
  }
  return undefined;
}

export function enhanceLeavingSiteModal({ host, config, t, authoring }: ViewProps<LeavingSiteModalConfig>): (() => void) | void {
  if (authoring) return;
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const owner = owners.get(doc);
  if (owner && owner !== host && owner.isConnected) {
    console.error('<leaving-site-modal> there is already one on this page; this one does nothing.');
    return;
  }
  owners.set(doc, host);

  const onApp = isCompanionAppOrigin(win.location.href, config.appOrigins, isAppWebView(win));
  const names = { siteName: t(config.siteName), appName: t(config.appName), onApp };
  const id = `leaving-site-modal-${++ids}`;

  const dialog = doc.createElement('dialog');
  dialog.className = 'leaving-site-modal';
  dialog.setAttribute('aria-labelledby', `${id}-heading`);
  dialog.setAttribute('aria-describedby', `${id}-body`);
  const top = doc.createElement('div');
  top.className = 'leaving-site-modal__top';
  const heading = doc.createElement('h2');
  heading.id = `${id}-heading`;
  heading.className = 'leaving-site-modal__heading';
  heading.tabIndex = -1;
  heading.textContent = leavingText(t(config.heading), names);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'leaving-site-modal__close';
  close.setAttribute('aria-label', t(config.closeText));
  const cross = doc.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '\u00d7';
  close.append(cross);
  top.append(heading, close);
  const body = doc.createElement('p');
  body.id = `${id}-body`;
  body.className = 'leaving-site-modal__body';
  body.textContent = leavingText(t(config.body), names);
  const actions = doc.createElement('div');
  actions.className = 'leaving-site-modal__actions';
  const proceed = doc.createElement('button');
  proceed.type = 'button';
  proceed.className = 'leaving-site-modal__continue';
  proceed.textContent = t(config.continueText);
  const cancel = doc.createElement('button');
  cancel.type = 'button';
  cancel.className = 'leaving-site-modal__cancel';
  cancel.textContent = t(config.cancelText);
  actions.append(proceed, cancel);
  dialog.append(top, body, actions);
  host.append(dialog);

  let pending: HTMLAnchorElement | HTMLAreaElement | undefined;
  /** Links clicked again by Continue: let through once. */
  const passing = new WeakSet<Element>();
  const setState = (open: boolean) => host.setAttribute(LEAVING_STATE_ATTRIBUTE, open ? 'open' : 'closed');
  const modal = createModalDialog(dialog, {
    initialFocus: () => heading,
    onClose: () => {
      setState(false);
      if (dialog.returnValue !== 'continue') pending = undefined;
    },
  });
  setState(false);

  const onClick = (event: MouseEvent) => {
    const link = linkOf(event);
    if (!link || dialog.contains(link)) return;
    if (passing.has(link)) {
      passing.delete(link);
      return;
    }
    if (!isPlainActivation(event)) return;
    const url = leavingUrlFor(
      { href: link.getAttribute('href'), overlay: link.getAttribute(OVERLAY_ATTRIBUTE) },
      { pageUrl: win.location.href, baseUrl: link.baseURI, internalHosts: config.internalHosts },
    );
    if (!url || modal.isOpen) return;
    event.preventDefault();
    pending = link;
    modal.open(link);
    setState(true);
  };

  const follow = () => {
    const link = pending;
    modal.close('continue');
    pending = undefined;
    if (!link) return;
    if (!safeHttpUrl(link.getAttribute('href') ?? '', link.baseURI)) {
      console.error(`<leaving-site-modal> the link's address is not an http(s) URL; not followed: "${(link.getAttribute('href') ?? '').slice(0, 200)}"`);
      return;
    }
    passing.add(link);
    try {
      link.click();
    } finally {
      passing.delete(link);
    }
  };

  const abort = new AbortController();
  const on = { signal: abort.signal };
  doc.addEventListener('click', onClick, on);
  proceed.addEventListener('click', follow, on);
  cancel.addEventListener('click', () => modal.close('cancel'), on);
  close.addEventListener('click', () => modal.close('close'), on);
  heading.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab' || !event.shiftKey) return;
      event.preventDefault();
      cancel.focus();
    },
    on,
  );

  return () => {
    abort.abort();
    modal.destroy();
    dialog.remove();
    host.removeAttribute(LEAVING_STATE_ATTRIBUTE);
    if (owners.get(doc) === host) owners.delete(doc);
  };
}
