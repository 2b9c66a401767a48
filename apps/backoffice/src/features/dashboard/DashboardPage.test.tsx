import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, renderAs, stubFetch } from '../players/testing';
import DashboardPage from './DashboardPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['dashboard']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const money = (currency: string, deposits: string, ggr = '0.00') => ({ currency, deposits, withdrawals: '1200.00', stakes: '150.00', payouts: '300.00', grossGamingRevenue: ggr, bonusCost: '0.00' });
const period = (label: string) => ({ label, from: '2026-11-28T16:00:00.000Z', to: '2026-11-29T16:00:00.000Z', money: [money('NTD', '2345.67', '-150.00'), money('USDT', '0.00')], newRegistrations: 3, firstDepositors: 1, activePlayers: 1 });
const DASHBOARD = {
  at: '2026-11-29T02:00:00.000Z',
  timeZone: 'Asia/Taipei',
  brands: [
    {
      brand: 'jade',
      today: period('2026-11-29'),
      month: period('2026-11'),
      queues: { deposit: { waiting: 2, oldest: '2026-11-29T01:00:00.000Z' }, withdraw: { waiting: 0, oldest: null }, card: { waiting: 1, oldest: '2026-11-28T01:00:00.000Z' }, idcard: { waiting: 0, oldest: null }, at: '2026-11-29T02:00:00.000Z' },
    },
  ],
};

describe('the dashboard', () => {
  it("shows each figure per currency for today and this month, and the players' counts", async () => {
    stubFetch({ 'GET /api/v1/staff/dashboard': () => envelope(DASHBOARD) });
    await renderAs(['support'], <DashboardPage />);
    const today = await screen.findByRole('table', { name: '金額，今日（2026-11-29）' });
    expect(within(today).getByRole('row', { name: /^存款/ })).toHaveTextContent(/存款\s*2,345\.67\s*0\.00/);
    expect(within(today).getByRole('row', { name: /^遊戲毛利/ })).toHaveTextContent('-150.00');
    expect(screen.getByRole('table', { name: '金額，本月（2026-11）' })).toBeVisible();
    const counts = screen.getByRole('region', { name: '今日（2026-11-29）' });
    expect(counts).toHaveTextContent(/新註冊\s*3/);
    expect(counts).toHaveTextContent(/首存人數\s*1/);
  });

  it("links a queue only where the member's roles open its page, with its length and oldest item", async () => {
    stubFetch({ 'GET /api/v1/staff/dashboard': () => envelope(DASHBOARD) });
    await renderAs(['finance'], <DashboardPage />);
    const queues = await screen.findByRole('region', { name: '待處理佇列' });
    expect(within(queues).getByRole('link', { name: '存款審核' })).toHaveAttribute('href', '/queues/deposits');
    expect(within(queues).queryByRole('link', { name: '銀行卡審核' })).toBeNull();
    expect(within(queues).getByText('銀行卡審核')).toBeVisible();
    expect(within(queues).getByText('2 筆待處理')).toBeVisible();
    expect(within(queues).getAllByText('無待處理項目')).toHaveLength(2);
  });
});
