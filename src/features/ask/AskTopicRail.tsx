/**
 * The topics (ask-and-rewards 2.1): Medicare and Social Security ask a random question of their
 * list, Pro Tips shows the pro-tips answer. On wide screens a rail beside the conversation
 * (`AskTopicRail`); below 1024 px the same rail inside a menu (`AskTopicMenu`): 'Open menu'
 * opens it as the site's modal dialog (core/dom/modal-dialog.ts), so the rest of the page is
 * inert, Tab goes round inside it, and Escape, 'Close menu' or a click outside it close it and
 * give focus back to 'Open menu'.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../../core/ui/modal-dialog.tsx';
import type { Translate } from '../../core/i18n.ts';
import type { Agent } from '../../api/chat-protocol.ts';
import type { AskPageConfig } from './ask.schema.ts';

interface AskTopicRailProps {
  config: AskPageConfig;
  t: Translate;
  /** 4.1: topics wait while an answer streams. */
  busy: boolean;
  onTopic(questions: AskPageConfig['medicareQuestions'], agent: Agent): void;
  onProTips(): void;
}

export function AskTopicRail({ config, t, busy, onTopic, onProTips }: AskTopicRailProps) {
  return (
    <nav className="ask-page__rail" aria-label={t('Topics')}>
      <ul>
        <li>
          <button type="button" className="ask-page__topic" disabled={busy} onClick={() => onTopic(config.medicareQuestions, 'medicare')}>
            {config.medicareLabel}
          </button>
        </li>
        <li>
          <button type="button" className="ask-page__topic" disabled={busy} onClick={() => onTopic(config.socialSecurityQuestions, 'social-security')}>
            {config.socialSecurityLabel}
          </button>
        </li>
        <li>
          <button type="button" className="ask-page__topic" disabled={busy} onClick={onProTips}>
            {config.proTipsLabel}
          </button>
        </li>
      </ul>
    </nav>
  );
}

interface AskTopicMenuProps {
  config: AskPageConfig;
  t: Translate;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The rail. */
  children: ReactNode;
}

export function AskTopicMenu({ config, t, open, onOpenChange, children }: AskTopicMenuProps) {
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const dialog = useModalDialog({
    open,
    onClose: () => onOpenChange(false),
    opener: toggle,
    closeOnBackdrop: true,
    // The first topic that can be chosen, else the dialog's first control ('Close menu').
    initialFocus: () => panel.current?.querySelector<HTMLElement>('button:not([disabled])'),
  });
  return (
    <>
      <button type="button" className="ask-page__menu-toggle" ref={toggle} aria-expanded={open} aria-controls={id} onClick={() => onOpenChange(true)}>
        <span className="ask-page__menu-icon" aria-hidden="true" />
        {config.openMenuLabel}
      </button>
      <dialog className="ask-page__menu" id={id} ref={dialog} aria-label={t('Topics')}>
        <button type="button" className="ask-page__menu-close" aria-expanded={open} aria-controls={id} onClick={() => onOpenChange(false)}>
          <span className="ask-page__close-icon" aria-hidden="true" />
          {config.closeMenuLabel}
        </button>
        <div ref={panel}>{children}</div>
      </dialog>
    </>
  );
}
