/**
 * Builds `bundles/<name>.js` for each tag set of elements/bundles.ts in the same build as the
 * per-tag files: a bundle holds its own copy of the code only its tags use (their define and
 * element modules, their features' views and rules), and imports everything else (the harness,
 * stores, core, the libraries) from the same shared chunks as the per-tag files. So a page loads
 * one file for the set instead of one per tag, and the stores stay one instance whichever way an
 * element arrived.
 *
 * How: a module is copied when every element whose static imports reach it is in the set (and
 * no page-API or behaviours module reaches it, and no shared-chunk group claims it). The copy is
 * the same file under another id, `<file>?bundle=<name>`, so rolldown treats it as a module of its
 * own; its imports are resolved as the original's, and copied again only by the same rule.
 * Module state in a copy is never shared with the original: a page loads either a set's bundle
 * or its tags' own files, never both (the CMS writes the bundle before the loader, and the loader
 * does not load the file of a tag that is already defined: src/loader/autoloader.ts).
 *
 * The build checks the result (`generateBundle`): a bundle imports no chunk that its tags' own
 * files do not import (no module was split out of the per-tag files into a new shared chunk).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { staticClosure } from './static-imports.ts';

export interface BundleSpec {
  readonly name: string;
  readonly tags: readonly string[];
}

/** A bundle's entry module: elements/bundles.ts under this query imports the set's define modules (lib entries must be paths). */
const ENTRY = '?bundle-entry=';
const ENTRY_FILE = resolve('elements/bundles.ts');
const COPY = '?bundle=';

const defineModule = (tag: string) => resolve(`elements/${tag}/define.ts`);
const withoutQuery = (id: string) => id.replace(/\?.*$/, '');

/** The build's entries of the bundles: `bundles/<name>` -> the virtual module that imports the set's define modules. */
export function bundleEntries(bundles: readonly BundleSpec[]): Record<string, string> {
  return Object.fromEntries(bundles.map((bundle) => [`bundles/${bundle.name}`, `${ENTRY_FILE}${ENTRY}${bundle.name}`]));
}

/** Per bundle, the files it copies (see the file's comment). */
export function copiedModules(
  bundles: readonly BundleSpec[],
  allTags: readonly string[],
  alwaysLoaded: ReadonlySet<string>,
  inSharedGroup: (file: string) => boolean,
): Map<string, Set<string>> {
  const closures = new Map(allTags.map((tag) => [tag, staticClosure([defineModule(tag)])]));
  const copies = new Map<string, Set<string>>();
  for (const bundle of bundles) {
    const unknown = bundle.tags.filter((tag) => !closures.has(tag));
    if (unknown.length) throw new Error(`elements/bundles.ts: bundle "${bundle.name}" names unknown tags: ${unknown.join(', ')}`);
    const outside = new Set(alwaysLoaded);
    for (const tag of allTags) if (!bundle.tags.includes(tag)) for (const file of closures.get(tag)!) outside.add(file);
    const inside = new Set(bundle.tags.flatMap((tag) => [...closures.get(tag)!]));
    copies.set(bundle.name, new Set([...inside].filter((file) => /\.tsx?$/.test(file) && !outside.has(file) && !inSharedGroup(file))));
  }
  return copies;
}

export function elementBundles(options: {
  bundles: readonly BundleSpec[];
  allTags: readonly string[];
  alwaysLoaded: ReadonlySet<string>;
  inSharedGroup: (file: string) => boolean;
}): Plugin {
  const { bundles } = options;
  let copies: Map<string, Set<string>> | undefined;
  const copiesOf = (name: string) => {
    copies ??= copiedModules(bundles, options.allTags, options.alwaysLoaded, options.inSharedGroup);
    return copies.get(name) ?? new Set<string>();
  };
  const entryName = (id: string): string | undefined => (id.startsWith(`${ENTRY_FILE}${ENTRY}`) ? id.slice(ENTRY_FILE.length + ENTRY.length) : undefined);
  const bundleOf = (id: string): string | undefined => {
    const at = id.indexOf(COPY);
    return entryName(id) ?? (at < 0 ? undefined : id.slice(at + COPY.length));
  };
  return {
    name: 'member-elements:bundles',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve a copy's imports to the originals.
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      if (entryName(source) !== undefined) return source;
      const name = importer === undefined ? undefined : bundleOf(importer);
      if (name === undefined || importer === undefined) return null;
      const from = withoutQuery(importer);
      const resolved = await this.resolve(source, from, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const file = withoutQuery(resolved.id);
      return copiesOf(name).has(file) ? `${file}${COPY}${name}` : resolved;
    },
    load(id) {
      const name = entryName(id);
      if (name !== undefined) {
        const bundle = bundles.find((candidate) => candidate.name === name);
        if (!bundle) return null;
        return bundle.tags.map((tag) => `import ${JSON.stringify(defineModule(tag))};`).join('\n');
      }
      const at = id.indexOf(COPY);
      return at < 0 ? null : readFileSync(id.slice(0, at), 'utf8');
    },
    generateBundle(_options, output) {
      const chunks = new Map(
        Object.values(output)
          .filter((item) => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      // Only the library's build has the bundles: another build of this config (Storybook's) does not.
      if (!chunks.has('loader.js')) return;
      for (const bundle of bundles) {
        const file = `bundles/${bundle.name}.js`;
        const chunk = chunks.get(file);
        if (!chunk) {
          this.error(`${file} was not written`);
          return;
        }
        const allowed = new Set(
          bundle.tags.flatMap((tag) => [...(chunks.get(`elements/${tag}.js`)?.imports ?? []), ...(chunks.get(`elements/${tag}.js`)?.dynamicImports ?? [])]),
        );
        const extra = [...chunk.imports, ...chunk.dynamicImports].filter((imported) => !allowed.has(imported));
        if (extra.length) {
          this.error(
            `${file} imports ${extra.join(', ')}, which its tags' own files do not: a module both a bundle and another file use went into a new chunk (elements/bundles.ts, scripts/element-bundles.ts)`,
          );
        }
        const strays = chunk.moduleIds.filter((id) => entryName(id) === undefined && !id.includes(COPY));
        if (strays.length) this.error(`${file} holds modules that are not its own copies: ${strays.join(', ')}`);
      }
    },
  };
}
