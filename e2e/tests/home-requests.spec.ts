import { test, expect } from '../fixtures';

// Issue 22, fewer requests: the first view of `/` on a phone (390x844) with an empty cache, counted as the
// browser asks (every request, the page's own, its scripts, styles, pictures, fonts and API calls), until
// the network is quiet. A count, not a time. The target is 40 (the bench's row `requests of the first view
// of /` says OVER until then); this test holds the count reached (87 before issue 22, 74 after its pictures
// work) so it can only go down: lower BUDGET with each cut. What is left is mostly JS and CSS chunks
// (about 32 + 10): docs/decisions.md "Issue 22: fewer requests".
test.use({ viewport: { width: 390, height: 844 } });

const BUDGET = 75;

test(`the first view of / on a phone makes at most ${BUDGET} requests`, async ({ page, context }) => {
  await context.clearCookies();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('navigation', { name: '遊戲選單' })).toBeVisible();
  console.log(`home requests: ${requests.length}\n${requests.join('\n')}`);
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(BUDGET);
});
