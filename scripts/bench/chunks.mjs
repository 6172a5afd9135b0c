/**
 * What each built chunk holds. The bench builds the library with Vite's JS API, the project's
 * own config (vite.config.ts) plus one plugin added here only: its generateBundle hook records,
 * for every chunk, its file, its bytes and gzip size (level 9, as the size table) and, for each
 * module in it, the bytes rolldown rendered for that module (`chunk.modules[id].renderedLength`:
 * the module's code as it went into the chunk, tree-shaken but before minification, so a chunk's
 * modules add up to more than its file). The plugin emits nothing: dist/ is what `vite build`
 * writes.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { kB } from '../dist-graph.mjs';

const root = resolve(import.meta.dirname, '../..');
/** Modules listed per chunk; the rest are summed on one line. */
export const TOP_MODULES = 15;

/** A module id as the report names it: relative to the repository, node_modules/... for packages. */
export function moduleName(id) {
  const clean = id.replace(/^\0+/, '');
  const packages = clean.indexOf('/node_modules/');
  if (packages !== -1) return clean.slice(packages + 1);
  return isAbsolute(clean) ? relative(root, clean) : clean;
}

function chunkReportPlugin(report) {
  return {
    name: 'member-elements:bench-chunk-report',
    apply: 'build',
    // After the project's plugins, so the loader's code is final (elementMap writes into it).
    enforce: 'post',
    configResolved(config) {
      report.target = config.build.target;
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        report.chunks.push({
          file: item.fileName,
          bytes: Buffer.byteLength(item.code),
          gzip: gzipSync(item.code, { level: 9 }).length,
          modules: Object.entries(item.modules)
            .map(([id, module]) => ({ module: moduleName(id), rendered: module.renderedLength }))
            .filter((module) => module.rendered > 0)
            .sort((a, b) => b.rendered - a.rendered || a.module.localeCompare(b.module)),
        });
      }
    },
  };
}

/**
 * Builds the library as `vite build` does, plus the chunk report. `write: false` builds in
 * memory only (dist/ untouched): the bench's --no-build still reports the chunks of the sources
 * it has. Resolves with `{ target, chunks: [{ file, bytes, gzip, modules: [{ module, rendered }] }] }`,
 * chunks largest (gzip) first; `target` is the library's resolved build target.
 */
export async function buildLibrary({ write }) {
  const report = { target: undefined, chunks: [] };
  await build({ root, configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn', plugins: [chunkReportPlugin(report)], build: { write } });
  report.chunks.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  return report;
}

const bytes = (value) => `${value.toLocaleString('en-US')} B`;

/** Markdown: per chunk, its size, then its largest modules by rendered bytes and the rest summed. */
export function chunkTables(chunks, top = TOP_MODULES) {
  return chunks
    .flatMap((chunk) => {
      const shown = chunk.modules.slice(0, top);
      const rest = chunk.modules.slice(top);
      return [
        `### ${chunk.file}: ${kB(chunk.bytes)}, ${kB(chunk.gzip)} gzip, ${chunk.modules.length} module${chunk.modules.length === 1 ? '' : 's'}`,
        '',
        '| module | rendered |',
        '|---|---:|',
        ...shown.map((module) => `| ${module.module} | ${bytes(module.rendered)} |`),
        ...(rest.length ? [`| ${rest.length} more | ${bytes(rest.reduce((sum, module) => sum + module.rendered, 0))} |`] : []),
        '',
      ];
    })
    .join('\n');
}
