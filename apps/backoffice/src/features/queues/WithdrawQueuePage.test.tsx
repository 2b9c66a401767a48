import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, MEMBER, renderSignedIn, stubFetch } from './testing';
import WithdrawQueuePage from './WithdrawQueuePage';

const UNTIL = '2030-01-01T04:15:00.000Z';
const ITEM = {
  orderNo: 'W202611290001',
  playerId: 41,
  account: 'vip999',
  method: 'bank',
  currency: 'NTD',
  amount: '160000.00',
  fee: '0.00',
  parts: ['100000.00', '60000.00'],
  destination: '004 ****1234',
  status: 'reviewing',
  wagering: { required: '500.00', done: '200.00', remaining: '300.00' },
  warnings: ['linked:12:device+card', 'withdrawLocked'],
  fourEyes: true,
  approvals: [{ staffId: MEMBER.id, name: `staff:${MEMBER.name}`, step: 'processing', at: '2030-01-01T04:00:00.000Z' }],
  createdAt: '2030-01-01T03:00:00.000Z',
  claim: { staffId: MEMBER.id, name: MEMBER.name, until: UNTIL },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the withdrawal queue', () => {
  it("shows what a decision needs: parts, fee, destination, the player's wagering, the warnings, the approvals and the four-eyes rule", async () => {
    const { calls } = stubFetch({ 'GET /api/v1/staff/queues/withdrawals': () => envelope({ records: [ITEM], total: 1 }) });
    await renderSignedIn(<WithdrawQueuePage />);
    const table = await screen.findByRole('table', { name: '等待審核或出款的提款' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('list', { name: '風險提示' })).toBeVisible();
    for (const text of ['W202611290001', '待覆核', 'vip999', '160,000.00 NTD', '手續費 0.00', '分 2 筆：100,000.00 + 60,000.00', '004 ****1234', '流水：尚需 300.00（要求 500.00，已完成 200.00）', '關聯帳號 #12（同裝置、同銀行卡）', '提款已鎖定', '需兩位員工核准', 'amy：初審，2030/01/01 12:00', '需由另一位員工覆核']) {
      expect(within(row).getAllByText(text)[0]).toBeVisible();
    }
    expect(within(row).getByRole('button', { name: '核准' })).toBeEnabled();
    expect(calls[0]?.path).toBe('/api/v1/staff/queues/withdrawals');
    expect(screen.getByRole('button', { name: '匯出 CSV' })).toBeEnabled();
  });

  it('an approved withdrawal (waiting for its payout) offers marking it paid instead of approving', async () => {
    stubFetch({ 'GET /api/v1/staff/queues/withdrawals': () => envelope({ records: [{ ...ITEM, status: 'withdrawing', warnings: [] }], total: 1 }) });
    await renderSignedIn(<WithdrawQueuePage />);
    expect(await screen.findByRole('button', { name: '標記已出款' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '核准' })).toBeNull();
    expect(screen.queryByRole('list', { name: '風險提示' })).toBeNull();
  });
});
