// Import circles and layer rules, run by `npm run deps` and `npm test` (scripts/test-all.mjs).
// eslint.config.js says the same directions per file; this one sees the whole graph, so it
// also catches circles and reaches through `@site/*` workspace packages to their real files.
//
// Type-only imports (`import type`) count for circles too. They are erased before any module runs,
// so such a circle cannot leave a module half-initialised, but the two modules still cannot be read or
// moved apart, and one later value import turns it into a runtime circle without a word. Moving the
// type to the lower module (or a small types file) is cheap. Dynamic `import()` counts as well (issue 35):
// a page table's lazy `import()` of a screen that links back through the table is still a loop (the
// builders could not be read or moved without the screens), so a feature declares its addresses and
// path builders in paths.ts and its page table (pages.ts) imports them, never the other way round.

const FEATURE_ENTRIES = '(index|paths|pages)\\.tsx?$';
// Tests may wire layers together (render the shell around a feature, borrow another feature's
// fixtures): they ship nowhere. Circles still count for them.
const TESTS = '(\\.test\\.tsx?$|/test/|/testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle, lazy import() and import type edges included: its modules cannot be read or moved apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      comment: 'packages/contract is the bottom layer: it depends on nothing above it.',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/(client|ui)|apps|e2e)/' },
    },
    {
      name: 'ui-not-client-or-apps',
      severity: 'error',
      comment: 'packages/ui builds on the contract only, never on the client or an app.',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/client|apps|e2e)/' },
    },
    {
      name: 'client-not-ui-or-apps',
      severity: 'error',
      comment: 'packages/client builds on the contract only; apps inject the rest through its environment.',
      from: { path: '^packages/client/' },
      to: { path: '^(packages/ui|apps|e2e)/' },
    },
    {
      name: 'cashier-not-web-or-server',
      severity: 'error',
      comment: 'The cashier frame shares with the host only through packages/* (DESIGN 5).',
      from: { path: '^apps/cashier/' },
      to: { path: '^apps/(web|server)/' },
    },
    {
      name: 'backoffice-not-other-apps',
      severity: 'error',
      comment: 'The back office (issue 37) talks to the server over HTTP only and shares with the site through packages/*.',
      from: { path: '^apps/backoffice/' },
      to: { path: '^apps/(web|cashier|server)/' },
    },
    {
      name: 'server-not-apps-ui-client',
      severity: 'error',
      comment: 'The server builds on the contract only.',
      from: { path: '^apps/server/' },
      to: { path: '^(apps/(web|cashier|backoffice)|packages/(ui|client))/' },
    },
    {
      name: 'server-services-not-http',
      severity: 'error',
      comment: 'Services throw domain errors (domain/errors.ts) and take languages from domain/; http/ maps them to the envelope (issue 35).',
      from: { path: '^apps/server/src/services/' },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'server-db-not-services',
      severity: 'error',
      comment: 'db/ is the bottom of the server (schema, migrations, connection); the seed, which uses services, lives in bootstrap/seed (issue 35).',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(services|bootstrap|routes|http)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP only.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/(server|cashier|backoffice)/' },
    },
    {
      name: 'web-features-and-shared-not-app',
      severity: 'error',
      comment: 'apps/web/src/app composes features and shared code; they never reach back into it.',
      from: { path: '^apps/web/src/(features|shared)/', pathNot: TESTS },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-through-its-entry',
      severity: 'error',
      comment: `A feature imports another only through its public entry (index.ts, paths.ts or pages.ts).`,
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: [`^apps/web/src/features/$1/`, `^apps/web/src/features/[^/]+/${FEATURE_ENTRIES}`],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|coverage|test-results|playwright-report)/' },
    // `import type` is kept in the graph (labelled type-only) so the rules above see it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspaces: `@site/contract/api/config` resolves through the package's `exports` to its .ts file.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
