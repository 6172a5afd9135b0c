/**
 * What the start-up dev tools (ab-builds.mjs, lower-bounds.mjs) share on top of the bench's
 * `measureTargets` (scripts/bench/pages.mjs): the demo page at a path, and the one number they
 * compare, when the page's last element settled.
 */
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { median } from '../bench/pages.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The demo page (cms-templates/pages) served at `path`. */
export async function demoPageAt(path) {
  const { module } = await runnerImport(resolve(root, 'cms-templates/pages/index.ts'), { configFile: false, logLevel: 'error' });
  const page = module.demoPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no demo page at ${path}`);
  return page;
}

/**
 * From one target's `measureTargets` result: the median over the runs of when the last of its
 * elements settled (ms after navigation start), or null when one never settled in some run.
 */
export function lastSettledMs(result) {
  const lasts = result.runs.map((run) => {
    const times = Object.values(run.elements).map((element) => element.settledMs);
    return times.includes(null) ? null : Math.max(...times);
  });
  return lasts.includes(null) ? null : median(lasts);
}
