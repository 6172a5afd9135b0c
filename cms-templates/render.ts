/**
 * One source of markup for the CMS pages: lit-html templates. In the browser (stories, tests)
 * lit renders them; on the server (the demo site) `renderToString` turns the same templates into
 * the HTML a CMS sends, which works before and without JavaScript.
 *
 * The static renderer supports what CMS markup needs: text and nested templates (escaped),
 * arrays, attribute values (quoted, escaped; `nothing` drops the attribute), boolean attributes
 * (`?hidden=${flag}`) and JSON config blocks through `configScript`. Event and property
 * bindings have no meaning in server HTML and are not allowed in cms-templates.
 */
import { nothing, type TemplateResult } from 'lit-html';

/** A `<script type="application/json">` config block (CONTRACT section 2). */
export class ConfigScript {
  constructor(
    readonly json: string,
    readonly id?: string,
  ) {}
}

/** JSON for a data block: `<` escaped so the text can never close the script element. */
export function safeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A config block for a template: a real script element in the browser (lit inserts nodes), a
 * marker the static renderer writes out on the server.
 */
export function configScript(data: unknown, id?: string): ConfigScript | HTMLScriptElement {
  const json = safeJson(data);
  if (typeof document === 'undefined') return new ConfigScript(json, id);
  const script = document.createElement('script');
  script.type = 'application/json';
  if (id) script.id = id;
  script.textContent = json;
  return script;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const UNESCAPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ESCAPES).map(([char, entity]) => [entity, char]));
/** The text of an attribute value escapeHtml wrote (its five entities back to characters). */
export const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]!);

function isTemplate(value: unknown): value is TemplateResult {
  return typeof value === 'object' && value !== null && '_$litType$' in value && 'strings' in value && 'values' in value;
}

function renderChild(value: unknown): string {
  if (value === nothing || value === null || value === undefined || value === false) return '';
  if (isTemplate(value)) return renderToString(value);
  if (value instanceof ConfigScript) return `<script type="application/json"${value.id ? ` id="${escapeHtml(value.id)}"` : ''}>${value.json}</script>`;
  if (Array.isArray(value)) return value.map(renderChild).join('');
  if (typeof value === 'object' && Symbol.iterator in value) return [...(value as Iterable<unknown>)].map(renderChild).join('');
  return escapeHtml(String(value));
}

/** The HTML of a lit-html template, for server-rendered pages. */
export function renderToString(template: TemplateResult): string {
  const { strings, values } = template;
  let out = '';
  for (let index = 0; index < strings.length; index += 1) {
    const part = strings[index]!;
    if (index === 0) {
      out += part;
      continue;
    }
    const value = values[index - 1];
    const insideTag = out.lastIndexOf('<') > out.lastIndexOf('>');
    if (!insideTag) {
      out += renderChild(value) + part;
      continue;
    }
    const boolean = /\s\?([\w:-]+)=$/.exec(out);
    if (boolean) {
      out = out.slice(0, boolean.index) + (value && value !== nothing ? ` ${boolean[1]}` : '');
      out += part;
      continue;
    }
    if (/\s[.@][\w:-]+=$/.test(out)) throw new Error('property and event bindings have no server HTML; keep them out of cms-templates');
    const unquoted = /\s([\w:-]+)=$/.exec(out);
    if (unquoted) {
      if (value === nothing || value === undefined || value === null) out = out.slice(0, unquoted.index);
      else out += `"${escapeHtml(String(value))}"`;
      out += part;
      continue;
    }
    // Inside a quoted attribute value: `class="a ${b} c"`.
    out += (value === nothing || value === undefined || value === null ? '' : escapeHtml(String(value))) + part;
  }
  return out;
}
