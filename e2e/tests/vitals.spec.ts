import { test, expect } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Players' own figures (issue 22) on a server of its own, whose page head says to sample every page view
// (VITALS_SAMPLE_RATE=1; production's default is 0.1). /metrics answers callers on this host (no token set).
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade', { VITALS_SAMPLE_RATE: '1' });
});
test.afterAll(async () => {
  await server.stop();
});

async function metrics(): Promise<string> {
  const res = await fetch(`${server.url}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

function count(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

test.use({ viewport: { width: 390, height: 844 } });

test("a player's visit reaches /metrics as histograms of the page's route pattern and device class", async ({ page }) => {
  const before = await metrics();

  await page.goto(`${server.url}/stationary/about-us/terms?from=e2e`);
  await expect(page.locator('meta[name="site-vitals-sample"]')).toHaveAttribute('content', '1');
  await expect(page.locator('h1').first()).toBeVisible();
  // The figures' code comes after the load event: the network is quiet once it is there.
  await page.waitForLoadState('networkidle');
  // Not before web-vitals listens: on a busy machine the load event (and the code after it) can come late.
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'on', { timeout: 20_000 });
  // An input finalises LCP; leaving the page hides it, and the figures go in one beacon.
  await page.mouse.click(5, 400);
  // web-vitals reports the final LCP from an idle callback after the input: let the browser get there.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
  // The page hidden, as a tab switched away (web-vitals reports CLS, and LCP if still due, then the beacon goes):
  // leaving by navigation made Chromium drop the beacon now and then on a busy machine.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  const lcp = 'web_vitals_lcp_seconds_count{route="/stationary/about-us/terms",device="phone"}';
  const cls = 'web_vitals_cls_count{route="/stationary/about-us/terms",device="phone"}';
  await expect.poll(async () => count(await metrics(), lcp), { timeout: 15_000 }).toBe(count(before, lcp) + 1);
  const after = await metrics();
  expect(count(after, cls)).toBe(count(before, cls) + 1);
  expect(after).toMatch(/^web_vitals_lcp_seconds_bucket\{le="\+Inf",route="\/stationary\/about-us\/terms",device="phone"\} \d+$/m);
  // The page view's figures in one beacon (or two, when one came after the page was hidden and before it
  // went), each counted once (above), labelled by the route pattern: never the address's query.
  const sent = 'web_vitals_beacons_total{navigation="navigate"}';
  expect(count(after, sent) - count(before, sent)).toBeGreaterThanOrEqual(1);
  expect(count(after, sent) - count(before, sent)).toBeLessThanOrEqual(2);
  expect(after).not.toContain('e2e');
});
