/**
 * The generic confirmation modal's options (brain-health 2.5, 3.5; CONTRACT 4c end and 5):
 * `{ title, message, positiveButtonText, negativeButtonText }`, read as text. A missing, blank or
 * non-string field takes its default (translated on Spanish pages); the message may be empty.
 */
import { ownValue } from '../../core/values.ts';

export interface ConfirmOptions {
  title?: string;
  message?: string;
  positiveButtonText?: string;
  negativeButtonText?: string;
}

export const CONFIRM_DEFAULTS = Object.freeze({
  title: 'Please confirm',
  message: '',
  positiveButtonText: 'Yes',
  negativeButtonText: 'No',
});

/** The options as the modal shows them; `fromDefault` names the fields that took their default (those are translated). */
export function confirmTexts(options: unknown): { texts: Required<ConfirmOptions>; fromDefault: ReadonlySet<keyof ConfirmOptions> } {
  const fromDefault = new Set<keyof ConfirmOptions>();
  const pick = (field: keyof ConfirmOptions): string => {
    const value = ownValue(options, field);
    if (typeof value === 'string' && value.trim() !== '') return value;
    fromDefault.add(field);
    return CONFIRM_DEFAULTS[field];
  };
  return {
    texts: { title: pick('title'), message: pick('message'), positiveButtonText: pick('positiveButtonText'), negativeButtonText: pick('negativeButtonText') },
    fromDefault,
  };
}
