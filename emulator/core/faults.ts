/**
 * Fault injection: make chosen routes slow, fail with a status, answer with a malformed,
 * wrong-shaped or hostile body, or drop the connection. Rules are set through the control
 * endpoint (POST /__emulator/faults) or, for one request, with the `x-emulator-fault` header
 * (`status=500`, `delay=3000`, `body=malformed`, `body=wrong-shape`, `body=hostile`, `drop`,
 * `drop=before`, `drop=after`, `omit=dailyPointsLimit`, comma separated).
 *
 * Drops: `drop: true` closes the connection before the route runs and before a byte of an
 * answer: nothing changed, but Chromium sends such a request again by itself when it went out on
 * a reused keep-alive connection (seen in the browser tests: a POST dropped once reached the
 * route anyway), so a page may never see the failure. `drop: 'before'` is the same failure cut
 * mid-answer (one byte that is no HTTP answer, then the end: see node.ts), which the browser
 * reports as a network error and does not send again. `drop: 'after'` runs the route first (what it
 * changed stands: a deposit is in the ledger) and then cuts the connection the same way: the
 * service did the work and only its answer was lost.
 *
 * `omit` keeps the route's answer but leaves out the named top-level fields of its JSON body: a
 * test can ask for an answer shaped as the spec writes it, without a field the emulator adds
 * beyond the spec (the limit answer's `dailyPointsLimit`), or without a field the spec names.
 *
 * `body: 'hostile'` keeps the route's answer but replaces every string value in its JSON (at any
 * depth; keys, numbers and booleans stay) with the payloads of fixtures/hostile/payloads.ts, in
 * corpus order, rotating: each answer continues where the rule's previous one stopped, so the
 * calls of one page go through the whole corpus. A JSONP answer (`callback({...});`, brain-health
 * 7.2) is its JSON argument: `hostile` replaces the strings in it and `wrong-shape` calls the
 * callback with `["wrong","shape",42]` (still a call, so a page sees an answer of another shape).
 * Other answers that are not JSON (HTML fragments) are left as they are.
 */
import { hostileStrings } from '../../fixtures/hostile/payloads.ts';
import type { EmulatorRequest, EmulatorResponse } from './types.ts';

const BODY_FAULTS = ['malformed', 'wrong-shape', 'empty', 'hostile'] as const;
export type BodyFault = (typeof BODY_FAULTS)[number];
const isBodyFault = (value: unknown): value is BodyFault => BODY_FAULTS.includes(value as BodyFault);

export interface FaultRule {
  /** Path pattern; `*` matches any characters. E.g. `/applications/CoreApi/*`. */
  path: string;
  method?: string;
  status?: number;
  delayMs?: number;
  body?: BodyFault;
  /** Close the connection without an answer: `true` / `'before'` before the route runs, `'after'` once it has (see above). */
  drop?: boolean | 'before' | 'after';
  /** Top-level fields of the JSON answer to leave out (the rest of the answer as the route gives it). */
  omit?: string[];
  /** How many requests the rule applies to; unlimited when absent. */
  times?: number;
  /** How many matching requests pass untouched before the rule applies (a later call of a flow fails, an earlier one not). */
  skip?: number;
}

export function isFaultRule(value: unknown): value is FaultRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  if (typeof rule.path !== 'string' || !rule.path) return false;
  if (rule.method !== undefined && typeof rule.method !== 'string') return false;
  if (rule.status !== undefined && !(Number.isInteger(rule.status) && (rule.status as number) >= 100 && (rule.status as number) <= 599)) return false;
  if (rule.delayMs !== undefined && !(typeof rule.delayMs === 'number' && rule.delayMs >= 0 && rule.delayMs <= 120_000)) return false;
  if (rule.body !== undefined && !isBodyFault(rule.body)) return false;
  if (rule.drop !== undefined && typeof rule.drop !== 'boolean' && rule.drop !== 'before' && rule.drop !== 'after') return false;
  if (
    rule.omit !== undefined &&
    !(Array.isArray(rule.omit) && rule.omit.length > 0 && rule.omit.every((field) => typeof field === 'string' && field.length > 0))
  )
    return false;
  if (rule.times !== undefined && !(Number.isInteger(rule.times) && (rule.times as number) > 0)) return false;
  if (rule.skip !== undefined && !(Number.isInteger(rule.skip) && (rule.skip as number) >= 0)) return false;
  return (
    rule.status !== undefined ||
    rule.delayMs !== undefined ||
    rule.body !== undefined ||
    (rule.drop !== undefined && rule.drop !== false) ||
    rule.omit !== undefined
  );
}

export class Faults {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule });
  }

  clear(): void {
    this.rules = [];
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  /** The fault for this request, from its header or the first matching rule (counted). */
  take(request: EmulatorRequest): FaultRule | undefined {
    const header = request.headers['x-emulator-fault'];
    if (header) return parseFaultHeader(request.path, header);
    const index = this.rules.findIndex((rule) => (!rule.method || rule.method.toUpperCase() === request.method) && globMatch(rule.path, request.path));
    if (index < 0) return undefined;
    const rule = this.rules[index]!;
    if (rule.skip) {
      rule.skip -= 1;
      return undefined;
    }
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules.splice(index, 1);
    }
    return rule;
  }
}

export function parseFaultHeader(path: string, header: string): FaultRule | undefined {
  const rule: FaultRule = { path };
  for (const part of header.split(',').map((p) => p.trim())) {
    const [key, value = ''] = part.split('=').map((p) => p.trim());
    if (key === 'status') rule.status = Number(value);
    else if (key === 'delay') rule.delayMs = Number(value);
    else if (key === 'body' && isBodyFault(value)) rule.body = value;
    else if (key === 'drop') rule.drop = value === 'after' || value === 'before' ? value : true;
    else if (key === 'omit' && value) rule.omit = [...(rule.omit ?? []), value];
  }
  return isFaultRule(rule) ? rule : undefined;
}

function globMatch(pattern: string, path: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(path);
}

/** Applies a fault to what the route would have answered (or to nothing, for a status). */
export function applyFault(rule: FaultRule, answer: () => Promise<EmulatorResponse>): Promise<EmulatorResponse> {
  const delay = rule.delayMs ? { delayMs: rule.delayMs } : {};
  if (rule.drop === 'after') return answer().then(() => ({ status: 0, drop: 'mid-answer', ...delay }));
  if (rule.drop === 'before') return Promise.resolve({ status: 0, drop: 'mid-answer', ...delay });
  if (rule.drop) return Promise.resolve({ status: 0, drop: true, ...delay });
  if (rule.status !== undefined && rule.status >= 400) {
    return Promise.resolve({ status: rule.status, body: { error: 'INJECTED_FAULT', message: `fault injected: status ${rule.status}` }, ...delay });
  }
  return answer().then((response) => {
    const shaped: EmulatorResponse = { ...response, ...delay, ...(rule.status !== undefined ? { status: rule.status } : {}) };
    const jsonp = jsonpParts(shaped.raw);
    if (jsonp && rule.body === 'wrong-shape') return { ...shaped, raw: `${jsonp.callback}(${JSON.stringify(['wrong', 'shape', 42])});` };
    if (jsonp && rule.body === 'hostile') return { ...shaped, raw: `${jsonp.callback}(${JSON.stringify(hostileBody(rule, jsonp.payload))});` };
    if (rule.body === 'malformed') return { ...shaped, body: undefined, raw: '{"truncated": tr' };
    if (rule.body === 'wrong-shape') return { ...shaped, body: ['wrong', 'shape', 42], raw: undefined };
    if (rule.body === 'empty') return { ...shaped, body: undefined, raw: '' };
    if (rule.body === 'hostile' && shaped.raw === undefined && shaped.body !== undefined) return { ...shaped, body: hostileBody(rule, shaped.body) };
    if (rule.omit && shaped.raw === undefined && isPlainObject(shaped.body)) {
      const omitted = new Set(rule.omit);
      return { ...shaped, body: Object.fromEntries(Object.entries(shaped.body).filter(([key]) => !omitted.has(key))) };
    }
    return shaped;
  });
}

/** A JSONP answer's callback and JSON argument (`callback({...});`), else undefined. */
export function jsonpParts(raw: string | undefined): { callback: string; payload: unknown } | undefined {
  const match = raw === undefined ? null : /^([A-Za-z_$][\w$.]*)\(([\s\S]*)\);?$/.exec(raw);
  if (!match) return undefined;
  try {
    return { callback: match[1]!, payload: JSON.parse(match[2]!) as unknown };
  } catch {
    return undefined;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where each rule's rotation through the corpus stands (rules are the objects Faults keeps). */
const hostileCursors = new WeakMap<FaultRule, number>();

/** `body` with every string value replaced by the next hostile payload of `rule`'s rotation. */
export function hostileBody(rule: FaultRule, body: unknown): unknown {
  let cursor = hostileCursors.get(rule) ?? 0;
  const next = () => hostileStrings[cursor++ % hostileStrings.length]!;
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') return next();
    if (Array.isArray(value)) return value.map(replace);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item)]));
    return value;
  };
  const replaced = replace(body);
  hostileCursors.set(rule, cursor);
  return replaced;
}
