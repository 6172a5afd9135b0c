/**
 * A panel of plain words with at most one action: a link or a button, large (48 px). The rewards
 * pages use it for the visitor who cannot use the page yet ('Log in', 'How to join') and for a
 * failed call ('Try again'); `tone="problem"` marks a failure. Styles: action-panel.css.
 */
import type { ReactNode } from 'react';

export interface ActionPanelProps {
  children: ReactNode;
  tone?: 'info' | 'problem';
  /** A link (`href`) or a button (`onClick`). */
  action?: { text: string; href: string } | { text: string; onClick: () => void };
  /** Set as `data-panel` on the panel, for styles and tests. */
  kind?: string;
}

export function ActionPanel({ children, tone = 'info', action, kind }: ActionPanelProps) {
  return (
    <div className={`me-action-panel me-action-panel--${tone}`} data-panel={kind}>
      <p>{children}</p>
      {action && 'href' in action ? (
        <a className="me-action-panel__action" href={action.href}>
          {action.text}
        </a>
      ) : null}
      {action && 'onClick' in action ? (
        <button type="button" className="me-action-panel__action" onClick={action.onClick}>
          {action.text}
        </button>
      ) : null}
    </div>
  );
}
