/** The elements matching `selector` in `root`, `root` itself included when it matches. */
export function elementsIn(root: ParentNode, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  if ((root as Node).nodeType === Node.ELEMENT_NODE && (root as Element).matches(selector)) found.unshift(root as Element);
  return found;
}

/** Whether `root`, or an element inside it, matches `selector` (the test of `elementsIn`, without the list). */
export function holds(root: ParentNode, selector: string): boolean {
  return ((root as Node).nodeType === Node.ELEMENT_NODE && (root as Element).matches(selector)) || root.querySelector(selector) !== null;
}
