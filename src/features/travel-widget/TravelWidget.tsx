/**
 * `<travel-widget>` (site 2.9): the CMS's tab buttons and panels become tabs, and the page's
 * path selects the tab (the table of site 2.9; the first tab when no segment is in it).
 *
 * - Buttons next to one another (CONTRACT 4b's markup): the view renders one `role="tablist"`
 *   with a tab per CMS button (its data-tab and text), where those buttons were, and hides
 *   them: the APG tabs pattern (one tab stop, Left / Right wrap, Home / End, activation follows
 *   focus, `aria-selected`). The harness mounts a view at the element's end; the tab list
 *   belongs before the panels, so the view's mount (a `display: contents` box React renders
 *   into) is moved to the first button's place before the first paint.
 * - Buttons spread through the markup (no tab list can own them without moving the author's
 *   layout): nothing is rendered; each CMS button gets `aria-pressed` (the shown panel's) and
 *   selects its panel.
 * - Panels the element does not show get `hidden`. The CMS markup is enhanced in layout effects
 *   (before the first paint) and put back as it was when the element goes. In authoring mode
 *   nothing is hidden, so every panel can be edited.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { reportElementError, type ViewProps } from '../../core/element.ts';
import { MOUNT_ATTRIBUTE } from '../../core/react-view.tsx';
import { keepAttributes, readTravelMarkup } from './travel-widget.browser.ts';
import { initialTab, tabAfterKey, tabKey } from './travel-widget.logic.ts';
import type { TravelWidgetConfig } from './travel-widget.schema.ts';

const TAG = 'travel-widget';

export function TravelWidget({ host, config, t, authoring }: ViewProps<TravelWidgetConfig>) {
  const baseId = useId();
  // The CMS markup, read once: the element enhances what the CMS rendered.
  const [markup] = useState(() => readTravelMarkup(host));
  const [ids] = useState(() =>
    markup.tabs.map((tab, index) => ({ tab: `travel-tab${baseId}${index}`, panel: tab.panel.id || `travel-panel${baseId}${index}` })),
  );
  const [selected, setSelected] = useState(() =>
    initialTab(
      markup.tabs.map((tab) => tabKey(tab.tab)),
      (host.ownerDocument.defaultView ?? window).location.pathname,
    ),
  );
  const list = useRef<HTMLDivElement>(null);
  const tabButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const enhanced = !authoring && markup.tabs.length > 0;
  const asTabs = enhanced && markup.adjacent;

  useLayoutEffect(() => {
    for (const stray of markup.strays) console.error(`<${TAG}> a tab button has no panel of its own: "${stray}"`);
    if (!markup.tabs.length) {
      reportElementError(host, TAG, 'needs buttons with data-tab and panels with matching data-panel (CONTRACT 4b)', host.innerHTML.slice(0, 200));
    }
  }, [host, markup]);

  // The CMS markup's roles and ids (and the tab list's place), put back when the element goes.
  useLayoutEffect(() => {
    if (!enhanced) return;
    const restore = keepAttributes(markup.tabs.flatMap((tab) => [tab.button, tab.panel]));
    const mount = list.current?.parentElement;
    if (asTabs && mount?.hasAttribute(MOUNT_ATTRIBUTE)) markup.tabs[0]!.button.before(mount);
    const abort = new AbortController();
    markup.tabs.forEach(({ button, panel }, index) => {
      panel.setAttribute('id', ids[index]!.panel);
      if (asTabs) {
        button.setAttribute('hidden', '');
        panel.setAttribute('role', 'tabpanel');
        panel.setAttribute('aria-labelledby', ids[index]!.tab);
        // A panel that may hold no focusable content is still reachable (APG).
        panel.setAttribute('tabindex', '0');
      } else {
        button.setAttribute('type', 'button');
        button.setAttribute('aria-controls', ids[index]!.panel);
        button.addEventListener('click', () => setSelected(index), { signal: abort.signal });
      }
    });
    host.setAttribute('data-pattern', asTabs ? 'tabs' : 'buttons');
    return () => {
      abort.abort();
      restore();
      host.removeAttribute('data-pattern');
      host.removeAttribute('data-selected-tab');
    };
  }, [enhanced, asTabs, markup, ids, host]);

  // The selected tab's panel shows, the others are hidden.
  useLayoutEffect(() => {
    if (!enhanced) return;
    markup.tabs.forEach(({ button, panel }, index) => {
      panel.toggleAttribute('hidden', index !== selected);
      if (!asTabs) button.setAttribute('aria-pressed', String(index === selected));
    });
    host.setAttribute('data-selected-tab', markup.tabs[selected]!.tab);
  }, [enhanced, asTabs, markup, selected, host]);

  if (!asTabs) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected, markup.tabs.length);
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setSelected(next);
    tabButtons.current[next]?.focus();
  };

  return (
    <div ref={list} className="travel-widget__tabs" role="tablist" aria-label={t(config.label)}>
      {markup.tabs.map((tab, index) => (
        <button
          key={index}
          ref={(button) => {
            tabButtons.current[index] = button;
          }}
          type="button"
          role="tab"
          data-tab={tab.tab}
          id={ids[index]!.tab}
          aria-controls={ids[index]!.panel}
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => setSelected(index)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
