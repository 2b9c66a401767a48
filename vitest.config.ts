import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// On CI a failed test runs once more; one that passes only then is named by npm test
// (scripts/vitest-retried.ts) as flaky, and a test failing twice still fails the run.
const retry = process.env.CI ? 1 : 0;

// One Vitest run over every project; `npm test` sums it with Playwright.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. The server's files spend much of
    // their time waiting (HTTP round trips, PostgreSQL, child servers, timers), so two share two cores well:
    // the server suite took 240 s instead of 318 s (docs/decisions.md, "CI speed").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // `npm run coverage`: v8 line coverage of the server and the contract, the two whose tests must never lose ground
    // (docs/testing.md); off unless asked, it slows every file it instruments.
    coverage: {
      provider: 'v8',
      include: ['apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'apps/server/src/test/**'],
      reportsDirectory: 'node_modules/.reports/coverage',
    },
    projects: [
      {
        // The bench's pure helpers (scripts/bench): the CPU-time blocking and the floor page's tree (issue 36).
        test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['bench/**/*.test.mjs'], retry },
      },
      {
        test: { name: 'contract', root: 'packages/contract', environment: 'node', include: ['src/**/*.test.ts'], retry },
      },
      {
        test: { name: 'client', root: 'packages/client', environment: 'jsdom', include: ['src/**/*.test.ts'], retry },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20000,
          // A fresh database per file: migrating one on PostgreSQL (DATABASE_URL) on a busy machine passes 10 s.
          hookTimeout: 60000,
          // The server's files share a worker's modules instead of importing the whole server again each (import
          // was 148 of the suite's 240 s). They can: every test talks HTTP to servers of its own over databases of
          // its own, none mocks a module or stubs the environment, and the process-wide listeners (ledger
          // movements, live-event hubs) are removed when a server closes, as many servers already share a file.
          isolate: false,
          retry,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          root: 'packages/ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../scripts/vitest-setup.ts'],
          testTimeout: 15000,
          retry,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../scripts/vitest-setup.ts'],
          testTimeout: 15000,
          retry,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'cashier',
          root: 'apps/cashier',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../scripts/vitest-setup.ts'],
          testTimeout: 15000,
          retry,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'backoffice',
          root: 'apps/backoffice',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../scripts/vitest-setup.ts'],
          testTimeout: 15000,
          retry,
        },
      },
    ],
  },
});
