import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { elementMetas } from './elements/index.ts';
import { customElementsManifest, elementTypes } from './scripts/element-docs.ts';

/** Writes dist/custom-elements.json and dist/types/elements.d.ts from the elements' metadata. */
function elementDocs(): Plugin {
  return {
    name: 'member-elements:docs',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(customElementsManifest(elementMetas), null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'types/elements.d.ts', source: elementTypes(elementMetas) });
      // The package's types: the page API (emitted by tsc -p tsconfig.types.json) and every tag.
      this.emitFile({ type: 'asset', fileName: 'types/index.d.ts', source: `/// <reference path="./elements.d.ts" />\nexport * from './page/index.ts';\n` });
    },
  };
}

const elementEntries = Object.fromEntries(elementMetas.map((meta) => [`elements/${meta.tag}`, `elements/${meta.tag}/define.ts`]));

export default defineConfig({
  base: './',
  publicDir: false,
  plugins: [react(), elementDocs()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    reportCompressedSize: false,
    lib: {
      entry: {
        loader: 'src/loader/index.ts',
        page: 'src/page/index.ts',
        runtime: 'src/runtime.ts',
        ...elementEntries,
      },
      formats: ['es'],
      cssFileName: 'elements',
    },
    rolldownOptions: {
      output: {
        minify: true,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
