import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { freshCode } from './totp';
import { ops } from './ops';

/**
 * The back office in the e2e suite (issue 37): staff made as an operator makes the first admin
 * (`npm run ops -- staff create`), logged in through the login page as a member would, the
 * authenticator app played by otpauth with the secret the enrolment page shows.
 */
export interface StaffLogin {
  name: string;
  password: string;
  /** The base32 secret read off the enrolment page (null until the member enrolled). */
  secret: string | null;
}

/** `npm run ops -- staff create <name> --role <roles>`: the member and the one-time password it prints. */
export function createStaffByOps(dataDir: string, name: string, roles: string): StaffLogin {
  const out = ops(dataDir, 'staff', 'create', name, '--role', roles);
  const password = /one-time password: (\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`no password in: ${out}`);
  return { name, password, secret: null };
}

// The authenticator app: shared with the players' two-factor journey (e2e/totp.ts).
export { freshCode, totpCode } from './totp';

/** Logs in through /backoffice/login; the first time, enrols two-factor (reads the key off the page, confirms with its code, keeps the recovery codes). */
export async function staffLogin(page: Page, baseUrl: string, member: StaffLogin): Promise<StaffLogin> {
  await page.goto(`${baseUrl}/backoffice/login`);
  await page.getByLabel(/員工帳號|Staff name/).fill(member.name);
  await page.getByLabel(/^密碼$|^Password$/).fill(member.password);
  await page.getByRole('button', { name: /下一步|Next/ }).click();
  const enrol = page.getByRole('heading', { name: /設定兩步驟驗證|Set up two-factor login/ });
  const code = page.getByLabel(/^驗證碼$|^Code$/);
  // The enrolment step shows its heading and the code field together: either is enough.
  await expect(enrol.or(code).first()).toBeVisible();
  if (await enrol.isVisible()) {
    const secret = ((await page.locator('code.bo-secret').textContent()) ?? '').replace(/\s/g, '');
    member = { ...member, secret };
    await code.fill(await freshCode(secret));
    await page.getByRole('button', { name: /完成設定|Finish set-up/ }).click();
    await expect(page.getByRole('heading', { name: /備用碼|Recovery codes/ })).toBeVisible();
    await page.getByLabel(/我已妥善保存備用碼|I have kept my recovery codes/).check();
    await page.getByRole('button', { name: /進入後台|Go to the back office/ }).click();
  } else {
    if (!member.secret) throw new Error(`${member.name} is enrolled but the test does not know the secret`);
    await code.fill(await freshCode(member.secret));
    await page.getByRole('button', { name: /^登入$|^Log in$/ }).click();
  }
  await expect(page.getByRole('navigation', { name: /功能選單|Menu/ })).toBeVisible();
  return member;
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Nothing loading: every loading state of the back office is an aria-busy region (the staff stream keeps the network busy, so never networkidle). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * No axe violation (WCAG 2.2 AA) on the page at rest: settled, fonts in, animations finished (a dialog measured at
 * its final colours), and the pointer off the buttons (a button left hovered would be measured in its hover colours).
 */
export async function staffAxe(page: Page, label: string): Promise<void> {
  await settled(page);
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const lines = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.html.slice(0, 100)}`));
  expect(lines, `axe on ${label}`).toEqual([]);
}

/** The theme by the page's own toggle (the login page and the shell's header have one). */
export async function setStaffTheme(page: Page, dark: boolean): Promise<void> {
  const toggle = page.getByRole('button', { name: /^(深色模式|Dark theme)$/ });
  if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
  await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /\blight\b/);
}

/** staffAxe in the light theme, then the dark one, then back to light. */
export async function staffAxeBothThemes(page: Page, label: string): Promise<void> {
  for (const dark of [false, true]) {
    await setStaffTheme(page, dark);
    await staffAxe(page, `${label}, ${dark ? 'dark' : 'light'}`);
  }
  await setStaffTheme(page, false);
}
