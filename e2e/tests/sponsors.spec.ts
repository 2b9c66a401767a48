import { expect, test } from '../fixtures';

// Sponsors (SPEC 2): the list shows ten sponsors from the server; each opens its own detail.

test('each of the ten sponsors opens from the list and shows its title', async ({ page }) => {
  await page.goto('/stationary/sponsor');
  await expect(page.getByRole('heading', { level: 1, name: '贊助夥伴' })).toBeVisible();
  const list = page.getByRole('list', { name: '贊助夥伴列表' });
  const links = list.getByRole('link');
  await expect(links).toHaveCount(10);
  const titles = await links.allInnerTexts();
  expect(new Set(titles).size).toBe(10);
  for (const title of titles) {
    await list.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/stationary\/sponsor\/\d+$/);
    await expect(page.getByRole('img', { name: `${title} 的形象圖` })).toBeVisible();
    await page.getByRole('link', { name: '返回贊助夥伴' }).click();
    await expect(list.getByRole('link')).toHaveCount(10);
  }
});

test('an unknown sponsor says so and links back to the list', async ({ page }) => {
  await page.goto('/stationary/sponsor/9999');
  await expect(page.getByRole('heading', { level: 1, name: '找不到此贊助夥伴' })).toBeVisible();
  await page.getByRole('link', { name: '返回贊助夥伴' }).click();
  await expect(page.getByRole('list', { name: '贊助夥伴列表' }).getByRole('link')).toHaveCount(10);
});

for (const width of [390, 1440]) {
  test(`the list and a detail fit a ${width} px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/stationary/sponsor');
    const list = page.getByRole('list', { name: '贊助夥伴列表' });
    await expect(list.getByRole('link')).toHaveCount(10);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await list.getByRole('link').first().click();
    await expect(page.getByRole('link', { name: '返回贊助夥伴' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
}

test('the sponsors follow the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('site.settings', JSON.stringify({ state: { language: 'en' }, version: 1 })));
  await page.goto('/stationary/sponsor/7');
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Arrow Archery Team' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sponsorships' })).toBeVisible();
});
