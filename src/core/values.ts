/**
 * Reading values from sources we do not control (cookies, service answers): every helper takes
 * `unknown` and never throws on a value of the wrong type. Shared by the identity rules.
 */

/** A plain object (not null, not an array), or undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** `object[key]` when it is the object's own property (never an inherited one), else undefined. */
export function ownValue(object: unknown, key: string): unknown {
  const record = asRecord(object);
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A string trimmed, a finite number as its digits; '' for anything else. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** `text(value)` in upper case: how codes and status names are compared. */
export function upperText(value: unknown): string {
  return text(value).toUpperCase();
}

/** A flag that is on: `true` or the string 'true' (any case, trimmed). */
export function isOn(value: unknown): boolean {
  return value === true || upperText(value) === 'TRUE';
}
