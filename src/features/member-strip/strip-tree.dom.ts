/**
 * The member strip's way of drawing, plain DOM: each render builds the strip's tree afresh with
 * `tree.h` (text is always a text node, never HTML) and `tree.patch` brings the live tree to it,
 * keeping every node whose place and tag are unchanged. So the live region and the button in the
 * visitor's focus are the same nodes from one render to the next (a status is announced, focus
 * stays where it was), as a React render would keep them. Clicks are handled by one listener on
 * the root, which finds the clicked node's handler (`tree.on`).
 */

/** An attribute's value: a string sets it, null, undefined or false leave it out. */
export type AttributeValue = string | null | undefined | false;
/** A child: a node, a string (a text node; '' adds nothing), or nothing. */
export type Child = Node | string | null | undefined | false;
export type ClickHandler = (event: MouseEvent) => void;

export interface StripTree {
  /** A new element with these attributes and children. */
  h(tag: string, attributes?: Readonly<Record<string, AttributeValue>>, ...children: Child[]): HTMLElement;
  /** Gives `element` a click handler (found by the root's one listener). */
  on<E extends Element>(element: E, handler: ClickHandler): E;
  /** Brings the root's children to `next`: nodes of the same place and tag are kept and updated. */
  patch(next: readonly Node[]): void;
  /** Removes the listener and the root's children. */
  destroy(): void;
}

export function createStripTree(root: HTMLElement): StripTree {
  const doc = root.ownerDocument;
  const handlers = new WeakMap<Node, ClickHandler>();

  const onClick = (event: MouseEvent) => {
    for (let node = event.target instanceof Node ? event.target : null; node && node !== root; node = node.parentNode) {
      const handler = handlers.get(node);
      if (handler) {
        handler(event);
        return;
      }
    }
  };
  root.addEventListener('click', onClick);

  const patchNode = (have: Node, want: Node) => {
    if (!(have instanceof Element) || !(want instanceof Element)) {
      if (have.nodeValue !== want.nodeValue) have.nodeValue = want.nodeValue;
      return;
    }
    for (const name of have.getAttributeNames()) if (!want.hasAttribute(name)) have.removeAttribute(name);
    for (const name of want.getAttributeNames()) {
      const value = want.getAttribute(name)!;
      if (have.getAttribute(name) !== value) have.setAttribute(name, value);
    }
    const handler = handlers.get(want);
    if (handler) handlers.set(have, handler);
    else handlers.delete(have);
    patchChildren(have, [...want.childNodes]);
  };

  const patchChildren = (parent: Node, next: readonly Node[]) => {
    next.forEach((want, index) => {
      const have = parent.childNodes[index];
      if (!have) parent.appendChild(want);
      else if (have.nodeType === want.nodeType && have.nodeName === want.nodeName) patchNode(have, want);
      else parent.replaceChild(want, have);
    });
    while (parent.childNodes.length > next.length) parent.lastChild!.remove();
  };

  return {
    h(tag, attributes = {}, ...children) {
      const element = doc.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) if (typeof value === 'string') element.setAttribute(name, value);
      for (const child of children) {
        if (typeof child === 'string') {
          if (child) element.append(doc.createTextNode(child));
        } else if (child) element.append(child);
      }
      return element;
    },
    on(element, handler) {
      handlers.set(element, handler);
      return element;
    },
    patch: (next) => patchChildren(root, next),
    destroy() {
      root.removeEventListener('click', onClick);
      root.replaceChildren();
    },
  };
}
