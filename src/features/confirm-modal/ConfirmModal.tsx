/**
 * The generic confirmation modal (brain-health 2.5, 3.5) in the modal shell: the title names it,
 * the message, then the yes and the no buttons. Yes answers true; no, Escape, 'Close' and a
 * backdrop click answer false. Focus goes to the heading on open and back where it was on close.
 */
import { useRef, useState } from 'react';
import type { Translate } from '../../core/i18n.ts';
import { ModalShell } from '../../core/ui/modal-dialog.tsx';
import { confirmTexts } from './confirm-modal.logic.ts';

export interface ConfirmModalProps {
  options: unknown;
  t: Translate;
  /** Called once, with the visitor's answer. */
  onAnswer: (answer: boolean) => void;
}

export function ConfirmModal({ options, t, onAnswer }: ConfirmModalProps) {
  const [{ texts, fromDefault }] = useState(() => confirmTexts(options));
  const [open, setOpen] = useState(true);
  const answered = useRef(false);
  const shown = (field: keyof typeof texts) => (fromDefault.has(field) ? t(texts[field]) : texts[field]);
  const answer = (value: boolean) => {
    if (answered.current) return;
    answered.current = true;
    setOpen(false);
    onAnswer(value);
  };
  return (
    <ModalShell open={open} onClose={() => answer(false)} heading={shown('title')} closeText={t('Close')} name="confirm" className="confirm-modal">
      {texts.message ? <p className="modal-shell__body">{texts.message}</p> : null}
      <div className="modal-shell__actions">
        <button type="button" className="modal-shell__action modal-shell__action--primary" onClick={() => answer(true)}>
          {shown('positiveButtonText')}
        </button>
        <button type="button" className="modal-shell__action" onClick={() => answer(false)}>
          {shown('negativeButtonText')}
        </button>
      </div>
    </ModalShell>
  );
}
