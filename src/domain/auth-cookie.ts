/**
 * Parsers for the identity cookies (CONTRACT section 3; site 3.1, 3.2; brain-health 3.2).
 *
 * The `at` cookie is `encodeURIComponent(JSON.stringify({...}))`; parsers also accept the
 * `key=value&key=value` form. `readCookie` hands us the value decoded once, but a value may arrive
 * still encoded (set encoded twice, or read raw), so a value that is neither JSON nor pairs is
 * URI-decoded again, at most twice in all. A JSON string holding the JSON (stringified twice) is
 * unwrapped once.
 *
 * What comes out: only the known keys, each a string (a finite number or a boolean becomes its
 * text, `0` -> '0'; null, objects and arrays are dropped); key names match exactly (case
 * sensitive). The result is built key by key from a fixed list, so `__proto__` or `constructor`
 * in the input can never reach a prototype. Anything that yields no known key is absent
 * (undefined): garbage, truncated JSON, arrays, numbers, `null`, `{}`. Inputs longer than
 * MAX_COOKIE_TEXT characters are absent too (a browser keeps at most about 4 kB per cookie, so
 * such a value is not a cookie). Nothing here throws.
 */
import type { AuthCookie, EmailVerificationCookie, UfoCookie } from './identity.types.ts';
import { asRecord, ownValue, upperText } from '../core/values.ts';

/** The keys of the `at` cookie (site 3.1, brain-health 3.2). */
export const AUTH_COOKIE_KEYS = ['p', 'me', 'ms', 'cid', 'u', 'e', 'email', 'mj', 'ftr', 'a', 'us', 'f', 'li', 'mar', 'ss', 'rs'] as const;
/** The key of the `ufo` cookie (site 3.2). */
export const UFO_COOKIE_KEYS = ['p'] as const;
/** The keys of the `evs` cookie (brain-health 3.2). */
export const EVS_COOKIE_KEYS = ['status', 'popup'] as const;

/** Longest cookie text we read (characters). */
export const MAX_COOKIE_TEXT = 8192;
/** How many times a value is URI-decoded at most. */
export const MAX_DECODES = 2;

/** The `at` login cookie, or undefined when it is absent or parses to nothing. */
export function parseAuthCookie(raw: unknown): AuthCookie | undefined {
  return pickFields(raw, AUTH_COOKIE_KEYS);
}

/** The `ufo` cookie (field p), in either encoding; undefined when it parses to nothing. */
export function parseUfo(raw: unknown): UfoCookie | undefined {
  return pickFields(raw, UFO_COOKIE_KEYS);
}

/**
 * The `evs` email-verification cookie (brain-health 3.2): a `key=value&` string (or JSON, as the
 * other cookies), or an object already; fields status and popup as strings.
 */
export function parseEvs(raw: unknown): EmailVerificationCookie | undefined {
  return pickFields(raw, EVS_COOKIE_KEYS);
}

/** The known keys of `raw` (cookie text or an object), or undefined when there are none. */
function pickFields<K extends string>(raw: unknown, keys: readonly K[]): Partial<Record<K, string>> | undefined {
  const fields = readFields(raw);
  if (!fields) return undefined;
  const picked: Partial<Record<K, string>> = {};
  let found = false;
  for (const key of keys) {
    const value = fields.get(key);
    if (value === undefined) continue;
    picked[key] = value;
    found = true;
  }
  return found ? picked : undefined;
}

/** Every scalar field of `raw` by name, or undefined when it is not an object or cookie text. */
function readFields(raw: unknown): Map<string, string> | undefined {
  try {
    const object = asRecord(raw);
    if (object) return fieldsOfObject(object);
    if (typeof raw !== 'string' || raw.length > MAX_COOKIE_TEXT) return undefined;
    return fieldsOfText(raw);
  } catch {
    // JSON.parse limits, exotic objects with throwing getters: nothing usable.
    return undefined;
  }
}

function fieldsOfText(raw: string): Map<string, string> | undefined {
  let current = raw;
  let decodes = 0;
  let unwrapped = false;
  for (;;) {
    const value = current.trim();
    if (value === '') return undefined;
    if (value.startsWith('{')) {
      const object = asRecord(parseJson(value));
      return object ? fieldsOfObject(object) : undefined;
    }
    if (value.startsWith('"') && !unwrapped) {
      const inner = parseJson(value);
      if (typeof inner !== 'string') return undefined;
      current = inner;
      unwrapped = true;
      continue;
    }
    if (value.includes('=')) return fieldsOfPairs(value);
    if (value.includes('%') && decodes < MAX_DECODES) {
      const decoded = decode(value);
      if (decoded === undefined || decoded === value) return undefined;
      current = decoded;
      decodes += 1;
      continue;
    }
    return undefined;
  }
}

/** `key=value&key=value`: names and values URI-decoded one by one; the first of a name wins. */
function fieldsOfPairs(value: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of value.split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = decode(part.slice(0, eq)) ?? part.slice(0, eq);
    if (fields.has(name)) continue;
    const text = part.slice(eq + 1);
    fields.set(name, decode(text) ?? text);
  }
  return fields;
}

function fieldsOfObject(object: Record<string, unknown>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const name of Object.keys(object)) {
    const value = scalarText(object[name]);
    if (value !== undefined) fields.set(name, value);
  }
  return fields;
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** `at.rs` says enrolled in rewards: 'Y' (any case, trimmed). */
export function isRewardsEnrolled(at: AuthCookie | undefined): boolean {
  return upperText(ownValue(at, 'rs')) === 'Y';
}
