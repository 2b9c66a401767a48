import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createStaffByOps, freshCode, staffLogin, totpCode, type StaffLogin, staffAxe as axe, setStaffTheme as setTheme } from '../backoffice';
import { test, expect } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 37, back office part 1: the first admin (made by `npm run ops -- staff create`) enrols two-factor, creates
// a finance and a risk member in the staff page (one-time passwords shown once); each logs in in a browser of its
// own and enrols with a code computed here; five wrong codes lock the risk member's login in the contract's words
// and the admin unlocks it; the audit log shows the creations and the unlock with before and after. axe on every
// screen (login, enrolment, recovery codes, dashboard, staff, audit) in light and dark at 1440x900 and 1024x768.
// On a server of its own: it makes staff.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

const SIZES = [
  [1440, 900],
  [1024, 768],
] as const;

/** The language by the page's own selector. */
async function setLanguage(page: Page, language: 'zh-TW' | 'en'): Promise<void> {
  // The select sits in its label: its name is the label and the chosen language.
  await page.getByRole('combobox', { name: /^(語言|Language)/ }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * axe at both sizes in light and dark (zh-TW); with BACKOFFICE_SHOTS=<folder>, each variant in zh-TW and English
 * saved as <folder>/staff-<name>-<width>-<theme>-<language>.png (for looking at, not compared). Back to 1440, light, zh-TW.
 */
async function everyVariant(page: Page, name: string): Promise<void> {
  const folder = process.env.BACKOFFICE_SHOTS;
  if (folder) mkdirSync(folder, { recursive: true });
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const dark of [false, true]) {
      await setTheme(page, dark);
      await axe(page, `${name} at ${width}, ${dark ? 'dark' : 'light'}`);
      if (!folder) continue;
      for (const language of ['zh-TW', 'en'] as const) {
        await setLanguage(page, language);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.screenshot({ path: join(folder, `staff-${name}-${width}-${dark ? 'dark' : 'light'}-${language}.png`), fullPage: true });
      }
      await setLanguage(page, 'zh-TW');
    }
  }
  await setTheme(page, false);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A new browser of the member's own, logged in (enrolling the first time with a code computed here). */
async function ownBrowser(browser: Browser, member: StaffLogin): Promise<{ page: Page; member: StaffLogin }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  return { page, member: await staffLogin(page, server.url, member) };
}

/** Creates a member on the staff page; answers the one-time password the page shows once. */
async function createMember(page: Page, name: string, role: string, check = false): Promise<StaffLogin> {
  const form = page.getByRole('form', { name: '新增員工' });
  await form.getByLabel('員工帳號').fill(name);
  await form.getByRole('checkbox', { name: role, exact: true }).check();
  await form.getByRole('button', { name: '建立員工' }).click();
  const created = page.getByRole('region', { name: `已建立員工 ${name}` });
  await expect(created).toBeVisible();
  await expect(created.getByText(/僅顯示這一次/)).toBeVisible();
  await expect(created.getByRole('button', { name: '複製一次性密碼' })).toBeVisible();
  const password = ((await created.locator('code').textContent()) ?? '').trim();
  expect(password.length).toBeGreaterThanOrEqual(16);
  if (check) await everyVariant(page, 'created');
  await created.getByRole('button', { name: '完成' }).click();
  await expect(created).toBeHidden();
  return { name, password, secret: null };
}

const staffRow = (page: Page, name: string) => page.getByRole('table', { name: '員工列表' }).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('an admin makes a finance and a risk member who enrol two-factor; five wrong codes lock a login; the audit log shows it all', async ({ page, browser }) => {
  // Screenshots (BACKOFFICE_SHOTS) take their own minutes.
  test.setTimeout(process.env.BACKOFFICE_SHOTS ? 600_000 : 120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  let admin = createStaffByOps(server.dataDir, 'boadmin', 'admin');

  // The admin's first login: the password, then enrolment (the QR code and the key), then the recovery codes once.
  await page.goto(`${server.url}/backoffice/login`);
  await expect(page.getByRole('heading', { level: 1, name: '營運後台登入' })).toBeVisible();
  await everyVariant(page, 'login');
  await page.getByLabel('員工帳號').fill(admin.name);
  await page.getByLabel('密碼', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '設定兩步驟驗證' })).toBeVisible();
  await expect(page.getByRole('img', { name: '兩步驟驗證的 QR 碼' })).toBeVisible();
  await everyVariant(page, 'enrolment');
  admin = { ...admin, secret: ((await page.locator('code.bo-secret').textContent()) ?? '').replace(/\s/g, '') };
  await page.getByLabel('驗證碼').fill(await freshCode(admin.secret ?? ''));
  await page.getByRole('button', { name: '完成設定' }).click();
  await expect(page.getByRole('heading', { name: '備用碼' })).toBeVisible();
  await expect(page.getByRole('list', { name: '備用碼' }).getByRole('listitem')).toHaveCount(10);
  await everyVariant(page, 'recovery');
  await page.getByLabel('我已妥善保存備用碼').check();
  await page.getByRole('button', { name: '進入後台' }).click();

  // The dashboard: today's and this month's figures and the queues.
  await expect(page.getByRole('heading', { level: 1, name: '總覽' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^金額，今日/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '存款審核' }).first()).toBeVisible();
  await everyVariant(page, 'dashboard');

  // The staff page: a finance and a risk member, each password shown once.
  await page.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: '員工管理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '員工管理' })).toBeVisible();
  const finance = await createMember(page, 'fin01', '財務');
  const risk = await createMember(page, 'risk01', '風控', true);
  await expect(staffRow(page, 'fin01')).toContainText('財務');
  await expect(staffRow(page, 'risk01')).toContainText('尚未設定');
  // One's own account is refused in the contract's words; the focus goes back to the row's button.
  await page.getByRole('button', { name: '停用 boadmin' }).click();
  const dialog = page.getByRole('dialog', { name: '確定停用 boadmin？' });
  await dialog.getByRole('button', { name: '停用', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('無法停用自己的帳號');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('button', { name: '停用 boadmin' })).toBeFocused();
  await everyVariant(page, 'staff');

  // Each new member logs in in a browser of its own and enrols with a code computed here.
  const fin = await ownBrowser(browser, finance);
  await expect(fin.page.getByRole('heading', { level: 1, name: '總覽' })).toBeVisible();
  await expect(fin.page.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: '員工管理' })).toHaveCount(0);
  await fin.page.context().close();
  const rk = await ownBrowser(browser, risk);
  await rk.page.context().close();

  // Five wrong codes lock the risk member's login, in the contract's words.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const lockPage = await other.newPage();
  await lockPage.goto(`${server.url}/backoffice/login`);
  await lockPage.getByLabel('員工帳號').fill(rk.member.name);
  await lockPage.getByLabel('密碼', { exact: true }).fill(rk.member.password);
  await lockPage.getByRole('button', { name: '下一步' }).click();
  const wrong = String((Number(totpCode(rk.member.secret ?? '')) + 500_000) % 1_000_000).padStart(6, '0');
  for (let left = 4; left >= 1; left--) {
    await lockPage.getByLabel('驗證碼').fill(wrong);
    await lockPage.getByRole('button', { name: '登入', exact: true }).click();
    await expect(lockPage.getByRole('alert')).toHaveText(`帳號、密碼或驗證碼錯誤，還可再試 ${left} 次`);
  }
  await lockPage.getByLabel('驗證碼').fill(wrong);
  await lockPage.getByRole('button', { name: '登入', exact: true }).click();
  await expect(lockPage.getByRole('alert')).toContainText('錯誤次數過多，登入已暫時鎖定');
  await other.close();

  // The admin sees the lock and ends it.
  await page.reload();
  await expect(staffRow(page, 'risk01')).toContainText('鎖定至');
  await page.getByRole('button', { name: '解鎖 risk01' }).click();
  await page.getByRole('dialog', { name: '確定解鎖 risk01？' }).getByRole('button', { name: '解鎖', exact: true }).click();
  await expect(staffRow(page, 'risk01')).toContainText('啟用中');
  await expect(staffRow(page, 'risk01')).toContainText('已設定');

  // The audit log: the creations with their values, the unlock with the lock before and none after.
  await page.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: '稽核紀錄' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '稽核紀錄' })).toBeVisible();
  const filters = page.getByRole('form', { name: '篩選稽核紀錄' });
  await filters.getByLabel('動作（開頭為）').fill('staff.create');
  await filters.getByRole('button', { name: '搜尋' }).click();
  const log = page.getByRole('table', { name: '稽核紀錄' });
  const created = (name: string) => log.getByRole('row').filter({ hasText: new RegExp(`name.*${name}`) });
  await expect(log.getByRole('row')).toHaveCount(4);
  await expect(created('fin01')).toContainText('staff.create');
  await expect(created('fin01')).toContainText('boadmin');
  await expect(created('fin01')).toContainText('127.0.0.1');
  await expect(created('fin01')).toContainText(/roles.*\["finance"\]/);
  await expect(created('risk01')).toContainText(/roles.*\["risk"\]/);
  await filters.getByLabel('動作（開頭為）').fill('staff.unlock');
  await filters.getByRole('button', { name: '搜尋' }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').last()).toContainText(/lockedUntil.+→.+null/);
  await filters.getByRole('button', { name: '清除' }).click();
  await expect(log.getByRole('row')).not.toHaveCount(2);
  await everyVariant(page, 'audit');
});
