/**
 * One goal's field and 'Save goal' (CONTRACT 4c): the number is checked before it is sent (a
 * problem marks the field aria-invalid, says what is wrong and keeps focus), then stored (created
 * first when the member has none); the field's status line confirms it or says it failed. One
 * save at a time.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Translate } from '../../core/i18n.ts';
import { goalInput, type GoalKind, type GoalProblem } from '../../domain/rewards-goals.ts';
import { saveGoal, type GoalState } from '../../stores/rewards-goals.ts';
import { GOALS_TEXT, goalHint, goalProblemText, savedText } from './rewards-goals.logic.ts';

interface GoalFormProps {
  kind: GoalKind;
  /** The stored goal (null: none yet). */
  goal: number | null;
  state: GoalState;
  t: Translate;
  doc: Document;
  onSaved: () => void;
}

type Status = { kind: 'idle' } | { kind: 'problem'; problem: GoalProblem } | { kind: 'saving' } | { kind: 'saved'; goal: number } | { kind: 'failed' };

export function GoalForm({ kind, goal, state, t, doc, onSaved }: GoalFormProps) {
  const id = useId();
  const [value, setValue] = useState(goal === null ? '' : String(goal));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const input = useRef<HTMLInputElement | null>(null);
  const saving = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    const typed = goalInput(kind, value);
    if (!typed.ok) {
      setStatus({ kind: 'problem', problem: typed.problem });
      input.current?.focus();
      return;
    }
    saving.current = true;
    setStatus({ kind: 'saving' });
    try {
      const stored = await saveGoal(kind, typed.goal, state, doc);
      setStatus({ kind: 'saved', goal: stored ?? typed.goal });
      onSaved();
    } catch {
      setStatus({ kind: 'failed' });
    } finally {
      saving.current = false;
    }
  };

  const label = t(kind === 'fitness' ? GOALS_TEXT.fitness : GOALS_TEXT.activity);
  const message =
    status.kind === 'problem'
      ? goalProblemText(kind, status.problem, t)
      : status.kind === 'saving'
        ? t(GOALS_TEXT.saving)
        : status.kind === 'saved'
          ? savedText(kind, status.goal, t)
          : status.kind === 'failed'
            ? t(GOALS_TEXT.saveFailed)
            : goal === null
              ? t(GOALS_TEXT.noGoal)
              : '';
  return (
    <form className={`rewards-goals__form rewards-goals__form--${status.kind}`} noValidate onSubmit={(event) => void submit(event)} data-goal={kind}>
      <label htmlFor={`${id}field`}>{label}</label>
      <p id={`${id}hint`} className="rewards-goals__hint">
        {goalHint(kind, t)}
      </p>
      <div className="rewards-goals__row">
        <input
          ref={input}
          id={`${id}field`}
          name={`${kind}Goal`}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={status.kind === 'problem' || undefined}
          aria-describedby={`${id}hint ${id}status`}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <button type="submit" className="me-action-panel__action" aria-disabled={status.kind === 'saving' || undefined}>
          {t(GOALS_TEXT.save)}
        </button>
      </div>
      <p id={`${id}status`} role="status" className="rewards-goals__status">
        {message}
      </p>
    </form>
  );
}
