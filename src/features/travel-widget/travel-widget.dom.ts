/**
 * `<travel-widget>` (site 2.9): the CMS's tab buttons and panels become tabs, and the page's
 * path selects the tab (the table of site 2.9; the first tab when no segment is in it).
 *
 * When the buttons are siblings next to one another (CONTRACT 4b's markup), they are moved into
 * one `role="tablist"` (the APG tabs pattern: one tab stop, Left / Right wrap, Home / End,
 * activation follows focus, `aria-selected`, the other panels hidden). Otherwise (buttons spread
 * through the markup, so no tab list can own them without moving the author's layout) each
 * stays a button with `aria-pressed` (the pressed one is the shown panel's). Panels the element does not show
 * get `hidden`. In authoring mode nothing is hidden, so every panel can be edited.
 */
import type { ViewProps } from '../../core/element.ts';
import { reportElementError } from '../../core/element.ts';
import type { TravelWidgetConfig } from './travel-widget.schema.ts';
import { tabForPath, tabKey } from './travel-widget.logic.ts';

const TAG = 'travel-widget';
let counter = 0;

interface Pair {
  button: HTMLButtonElement;
  panel: HTMLElement;
}

function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) element.id = `${prefix}-${(counter += 1)}`;
  return element.id;
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

export function enhanceTravelWidget({ host, config, t, authoring }: ViewProps<TravelWidgetConfig>): (() => void) | void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const panels = new Map<string, HTMLElement>();
  for (const panel of host.querySelectorAll<HTMLElement>('[data-panel]')) {
    const key = tabKey(panel.getAttribute('data-panel') ?? '');
    if (key && !panels.has(key)) panels.set(key, panel);
  }
  const pairs: Pair[] = [];
  for (const button of host.querySelectorAll<HTMLButtonElement>('button[data-tab]')) {
    const panel = panels.get(tabKey(button.getAttribute('data-tab') ?? ''));
    if (panel && !pairs.some((pair) => pair.panel === panel)) pairs.push({ button, panel });
    else console.error(`<${TAG}> a tab button has no panel of its own: "${button.getAttribute('data-tab') ?? ''}"`);
  }
  if (pairs.length === 0) {
    reportElementError(host, TAG, 'needs buttons with data-tab and panels with matching data-panel (CONTRACT 4b)', host.innerHTML.slice(0, 200));
    return;
  }
  const wanted = tabForPath(win.location.pathname);
  const start = Math.max(0, wanted === undefined ? 0 : pairs.findIndex((pair) => tabKey(pair.button.getAttribute('data-tab') ?? '') === tabKey(wanted)));
  if (authoring) return;

  const abort = new AbortController();
  const on = { signal: abort.signal };
  const buttons = pairs.map((pair) => pair.button);
  const tabs = adjacent(buttons);
  const touched = ['role', 'aria-selected', 'aria-pressed', 'aria-controls', 'aria-labelledby', 'tabindex'];
  const saved = new Map<HTMLElement, Array<[string, string | null]>>();
  for (const element of pairs.flatMap((pair) => [pair.button, pair.panel])) {
    saved.set(
      element,
      [...touched, 'hidden', 'id'].map((name) => [name, element.getAttribute(name)]),
    );
  }

  // The tab list the buttons go in, where the first of them was.
  const group = doc.createElement('div');
  group.className = 'travel-widget__tabs';
  group.setAttribute('role', 'tablist');
  group.setAttribute('aria-label', t(config.label));
  if (tabs) {
    buttons[0]!.before(group);
    group.append(...buttons);
  }
  host.setAttribute('data-pattern', tabs ? 'tabs' : 'buttons');

  for (const { button, panel } of pairs) {
    button.type = 'button';
    button.setAttribute('aria-controls', ensureId(panel, 'travel-panel'));
    if (tabs) {
      button.setAttribute('role', 'tab');
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', ensureId(button, 'travel-tab'));
      // A panel that may hold no focusable content is still reachable (APG).
      panel.tabIndex = 0;
    }
  }

  let selected = -1;
  const select = (index: number, focus = false) => {
    selected = index;
    pairs.forEach(({ button, panel }, at) => {
      const chosen = at === index;
      if (tabs) {
        button.setAttribute('aria-selected', String(chosen));
        button.tabIndex = chosen ? 0 : -1;
      } else {
        button.setAttribute('aria-pressed', String(chosen));
      }
      panel.hidden = !chosen;
    });
    host.setAttribute('data-selected-tab', pairs[index]!.button.getAttribute('data-tab') ?? '');
    if (focus) pairs[index]!.button.focus();
  };
  select(start);

  for (const [index, { button }] of pairs.entries()) {
    button.addEventListener('click', () => select(index), on);
  }
  if (tabs) {
    group.addEventListener(
      'keydown',
      (event) => {
        const last = pairs.length - 1;
        const next =
          event.key === 'ArrowRight'
            ? selected === last
              ? 0
              : selected + 1
            : event.key === 'ArrowLeft'
              ? selected === 0
                ? last
                : selected - 1
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? last
                  : -1;
        if (next < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        select(next, true);
      },
      on,
    );
  }

  return () => {
    abort.abort();
    if (tabs) {
      group.before(...buttons);
      group.remove();
    }
    for (const [element, attributes] of saved) {
      for (const [name, value] of attributes) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
    host.removeAttribute('data-pattern');
    host.removeAttribute('data-selected-tab');
  };
}
