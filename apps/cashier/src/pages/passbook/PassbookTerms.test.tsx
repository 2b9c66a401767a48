import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, resetFrame } from '../../test/frame';

/** Issue 20's ledger kinds in the passbook: named in words, never as codes. */

let frame: ReturnType<typeof frameHarness>;

const row = (id: string, type: string, amount: string, kind: string) => ({
  id,
  orderNo: `WD-${id}`,
  type,
  status: 'processing',
  currency: 'NTD',
  amount,
  balanceAfter: '1000.00',
  createdAt: '2026-03-01T04:00:00.000Z',
  remark: '',
  kind,
  source: null,
  link: { target: 'order', orderType: 'withdrawal', orderNo: `WD-${id}` },
});

beforeEach(async () => {
  await Promise.all([import('./PassbookPage'), i18n.loadNamespaces(['passbook', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/passbook'] = () =>
    envelope({
      records: [row('1', 'withdrawal', '-100.00', 'withdrawFee'), row('2', 'withdrawal', '100.00', 'feeRefund'), row('3', 'deductCoin', '-100.00', 'dormancyFee')],
      total: 3,
    });
});
afterEach(() => frame.cleanup());

describe('passbook: the terms', () => {
  it('names the withdrawal fee, its return and the dormancy fee in words', async () => {
    const { sendInit } = frame.start({ search: '?page=passbook' });
    await sendInit();
    const list = await screen.findByRole('list', { name: '資金明細' });
    expect(within(list).getByText('託售手續費', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('手續費退回', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('休眠管理費', { exact: false })).toBeInTheDocument();
    expect(within(list).queryByText(/withdrawFee|feeRefund|dormancyFee/)).toBeNull();
  });
});
