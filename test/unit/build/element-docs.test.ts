// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementMetas } from '../../../elements/index.ts';
import { customElementsManifest, elementTypes } from '../../../scripts/element-docs.ts';
import { elementChunks } from '../../../src/loader/tags.ts';

describe('element registry', () => {
  it('lists every element folder once, and the loader knows exactly those tags', () => {
    const folders = readdirSync(new URL('../../../elements/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const tags = elementMetas.map((meta) => meta.tag).sort();
    expect(tags).toEqual(folders);
    expect(Object.keys(elementChunks(undefined)).sort()).toEqual(tags);
  });

  it('gives every element the parts the README asks for: a README, a CMS template and a story', () => {
    for (const { tag } of elementMetas) {
      const at = (path: string) => existsSync(new URL(`../../../${path}`, import.meta.url));
      expect(at(`elements/${tag}/README.md`), `elements/${tag}/README.md`).toBe(true);
      expect(at(`cms-templates/${tag}.ts`), `cms-templates/${tag}.ts`).toBe(true);
      expect(at(`stories/${tag}.stories.tsx`), `stories/${tag}.stories.tsx`).toBe(true);
    }
  });

  it('names every tag with two words, as the contract does', () => {
    for (const meta of elementMetas) expect(meta.tag).toMatch(/^[a-z]+(-[a-z]+)+$/);
  });
});

describe('custom-elements.json', () => {
  const manifest = customElementsManifest(elementMetas);
  const cobrowse = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'cobrowse-link');

  it('lists cobrowse-link with its attributes, defaults and events', () => {
    expect(cobrowse).toBeDefined();
    expect(cobrowse!.attributes.map((a) => a.name)).toEqual(['data-enabled', 'data-label', 'data-json-url']);
    expect(cobrowse!.attributes[0]).toMatchObject({ name: 'data-enabled', fieldName: 'enabled', type: { text: 'boolean' }, default: 'false' });
    expect(cobrowse!.attributes[1]).toMatchObject({ name: 'data-label', type: { text: 'string' }, default: '"Cobrowse"' });
    expect(cobrowse!.events.map((e) => e.name)).toContain('element-error');
    expect(cobrowse!.config.fields.map((f) => f.name)).toEqual(['enabled', 'label']);
    expect(cobrowse!.attributes.every((a) => a.description.length > 0)).toBe(true);
  });

  it('declares a custom-element-definition export per module', () => {
    for (const module of manifest.modules) {
      expect(module.exports[0]).toMatchObject({ kind: 'custom-element-definition', declaration: { module: module.path } });
    }
  });

  it('types every tag in HTMLElementTagNameMap and JSX', () => {
    const types = elementTypes(elementMetas);
    for (const meta of elementMetas) {
      expect(types).toContain(`'${meta.tag}': HTMLElement;`);
      expect(types).toMatch(new RegExp(`'${meta.tag}': import\\('react'\\)`));
    }
    expect(types).toContain("'data-enabled'?: string;");
  });
});
