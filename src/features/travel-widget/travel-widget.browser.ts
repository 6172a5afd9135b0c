/**
 * What `<travel-widget>` reads from the CMS markup it enhances (site 2.9, CONTRACT 4b), and how
 * it puts that markup back: renders nothing (TravelWidget.tsx does).
 *
 * - The tabs: each `button[data-tab]` with the first `[data-panel]` of the same tab name
 *   (`tabKey`), a panel paired once; a button without a panel of its own is a stray.
 * - The pattern: buttons next to one another (only blank text or comments between them) can
 *   become one tab list; buttons spread through the markup stay buttons.
 */
import { tabKey } from './travel-widget.logic.ts';

export interface TravelTab {
  /** The CMS button, as written. */
  button: HTMLButtonElement;
  panel: HTMLElement;
  /** The button's data-tab, as written. */
  tab: string;
  /** The button's text: the tab's name. */
  label: string;
}

export interface TravelMarkup {
  tabs: TravelTab[];
  /** The data-tab of each button without a panel of its own. */
  strays: string[];
  /** The buttons are adjacent siblings: one tab list (the APG tabs pattern). */
  adjacent: boolean;
}

export function readTravelMarkup(host: HTMLElement): TravelMarkup {
  const panels = new Map<string, HTMLElement>();
  for (const panel of host.querySelectorAll<HTMLElement>('[data-panel]')) {
    const key = tabKey(panel.getAttribute('data-panel') ?? '');
    if (key && !panels.has(key)) panels.set(key, panel);
  }
  const tabs: TravelTab[] = [];
  const strays: string[] = [];
  for (const button of host.querySelectorAll<HTMLButtonElement>('button[data-tab]')) {
    const tab = button.getAttribute('data-tab') ?? '';
    const panel = panels.get(tabKey(tab));
    if (panel && !tabs.some((pair) => pair.panel === panel)) tabs.push({ button, panel, tab, label: button.textContent?.trim() ?? '' });
    else strays.push(tab);
  }
  return { tabs, strays, adjacent: tabs.length > 0 && adjacent(tabs.map((pair) => pair.button)) };
}

/** Whether the buttons are adjacent siblings (only blank text or comments between them). */
function adjacent(buttons: readonly HTMLButtonElement[]): boolean {
  const parent = buttons[0]!.parentNode;
  if (!buttons.every((button) => button.parentNode === parent)) return false;
  let node: ChildNode | null = buttons[0]!;
  const rest = new Set<Node>(buttons);
  while (node && rest.size > 0) {
    if (rest.has(node)) rest.delete(node);
    else if (node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) return false;
    node = node.nextSibling;
  }
  return rest.size === 0;
}

/** The attributes the element may set on CMS markup; `keep` returns the function that puts them back as they were. */
const TOUCHED = ['role', 'aria-selected', 'aria-pressed', 'aria-controls', 'aria-labelledby', 'tabindex', 'hidden', 'id', 'type'];

export function keepAttributes(elements: readonly Element[]): () => void {
  const saved = elements.map((element) => [element, TOUCHED.map((name) => [name, element.getAttribute(name)] as const)] as const);
  return () => {
    for (const [element, attributes] of saved) {
      for (const [name, value] of attributes) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
  };
}
