import { expect, type Page } from '@playwright/test';

/** A newly registered player is offered deposit limits once (issue 20); the journeys about other things skip it. */
export async function skipLimitsOffer(page: Page): Promise<void> {
  const offer = page.getByRole('dialog', { name: '設定儲值上限' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: '略過' }).click();
  await expect(offer).toBeHidden();
}
