/**
 * Reading an element's failure in the DOM, for the browser half of the fault matrix
 * (test/browser/*-faults.test.ts): what test/e2e/faults.spec.ts reads with Playwright's locators
 * (text, visible buttons by name, attributes), waited for on real time (helpers.ts `waitFor`).
 */
import { waitFor } from './helpers.ts';

/** An element's text, its white space collapsed. */
export const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Whether `element` is drawn (not display: none, not visibility: hidden). */
export const isShown = (element: Element | null | undefined): boolean =>
  !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

/** The visible buttons (and tabs) of `root` whose text is `name`. */
export const buttons = (root: ParentNode, name: string): HTMLButtonElement[] =>
  [...root.querySelectorAll<HTMLButtonElement>('button, [role="tab"]')].filter((button) => textOf(button) === name && isShown(button));

/** The visible buttons of `root` whose accessible name (aria-label, else text) matches `name`. */
export const buttonsNamed = (root: ParentNode, name: RegExp): HTMLButtonElement[] =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].filter((button) => name.test(button.getAttribute('aria-label') ?? textOf(button)) && isShown(button));

/** Waits for the visible button of `root` whose text is `name`. */
export const button = (root: ParentNode, name: string): Promise<HTMLButtonElement> => waitFor(() => buttons(root, name)[0], 8000, `the button '${name}'`);

/** Waits until `host`'s text contains `pattern` (a string) or matches it. */
export const waitText = (host: Element, pattern: RegExp | string, what: string, timeout = 10_000): Promise<boolean> =>
  waitFor(() => (typeof pattern === 'string' ? textOf(host).includes(pattern) : pattern.test(textOf(host))), timeout, what);

/** Waits until `host`'s attribute `name` is `value` (or matches it). */
export const waitAttribute = (host: Element, name: string, value: string | RegExp, timeout = 10_000): Promise<boolean> =>
  waitFor(
    () => {
      const actual = host.getAttribute(name);
      return actual !== null && (typeof value === 'string' ? actual === value : value.test(actual));
    },
    timeout,
    `${host.localName} ${name}=${String(value)}`,
  );

/** Waits until the console said `text` (a warning or an error, as `lines` records them). */
export const waitLogged = (lines: readonly string[], text: string | RegExp, timeout = 5000): Promise<boolean> =>
  waitFor(() => lines.some((line) => (typeof text === 'string' ? line.includes(text) : text.test(line))), timeout, `the console saying "${String(text)}"`);
