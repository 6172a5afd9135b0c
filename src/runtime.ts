/**
 * The shared runtime chunk (dist/runtime.js): React, react-dom, nanostores and the shared stores,
 * plus the harness's React view. Every React element imports these from here, so a page has
 * one React and every store atom is a singleton across lazily loaded elements. Elements that
 * only enhance markup (domView) never load it.
 */
import * as React from 'react';
export { React };
export { createRoot } from 'react-dom/client';
export { jsx, jsxs, Fragment } from 'react/jsx-runtime';
export { atom, computed, map } from 'nanostores';
export { useStore } from '@nanostores/react';
export { reactView } from './core/react-view.tsx';
export * from './stores/index.ts';
