import { closeLoginAdvert, test, expect } from '../fixtures';

const SIDE_MENU: Record<'jade' | 'pearl' | 'amber', { present: RegExp[]; absent: RegExp[] }> = {
  jade: { present: [/邀請好友/, /代理/, /官方媒體/, /關於我們/, /幫助中心/], absent: [] },
  pearl: { present: [/邀請好友/, /幫助中心/], absent: [/代理/, /官方媒體/, /關於我們/] },
  amber: { present: [/邀請好友/, /代理/, /官方媒體/, /關於我們/, /幫助中心/], absent: [] },
};

for (const brand of ['jade', 'pearl', 'amber'] as const) {
  test(`${brand}: side menu, footer menu and language selector follow the brand`, async ({ page, brandUrl }) => {
    await page.goto(`${brandUrl(brand)}/`);
    await closeLoginAdvert(page);
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);

    const footer = page.getByRole('navigation', { name: '網站資訊' });
    await expect(footer.getByRole('link', { name: /關於我們/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /幫助中心/ })).toBeVisible();
    const fullFooter = brand !== 'amber';
    await expect(footer.getByRole('link', { name: /代理/ })).toHaveCount(fullFooter ? 1 : 0);
    await expect(footer.getByRole('link', { name: /條款/ })).toHaveCount(fullFooter ? 1 : 0);
    await expect(footer.getByRole('link', { name: /責任/ })).toHaveCount(fullFooter ? 1 : 0);
    await expect(page.getByText(/2018-2025/)).toBeVisible();

    // pearl shows the language selector only when logged in.
    await expect(page.getByRole('combobox', { name: '語言' })).toHaveCount(brand === 'pearl' ? 0 : 1);

    await page.getByRole('button', { name: '開啟選單' }).click();
    const menu = page.getByRole('dialog', { name: '選單' });
    await expect(menu).toBeVisible();
    for (const name of SIDE_MENU[brand].present) await expect(menu.getByRole('link', { name })).toBeVisible();
    for (const name of SIDE_MENU[brand].absent) await expect(menu.getByRole('link', { name })).toHaveCount(0);
    await menu.getByRole('button', { name: '關閉選單' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: '開啟選單' })).toBeFocused();
  });
}

// Amber's side menu for frontend type 2 is SideMenu.test.tsx's ('amber: as jade, without invite friends for frontend type 2').
