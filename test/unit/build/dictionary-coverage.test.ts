// @vitest-environment node
/**
 * Spanish text (CONTRACT section 1): the library ships its own Spanish of every string it
 * supplies (src/i18n/es.json, built to dist/i18n/es.json; core/i18n.ts reads it under the CMS's
 * dictionary), so a Spanish page never shows one of the library's own strings in English, even
 * when the CMS dictionary lacks it. That is every literal our code passes to `t(...)`, and the
 * default of every config field our code passes to `t(config.field)` (the text an author did not
 * change). What the CMS authors is the CMS's to translate.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import spanish from '../../../src/i18n/es.json' with { type: 'json' };
import demoDictionary from '../../../fixtures/site/dict.es.json' with { type: 'json' };
import { elementMetas } from '../../../elements/index.ts';
import { describeField } from '../../../src/core/schema.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const supplied = new Map<string, string>();
const translatedFields = new Set<string>();
for (const file of sourceFiles('src')) {
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/\bt\('((?:[^'\\]|\\.)*)'/g)) supplied.set(match[1]!.replace(/\\'/g, "'"), file);
  for (const match of code.matchAll(/\bt\(config\.(\w+)/g)) translatedFields.add(match[1]!);
}
for (const meta of elementMetas) {
  for (const [field, schema] of Object.entries(meta.schema.entries)) {
    if (!translatedFields.has(field)) continue;
    const fallback = describeField(schema as Parameters<typeof describeField>[0]).default;
    if (typeof fallback === 'string' && fallback.trim()) supplied.set(fallback, `<${meta.tag}> ${field} default`);
  }
}

const placeholders = (text: string) => text.match(/\{[%\w]+%?\}/g) ?? [];

describe("the library's Spanish has every string the library supplies", () => {
  it('finds the strings', () => {
    expect(supplied.size).toBeGreaterThan(50);
    expect(translatedFields.size).toBeGreaterThan(5);
  });
  for (const [text, where] of supplied) {
    it(`${JSON.stringify(text)} (${where})`, () => {
      const translation = (spanish as Record<string, string>)[text];
      expect(translation, 'missing from src/i18n/es.json').toBeTypeOf('string');
      expect(translation!.trim()).not.toBe('');
      // Placeholders survive translation.
      expect(placeholders(translation!)).toEqual(placeholders(text));
    });
  }
});

describe('the dictionaries keep placeholders', () => {
  for (const [name, dictionary] of [
    ['src/i18n/es.json', spanish],
    ['the demo CMS dictionary', demoDictionary],
  ] as const) {
    it(name, () => {
      for (const [source, translation] of Object.entries(dictionary as Record<string, string>)) {
        expect(placeholders(translation), source).toEqual(placeholders(source));
      }
    });
  }
});
