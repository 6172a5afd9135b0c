/**
 * Fault injection: make chosen routes slow, fail with a status, answer with a malformed or
 * wrong-shaped body, or drop the connection. Rules are set through the control endpoint
 * (POST /__emulator/faults) or, for one request, with the `x-emulator-fault` header
 * (`status=500`, `delay=3000`, `body=malformed`, `body=wrong-shape`, `drop`, comma separated).
 */
import type { EmulatorRequest, EmulatorResponse } from './types.ts';

export interface FaultRule {
  /** Path pattern; `*` matches any characters. E.g. `/applications/CoreApi/*`. */
  path: string;
  method?: string;
  status?: number;
  delayMs?: number;
  body?: 'malformed' | 'wrong-shape' | 'empty';
  drop?: boolean;
  /** How many requests the rule applies to; unlimited when absent. */
  times?: number;
}

export function isFaultRule(value: unknown): value is FaultRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  if (typeof rule.path !== 'string' || !rule.path) return false;
  if (rule.method !== undefined && typeof rule.method !== 'string') return false;
  if (rule.status !== undefined && !(Number.isInteger(rule.status) && (rule.status as number) >= 100 && (rule.status as number) <= 599)) return false;
  if (rule.delayMs !== undefined && !(typeof rule.delayMs === 'number' && rule.delayMs >= 0 && rule.delayMs <= 120_000)) return false;
  if (rule.body !== undefined && !['malformed', 'wrong-shape', 'empty'].includes(rule.body as string)) return false;
  if (rule.drop !== undefined && typeof rule.drop !== 'boolean') return false;
  if (rule.times !== undefined && !(Number.isInteger(rule.times) && (rule.times as number) > 0)) return false;
  return rule.status !== undefined || rule.delayMs !== undefined || rule.body !== undefined || rule.drop === true;
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
    else if (key === 'body' && (value === 'malformed' || value === 'wrong-shape' || value === 'empty')) rule.body = value;
    else if (key === 'drop') rule.drop = true;
  }
  return isFaultRule(rule) ? rule : undefined;
}

function globMatch(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(path);
}

/** Applies a fault to what the route would have answered (or to nothing, for a status). */
export function applyFault(rule: FaultRule, answer: () => Promise<EmulatorResponse>): Promise<EmulatorResponse> {
  const delay = rule.delayMs ? { delayMs: rule.delayMs } : {};
  if (rule.drop) return Promise.resolve({ status: 0, drop: true, ...delay });
  if (rule.status !== undefined && rule.status >= 400) {
    return Promise.resolve({ status: rule.status, body: { error: 'INJECTED_FAULT', message: `fault injected: status ${rule.status}` }, ...delay });
  }
  return answer().then((response) => {
    const shaped: EmulatorResponse = { ...response, ...delay, ...(rule.status !== undefined ? { status: rule.status } : {}) };
    if (rule.body === 'malformed') return { ...shaped, body: undefined, raw: '{"truncated": tr' };
    if (rule.body === 'wrong-shape') return { ...shaped, body: ['wrong', 'shape', 42], raw: undefined };
    if (rule.body === 'empty') return { ...shaped, body: undefined, raw: '' };
    return shaped;
  });
}
