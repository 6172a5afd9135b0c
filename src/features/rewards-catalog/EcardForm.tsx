/**
 * The e-card's form, after an e-card is redeemed (issue 31): who gets it and a message, sent with
 * the redemption's order id; the sender is the e-greeting service's address (7.4). A field that
 * is not right gets aria-invalid and its message, and keeps focus; the result is said in the
 * form's status line. One send at a time; after it is sent the form is done.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { sendCard } from '../../stores/rewards-catalog.ts';
import { CATALOG_TEXT, ECARD_PROBLEM_TEXT, ecardProblem, MESSAGE_MAX, type EcardFields, type EcardProblem } from './rewards-catalog.logic.ts';

interface EcardFormProps {
  orderId: string | undefined;
  sender: { name: string; email: string } | undefined;
  t: ViewProps<unknown>['t'];
  doc: Document;
}

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

export function EcardForm({ orderId, sender, t, doc }: EcardFormProps) {
  const id = useId();
  const [fields, setFields] = useState<EcardFields>({ recipientName: '', recipientEmail: '', message: '' });
  const [problem, setProblem] = useState<EcardProblem | undefined>(undefined);
  const [state, setState] = useState<SendState>('idle');
  const inputs = useRef<Partial<Record<EcardProblem, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending' || state === 'sent' || !orderId) return;
    const found = ecardProblem(fields);
    setProblem(found);
    if (found) {
      inputs.current[found]?.focus();
      return;
    }
    setState('sending');
    try {
      await sendCard(
        { orderIdentifier: orderId, recipientName: fields.recipientName.trim(), recipientEmail: fields.recipientEmail.trim(), message: fields.message },
        doc,
      );
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const field = (name: EcardProblem, label: string, type: 'text' | 'email' | 'textarea') => {
    const invalid = problem === name;
    const common = {
      id: `${id}${name}`,
      name,
      value: fields[name],
      disabled: state === 'sent',
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}${name}-problem` : undefined,
      onChange: (event: { currentTarget: { value: string } }) => setFields({ ...fields, [name]: event.currentTarget.value }),
    };
    return (
      <div className="rewards-catalog__field">
        <label htmlFor={`${id}${name}`}>{label}</label>
        {type === 'textarea' ? (
          <textarea {...common} rows={3} maxLength={MESSAGE_MAX} ref={(node) => void (inputs.current[name] = node)} />
        ) : (
          <input {...common} type={type} autoComplete="off" ref={(node) => void (inputs.current[name] = node)} />
        )}
        {invalid ? (
          <p id={`${id}${name}-problem`} className="rewards-catalog__problem">
            {t(ECARD_PROBLEM_TEXT[name])}
          </p>
        ) : null}
      </div>
    );
  };

  const statusText =
    state === 'sending'
      ? t(CATALOG_TEXT.sending)
      : state === 'sent'
        ? t(CATALOG_TEXT.ecardSent, { email: fields.recipientEmail.trim() })
        : state === 'failed'
          ? t(CATALOG_TEXT.ecardFailed)
          : '';
  return (
    <form className="rewards-catalog__ecard" noValidate onSubmit={(event) => void submit(event)}>
      {sender?.name ? <p>{t(CATALOG_TEXT.ecardFrom, { name: sender.email ? `${sender.name} (${sender.email})` : sender.name })}</p> : null}
      {field('recipientName', t(CATALOG_TEXT.recipientName), 'text')}
      {field('recipientEmail', t(CATALOG_TEXT.recipientEmail), 'email')}
      {field('message', t(CATALOG_TEXT.message), 'textarea')}
      <p role="status" className="rewards-catalog__sent">
        {statusText}
      </p>
      {state !== 'sent' ? (
        <button type="submit" className="me-action-panel__action" aria-disabled={state === 'sending' || undefined}>
          {t(CATALOG_TEXT.send)}
        </button>
      ) : null}
    </form>
  );
}
