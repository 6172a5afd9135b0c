/**
 * The size part of the bench: the gzip size (level 9) of the loader, the shared runtime, the
 * page API, the shared chunks and every element chunk of dist/ (its own size, and with
 * everything it statically imports), against the size budgets.
 */
import { join, relative } from 'node:path';
import { DIST, closure, gzipSize, kB, listFiles } from '../dist-graph.mjs';

export const SIZE_BUDGETS = { loader: 3 * 1024, element: 15 * 1024, 'ask-page': 25 * 1024 };

export function measureSizes() {
  const files = listFiles().filter((path) => path.endsWith('.js') || path.endsWith('.css'));
  return files
    .map((path) => {
      const file = relative(DIST, path);
      const kind = file === 'loader.js' ? 'loader' : file === 'runtime.js' ? 'runtime' : file === 'page.js' ? 'page API' : file.startsWith('elements/') ? 'element' : file.endsWith('.css') ? 'styles' : 'shared chunk';
      const gzip = gzipSize(path);
      const withImports = file.endsWith('.js') ? closure(file).reduce((sum, dep) => sum + gzipSize(join(DIST, dep)), 0) : gzip;
      const tag = kind === 'element' ? file.replace(/^elements\/|\.js$/g, '') : undefined;
      const budget = kind === 'loader' ? SIZE_BUDGETS.loader : kind === 'element' ? (SIZE_BUDGETS[tag] ?? SIZE_BUDGETS.element) : undefined;
      return { file, kind, gzip, withImports, budget, withinBudget: budget === undefined ? null : gzip < budget };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file));
}

export function sizeTable(rows) {
  return [
    '| file | kind | gzip | with its imports | budget | verdict |',
    '|---|---|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.file} | ${r.kind} | ${kB(r.gzip)} | ${kB(r.withImports)} | ${r.budget ? kB(r.budget) : ''} | ${r.withinBudget === null ? '' : r.withinBudget ? 'ok' : 'OVER'} |`),
  ].join('\n');
}
