/**
 * Closing a disclosure's panel when the visitor leaves it (the header's dropdown and offscreen
 * navigation): a press outside `inside`, or focus moving to something outside it, closes it
 * without moving focus. Escape (with focus back to the button) is the disclosure's own.
 */
import type { Disclosure } from '../../core/dom/disclosure.ts';

export function closeWhenLeft(disclosure: Disclosure, inside: readonly Node[], signal: AbortSignal): void {
  const outside = (node: Node | null): node is Node => node !== null && !inside.some((part) => part.contains(node));
  const doc = inside[0]?.ownerDocument ?? document;
  doc.addEventListener('pointerdown', (event) => disclosure.expanded && outside(event.target as Node | null) && disclosure.close(), { signal });
  for (const part of inside) {
    part.addEventListener('focusout', (event) => disclosure.expanded && outside((event as FocusEvent).relatedTarget as Node | null) && disclosure.close(), {
      signal,
    });
  }
}
