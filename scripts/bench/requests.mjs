// Issue 22, fewer requests: how many requests the first view of a page makes in Chromium on a phone
// (390x844) with an empty cache, until the network is quiet. A count, not a time: e2e's
// home-requests.spec.ts holds the same budget on every run; the bench prints it beside the others.
import { chromium } from '@playwright/test';

export async function countRequests(url, path = '/') {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW' });
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
    await page.goto(new URL(path, url).href, { waitUntil: 'networkidle' });
    const byType = {};
    for (const r of requests) byType[r.split(' ')[0]] = (byType[r.split(' ')[0]] ?? 0) + 1;
    return { count: requests.length, byType, requests };
  } finally {
    await browser.close();
  }
}
