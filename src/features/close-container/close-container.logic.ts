/**
 * The close-container's rules (site 2.13: "A dismissible close-container"). Pure:
 * the view (CloseContainer.tsx) applies them.
 *
 * Our reading (docs/decisions.md): the close control hides the whole container (the element and
 * everything the CMS put in it) for this page view. It is not remembered: the spec says
 * "remembered" only of the promo banner, and the contract gives the container no id to
 * remember it by.
 */

/** Whether the container gets a close control: not while authoring, not when it shows nothing. */
export function isDismissible(authoring: boolean, hasContent: boolean): boolean {
  return !authoring && hasContent;
}

/** Whether a container holds anything to dismiss: an element, or text that is not only spaces. */
export function hasContent(children: number, text: string): boolean {
  return children > 0 || text.trim() !== '';
}
