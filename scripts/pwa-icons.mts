/**
 * Renders the installable app's icons (apps/server/src/assets/app-icons.ts)
 * to PNG with the system Chromium, into apps/server/pwa/. The PNGs are
 * committed; run again after changing a drawing:
 *
 *   node --import tsx scripts/pwa-icons.mts
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BRAND_IDS } from '../packages/contract/src/brands.ts';
import { appIconSvg } from '../apps/server/src/assets/app-icons.ts';
import { PWA_ICON_FILES } from '../apps/server/src/services/pwa.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../apps/server/pwa');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const brand of BRAND_IDS) {
    for (const icon of PWA_ICON_FILES) {
      await page.setViewportSize({ width: icon.size, height: icon.size });
      const svg = appIconSvg(brand, icon.purpose).replace('width="512" height="512"', `width="${icon.size}" height="${icon.size}"`);
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
      const file = join(out, icon.file(brand));
      await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
      console.log(file);
    }
  }
} finally {
  await browser.close();
}
