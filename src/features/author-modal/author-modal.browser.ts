/**
 * The author modal's page glue (site 2.6), framework-free: what it reads of the element's CMS
 * content, moving that content into the dialog the view renders and back, and which clicks are
 * link activations. It renders nothing; the dialog and its Close button are React's
 * (AuthorModal.tsx), which calls these from its state initialiser and effects.
 */
import { MOUNT_ATTRIBUTE } from '../../core/react-view.tsx';
import { isModalId } from './author-modal.logic.ts';

/** Set on the host, for styles and tests: inline (authoring) | closed | open. */
export const MODAL_STATE = 'data-modal-state';
const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** A link's text as a name: white space runs as one space. */
export const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The link a click came from (also inside open shadow roots), if any. */
export function linkOf(event: Event): HTMLAnchorElement | HTMLAreaElement | undefined {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement) return node.hasAttribute('href') ? node : undefined;
  }
  return undefined;
}

/** Content the element keeps where it is: its configuration script and the view's own mount point. */
const staysOutside = (node: Node) =>
  (node instanceof HTMLScriptElement && node.type === 'application/json') || (node instanceof Element && node.hasAttribute(MOUNT_ATTRIBUTE));

/** What the element is, read once when it starts. */
export type AuthorModalSetup =
  | { kind: 'inline' }
  | { kind: 'error'; reason: string; id: string }
  | {
      kind: 'modal';
      id: string;
      /** The author's first heading, which names the dialog; none: the opener link's text does. */
      heading: HTMLElement | null;
      /** The heading's id, or the one it is given (`{id}-heading`) when it has none. */
      headingId: string;
    };

export function authorModalSetup(host: HTMLElement, authoring: boolean): AuthorModalSetup {
  if (authoring) return { kind: 'inline' };
  const id = host.id;
  if (!isModalId(id))
    return { kind: 'error', id, reason: 'needs an id starting with "modal-id" (links to #modal-id-... open it); its content stays in the page' };
  if (host.ownerDocument.getElementById(id) !== host) {
    return { kind: 'error', id, reason: 'has the id of an earlier element: links open the first one; this content stays in the page' };
  }
  let heading: HTMLElement | null = null;
  for (const node of host.children) {
    if (staysOutside(node)) continue;
    heading = node.matches(HEADING) ? (node as HTMLElement) : node.querySelector<HTMLElement>(HEADING);
    if (heading) break;
  }
  return { kind: 'modal', id, heading, headingId: heading?.id || `${id}-heading` };
}

/**
 * Moves the element's content (all but its configuration script and the view's own node, `own`,
 * the host's child that holds `body`) into `body`, and gives the heading its id. Returns the
 * function that moves it back to where it was, before the view's node, and takes the id away.
 */
export function moveContentInto(host: HTMLElement, body: HTMLElement, heading: HTMLElement | null, headingId: string): () => void {
  let own: Node = body;
  while (own.parentNode && own.parentNode !== host) own = own.parentNode;
  body.append(...[...host.childNodes].filter((node) => node !== own && !staysOutside(node)));
  const addedId = heading !== null && !heading.id;
  if (addedId) heading.id = headingId;
  return () => {
    const anchor = own.parentNode === host ? own : null;
    for (const node of [...body.childNodes]) host.insertBefore(node, anchor);
    if (addedId) heading.removeAttribute('id');
  };
}
