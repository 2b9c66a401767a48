import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// On CI a failed test runs once more; one that passes only then is named by npm test
// (scripts/vitest-retried.ts) as flaky, and a test failing twice still fails the run.
const retry = process.env.CI ? 1 : 0;

// One Vitest run over every project; `npm test` sums it with Playwright.
export default defineConfig({
  test: {
    projects: [
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
    ],
  },
});
