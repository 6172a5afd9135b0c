/**
 * ESLint: typescript-eslint, react-hooks and jsx-a11y, plus the layer rules of ARCHITECTURE.md
 * (core <- domain <- api <- stores <- features <- elements), which fail `npm test` on a breach.
 *
 * TypeScript 7 (the project's `tsc`) has no JavaScript compiler API, and typescript-eslint needs
 * one to parse. The project keeps TypeScript 5.9 as `typescript-classic` for this one purpose:
 * the hook below hands it to typescript-eslint's own modules when they ask for `typescript`;
 * everything else (tsc, Vite, Storybook) still gets TypeScript 7. docs/decisions.md, "Lint".
 */
import Module, { createRequire } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';

const require = createRequire(import.meta.url);
const classicTypeScript = require.resolve('typescript-classic');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveForLint(request, parent, ...rest) {
  if (request === 'typescript' && /node_modules[\\/](@typescript-eslint[\\/]|typescript-eslint[\\/]|ts-api-utils[\\/])/.test(parent?.filename ?? '')) {
    return classicTypeScript;
  }
  return resolveFilename.call(this, request, parent, ...rest);
};

const { default: tseslint } = await import('typescript-eslint');
const { default: reactHooks } = await import('eslint-plugin-react-hooks');
const { default: jsxA11y } = await import('eslint-plugin-jsx-a11y');

/** Import specifiers (relative, as written) that a layer may not use, as regular expressions. */
const upperLayers = {
  core: ['domain', 'api', 'stores', 'features', 'page', 'loader', 'behaviours'],
  domain: ['api', 'stores', 'features', 'page', 'loader', 'behaviours'],
  api: ['stores', 'features', 'page', 'loader', 'behaviours'],
  stores: ['features', 'page', 'loader', 'behaviours'],
  behaviours: ['features', 'page', 'loader'],
  features: ['page', 'loader', 'behaviours'],
};

/** What the shipped library never imports: the demo's and the tests' own folders. */
const NOT_SHIPPED = {
  regex: '(^|/)(emulator|cms-templates|fixtures|stories|test|scripts)/',
  message: 'The shipped library never imports the emulator, CMS templates, fixtures, stories, tests or scripts.',
};

function layerRule(layer) {
  const patterns = [
    NOT_SHIPPED,
    ...upperLayers[layer].map((upper) => ({
      regex: `(^|/)(src/)?${upper}/`,
      message: `Layers run one way (core <- domain <- api <- stores <- features <- elements): src/${layer} may not import src/${upper}.`,
    })),
    { regex: '(^|/)elements/', message: `src/${layer} may not import elements/: elements sit on top of every layer.` },
  ];
  if (layer === 'features') {
    // A feature reaches another only through the shared stores: '../<other-feature>/...'.
    patterns.push({ regex: '^\\.\\./(?!\\.)', message: 'A feature never imports another feature; share state through src/stores.' });
  }
  return { 'no-restricted-imports': ['error', { patterns }] };
}

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'bench/', 'node_modules/', '.tmp/', 'coverage/', 'test-results/', 'playwright-report/', '.storybook/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('...')` keeps a module out of a chunk while naming its types (src/loader).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Stories and tests poke at the page on purpose (cookies and <html lang> in effects, loose
    // fixtures); the library's own views keep the full React Compiler rule set.
    files: ['stories/**/*.tsx', 'test/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  ...Object.keys(upperLayers).map((layer) => ({ files: [`src/${layer}/**/*.{ts,tsx}`], rules: layerRule(layer) })),
  {
    files: ['src/page/**/*.ts', 'src/loader/**/*.ts', 'src/*.ts', 'elements/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_SHIPPED] }] },
  },
  {
    // The emulator is a second reading of the service contracts: it never imports the library.
    files: ['emulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(src|elements)/', message: 'The emulator never imports the library: it is a second reading of the contracts.' }] },
      ],
    },
  },
);
