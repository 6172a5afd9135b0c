/**
 * npm run bench: builds, then prints the gzip size of the loader, the shared runtime, the page
 * API, the shared chunks and every element chunk (its own size, and with everything it
 * imports), checks the size budgets and writes bench/results.json and bench/results.md.
 * Timings and Lighthouse join this script with the quality-gates issue.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DIST, closure, gzipSize, kB, listFiles } from './dist-graph.mjs';

const root = resolve(import.meta.dirname, '..');
if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

const BUDGETS = { loader: 3 * 1024, element: 15 * 1024, 'ask-page': 25 * 1024 };

const files = listFiles().filter((path) => path.endsWith('.js') || path.endsWith('.css'));
const rows = files
  .map((path) => {
    const file = relative(DIST, path);
    const kind = file === 'loader.js' ? 'loader' : file === 'runtime.js' ? 'runtime' : file === 'page.js' ? 'page API' : file.startsWith('elements/') ? 'element' : file.endsWith('.css') ? 'styles' : 'shared chunk';
    const gzip = gzipSize(path);
    const withImports = file.endsWith('.js') ? closure(file).reduce((sum, dep) => sum + gzipSize(join(DIST, dep)), 0) : gzip;
    const tag = kind === 'element' ? file.replace(/^elements\/|\.js$/g, '') : undefined;
    const budget = kind === 'loader' ? BUDGETS.loader : kind === 'element' ? (BUDGETS[tag] ?? BUDGETS.element) : undefined;
    return { file, kind, gzip, withImports, budget, withinBudget: budget === undefined ? null : gzip < budget };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file));

const table = [
  '| file | kind | gzip | with its imports | budget | verdict |',
  '|---|---|---:|---:|---:|---|',
  ...rows.map((r) => `| ${r.file} | ${r.kind} | ${kB(r.gzip)} | ${kB(r.withImports)} | ${r.budget ? kB(r.budget) : ''} | ${r.withinBudget === null ? '' : r.withinBudget ? 'ok' : 'OVER'} |`),
].join('\n');

mkdirSync(join(root, 'bench'), { recursive: true });
const results = { date: new Date().toISOString(), sizes: rows };
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(root, 'bench', 'results.md'), `# Bench\n\n${table}\n`);
console.log(table);
const over = rows.filter((r) => r.withinBudget === false);
console.log(over.length ? `\nBudgets failed: ${over.map((r) => r.file).join(', ')}` : '\nAll size budgets met.');
process.exitCode = over.length ? 1 : 0;
