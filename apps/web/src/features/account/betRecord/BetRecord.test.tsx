import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import { installApi, ok, type MockRequest } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { accountPages } from '../../../test/pageLoaders';
import { earliestDay, presetRange, rangeProblem, rangeQuery } from './range';

const bet = (n: number, extra: Record<string, unknown> = {}) => ({
  orderNo: `BT2025063000000000${String(n).padStart(2, '0')}`,
  content: `大 · 第 ${n} 局`,
  betTime: '2025-06-30T04:00:00.000Z',
  payoutTime: '2025-06-30T04:00:01.000Z',
  totalBet: '100.00',
  validBet: '100.00',
  profit: '135.00',
  refund: '0.00',
  expectedProfit: '135.00',
  expectedReturn: '235.00',
  settleStatus: 'settled',
  result: 'win',
  gameCode: 'SPX_SPORTS',
  gameName: 'SPX 體育',
  gameType: 1,
  channelCode: 'SPX',
  subGameCode: null,
  currency: 'NTD',
  ratio: 1,
  ...extra,
});

const RECORDS = [bet(1), bet(2, { profit: '-100.00', result: 'lose' }), bet(3, { settleStatus: 'unsettled', result: null, payoutTime: null, profit: '0.00', gameName: 'DB 棋牌', ratio: 0.2 })];

async function setup(total = 3) {
  const lists: MockRequest[] = [];
  const api = installApi({
    'GET /api/v1/game/order/list': (r) => {
      lists.push(r);
      return ok({ records: RECORDS, total });
    },
    'GET /api/v1/game/order/summary': () => ok({ currency: 'NTD', betCount: total, totalBet: '1234567.89', validBet: '1200.00', profit: '-35.50', refund: '0.00' }),
  });
  const { default: Page } = await accountPages.betRecord();
  renderWithProviders(<Page />, { path: '/mine/betRecord' });
  return { ...api, lists };
}

beforeEach(async () => {
  await resetApp();
  useSessionStore.setState({ token: 'token-1' });
});

describe('bet records (/mine/betRecord)', () => {
  it('needs a login: a visitor gets the login button', async () => {
    useSessionStore.setState({ token: null });
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: '登入' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
  });

  it("shows today's bets: every field, amounts formatted, profit coloured with its sign, the status", async () => {
    const { lists } = await setup();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('BT202506300000000001')).toBeInTheDocument();
    expect(first.getByText('SPX 體育')).toBeInTheDocument();
    expect(first.getByText('大 · 第 1 局')).toBeInTheDocument();
    expect(first.getByText('+135.00')).toHaveAttribute('data-tone', 'win');
    expect(first.getByText('已結算 · 贏')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('-100.00')).toHaveAttribute('data-tone', 'lose');
    const third = within(rows[3] as HTMLElement);
    expect(third.getByText('未結算')).toBeInTheDocument();
    expect(third.getAllByText('100.00 點')).toHaveLength(2);
    const today = presetRange('today');
    expect(lists[0]?.url.searchParams.get('startTime')).toBe(`${today.start}T00:00:00+08:00`);
    expect(lists[0]?.url.searchParams.get('endTime')).toBe(`${today.end}T23:59:59+08:00`);
  });

  it('shows the order summary of the range', async () => {
    await setup();
    const summary = await screen.findByRole('region', { name: '統計' });
    expect(await within(summary).findByText('1,234,567.89')).toBeInTheDocument();
    expect(within(summary).getByText('-35.50')).toHaveAttribute('data-tone', 'lose');
  });

  it('the 7 and 30 day filters ask for those ranges', async () => {
    const { lists } = await setup();
    await screen.findAllByRole('row');
    fireEvent.click(screen.getByRole('button', { name: '近7天' }));
    await vi.waitFor(() => expect(lists.at(-1)?.url.searchParams.get('startTime')).toBe(`${presetRange('days7').start}T00:00:00+08:00`));
    fireEvent.click(screen.getByRole('button', { name: '近30天' }));
    await vi.waitFor(() => expect(lists.at(-1)?.url.searchParams.get('startTime')).toBe(`${presetRange('days30').start}T00:00:00+08:00`));
    expect(screen.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a custom range beyond 90 days is refused with a message and not asked for', async () => {
    const { lists } = await setup();
    await screen.findAllByRole('row');
    fireEvent.click(screen.getByRole('button', { name: '自訂' }));
    const asked = lists.length;
    fireEvent.change(screen.getByLabelText('開始日期'), { target: { value: dayjs(earliestDay()).subtract(1, 'day').format('YYYY-MM-DD') } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(screen.getByRole('alert')).toHaveTextContent('僅可查詢 90 天內的紀錄');
    expect(screen.getByLabelText('開始日期')).toHaveAttribute('aria-invalid', 'true');
    expect(lists).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('開始日期'), { target: { value: earliestDay() } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(lists.length).toBe(asked + 1));
  });

  it('pages through the records', async () => {
    const { lists } = await setup(45);
    await screen.findAllByRole('row');
    const pager = screen.getByRole('navigation', { name: '分頁' });
    expect(pager).toHaveTextContent('第 1 / 3 頁');
    fireEvent.click(within(pager).getByRole('button', { name: '下一頁' }));
    await vi.waitFor(() => expect(lists.at(-1)?.url.searchParams.get('page')).toBe('2'));
    expect(within(pager).getByRole('button', { name: '上一頁' })).toBeEnabled();
  });

  it('filters by game type', async () => {
    const { lists } = await setup();
    await screen.findAllByRole('row');
    fireEvent.change(screen.getByLabelText('遊戲類型'), { target: { value: '5' } });
    await vi.waitFor(() => expect(lists.at(-1)?.url.searchParams.get('gameType')).toBe('5'));
  });
});

describe('date range rules', () => {
  const now = new Date('2025-06-30T12:00:00+08:00');
  it('presets end today', () => {
    expect(presetRange('today', now)).toEqual({ start: '2025-06-30', end: '2025-06-30' });
    expect(presetRange('days7', now)).toEqual({ start: '2025-06-24', end: '2025-06-30' });
    expect(presetRange('days30', now)).toEqual({ start: '2025-06-01', end: '2025-06-30' });
  });
  it('rejects reversed, future, too old and broken ranges', () => {
    expect(rangeProblem({ start: '2025-04-01', end: '2025-06-30' }, now)).toBeNull();
    expect(rangeProblem({ start: '2025-03-31', end: '2025-06-30' }, now)).toBe('tooOld');
    expect(rangeProblem({ start: '2025-06-30', end: '2025-06-01' }, now)).toBe('order');
    expect(rangeProblem({ start: '2025-06-30', end: '2025-07-01' }, now)).toBe('future');
    expect(rangeProblem({ start: '', end: '2025-06-30' }, now)).toBe('invalid');
  });
  it('offers 90 days back as the server counts days, even when the local calendar is a day behind', () => {
    // 17:30 UTC is already the next day in +08:00: the server's earliest day moves with it.
    const evening = new Date('2026-11-23T17:30:00Z');
    expect(earliestDay(evening)).toBe('2026-08-26');
    expect(rangeProblem({ start: earliestDay(evening), end: '2026-11-23' }, evening)).toBeNull();
    expect(rangeProblem({ start: '2026-08-25', end: '2026-11-23' }, evening)).toBe('tooOld');
    expect(earliestDay(now)).toBe('2025-04-01');
  });
  it('sends +08:00 day bounds', () => {
    expect(rangeQuery({ start: '2025-06-01', end: '2025-06-30' })).toEqual({ startTime: '2025-06-01T00:00:00+08:00', endTime: '2025-06-30T23:59:59+08:00' });
  });
});
