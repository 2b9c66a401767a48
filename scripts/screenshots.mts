// Screenshots for looking at a screen as a player would (not part of the tests):
//   node --import tsx scripts/screenshots.mts <outdir> '[{"name":"home","path":"/","login":"demo01","action":"await page.click(...)"}]'
// COMBOS=390x844:light:zh-TW,... picks viewports, appearances and languages; BRAND picks the brand; FULL=1 a full page.
// Starts its own server (e2e/server.ts) on a free port with fresh demo data; prints OVERFLOW when a page scrolls sideways.
import { chromium, type Page } from '@playwright/test';
import { startServer } from '../e2e/server.ts';
import { loginByApi, loginFragment } from '../e2e/api.ts';

const out = process.argv[2] ?? '/tmp/shots';
const pages: Array<{ name: string; path: string; login?: string; action?: string }> = JSON.parse(process.argv[3]);
const combos = (process.env.COMBOS ?? '390x844:light:zh-TW,1440x900:dark:zh-TW,390x844:dark:th,1440x900:light:th').split(',');
const server = await startServer(process.env.BRAND ?? 'jade');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const combo of combos) {
    const [size, theme, lang] = combo.split(':');
    const [width, height] = size.split('x').map(Number);
    for (const p of pages) {
      const ctx = await browser.newContext({ viewport: { width, height } });
      await ctx.addInitScript(([l, th]) => {
        localStorage.setItem('site.settings', JSON.stringify({ state: { language: l, appearance: th, frontendType: 1 }, version: 0 }));
      }, [lang, theme]);
      const page = await ctx.newPage();
      let url = server.url + p.path;
      if (p.login) {
        const token = await loginByApi(server.url, p.login);
        // A login link carries a one-time code (issue 17); a path with its own #fragment loses it.
        url = url.replace(/#.*$/, '') + (await loginFragment(server.url, token));
      }
      await page.goto(url);
      await page.waitForTimeout(1500);
      // An action may return another page (a game window it opened): that one is shot instead.
      let shot: Page = page;
      if (p.action) {
        const fn = new Function('page', `return (async () => { ${p.action} })()`) as (page: Page) => Promise<Page | undefined>;
        try {
          shot = (await fn(page)) ?? page;
        } catch (e) {
          console.log('action failed', p.name, String(e).slice(0, 200));
        }
        await shot.waitForTimeout(800);
      }
      const file = `${out}/${p.name}-${width}-${theme}-${lang}.png`;
      await shot.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      const sw = await shot.evaluate(() => document.documentElement.scrollWidth);
      if (sw > width) console.log('OVERFLOW', file, sw);
      console.log(file);
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
