/**
 * Config schemas. Each element declares its configuration once, as a valibot object schema
 * whose fields carry a description; the same declaration validates the config at run time,
 * types the view's props and feeds custom-elements.json.
 *
 * Values may arrive as JSON (typed) or as `data-*` attributes (always strings), so the field
 * helpers accept both spellings of a boolean or a number and normalise them.
 */
import * as v from 'valibot';
import { isOn } from './values.ts';

/** A string field with a default. */
export function text(defaultValue: string, description: string) {
  return v.optional(v.pipe(v.string(), v.description(description)), defaultValue);
}

/** A string field that may be absent. */
export function optionalText(description: string) {
  return v.optional(v.pipe(v.string(), v.description(description)));
}

/** A required string field. */
export function requiredText(description: string) {
  return v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.description(description));
}

/** The words a strict boolean field accepts, compared trimmed and in lower case. */
const BOOLEAN_WORDS: readonly string[] = ['true', 'false', ''];

export interface FlagOptions {
  /**
   * Any other string reads as off instead of being a config error. For fields the spec calls
   * free strings that are on when 'true' (site 3.7: the member strip's enableMojo and
   * discoveryTemplateCheck), where an author's 'yes' must not stop the element rendering.
   */
  anyString?: boolean;
}

/**
 * A boolean field: JSON `true`/`false`, or a string (the CMS and `data-*` attributes write
 * strings). It reads as `isOn` reads (core/values.ts): on for `true` or 'true' in any case with
 * spaces around, so every boolean of the library has one rule. Which strings are accepted:
 * 'true', 'false' and '' (trimmed, any case); anything else is a config error, unless
 * `anyString`, when it is off.
 */
export function flag(defaultValue: boolean, description: string, options: FlagOptions = {}) {
  const spelling = options.anyString
    ? v.string()
    : v.pipe(
        v.string(),
        v.check((value) => BOOLEAN_WORDS.includes(value.trim().toLowerCase()), 'expected true or false'),
      );
  return v.optional(
    v.pipe(
      v.union([v.boolean(), spelling], 'expected true or false'),
      v.transform((value: string | boolean): boolean => isOn(value)),
      v.description(description),
    ),
    defaultValue,
  );
}

/** A whole-number field. Accepts a number or a numeric string. */
export function integer(defaultValue: number, description: string, min = 0) {
  return v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*-?\d+\s*$/, 'expected a whole number'))], 'expected a whole number'),
      v.transform((value) => (typeof value === 'number' ? value : Number.parseInt(value, 10))),
      v.integer('expected a whole number'),
      v.minValue(min, `expected at least ${min}`),
      v.description(description),
    ),
    defaultValue,
  );
}

/** Metadata of an element: the single source for the harness, the loader's docs and the manifest. */
export interface ElementMeta<S extends v.ObjectSchema<v.ObjectEntries, undefined> = v.ObjectSchema<v.ObjectEntries, undefined>> {
  tag: string;
  summary: string;
  /** Config schema (JSON fields and data-* attributes). */
  schema: S;
  /**
   * Fields that may also be given as `data-*` attributes; the attribute name is the field's
   * dataset spelling (`servletPath` <-> `data-servlet-path`).
   */
  attributes: ReadonlyArray<keyof v.InferOutput<S> & string>;
  /** Events this element dispatches, besides `element-error`. */
  events?: ReadonlyArray<{ name: string; description: string }>;
  /**
   * Services this element calls, as emulator path globs (e.g. `/applications/CoreApi/offers/*`):
   * the fault matrix of the quality gates injects failures into each.
   */
  services?: readonly string[];
  /** Where the view renders: a dedicated child (default) or an open shadow root. */
  mount?: 'child' | 'shadow';
  /** Console warning when `data-json-url` cannot be fetched; the spec gives some (site 8). */
  configFetchWarning?: (error: string, url: string) => string;
}

export type ConfigOf<M extends ElementMeta> = v.InferOutput<M['schema']>;

/** `servletPath` -> `data-servlet-path`. */
export function attributeName(field: string): string {
  return `data-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Declares an element's metadata with its types inferred. */
export function defineMeta<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(meta: ElementMeta<S>): Readonly<ElementMeta<S>> {
  return Object.freeze(meta);
}

/** The description attached to a field schema, if any. */
export function describeField(schema: v.GenericSchema): { description: string; type: string; default?: unknown } {
  let inner: v.GenericSchema = schema;
  let defaultValue: unknown;
  if (inner.type === 'optional' && 'wrapped' in inner) {
    defaultValue = (inner as unknown as { default: unknown }).default;
    inner = (inner as unknown as { wrapped: v.GenericSchema }).wrapped;
  }
  const pipe = 'pipe' in inner ? (inner as unknown as { pipe: ReadonlyArray<{ type: string; kind: string; description?: string }> }).pipe : [];
  const description = pipe.find((item) => item.type === 'description')?.description ?? '';
  const base = pipe[0]?.kind === 'schema' ? pipe[0].type : inner.type;
  const type = base === 'union' ? unionType(pipe[0] as unknown as v.UnionSchema<v.UnionOptions, undefined>) : base;
  return defaultValue === undefined ? { description, type } : { description, type, default: defaultValue };
}

function unionType(union: v.UnionSchema<v.UnionOptions, undefined>): string {
  const kinds = new Set(
    union.options.map((option) => ('pipe' in option ? (option as unknown as { pipe: Array<{ type: string }> }).pipe[0]?.type : option.type)),
  );
  if (kinds.has('boolean')) return 'boolean';
  if (kinds.has('number')) return 'number';
  return [...kinds].join(' | ');
}
