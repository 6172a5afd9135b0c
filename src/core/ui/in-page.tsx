/**
 * A part a view adds inside CMS markup it enhances (a button right after a menu's link, a close
 * button at the top of a navigation the CMS rendered): React renders it through a portal into the
 * CMS element, and it is put in its place among the CMS content.
 *
 *   <InPage parent={li} before={panel}><button type="button" ...>More</button></InPage>
 *
 * A portal's nodes go at the end of their container; this moves the one element (its only child)
 * before `before` (a child of `parent`; none: it stays at the end) once, in the commit that mounts
 * it, so the first paint has it in place. Its parent is still `parent`, so React updates and
 * removes it as any node of its own; the CMS content around it is never touched. The element's
 * own `ref` is kept.
 */
import { cloneElement, useCallback, type ReactElement, type ReactPortal, type Ref } from 'react';
import { createPortal } from 'react-dom';

export interface InPageProps {
  /** The CMS element the part goes into. */
  parent: Element;
  /** The CMS node it goes before; none (or no longer a child of `parent`): at the end. */
  before?: Node | null;
  /** One element. */
  children: ReactElement<{ ref?: Ref<Element> }>;
}

export function InPage({ parent, before = null, children }: InPageProps): ReactPortal {
  const own = children.props.ref;
  const place = useCallback(
    (node: Element | null) => {
      if (node && before && before.parentNode === parent && node.nextSibling !== before) parent.insertBefore(node, before);
      return passOn(own, node);
    },
    [parent, before, own],
  );
  return createPortal(cloneElement(children, { ref: place }), parent);
}

/** Hands `node` to the element's own ref; returns the cleanup React 19 calls instead of `ref(null)`. */
function passOn(ref: Ref<Element> | undefined, node: Element | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return () => (typeof cleanup === 'function' ? cleanup() : ref(null));
  }
  if (ref && typeof ref === 'object') {
    Reflect.set(ref, 'current', node);
    return () => Reflect.set(ref, 'current', null);
  }
  return undefined;
}
