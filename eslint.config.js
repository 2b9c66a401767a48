import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependency direction: apps -> packages/ui -> packages/contract. A feature
// never reaches into another feature's internals (only its index.ts).
const FEATURES = ['auth', 'home', 'games', 'wallet', 'vip', 'account', 'messages', 'activity', 'content', 'service', 'situation'];

// Apps import single endpoints (`configLogo`), never a whole area object
// (`configApi`): a module is tree-shaken statement by statement, so one use of
// the area object would put every endpoint's schemas on the first screen.
const AREA_OBJECTS = {
  regex: '^@site/contract(/api/.*)?$',
  importNamePattern: 'Api$',
  message: 'Import the single endpoint (e.g. configLogo), not the area object: it keeps every endpoint in the bundle.',
};

const featureBoundaries = FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `features/(?!${feature}/)[^/]+/.+`,
            message: 'Import another feature through its index.ts only (features/<name>), never its internals.',
          },
          { group: ['@site/server', '@site/server/*', '**/apps/server/**'], message: 'The web app never imports the server.' },
          AREA_OBJECTS,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.d.ts', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright fixtures must destructure their (unused) dependencies as `{}`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/cashier/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/cashier/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [AREA_OBJECTS] }] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@site/ui', '@site/ui/*', '@site/web', '@site/server', 'react', 'react-dom'], message: 'contract depends on nothing above it' }] },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@site/web', '@site/web/*', '@site/server', '@site/server/*', '**/apps/**'], message: 'ui depends only on contract' }] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@site/web', '@site/web/*', '@site/ui', '@site/ui/*', '**/apps/web/**', 'react'], message: 'The server never imports from apps or ui' }] },
      ],
    },
  },
  ...featureBoundaries,
);
