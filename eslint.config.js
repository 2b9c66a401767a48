import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependency direction: apps -> packages/ui and packages/client -> packages/contract
// (ui and client never import each other or an app). A feature
// never reaches into another feature's internals (only its index.ts).
// The feature folders are read, not listed, so a new feature is bounded from its first file.
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

// Apps import single endpoints (`configLogo`), never a whole area object
// (`configApi`): a module is tree-shaken statement by statement, so one use of
// the area object would put every endpoint's schemas on the first screen.
const AREA_OBJECTS = {
  regex: '^@site/contract(/api/.*)?$',
  importNamePattern: 'Api$',
  message: 'Import the single endpoint (e.g. configLogo), not the area object: it keeps every endpoint in the bundle.',
};

// Issue 18: every error code is named once, in packages/contract/src/codes (e.g. FUND_ERROR_CODES.withdrawLocked);
// a six-digit string anywhere else in apps/ and packages/ is a code written a second time. Tests
// (**/*.test.ts(x), **/test/**) and e2e/ are exempt on purpose: they check the wire independently of the
// contract's names (a wrong name in the contract must fail them, not pass with them), so they keep literals.
const CODE_LITERAL_MESSAGE = 'A six-digit error code: use its name from packages/contract/src/codes (issue 18).';
const CODE_LITERALS = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
  ignores: ['packages/contract/src/**', '**/*.test.{ts,tsx}', '**/test/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'Literal[value=/^\\d{6}$/]', message: CODE_LITERAL_MESSAGE },
      { selector: 'TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=/^\\d{6}$/]', message: CODE_LITERAL_MESSAGE },
    ],
  },
};

// Features and shared/ never import the app (apps/web/src/app): the app assembles them (issue 18).
// Tests may: they render the app's shell around a feature.
const NOT_THE_APP = {
  regex: '^(\\.\\./)+app(/|$)|/src/app/',
  message: 'features/ and shared/ never import app/: page paths come from the owning feature (features/<f>/paths.ts), routing types from shared/routing.',
};

// Besides its index.ts, a feature's paths.ts and pages.ts are public: plain data (path builders,
// page declarations) without components, so linking to a page never pulls its screen in.
const TESTS = ['**/*.test.{ts,tsx}'];
const boundaryPatterns = (feature) => [
  {
    regex: `features/(?!${feature}/)[^/]+/(?!(paths|pages)$).+`,
    message: 'Import another feature through its index.ts (or its public paths.ts / pages.ts) only, never its internals.',
  },
  { group: ['@site/server', '@site/server/*', '**/apps/server/**'], message: 'The web app never imports the server.' },
  AREA_OBJECTS,
];
const featureBoundaries = FEATURES.flatMap((feature) => [
  {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [...boundaryPatterns(feature), NOT_THE_APP] }] },
  },
  {
    files: TESTS.map((glob) => `apps/web/src/features/${feature}/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(feature) }] },
  },
]);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/*.d.ts', 'test-results/**', 'playwright-report/**', 'data/**'] },
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
    files: ['apps/web/**/*.{ts,tsx}', 'apps/cashier/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [AREA_OBJECTS] }] },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [AREA_OBJECTS, NOT_THE_APP] }] },
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
    // The back office (issue 37) builds on the contract, the client and ui, never on another app or the server.
    files: ['apps/backoffice/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@site/web', '@site/web/*', '@site/cashier', '@site/cashier/*', '@site/server', '@site/server/*', '**/apps/web/**', '**/apps/cashier/**', '**/apps/server/**'], message: 'The back office never imports another app or the server: share through packages/*.' },
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
  CODE_LITERALS,
  // After CODE_LITERALS: both set no-restricted-syntax, and the later one wins for a .tsx of the web.
  {
    // Components use hooks (issue 18): an endpoint is called from a per-endpoint file in an api/
    // folder (fetcher + queryOptions + hook, as apps/cashier/src/api/useBalance.ts), never from a
    // .tsx. Syntax, not no-restricted-imports, so it adds to the feature rules instead of replacing them.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...CODE_LITERALS.rules['no-restricted-syntax'].slice(1),
        {
          selector: "ImportDeclaration[importKind!='type'][source.value=/((^|\\/)api\\/(call|money-call|request|client)|@site\\/client\\/(client|money-call|request))$/]",
          message: 'Components use hooks: call the endpoint from a use*.ts file in the api/ folder of its feature (fetcher + queryOptions + hook).',
        },
      ],
    },
  },
  ...featureBoundaries,
);
