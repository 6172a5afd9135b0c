import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // MSW's service worker (copied there by scripts/msw-worker.mjs before each Storybook run).
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages (the `autodocs` tag): each component's props table from its types, beside its stories.
  addons: ['@storybook/addon-docs'],
  // react-docgen-typescript needs the TypeScript compiler API, which TypeScript 7 does not have.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The library build's lib entries and docs plugin do not belong in Storybook.
    return { ...viteConfig, publicDir: false, build: { ...viteConfig.build, lib: false } };
  },
};
export default config;
