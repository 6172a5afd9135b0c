/**
 * A panel of plain words with at most one action: a link, or a 'Try again' button, large
 * (48 px). The rewards pages use it for the visitor who cannot use the page yet ('Log in', 'How
 * to join') and for a failed call; `tone="problem"` marks a failure. The props are a panel's
 * description (domain/rewards-pages.ts gives them) plus the retry handler. Styles:
 * action-panel.css.
 */
export interface ActionPanelProps {
  text: string;
  tone?: 'info' | 'problem';
  /** Set as `data-panel` on the panel, for styles and tests. */
  kind?: string;
  link?: { text: string; href: string } | undefined;
  /** The retry button's words; shown with `onRetry`. */
  retryText?: string | undefined;
  onRetry?: () => void;
}

export function ActionPanel({ text, tone = 'info', kind, link, retryText, onRetry }: ActionPanelProps) {
  return (
    <div className={`me-action-panel me-action-panel--${tone}`} data-panel={kind}>
      <p>{text}</p>
      {link ? (
        <a className="me-action-panel__action" href={link.href}>
          {link.text}
        </a>
      ) : null}
      {retryText && onRetry ? (
        <button type="button" className="me-action-panel__action" onClick={onRetry}>
          {retryText}
        </button>
      ) : null}
    </div>
  );
}
