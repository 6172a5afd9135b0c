/**
 * Frames: whether the page is shown inside a frame of another origin (site 2.2, where the member
 * strip hands its login to the parent page instead of navigating).
 */

/**
 * True when `win` is framed by a page of another origin. A top-level page, or a frame whose
 * parent is on the same origin, is not. Reading a cross-origin parent's location throws, which
 * is itself the answer.
 */
export function inForeignFrame(win: Window = window): boolean {
  if (win.parent === win) return false;
  try {
    return win.parent.location.origin !== win.location.origin;
  } catch {
    return true;
  }
}
