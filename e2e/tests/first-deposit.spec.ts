import type { FrameLocator, Page } from '@playwright/test';
import { latestCode } from '../api';
import { solveCaptchaIfAsked } from '../captcha';
import { cashierFrame, newestRecord, pngPicture, taiwanIdFor } from '../cashier';
import { closeLoginAdvertIfShown, expect, test } from '../fixtures';
import { ops } from '../ops';
import { skipLimitsOffer } from '../protection';

// Issue 34: from a new account to a deposit order without leaving the cashier, every step listed at once and done in place.

const START = '/stationary/agency';
const dataDir = () => process.env.E2E_DATA_JADE as string;
const STEPS = '首次儲值前，請完成以下步驟';

/** Registers a new player by phone through the popup (the code from the dev outbox); the phone is then bound. */
async function registerByPhone(page: Page, baseURL: string): Promise<string> {
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const username = `fd${Date.now().toString(36)}${Math.floor(Math.random() * 90 + 10)}`;
  await page.goto(START);
  await page.getByRole('banner').getByRole('button', { name: '註冊', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '會員註冊' });
  await dialog.getByRole('textbox', { name: '手機號碼' }).fill(phone);
  await dialog.getByRole('button', { name: '發送驗證碼' }).click();
  await solveCaptchaIfAsked(page, dataDir());
  await expect(dialog.getByRole('button', { name: /秒後重發/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: '驗證碼' }).fill(await latestCode(baseURL, phone));
  await dialog.getByRole('checkbox', { name: /我已年滿18歲/ }).check();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByRole('textbox', { name: '帳號', exact: true }).fill(username);
  await dialog.getByLabel('密碼', { exact: true }).fill('abc12345');
  await dialog.getByLabel('確認密碼', { exact: true }).fill('abc12345');
  await dialog.getByRole('button', { name: '註冊', exact: true }).click();
  await solveCaptchaIfAsked(page, dataDir());
  await skipLimitsOffer(page);
  await closeLoginAdvertIfShown(page);
  await expect(page.getByRole('button', { name: '用戶中心' })).toBeVisible();
  return username;
}

/** The deposit page from the header, and its checklist as the server lists it for a player registered by phone. */
async function openChecklist(page: Page): Promise<{ frame: FrameLocator; steps: ReturnType<FrameLocator['getByRole']> }> {
  await page.getByRole('banner').getByRole('link', { name: '儲值' }).click();
  await expect(page).toHaveURL(/\/finance\/recharge/);
  const frame = cashierFrame(page);
  const steps = frame.getByRole('region', { name: STEPS });
  const items = steps.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('綁定手機號碼已完成');
  await expect(items.nth(1)).toContainText('設定託售密碼待完成');
  await expect(items.nth(2)).toContainText('綁定銀行卡或錢包地址待完成');
  // Nothing can be ordered yet, and the form says why before anything is sent.
  await expect(frame.getByRole('button', { name: '立即儲值' })).toHaveAttribute('aria-disabled', 'true');
  await expect(frame.getByText('完成上方步驟後即可儲值')).toBeVisible();
  return { frame, steps };
}

/** The first withdrawal password, set inside a binding form (typed twice). */
async function setPasswordIn(form: ReturnType<FrameLocator['getByRole']>): Promise<void> {
  await form.getByLabel('新託售密碼（6 位數字）').fill('246810');
  await form.getByLabel('確認託售密碼').fill('246810');
}

test('a new player by phone binds a wallet address in place, the withdrawal password set in its form, and opens a USDT order', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await registerByPhone(page, baseURL as string);
  const { frame, steps } = await openChecklist(page);

  await frame.getByLabel('儲值金額').fill('1000');
  await steps.getByRole('button', { name: '綁定錢包地址' }).click();
  const form = steps.getByRole('form', { name: '新增錢包地址' });
  await form.getByLabel('TRC-20 錢包地址').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await form.getByLabel('錢包名稱').fill('我的錢包');
  await setPasswordIn(form);
  await form.getByRole('button', { name: '確認綁定' }).click();

  // Every step done: the checklist gives way; the amount typed is still there and USDT, usable now, is chosen.
  await expect(steps).toBeHidden();
  await expect(frame.getByLabel('儲值金額')).toHaveValue('1000');
  await expect(frame.getByRole('radio', { name: 'USDT (TRC-20)' })).toBeChecked();
  await frame.getByRole('group', { name: '快速金額' }).getByRole('button', { name: '5,000' }).click();
  await frame.getByRole('button', { name: '立即儲值' }).click();
  await expect(frame.getByRole('heading', { name: 'USDT 收款地址' })).toBeVisible();
  await expect(frame.getByRole('img', { name: '收款地址 QR Code' })).toBeVisible();
  await expect(frame.getByText('NTD 5,000.00').first()).toBeVisible();
  await expect(page).toHaveURL(/\/finance\/recharge/);
});

test('a new player by phone verifies the ID and binds a bank card in place, approved by the operator, and opens a bank-transfer order', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const username = await registerByPhone(page, baseURL as string);
  const { frame, steps } = await openChecklist(page);
  const card = steps.getByRole('listitem').nth(2);
  await expect(card).toContainText('需先完成身分證驗證；銀行卡送出後審核約 15 分鐘至 24 小時');

  // The ID verification the card needs, in the frame.
  await card.getByRole('button', { name: '綁定銀行卡' }).click();
  const id = steps.getByRole('form', { name: '身分證驗證' });
  await id.getByLabel('真實姓名').fill('林首存');
  await id.getByLabel('身分證號碼').fill(taiwanIdFor(username));
  await id.getByLabel('身分證正面').setInputFiles(pngPicture('id-front.png'));
  await id.getByLabel('身分證反面').setInputFiles(pngPicture('id-back.png'));
  await expect(id.getByText('已上傳')).toHaveCount(2);
  await id.getByRole('button', { name: '送出驗證' }).click();
  await expect(card).toContainText('身分證驗證審核中，通過後即可申請綁定銀行卡', { timeout: 15_000 });

  // The operator approves the ID: the card form appears by itself, without the ID photos again.
  ops(dataDir(), 'idcard', 'approve', username);
  const form = steps.getByRole('form', { name: '新增銀行卡' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('身分證驗證已通過');
  await form.getByLabel('銀行', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('分行').fill('信義分行');
  await form.getByLabel('銀行帳號').fill(`6${String(Date.now()).slice(-12)}`);
  await form.getByLabel('銀行卡或存摺封面').setInputFiles(pngPicture('cover.png'));
  await expect(form.getByText('已上傳')).toHaveCount(1);
  await setPasswordIn(form);
  await form.getByRole('button', { name: '送出審核' }).click();
  await expect(card).toContainText('銀行卡審核中，預計 15 分鐘至 24 小時內完成', { timeout: 15_000 });
  await expect(steps.getByRole('listitem').nth(1)).toContainText('設定託售密碼已完成');

  // The operator approves the card: the checklist gives way and the bank transfer, usable now, is chosen.
  ops(dataDir(), 'fund', 'approve', 'card', newestRecord(dataDir(), 'card', username, 'reviewing'));
  await expect(steps).toBeHidden({ timeout: 30_000 });
  await expect(frame.getByRole('radio', { name: '銀行轉帳', exact: true })).toBeChecked();
  await frame.getByLabel('儲值金額').fill('1000');
  await frame.getByRole('button', { name: '立即儲值' }).click();
  await expect(frame.getByRole('heading', { name: '收款帳戶' })).toBeVisible();
  await expect(frame.getByText(/^請由 \*\*\*\* \*\*\*\* \d{4} 轉帳至以下帳戶$/)).toBeVisible();
  await expect(page).toHaveURL(/\/finance\/recharge/);
});
