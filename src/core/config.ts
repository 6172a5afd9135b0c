/**
 * The one config path (CONTRACT section 2): frozen schema defaults, then the element's child
 * `<script type="application/json">`, then the JSON at `data-json-url` (same origin), then the
 * `data-*` attributes the element declares; later sources win. The result is validated against
 * the element's schema and returned as a value, never thrown.
 */
import * as v from 'valibot';
import { describeError } from './error-text.ts';
import { ConfigError } from './errors.ts';
import { attributeName, type ElementMeta } from './schema.ts';

export type ConfigResult<T> = { ok: true; config: T } | { ok: false; error: ConfigError };

export interface ReadConfigOptions {
  signal?: AbortSignal;
  /** Where console warnings go (tests pass a spy). */
  warn?: (message: string) => void;
}

export async function readConfig<M extends ElementMeta>(
  element: HTMLElement,
  meta: M,
  options: ReadConfigOptions = {},
): Promise<ConfigResult<v.InferOutput<M['schema']>>> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  try {
    const embedded = readEmbedded(element);
    const fetched = await readLinked(element, meta, options.signal, warn);
    const attributes = readAttributes(element, meta);
    const merged = { ...embedded, ...fetched, ...attributes };
    const parsed = v.safeParse(meta.schema, merged);
    if (parsed.success) return { ok: true, config: Object.freeze(parsed.output) as v.InferOutput<M['schema']> };
    return { ok: false, error: schemaError(parsed.issues, merged) };
  } catch (error) {
    if (error instanceof ConfigError) return { ok: false, error };
    if (options.signal?.aborted) throw error;
    return { ok: false, error: new ConfigError(`configuration could not be read (${describeError(error)})`, '') };
  }
}

function readEmbedded(element: HTMLElement): Record<string, unknown> {
  const script = element.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]');
  if (!script) return {};
  return parseObject(script.textContent ?? '', 'the embedded JSON');
}

/** How long a `data-json-url` answer may take before the element goes on without it. */
const CONFIG_FETCH_TIMEOUT_MS = 10_000;

async function readLinked(
  element: HTMLElement,
  meta: ElementMeta,
  signal: AbortSignal | undefined,
  warn: (message: string) => void,
): Promise<Record<string, unknown>> {
  const source = element.getAttribute('data-json-url');
  if (!source) return {};
  const url = new URL(source, element.ownerDocument.baseURI);
  if (url.origin !== element.ownerDocument.location.origin) {
    throw new ConfigError('data-json-url must be on the same origin as the page', source);
  }
  let body: string;
  try {
    // No extra headers: the loader preloads this URL (src/loader/preloads.ts), and a request
    // that differs from the preload would not use it.
    // A time limit too: an answer that never comes is a failed fetch (a warning, the other sources
    // go on), not an element left loading for good.
    const limit = AbortSignal.timeout(CONFIG_FETCH_TIMEOUT_MS);
    const both = signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, limit]) : (signal ?? limit);
    const response = await fetch(url, { credentials: 'same-origin', signal: both });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = describeError(error);
    warn(meta.configFetchWarning?.(reason, url.href) ?? `<${meta.tag}>: could not load its configuration. Error: ${reason}, with URL: ${url.href}`);
    return {};
  }
  return parseObject(body, `the JSON at ${url.href}`);
}

function readAttributes(element: HTMLElement, meta: ElementMeta): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of meta.attributes) {
    const value = element.getAttribute(attributeName(field));
    if (value !== null) values[field] = value;
  }
  return values;
}

function parseObject(text: string, where: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${where} does not parse as JSON (${describeError(error)})`, text);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(`${where} is not a JSON object`, text);
  }
  return value as Record<string, unknown>;
}

function schemaError(issues: ReadonlyArray<v.BaseIssue<unknown>>, merged: Record<string, unknown>): ConfigError {
  const first = issues[0];
  const path = first ? v.getDotPath(first) : null;
  const field = path ?? '(config)';
  const offending = path ? (first?.input ?? merged[path]) : merged;
  const shown = typeof offending === 'string' ? offending : (JSON.stringify(offending) ?? String(offending));
  const message = first?.message ?? 'invalid';
  return new ConfigError(`config field "${field}" is invalid: ${message}`, shown);
}
