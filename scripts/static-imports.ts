/**
 * The modules a set of entry modules reach through static imports (`import ... from`,
 * `export ... from`, bare `import '...'`), following relative specifiers only. Type-only imports
 * and dynamic `import()` are not followed unless asked (they never put code on the page at load); vite.config.ts
 * uses it to keep the always-loaded chunk to what every page runs.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[\w*${},\s]+?\s+from\s+)?['"](\.[^'"]+)['"]/gm;

/** The static import specifiers of a module's source text (relative ones only). */
export function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/**
 * The absolute paths of `entries` and every module they reach by static relative imports; with
 * `followDynamic`, by relative `import('...')` too (all the code an entry may ever run).
 */
export function staticClosure(entries: readonly string[], { followDynamic = false } = {}): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    const dynamic = followDynamic ? [...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!) : [];
    for (const specifier of [...staticImports(source), ...dynamic]) visit(resolve(dirname(file), specifier));
  };
  for (const entry of entries) visit(resolve(entry));
  return seen;
}
