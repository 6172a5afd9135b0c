/**
 * The package's React entry (dist/runtime.js), for module code that builds its own views: React,
 * react-dom, @nanostores/react and the harness's React view. The build keeps these in one shared
 * chunk (chunks/react-*.js, vite.config.ts) that this entry and every React element import, so a
 * page has one React.
 * nanostores and the stores are re-exported for convenience but live in their own shared chunk
 * (no React), which the page API also uses: every atom is a singleton across lazily loaded
 * elements (docs/decisions.md). Elements that only enhance markup (domView) never load this.
 */
import * as React from 'react';
export { React };
export { createRoot } from 'react-dom/client';
export { jsx, jsxs, Fragment } from 'react/jsx-runtime';
export { atom, computed, map } from 'nanostores';
export { useStore } from '@nanostores/react';
export { reactView } from './core/react-view.tsx';
export * from './stores/index.ts';
