import { aUserInfo } from '@site/contract/testing/users';
import type { HistoryEntry } from '@site/contract/api/protection-exclusion';
import { configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installApi, ok, type MockHandler } from '../../test/api-mock';
import { errorCatalogue } from '../../test/site.fixtures';
import { renderWithProviders, resetApp } from '../../test/render';
import { logIn, sessionRoutes } from '../../test/session.fixtures';
import { protectionPages } from '../../test/pageLoaders';

configure({ asyncUtilTimeout: 5000 });

async function renderPage(routes: Record<string, MockHandler>) {
  const info = aUserInfo();
  installApi({ ...sessionRoutes(info), 'GET /api/v1/basics/errorCode/version': () => ok(errorCatalogue()), ...routes });
  logIn(info);
  const { default: Page } = await protectionPages.history();
  renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path: '/mine/protection/history' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '帳戶紀錄' })).toBeInTheDocument();
}

const ENTRIES: HistoryEntry[] = [
  { type: 'break', at: '2030-01-05T04:00:00.000Z', kind: 'exclusion', period: '6m', until: '2030-07-05T04:00:00.000Z', endedAt: null, endedBy: null },
  { type: 'break', at: '2030-01-04T04:00:00.000Z', kind: 'timeout', period: '24h', until: '2030-01-05T04:00:00.000Z', endedAt: '2030-01-05T04:00:00.000Z', endedBy: 'replaced' },
  { type: 'session', at: '2030-01-03T10:00:00.000Z', endedAt: '2030-01-03T10:50:00.000Z', minutes: 50, bets: 12, staked: '12345.67', net: '-1500.50' },
  {
    type: 'limit',
    at: '2030-01-02T04:00:00.000Z',
    period: 'day',
    action: 'increaseRequested',
    oldAmount: '1000.00',
    newAmount: '2000.00',
    effectiveAt: '2030-01-09T04:00:00.000Z',
  },
];

describe('/mine/protection/history: the account history (issue 20)', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('lists limit changes, breaks and play sessions newest first, amounts and dates by the contract formatters', async () => {
    await renderPage({ 'GET /api/v1/protection/history': () => ok({ entries: ENTRIES }) });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(/自我排除 6 個月，至 .*2030/);
    expect(items[1]).toHaveTextContent(/暫停遊戲 24 小時，至 .*；已由較長的期間取代/);
    expect(items[2]).toHaveTextContent('遊戲 50 分鐘，12 筆下注，投注 12,345.67，輸贏 -1,500.50');
    expect(items[3]).toHaveTextContent(/申請調高每日儲值上限：1,000.00 → 2,000.00，.*2030.* 生效/);
    const time = within(items[0] as HTMLElement).getByText((_, el) => el?.tagName === 'TIME');
    expect(time).toHaveAttribute('dateTime', ENTRIES[0]?.at);
    // The site's one date format (formatDateTime), not the browser's long form ("2030年1月2日 下午12:00"; issue 34).
    expect(time.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(items[0]).toHaveTextContent(/至 2030\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
    expect(screen.getByText('遊戲時段以下注紀錄計算：相隔未滿 30 分鐘的下注視為同一時段。')).toBeInTheDocument();
    // Every page of the section is in its menu, named in the player's language.
    const nav = screen.getByRole('navigation', { name: '玩家保護' });
    expect(within(nav).getByRole('link', { name: '暫停遊戲與自我排除' })).toHaveAttribute('href', '/mine/protection/break');
    expect(within(nav).getByRole('link', { name: '帳戶紀錄' })).toHaveAttribute('href', '/mine/protection/history');
  });

  it('says when there is nothing yet', async () => {
    await renderPage({ 'GET /api/v1/protection/history': () => ok({ entries: [] }) });
    expect(await screen.findByText('目前沒有任何紀錄。')).toBeInTheDocument();
  });

  it('offers a retry when the history cannot be read', async () => {
    await renderPage({ 'GET /api/v1/protection/history': () => fail(500, '000500', 'boom') });
    expect(await screen.findByRole('alert')).toHaveTextContent('無法載入帳戶紀錄，請稍後再試。');
    expect(screen.getByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });
});
