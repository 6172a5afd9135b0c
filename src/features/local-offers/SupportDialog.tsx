/**
 * 'Report a problem' (issue 32; ask-and-rewards 7.4): the one modal dialog (core/ui/modal-dialog.tsx)
 * with a form: 'Which offer or merchant' (required), 'What went wrong' (required), 'Email'
 * (optional). 'Send' checks first: a field with a problem gets aria-invalid="true" and its
 * message (linked by aria-describedby), focus goes to the first, nothing is sent. Then the
 * fields go to the support servlet (stores/local-offers.ts sendSupportForm adds the uuid): the
 * thanks (with the report's number) and 'Close', or the problem in plain words with the form kept.
 */
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Translate } from '../../core/i18n.ts';
import { ModalDialog } from '../../core/ui/modal-dialog.tsx';
import { failureText } from '../../domain/rewards-pages.ts';
import { sendSupportForm } from '../../stores/local-offers.ts';
import {
  firstProblem,
  LOCAL_OFFERS_TEXT as TEXT,
  sentText,
  supportFields,
  supportProblems,
  type SupportField,
  type SupportForm,
} from './local-offers.logic.ts';

export interface SupportDialogProps {
  open: boolean;
  /** Changes with each opening: a new form. */
  round: number;
  title: string;
  doc: Document;
  t: Translate;
  brand: string;
  opener: RefObject<HTMLElement | null>;
  announce(text: string): void;
  onClose(): void;
}

export function SupportDialog({ open, round, title, doc, t, brand, opener, announce, onClose }: SupportDialogProps) {
  const id = useId();
  return (
    <ModalDialog open={open} onClose={onClose} opener={opener} labelledBy={`${id}title`} className="local-offers__dialog">
      <h2 id={`${id}title`} className="local-offers__dialog-title">
        {title}
      </h2>
      {open ? <SupportFormView key={round} doc={doc} t={t} brand={brand} announce={announce} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; text: string } | { kind: 'failed'; text: string };

const EMPTY: SupportForm = { offer: '', problem: '', email: '' };

function SupportFormView({ doc, t, brand, announce, onClose }: Pick<SupportDialogProps, 'doc' | 't' | 'brand' | 'announce' | 'onClose'>) {
  const id = useId();
  const [form, setForm] = useState<SupportForm>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<SupportField, string>>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const fields = useRef(new Map<SupportField, HTMLInputElement | HTMLTextAreaElement>());
  const result = useRef<HTMLParagraphElement | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    const found = supportProblems(form);
    const first = firstProblem(found);
    flushSync(() => setProblems(found));
    if (first) {
      fields.current.get(first)?.focus();
      return;
    }
    setPhase({ kind: 'sending' });
    const answer = await sendSupportForm(supportFields(form), doc);
    if (answer.ok) {
      const text = sentText(answer.ticketNumber, t);
      flushSync(() => setPhase({ kind: 'sent', text }));
      result.current?.focus();
      announce(text);
      return;
    }
    const text =
      answer.failure === 'failed' ? t(TEXT.sendFailed) : failureText(answer.failure === 'aborted' ? 'failed' : answer.failure, TEXT.sendFailed, brand, t);
    setPhase({ kind: 'failed', text });
    announce(text);
  };

  if (phase.kind === 'sent')
    return (
      <div className="local-offers__sent">
        <p ref={result} tabIndex={-1} className="local-offers__thanks">
          {phase.text}
        </p>
        <div className="local-offers__dialog-actions">
          <button type="button" className="me-action-panel__action" onClick={onClose}>
            {t(TEXT.close)}
          </button>
        </div>
      </div>
    );

  const field = (name: SupportField, label: string, kind: 'text' | 'email' | 'textarea') => {
    const problem = problems[name];
    const props = {
      id: `${id}${name}`,
      name,
      className: kind === 'textarea' ? 'local-offers__textarea' : 'local-offers__input',
      value: form[name],
      'aria-invalid': problem ? ('true' as const) : undefined,
      'aria-describedby': problem ? `${id}${name}-problem` : undefined,
      'aria-required': name === 'email' ? undefined : true,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        if (element) fields.current.set(name, element);
        else fields.current.delete(name);
      },
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        setForm((now) => ({ ...now, [name]: value }));
      },
    };
    return (
      <div className="local-offers__field">
        <label htmlFor={`${id}${name}`}>{label}</label>
        {kind === 'textarea' ? <textarea rows={4} {...props} /> : <input type={kind} autoComplete={kind === 'email' ? 'email' : 'off'} {...props} />}
        {problem ? (
          <p id={`${id}${name}-problem`} className="local-offers__problem">
            {t(problem)}
          </p>
        ) : null}
      </div>
    );
  };

  const sending = phase.kind === 'sending';
  return (
    <form className="local-offers__support" noValidate onSubmit={(event) => void onSubmit(event)}>
      {field('offer', t(TEXT.offerField), 'text')}
      {field('problem', t(TEXT.problemField), 'textarea')}
      {field('email', t(TEXT.emailField), 'email')}
      {phase.kind === 'failed' ? <p className="local-offers__problem local-offers__send-problem">{phase.text}</p> : null}
      <div className="local-offers__dialog-actions">
        <button type="submit" className="me-action-panel__action" aria-disabled={sending}>
          {t(sending ? TEXT.sending : TEXT.send)}
        </button>
        <button type="button" className="me-action-panel__action local-offers__secondary" onClick={onClose}>
          {t(TEXT.cancel)}
        </button>
      </div>
    </form>
  );
}
