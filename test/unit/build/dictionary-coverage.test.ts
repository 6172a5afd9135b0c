// @vitest-environment node
/**
 * Spanish text (CONTRACT section 1): every literal our code passes to `t(...)` has a Spanish
 * entry in the demo's CMS dictionary (fixtures/site/dict.es.json), so a Spanish page never shows
 * one of our own strings in English. Strings from configuration are the CMS's to translate.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import dictionary from '../../../fixtures/site/dict.es.json' with { type: 'json' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const literals = new Map<string, string>();
for (const file of sourceFiles('src')) {
  for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('((?:[^'\\]|\\.)*)'/g)) literals.set(match[1]!.replace(/\\'/g, "'"), file);
}

describe('every translated literal has a Spanish entry', () => {
  it('finds the literals', () => {
    expect(literals.size).toBeGreaterThan(5);
  });
  for (const [text, file] of literals) {
    it(`${JSON.stringify(text)} (${file})`, () => {
      const spanish = (dictionary as Record<string, string>)[text];
      expect(spanish, 'missing from fixtures/site/dict.es.json').toBeTypeOf('string');
      // Placeholders survive translation.
      expect(spanish!.match(/\{\w+\}/g) ?? []).toEqual(text.match(/\{\w+\}/g) ?? []);
    });
  }
});
