/** Copies MSW's service worker into Storybook's static folder (kept out of the library's dist/). */
import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
mkdirSync(resolve(root, '.storybook/public'), { recursive: true });
copyFileSync(resolve(root, 'node_modules/msw/lib/mockServiceWorker.js'), resolve(root, '.storybook/public/mockServiceWorker.js'));
