import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './server.mjs';
const s = await startServer(mkdtempSync(join(tmpdir(), 'sh-')));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const path of process.argv.slice(2)) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'en-US', userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' });
    const page = await ctx.newPage();
    page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300))); page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
    await page.addInitScript(() => {
      window.__log = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push(`shift ${e.value.toFixed(3)} @${Math.round(e.startTime)} ` + e.sources.map((x) => (x.node?.outerHTML ?? '?').slice(0, 90) + ` ${Math.round(x.previousRect.y)}/${Math.round(x.previousRect.height)}->${Math.round(x.currentRect.y)}/${Math.round(x.currentRect.height)}`).join(' | ')); }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push(`lcp @${Math.round(e.startTime)} ${(e.element?.outerHTML ?? '?').slice(0, 100)}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        new MutationObserver((ms) => { let removed = 0; for (const m of ms) removed += m.removedNodes.length; if (removed) for (const m of ms) for (const n of m.removedNodes) window.__log.push(`removed @${Math.round(performance.now())} from <${m.target.tagName} class=${m.target.className}> ${(n.outerHTML ?? JSON.stringify(n.textContent)).slice(0, 120)}`); }).observe(root, { childList: true, subtree: true });
      });
    });
    await page.goto(s.url + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    console.log('==', path); console.log((await page.evaluate(() => window.__log)).slice(0, 25).join('\n'));
    await ctx.close();
  }
} finally { await browser.close(); await s.stop(); }
