/**
 * Reads the built dist/: every JS file, its gzip size and its static imports. Shared by the
 * bench (sizes) and the dist check (contract of the built library).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = resolve(import.meta.dirname, '..', 'dist');

export function listFiles(dir = DIST) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export function gzipSize(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Static imports (`import ... from "./x.js"`, `import "./x.js"`) of a built chunk, as dist-relative paths. */
export function staticImports(path) {
  const code = readFileSync(path, 'utf8');
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"`;()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
    found.add(relative(DIST, resolve(dirname(path), match[1])));
  }
  return [...found];
}

/** Dynamic imports (`import("./x.js")`) of a built chunk. */
export function dynamicImports(path) {
  const code = readFileSync(path, 'utf8');
  return [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map((m) => relative(DIST, resolve(dirname(path), m[1])));
}

/** A chunk and everything it statically imports, transitively. */
export function closure(file) {
  const seen = new Set();
  const visit = (rel) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    for (const dep of staticImports(join(DIST, rel))) visit(dep);
  };
  visit(file);
  return [...seen];
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

/**
 * The code that belongs to `entries` alone: the entries, and every chunk they reach (statically or
 * dynamically) that nothing else imports, directly or through other chunks (a chunk shared with
 * any other element, the loader, the page API or the runtime is left out). Dist-relative paths.
 */
export function ownCode(entries) {
  const imports = (file) => [...staticImports(join(DIST, file)), ...dynamicImports(join(DIST, file))];
  const importers = new Map();
  for (const path of listFiles().filter((p) => p.endsWith('.js'))) {
    const file = relative(DIST, path);
    for (const dep of imports(file)) importers.set(dep, [...(importers.get(dep) ?? []), file]);
  }
  const reached = new Set();
  const visit = (file) => {
    if (reached.has(file)) return;
    reached.add(file);
    imports(file).forEach(visit);
  };
  entries.forEach(visit);
  const own = new Set(entries);
  for (let grown = true; grown;) {
    grown = false;
    for (const file of reached) {
      if (!own.has(file) && (importers.get(file) ?? []).every((importer) => own.has(importer))) {
        own.add(file);
        grown = true;
      }
    }
  }
  return [...own];
}
