import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependency direction: apps -> packages/ui and packages/client -> packages/contract
// (ui and client never import each other or an app). A feature
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [AREA_OBJECTS] }] },
  },
  {
    // Components use hooks (issue 18): an endpoint is called from a per-endpoint file in an api/
    // folder (fetcher + queryOptions + hook, as apps/cashier/src/api/useBalance.ts), never from a
    // .tsx. Syntax, not no-restricted-imports, so it adds to the feature rules instead of replacing them.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[importKind!='type'][source.value=/((^|\\/)api\\/(call|money-call|request|client)|@site\\/client\\/(client|money-call|request))$/]",
          message: 'Components use hooks: call the endpoint from a use*.ts file in the api/ folder of its feature (fetcher + queryOptions + hook).',
        },
      ],
    },
  },
  {
    // The cashier frame talks to the host only through packages/contract/src/frame.ts (DESIGN 5):
    // it builds on @site/client, @site/ui and @site/contract, never on the web app or the server.
    files: ['apps/cashier/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@site/web', '@site/web/*', '**/apps/web/**', '@site/server', '@site/server/*', '**/apps/server/**'], message: 'The cashier never imports the web app or the server: share through packages/*.' },
            { regex: '^(\\.\\./)+(web|server)/', message: 'The cashier never imports the web app or the server: share through packages/*.' },
            AREA_OBJECTS,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@site/ui', '@site/ui/*', '@site/web', '@site/web/*', '@site/cashier', '@site/cashier/*', '@site/server', '@site/server/*', '**/apps/**', 'react', 'react-dom', '@tanstack/react-query'],
              message: 'client depends only on contract (and query-core): apps inject the rest through its environment',
            },
            AREA_OBJECTS,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@site/ui', '@site/ui/*', '@site/client', '@site/client/*', '@site/web', '@site/cashier', '@site/server', 'react', 'react-dom'], message: 'contract depends on nothing above it' }] },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@site/client', '@site/client/*', '@site/web', '@site/web/*', '@site/cashier', '@site/cashier/*', '@site/server', '@site/server/*', '**/apps/**'], message: 'ui depends only on contract' }] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@site/web', '@site/web/*', '@site/cashier', '@site/cashier/*', '@site/ui', '@site/ui/*', '@site/client', '@site/client/*', '**/apps/web/**', '**/apps/cashier/**', 'react'], message: 'The server never imports from apps, ui or client' }] },
      ],
    },
  },
  ...featureBoundaries,
);
