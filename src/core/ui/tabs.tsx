/**
 * Tabs (WAI-ARIA APG tabs pattern, automatic activation): a tablist of buttons, one panel. Left
 * and Right arrows move to the previous and next tab (wrapping), Home and End to the first and
 * last; the tab that gets focus is selected. Only the selected tab is in the Tab order; the
 * panel is focusable, so Tab from the tabs reaches its content. Styles: tabs.css.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<K extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect, children, className }: TabsProps<K>) {
  const base = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const idOf = (key: K) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    buttons.current.get(key)?.focus();
  };

  return (
    <div className={`me-tabs${className ? ` ${className}` : ''}`}>
      <div role="tablist" aria-label={label} className="me-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={idOf(tab.key)}
            className="me-tabs__tab"
            aria-selected={tab.key === selected}
            aria-controls={panelId}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={idOf(selected)} tabIndex={0} className="me-tabs__panel">
        {children}
      </div>
    </div>
  );
}
