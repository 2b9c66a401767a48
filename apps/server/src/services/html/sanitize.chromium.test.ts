import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeOperatorHtml } from './sanitize';

/**
 * The sanitised output of real attack payloads, loaded into Debian's Chromium (as the player's page
 * would insert it): no script may run. Each payload tries to call `pwn()`, set `window.__pwned`,
 * open a dialog or navigate away; the page records any of them.
 */
const PAYLOADS: readonly string[] = [
  '<script>pwn()</script>',
  '<SCRIPT SRC=data:text/javascript,pwn()></SCRIPT>',
  '<img src=x onerror=pwn()>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC=javascript:pwn()>',
  '<img src="jav&#x09;ascript:pwn()">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;pwn()">',
  '<body onload=pwn()>',
  '<svg onload=pwn()>',
  '<svg><script>pwn()</script></svg>',
  '<svg><animate onbegin=pwn() attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=pwn()>',
  '<iframe src="javascript:pwn()"></iframe>',
  '<iframe srcdoc="<script>parent.pwn()</script>"></iframe>',
  '<object data="data:text/html,<script>parent.pwn()</script>"></object>',
  '<embed src="data:text/html,<script>parent.pwn()</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:pwn()">',
  '<a href="javascript:pwn()" id="clickme">click</a>',
  '<a href="JaVaScRiPt:pwn()" id="clickme">click</a>',
  '<a href="&#x6A;avascript:pwn()" id="clickme">click</a>',
  '<a href=" javascript:pwn()" id="clickme">click</a>',
  '<a href="java\tscript:pwn()" id="clickme">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wd24oKTwvc2NyaXB0Pg==" id="clickme">click</a>',
  '<a href="vbscript:pwn()" id="clickme">click</a>',
  '<div style="background:url(javascript:pwn())">x</div>',
  '<div style="width: expression(pwn())">x</div>',
  '<style>@import "javascript:pwn()";</style>',
  '<link rel="stylesheet" href="javascript:pwn()">',
  '<form action="javascript:pwn()"><button id="clickme">go</button></form>',
  '<input autofocus onfocus=pwn()>',
  '<details open ontoggle=pwn()>',
  '<video><source onerror=pwn()></video>',
  '<audio src=x onerror=pwn()>',
  '<marquee onstart=pwn()>x</marquee>',
  '<noscript><p title="</noscript><img src=x onerror=pwn()>">',
  '<p title="</p><img src=x onerror=pwn()>">x</p>',
  '<<script>script>pwn()<</script>/script>',
  '<scr<script>ipt>pwn()</scr</script>ipt>',
  '<b onmouseover=pwn() id="clickme">bold</b>',
  '<table background="javascript:pwn()"><tr><td>x</td></tr></table>',
  '<base href="javascript:pwn()//"><a href="/x" id="clickme">x</a>',
  '<template><img src=x onerror=pwn()></template>',
  '<xmp><img src=x onerror=pwn()></xmp>',
  '<textarea><img src=x onerror=pwn()></textarea>',
  '<a href="//evil.example/x" id="clickme">x</a>',
  '<img src=1 href=1 onerror="javascript:pwn()">',
  '<div id="d"></div><img src="x" onerror="document.getElementById(\'d\').innerHTML=\'<img src=y onerror=pwn()>\'">',
  '<svg><a xlink:href="javascript:pwn()"><text x="20" y="20" id="clickme">x</text></a></svg>',
  '<isindex action="javascript:pwn()" type=image>',
  '<!--<img src="--><img src=x onerror=pwn()//">',
];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  page = await browser.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Loads the html into a fresh document the way the web app shows it (innerHTML of a div), then pokes it. */
async function runsScript(html: string): Promise<{ pwned: boolean; dialogs: number; navigated: boolean }> {
  let dialogs = 0;
  const onDialog = (dialog: { dismiss: () => Promise<void> }) => {
    dialogs += 1;
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  try {
    await page.setContent(
      '<!doctype html><html><head><script>window.__pwned=false;window.pwn=function(){window.__pwned=true};</script></head><body><div id="box"></div></body></html>',
    );
    const start = page.url();
    // Evaluated in the page (a string: the server's TypeScript has no DOM types).
    await page.evaluate(`document.getElementById('box').innerHTML = ${JSON.stringify(html)}`);
    // Give handlers, timers, media errors and focus a moment; click and hover whatever is there.
    const target = page.locator('#clickme, a, button, b').first();
    if ((await target.count()) > 0) {
      await target.hover({ timeout: 500 }).catch(() => undefined);
      // A link opens a new window (target=_blank): a popup of ours, not a script, so it is closed again.
      const popup = page.context().waitForEvent('page', { timeout: 500 }).catch(() => undefined);
      await target.click({ timeout: 500, noWaitAfter: true }).catch(() => undefined);
      await (await popup)?.close();
    }
    await page.waitForTimeout(150);
    const pwned = (await page.evaluate('window.__pwned === true').catch(() => false)) === true;
    return { pwned, dialogs, navigated: page.url() !== start };
  } finally {
    page.off('dialog', onDialog);
  }
}

describe('sanitizeOperatorHtml in real Chromium', () => {
  it(`runs no script from any of ${PAYLOADS.length} attack payloads`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const failures: string[] = [];
    for (const payload of PAYLOADS) {
      const clean = sanitizeOperatorHtml(payload);
      const result = await runsScript(clean);
      if (result.pwned || result.dialogs > 0 || result.navigated) failures.push(`${payload} -> ${clean} ${JSON.stringify(result)}`);
      expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<svg|<style|<form|<meta|<base|\son\w+=|javascript:|data:|vbscript:/i);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('the harness itself notices a script (the unsanitised payload runs)', async () => {
    expect((await runsScript('<img src=x onerror=pwn()>')).pwned).toBe(true);
  }, 20_000);

  it('keeps harmless markup: bold, a link opened safely, an image', async () => {
    const html = '<p><b>粗體</b> <a href="https://example.com/promo">優惠</a> <img src="/assets/banner.png" alt="橫幅"> <a href="mailto:help@example.com">信箱</a></p>';
    const clean = sanitizeOperatorHtml(html);
    expect(clean).toContain('<b>粗體</b>');
    expect(clean).toContain('<a href="https://example.com/promo" target="_blank" rel="noopener noreferrer">優惠</a>');
    expect(clean).toContain('<img src="/assets/banner.png" alt="橫幅" />');
    expect(clean).toContain('href="mailto:help@example.com"');
    await page.setContent(`<!doctype html><div id="box">${clean}</div>`);
    await expect(page.locator('#box b').textContent()).resolves.toBe('粗體');
    await expect(page.locator('#box a').first().getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(page.locator('#box img').getAttribute('src')).resolves.toBe('/assets/banner.png');
  }, 20_000);
});
