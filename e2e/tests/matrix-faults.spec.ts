import { analyse, describeViolations } from '../matrix/axe';
import { inspect, type Finding, type Scope } from '../matrix/inspect';
import { expect, test } from '../fixtures';

/**
 * The page matrix's checks (matrix.spec.ts) fail on a planted fault of each kind, and pass the same page without
 * them: a check that cannot fail proves nothing. No server: each page is set as content.
 */

/** A page with one fault of each kind the text and layout checks look for, and the same page without them. */
const FAULTY = `<main style="font-family:sans-serif">
  <h1>wallet.title</h1>
  <p>獎勵來源 activityReward:29</p><p>餘額 NTD 2000.00</p><p>可用 1,234.567</p><p>{{amount}} 點</p><p>undefined</p><p>主錢包 → {"TW":"JDB 電子","EN":"JDB Slots"} 錢包</p>
  <input type="file" aria-label="上傳照片">
  <table id="wide" style="width:600px"><tr><td>寬表格</td></tr></table>
  <div style="overflow-x:auto"><div style="width:900px">可橫向捲動</div></div>
  <div role="dialog" aria-label="取消訂單" style="position:absolute;top:-400px;left:0;width:300px;height:200px">確定取消？</div>
</main>`;
const CLEAN = `<main style="font-family:sans-serif">
  <h1>錢包</h1><p>餘額 NTD 2,000.00</p><p>2026/11/26 12:30:00</p><a href="#">jade.com</a>
  <label><span>上傳照片</span><input type="file" style="position:absolute;width:1px;height:1px;clip:rect(0 0 0 0);overflow:hidden"></label>
  <div style="overflow-x:auto"><div style="width:900px">可橫向捲動</div></div>
  <div role="dialog" aria-label="取消訂單" style="position:fixed;top:300px;left:0;width:300px;height:200px">確定取消？</div>
</main>`;

test('matrix: the checks name an overflowing element, raw keys and references, raw JSON, a dialog out of sight, a visible file picker and unformatted amounts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(FAULTY);
  const found = await page.evaluate(inspect, { scope: 'document' as Scope });
  const of = (kind: Finding['kind']) => found.filter((f) => f.kind === kind).map((f) => f.what);
  expect(of('overflow')).toEqual([expect.stringMatching(/^scrollWidth \d+ > innerWidth 390; sticking out: table#wide "寬表格" \(left \d+, right \d+, width 600\)$/)]);
  expect(of('text')).toEqual([
    expect.stringContaining('a translation key "wallet.title"'),
    expect.stringContaining('an internal reference "activityReward:29"'),
    expect.stringContaining('a template placeholder "{{"'),
    expect.stringContaining('undefined "undefined"'),
    expect.stringContaining('raw JSON "{""'),
  ]);
  expect(of('offscreen')).toEqual([expect.stringMatching(/^div\[role=dialog\] "取消訂單" opens at y -400, outside the rows on screen 0-844$/)]);
  expect(of('amount')).toEqual([expect.stringContaining('no thousands comma: "2000.00"'), expect.stringContaining('more than 2 decimals: "1,234.567"')]);
  expect(of('filePicker')).toEqual([expect.stringContaining('a visible native file input')]);
  await page.setContent(CLEAN);
  expect(await page.evaluate(inspect, { scope: 'document' as Scope })).toEqual([]);
  // In a frame taller than the screen the same dialog is out of sight when the rows on screen are elsewhere.
  expect(await page.evaluate(inspect, { scope: 'document' as Scope, band: { top: 600, bottom: 1444 } })).toEqual([
    { kind: 'offscreen', what: 'div[role=dialog] "取消訂單" opens at y 300, outside the rows on screen 600-1444' },
  ]);
});

/** A form with an unnamed field and a button without a name, grey on white, and the same form made right. */
const AXE_FAULTY = `<html lang="zh-TW"><head><title>t</title></head><body style="background:#fff"><main>
  <h1>登入</h1><p style="color:#bbb">請輸入帳號</p><input type="text"><button></button></main></body></html>`;
const AXE_CLEAN = `<html lang="zh-TW"><head><title>t</title></head><body style="background:#fff"><main>
  <h1>登入</h1><p style="color:#333">請輸入帳號</p><label>帳號 <input type="text"></label><button>登入</button></main></body></html>`;
/** Readable in light, unreadable once the dark theme's background comes in: only the colour pass sees it. */
const DARK_ONLY = `<html lang="zh-TW" class="dark"><head><title>t</title></head><body style="background:#111"><main>
  <h1 style="color:#eee">餘額</h1><p style="color:#333">可用 2,000.00</p></main></body></html>`;

test('matrix: axe names an unlabelled field, a nameless button and low contrast, and its colour pass the contrast alone', async ({ page }) => {
  await page.setContent(AXE_FAULTY);
  const all = describeViolations('light', await analyse(page)).join('\n');
  for (const rule of ['label', 'button-name', 'color-contrast']) expect(all).toContain(`axe ${rule} `);
  const colour = describeViolations('dark', await analyse(page, { colourOnly: true })).join('\n');
  expect(colour).toContain('axe color-contrast ');
  expect(colour).not.toContain('axe label ');
  await page.setContent(AXE_CLEAN);
  expect(describeViolations('light', await analyse(page))).toEqual([]);
  await page.setContent(DARK_ONLY);
  expect(describeViolations('dark', await analyse(page, { colourOnly: true })).join('\n')).toContain('axe color-contrast ');
});
