/**
 * The size part of the bench: the gzip size (level 9) of the loader, the shared runtime, the
 * page API, the shared chunks and every element chunk of dist/ (its own size, and with
 * everything it statically imports), and the JS of a page with no tags, against the size
 * budgets.
 */
import { join, relative } from 'node:path';
import { DIST, closure, dynamicImports, gzipSize, kB, listFiles } from '../dist-graph.mjs';

export const SIZE_BUDGETS = { loader: 3 * 1024, element: 15 * 1024, 'ask-page': 25 * 1024, tagLessPage: 12 * 1024 };
export const TAG_LESS_PAGE = 'a page with no tags';

/**
 * The JS a page with no library tags loads: the loader, what it imports whatever the page holds
 * (its dynamic imports that are not element chunks: the page API and the behaviours), and
 * everything those import statically. Each file gzipped on its own, as the table does.
 */
export function tagLessPage() {
  const always = dynamicImports(join(DIST, 'loader.js')).filter((file) => !file.startsWith('elements/'));
  const files = [...new Set(['loader.js', ...always].flatMap((file) => closure(file)))];
  const gzip = files.reduce((sum, file) => sum + gzipSize(join(DIST, file)), 0);
  const budget = SIZE_BUDGETS.tagLessPage;
  return { file: TAG_LESS_PAGE, kind: 'page', files, gzip, withImports: gzip, budget, withinBudget: gzip <= budget };
}

export function measureSizes() {
  const files = listFiles().filter((path) => path.endsWith('.js') || path.endsWith('.css'));
  return files
    .map((path) => {
      const file = relative(DIST, path);
      const kind = file === 'loader.js' ? 'loader' : file === 'runtime.js' ? 'runtime' : file === 'page.js' ? 'page API' : file === 'behaviours.js' ? 'page behaviours' : file.startsWith('elements/') ? 'element' : file.endsWith('.css') ? 'styles' : 'shared chunk';
      const gzip = gzipSize(path);
      const withImports = file.endsWith('.js') ? closure(file).reduce((sum, dep) => sum + gzipSize(join(DIST, dep)), 0) : gzip;
      const tag = kind === 'element' ? file.replace(/^elements\/|\.js$/g, '') : undefined;
      const budget = kind === 'loader' ? SIZE_BUDGETS.loader : kind === 'element' ? (SIZE_BUDGETS[tag] ?? SIZE_BUDGETS.element) : undefined;
      return { file, kind, gzip, withImports, budget, withinBudget: budget === undefined ? null : gzip < budget };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file))
    .concat(tagLessPage());
}

export function sizeTable(rows) {
  return [
    '| file | kind | gzip | with its imports | budget | verdict |',
    '|---|---|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.file} | ${r.files ? `${r.kind}: ${r.files.join(' + ')}` : r.kind} | ${kB(r.gzip)} | ${kB(r.withImports)} | ${r.budget ? kB(r.budget) : ''} | ${r.withinBudget === null ? '' : r.withinBudget ? 'ok' : 'OVER'} |`),
  ].join('\n');
}
