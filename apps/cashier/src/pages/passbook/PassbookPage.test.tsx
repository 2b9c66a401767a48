import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, resetFrame, type Call } from '../../test/frame';

let frame: ReturnType<typeof frameHarness>;

const row = (id: string, type: string, amount: string, status = 'success') => ({
  id,
  orderNo: `OR-${id}`,
  type,
  status,
  currency: 'NTD',
  amount,
  balanceAfter: '1000.00',
  createdAt: '2026-03-01T04:00:00.000Z',
  remark: '',
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
