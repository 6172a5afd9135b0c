import { readdirSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * A "Component" story renders its view into `<tag>-story` (stories/ViewStory.tsx), not `<tag>`:
 * Storybook loads the CMS-markup stories, which define the real elements, into the same frame, and
 * a `<tag>` host would be upgraded by the library as well. So that the stylesheet's rules for
 * `<tag>` style the story's host as they style the element on a page, Storybook's build of every
 * CSS file widens each library tag in a selector to `:is(tag, tag-story)`: the same specificity
 * (a type selector's), so the cascade is the page's. The library's own build is not touched.
 */
function storyHosts(tags: readonly string[]) {
  const tag = new RegExp(`(^|[\\s>+~,(])(${tags.join('|')})(?![\\w-])`, 'g');
  return {
    postcssPlugin: 'member-elements:story-hosts',
    // PostCSS's Root and Rule, as far as this reads them (postcss is Vite's, not a dependency here).
    OnceExit(root: { walkRules(visit: (rule: { selector: string; parent?: { type: string; name?: string } }) => void): void }) {
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name ?? '')) return;
        rule.selector = rule.selector.replace(tag, '$1:is($2, $2-story)');
      });
    },
  };
}
/** The library's tags: the folders of elements/ (elements/<tag>/element.ts). */
const TAGS = readdirSync(new URL('../elements/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    return {
      ...viteConfig,
      publicDir: false,
      build: { ...viteConfig.build, lib: false },
      css: { ...viteConfig.css, postcss: { plugins: [storyHosts(TAGS)] } },
    };
  },
};
export default config;
