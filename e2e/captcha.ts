import type { Page } from '@playwright/test';
import { latestCaptchaAnswer } from './db';
import { expect } from './fixtures';

/**
 * Answers the graphic captcha when the site asks for one, the way a person reads the picture: the answer
 * comes from the server's dev database. The dialog opens before the picture arrives, so the answer is read
 * only once the picture shows (the server stored it before answering).
 */
export async function solveCaptchaIfAsked(page: Page, dataDir: string): Promise<void> {
  const captcha = page.getByRole('dialog', { name: '安全驗證' });
  try {
    await captcha.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    return;
  }
  await expect(captcha.getByRole('img', { name: '圖形驗證碼' })).toBeVisible();
  await captcha.getByRole('textbox', { name: '圖形驗證碼' }).fill(latestCaptchaAnswer(dataDir));
  await captcha.getByRole('button', { name: '確認' }).click();
  await expect(captcha).toBeHidden();
}
