import { test as base, expect } from '@playwright/test';

/** `baseURL` is the jade server started by global-setup.ts; `brandUrl` reaches the others. */
export const test = base.extend<{ brandUrl: (brand: 'jade' | 'pearl' | 'amber') => string }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_URL_JADE);
  },
  brandUrl: async ({}, use) => {
    await use((brand) => {
      const url = process.env[`E2E_URL_${brand.toUpperCase()}`];
      if (!url) throw new Error(`no server for ${brand}`);
      return url;
    });
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };
