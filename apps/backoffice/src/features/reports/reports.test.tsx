import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, renderAs, stubFetch } from '../players/testing';
import AgentsReportPage from './AgentsReportPage';
import ReportsPage from './ReportsPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['reports']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const zeroMoney = { currency: 'NTD', deposits: '0.00', withdrawals: '0.00', stakes: '0.00', payouts: '0.00', grossGamingRevenue: '0.00', bonusCost: '0.00' };
const period = { label: '2026-11', from: '', to: '', money: [zeroMoney, { ...zeroMoney, currency: 'USDT' }], newRegistrations: 0, firstDepositors: 0, activePlayers: 0 };
const queue = { waiting: 0, oldest: null };
const DASHBOARD = { at: '2026-11-29T02:00:00.000Z', timeZone: 'Asia/Taipei', brands: [{ brand: 'jade', today: period, month: period, queues: { deposit: queue, withdraw: queue, card: queue, idcard: queue, at: '2026-11-29T02:00:00.000Z' } }] };
const head = { brand: 'jade', currency: 'NTD', from: '2026-11-01', to: '2026-11-02', timeZone: 'Asia/Taipei', currencies: ['NTD', 'USDT'] };
const money = (ggr: string) => ({ deposits: '1000.00', withdrawals: '200.00', fees: '20.00', stakes: '500.00', payouts: '300.00', grossGamingRevenue: ggr, bonusCost: '50.00', commission: '0.00', netRevenue: '170.00' });
const row = (p: string, ggr: string) => ({ period: p, ...money(ggr), activePlayers: 2, newRegistrations: 1, firstDepositors: 1 });
const SUMMARY = { ...head, by: 'day', rows: [row('2026-11-01', '200.00'), row('2026-11-02', '-50.00')], total: { ...row('total', '150.00'), activePlayers: 3 } };
const PROVIDERS = { ...head, rows: [{ provider: 'KT', stakes: '800.00', payouts: '650.00', grossGamingRevenue: '150.00', bets: 12, players: 3 }], total: { provider: 'total', stakes: '800.00', payouts: '650.00', grossGamingRevenue: '150.00', bets: 12, players: 3 } };
const RETENTION = { ...head, months: ['2026-11'], cohorts: [{ cohort: '2026-11', size: 4, active: [3] }] };
const AGENTS = {
  ...head,
  rows: [{ agentId: 5, account: 'agent01', proxyCode: 'AG1', tier: 'partner', members: 3, newMembers: 1, activePlayers: 2, ...money('150.00') }],
  total: { agentId: 0, account: 'total', proxyCode: '', tier: '', members: 3, newMembers: 1, activePlayers: 2, ...money('150.00') },
};

function stubReports() {
  return stubFetch({
    'GET /api/v1/staff/dashboard': () => envelope(DASHBOARD),
    'GET /api/v1/staff/reports/summary': (call) => envelope({ ...SUMMARY, by: call.query.get('by') ?? 'day' }),
    'GET /api/v1/staff/reports/providers': () => envelope(PROVIDERS),
    'GET /api/v1/staff/reports/retention': () => envelope(RETENTION),
    'GET /api/v1/staff/reports/agents': () => envelope(AGENTS),
  });
}

describe('the reports page', () => {
  it('shows each period and the total in a table beside a chart named for its figure, per provider, and the retention cohort', async () => {
    stubReports();
    await renderAs(['finance'], <ReportsPage />);
    const table = await screen.findByRole('table', { name: /^依期間統計/ });
    expect(within(table).getByRole('row', { name: /^2026-11-02/ })).toHaveTextContent('-50.00');
    expect(within(table).getByRole('row', { name: /^合計/ })).toHaveTextContent(/150\.00/);
    expect(screen.getByRole('img', { name: /各期間遊戲毛利 NTD/ })).toBeVisible();
    expect(within(await screen.findByRole('table', { name: /^依遊戲廠商統計/ })).getByRole('row', { name: /^KT/ })).toHaveTextContent('650.00');
    expect(within(await screen.findByRole('table', { name: /^依註冊月份的留存/ })).getByRole('row', { name: /^2026-11/ })).toHaveTextContent('75%');
    expect(screen.getAllByRole('button', { name: '匯出 CSV' }).length).toBeGreaterThanOrEqual(3);
  });

  it('asks for the chosen brand, Taipei days and months only when Show is pressed, and charts the figure chosen', async () => {
    const calls = stubReports();
    await renderAs(['admin'], <ReportsPage />);
    await screen.findByRole('table', { name: /^依期間統計/ });
    const before = calls.filter((c) => c.path.endsWith('/summary')).length;
    fireEvent.change(screen.getByLabelText('開始日'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText('期間'), { target: { value: 'month' } });
    expect(calls.filter((c) => c.path.endsWith('/summary'))).toHaveLength(before);
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    await screen.findByRole('table', { name: /^依期間統計，2026-09-01/ });
    // The caption follows the filters at once; the request goes out just after.
    await waitFor(() => expect(Object.fromEntries(calls.filter((c) => c.path.endsWith('/summary')).at(-1)?.query ?? [])).toMatchObject({ brand: 'jade', from: '2026-09-01', by: 'month', currency: 'NTD' }));
    fireEvent.change(screen.getByLabelText('圖表顯示'), { target: { value: 'newRegistrations' } });
    expect(screen.getByRole('img', { name: /各期間新註冊/ })).toBeVisible();
  });
});

describe('the agents report', () => {
  it('lists each agent with its members and figures, and the total', async () => {
    stubReports();
    await renderAs(['agent_manager'], <AgentsReportPage />);
    const table = await screen.findByRole('table', { name: /^依代理統計/ });
    expect(within(table).getByRole('row', { name: /^agent01/ })).toHaveTextContent(/AG1.*partner/);
    expect(within(table).getByRole('row', { name: /^合計/ })).toBeVisible();
    expect(screen.getByRole('img', { name: /各代理淨營收/ })).toBeVisible();
  });
});
