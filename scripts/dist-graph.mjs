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
