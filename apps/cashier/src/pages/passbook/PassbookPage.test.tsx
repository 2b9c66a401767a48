import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, resetFrame, type Call } from '../../test/frame';
import { serverToday } from './filters';

let frame: ReturnType<typeof frameHarness>;

const row = (id: string, type: string, amount: string, status = 'success', more: Record<string, unknown> = {}) => ({
  id,
  orderNo: `OR-${id}`,
  type,
  status,
  currency: 'NTD',
  amount,
  balanceAfter: '1000.00',
  createdAt: '2026-03-01T04:00:00.000Z',
  remark: '',
  kind: null,
  source: null,
  link: null,
  ...more,
});

beforeEach(async () => {
  await Promise.all([import('./PassbookPage'), i18n.loadNamespaces(['passbook', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/passbook'] = () => envelope({ records: [row('1', 'deposit', '1234567.89'), row('2', 'withdrawal', '-500.00')], total: 2 });
});
afterEach(() => frame.cleanup());

async function open(search = '?page=passbook') {
  const { sendInit } = frame.start({ search });
  await sendInit();
}

const reads = () => frame.calls.filter((c) => c.path === '/api/v1/fund/passbook');
const last = () => reads().at(-1) as Call;

describe('passbook page', () => {
  it('sends the filters the host passed in the page query', async () => {
    await open('?page=passbook&tab=transaction&type=deposit&status=success');
    await waitFor(() => expect(reads()).toHaveLength(1));
    const q = last().search;
    expect([q.get('tab'), q.get('type'), q.get('status'), q.get('page'), q.get('size')]).toEqual(['transaction', 'deposit', 'success', '1', '20']);
    expect(q.get('startTime')).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
    expect(q.get('endTime')).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+08:00$/);
    expect(screen.getByRole('radio', { name: '交易明細' })).toBeChecked();
    expect(screen.getByLabelText('類型')).toHaveValue('deposit');
    expect(screen.getByLabelText('狀態')).toHaveValue('success');
  });

  it('a changed filter or tab is asked again from page 1; the date range is kept within 90 days', async () => {
    await open();
    await waitFor(() => expect(reads()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('狀態'), { target: { value: 'reviewing' } });
    await waitFor(() => expect(last().search.get('status')).toBe('reviewing'));
    fireEvent.click(screen.getByRole('radio', { name: '交易明細' }));
    await waitFor(() => expect(last().search.get('tab')).toBe('transaction'));
    const from = screen.getByLabelText('開始日期');
    expect(from).toHaveAttribute('min');
    fireEvent.change(from, { target: { value: '2001-01-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('僅可查詢近 90 天的紀錄');
    expect(reads().every((c) => c.search.get('startTime')?.startsWith('2001') !== true)).toBe(true);
  });

  it('shows fund amounts signed with a comma and 2 decimals; types and statuses in words', async () => {
    await open();
    const list = await screen.findByRole('list', { name: '資金明細' });
    expect(within(list).getByText('+1,234,567.89', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('-500.00', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('儲值')).toBeInTheDocument();
    expect(within(list).getByText('託售')).toBeInTheDocument();
  });

  it('names every movement in words, with the balance after it and where its reference leads; never a raw reference', async () => {
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const day = serverToday(Date.parse(recent));
    frame.replies['GET /api/v1/fund/passbook'] = () =>
      envelope({
        records: [
          row('7', 'bonus', '88.00', 'success', { orderNo: '', kind: 'bonus', source: 'activityReward', link: { target: 'activity', code: 'lucky-wheel', name: '幸運轉盤', url: '/activity-pages/lucky-wheel' } }),
          row('6', 'transfer', '-2000.00', 'success', { orderNo: 'TR1', kind: 'transferOut', balanceAfter: '53558.00', link: { target: 'transfer', orderNo: 'TR1', from: 'main', to: 'KT', gameWallet: 'KT 真人' } }),
          row('5', 'transfer', '1952.00', 'success', { orderNo: 'TR0', kind: 'recycleIn', balanceAfter: '55558.00', link: { target: 'transfer', orderNo: 'TR0', from: 'KT', to: 'main', gameWallet: 'KT 真人' } }),
          row('4', 'deposit', '2000.00', 'success', { orderNo: 'DP9', kind: 'deposit', createdAt: recent, balanceAfter: '53606.00', link: { target: 'order', orderType: 'deposit', orderNo: 'DP9' } }),
          row('3', 'withdrawal', '-1000.00', 'reviewing', { orderNo: 'WD1', kind: 'withdrawHold', balanceAfter: '51606.00', link: { target: 'order', orderType: 'withdrawal', orderNo: 'WD1' } }),
          row('2', 'addCoin', '100.00', 'success', { orderNo: '', kind: 'seed', balanceAfter: '52606.00' }),
          row('1', 'bonus', '5.00', 'success', { orderNo: 'VX1', kind: 'couponExchange', balanceAfter: '52506.00' }),
        ],
        total: 7,
      });
    await open();
    const list = await screen.findByRole('list', { name: '資金明細' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['活動獎勵', '轉出至遊戲錢包', '一鍵回收', '儲值', '託售扣款', '開戶餘額', '點券兌換']);
    expect(within(items[1] as HTMLElement).getByText('主錢包 → KT 真人 錢包', { exact: false })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('-2,000.00', { exact: false })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('餘額 53,558.00')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('activityReward');
    expect(list).not.toHaveTextContent('kind.');

    fireEvent.click(within(list).getByRole('button', { name: '幸運轉盤（查看活動）' }));
    expect(frame.posted()).toContainEqual({ type: 'activityDetail', url: '/activity-pages/lucky-wheel' });

    fireEvent.click(within(list).getByRole('button', { name: '查看訂單 DP9' }));
    await waitFor(() => expect(last().search.get('tab')).toBe('transaction'));
    expect([last().search.get('type'), last().search.get('startTime'), last().search.get('endTime')]).toEqual(['deposit', `${day}T00:00:00+08:00`, `${day}T23:59:59+08:00`]);
    expect(screen.getByRole('heading', { level: 1, name: '交易明細' })).toBeInTheDocument();
    expect(frame.posted()).toContainEqual({ type: 'passbook', filter: { tab: 'transaction', type: 'deposit', from: day, to: day } });
  });

  it('the heading follows the tab, and a change of tab is told to the host', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: '資金明細' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '交易明細' }));
    expect(screen.getByRole('heading', { level: 1, name: '交易明細' })).toBeInTheDocument();
    expect(frame.posted().filter((m) => m.type === 'passbook')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('狀態'), { target: { value: 'success' } });
    expect(frame.posted().filter((m) => m.type === 'passbook')).toHaveLength(1);
  });

  it('says so when nothing matches', async () => {
    frame.replies['GET /api/v1/fund/passbook'] = () => envelope({ records: [], total: 0 });
    await open();
    expect(await screen.findByText('查無紀錄')).toBeInTheDocument();
  });

  it('pages through the records', async () => {
    frame.replies['GET /api/v1/fund/passbook'] = (c) => envelope({ records: [row(`p${c.search.get('page')}`, 'bonus', '10.00')], total: 45 });
    await open();
    expect(await screen.findByText('第 1 / 3 頁，共 45 筆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    await waitFor(() => expect(last().search.get('page')).toBe('2'));
    expect(await screen.findByText('第 2 / 3 頁，共 45 筆')).toBeInTheDocument();
  });
});
