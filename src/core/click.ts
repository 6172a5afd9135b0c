/**
 * Whether a click is a plain activation an element may take over (follow in place, stop, save
 * first): the main button, no modifier key (a new tab or window is the browser's), not handled
 * already. Pure: a MouseEvent has these fields, and tests pass plain objects.
 */

/** The parts of a MouseEvent the rule reads. */
export interface ClickFacts {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export function isPlainActivation(click: ClickFacts): boolean {
  return !click.defaultPrevented && click.button === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey;
}
