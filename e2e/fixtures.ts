import { test as base, expect, type Page } from '@playwright/test';

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
    awaitStart(page);
    await use(page);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };

/**
 * A page the server rendered (issue 22) shows its markup before the app has hydrated it, and a choice
 * made then is lost when it does (as a player's would be, in those few milliseconds): after `goto` and
 * `reload`, wait until the app has started (App.tsx marks `<html data-started>`) when the page is ours.
 */
export function awaitStart(page: Page): void {
  const started = async () => {
    await page
      .waitForFunction(() => !document.getElementById('ssr-state') || document.documentElement.hasAttribute('data-started'), null, { timeout: 20_000 })
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}

/** Home shows the login advert once a day (SPEC 4); a journey on `/` closes it as a player would. */
export async function closeLoginAdvert(page: Page): Promise<void> {
  const advert = page.getByRole('dialog', { name: '活動公告' });
  await expect(advert).toBeVisible();
  await advert.getByRole('button', { name: '關閉' }).first().click();
  await expect(advert).toBeHidden();
}

/** The same, where the advert may or may not be due (it shows once a day per player). */
export async function closeLoginAdvertIfShown(page: Page): Promise<void> {
  const advert = page.getByRole('dialog', { name: '活動公告' });
  try {
    await advert.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    return;
  }
  await advert.getByRole('button', { name: '關閉' }).first().click();
  await expect(advert).toBeHidden();
}
