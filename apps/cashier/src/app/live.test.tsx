import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withdrawInfo, withdrawOrder } from '../components/testing/fund.fixtures';
import { i18n } from '../i18n/i18n';
import { BALANCES, envelope, frameHarness, resetFrame } from '../test/frame';

/** Issue 19: the frame follows the host's live stream (a recycle in the header, an order decided) without a reload. */

let frame: ReturnType<typeof frameHarness>;
let mainBalance = '0.00';
let orderStatus = 'processing';

beforeEach(async () => {
  await Promise.all([import('../pages/withdraw/WithdrawPage'), i18n.loadNamespaces(['withdraw', 'fund', 'recall'])]);
  await resetFrame();
  mainBalance = '0.00';
  orderStatus = 'processing';
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo({ balance: mainBalance }));
  frame.replies['GET /api/v1/fund/withdraw/orders'] = () => envelope({ records: [withdrawOrder(orderStatus)], total: 1 });
  frame.replies['GET /api/v1/wallet/front/user/balance'] = () => envelope(BALANCES);
});
afterEach(() => frame.cleanup());

const reads = (path: string) => frame.calls.filter((c) => c.method === 'GET' && c.path.endsWith(path)).length;

describe('live events relayed by the host', () => {
  it('a balance event (one-click recycle in the header) shows the new withdrawable balance', async () => {
    const { send, sendInit } = frame.start({ search: '?page=withdraw' });
    await sendInit();
    const summary = await screen.findByRole('region', { name: '託售資訊' });
    expect(within(summary).getByText('NTD 0.00')).toBeInTheDocument();
    mainBalance = '3200.00';
    await send({ type: 'live', event: 'balance' });
    expect(await within(summary).findByText('NTD 3,200.00')).toBeInTheDocument();
  });

  it('an unread event (a notice: an order decided) reads the orders again', async () => {
    const { send, sendInit } = frame.start({ search: '?page=withdraw' });
    await sendInit();
    await screen.findByRole('region', { name: '託售資訊' });
    await waitFor(() => expect(reads('/withdraw/orders')).toBeGreaterThan(0));
    const before = reads('/withdraw/orders');
    orderStatus = 'success';
    await send({ type: 'live', event: 'unread' });
    await screen.findByText('成功');
    await waitFor(() => expect(reads('/withdraw/orders')).toBeGreaterThan(before));
  });

  it('ignores a live message from another origin', async () => {
    const { send, sendInit } = frame.start({ search: '?page=withdraw' });
    await sendInit();
    await screen.findByRole('region', { name: '託售資訊' });
    const before = reads('/withdraw/info');
    mainBalance = '3200.00';
    await send({ type: 'live', event: 'balance' }, 'https://evil.example');
    expect(reads('/withdraw/info')).toBe(before);
    expect(screen.queryByText('NTD 3,200.00')).toBeNull();
  });
});
