import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One Vitest run over every project; `npm test` sums it with Playwright.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', root: 'packages/contract', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20000,
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
        },
      },
    ],
  },
});
