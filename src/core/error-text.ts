/** Turning errors and offending text into console messages; imports nothing. */

/** The first 200 characters of a text, for quoting in console messages. */
export function quoteable(text: string): string {
  return text.length > 200 ? text.slice(0, 200) : text;
}

/** A short human description of anything thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
