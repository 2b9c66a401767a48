import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withdrawInfo, withdrawOrder } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { BALANCES, envelope, frameHarness, resetFrame, type Reply } from '../../test/frame';

// Issue 34: a withdrawal, a recycle or a cancel with the connection gone says so at once, and its retry (or the same
// input again) sends the same Idempotency-Key, so the money moves once; another input is another order.

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  await Promise.all([import('./WithdrawPage'), i18n.loadNamespaces(['withdraw', 'fund', 'recall'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo());
  frame.replies['GET /api/v1/fund/withdraw/orders'] = () => envelope({ records: [], total: 0 });
});
afterEach(() => {
  // TanStack Query's own online flag follows these events: back online for the next test.
  window.dispatchEvent(new Event('online'));
  frame.cleanup();
  vi.restoreAllMocks();
});

async function open() {
  const { sendInit } = frame.start({ search: '?page=withdraw' });
  await sendInit();
}
const posts = (end: string) => frame.calls.filter((c) => c.method !== 'GET' && c.path.endsWith(end));
const keys = (end: string) => posts(end).map((c) => c.headers['Idempotency-Key']);

async function applyFor(amount: string) {
  await screen.findByRole('form', { name: '申請託售' });
  fireEvent.change(screen.getByLabelText('託售金額'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('託售密碼（6 位數字）'), { target: { value: '135790' } });
  fireEvent.click(screen.getByRole('button', { name: '確認託售' }));
}

describe('a withdrawal with the connection gone', () => {
  it('with the browser offline, says no connection at once instead of 處理中…; the retry applies once', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    frame.replies['POST /api/v1/fund/withdraw/apply'] = () => envelope(withdrawOrder('processing'));
    await open();
    await applyFor('1000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('網路連線中斷');
    expect(alert).toHaveTextContent('無法確認訂單是否已送出');
    expect(screen.getByRole('button', { name: '確認託售' })).not.toHaveAttribute('aria-busy', 'true');
    expect(posts('/withdraw/apply')).toHaveLength(0);
    // What was typed stays, so the same order can go again.
    expect(screen.getByLabelText('託售密碼（6 位數字）')).toHaveValue('135790');

    online.mockReturnValue(true);
    fireEvent.click(within(alert).getByRole('button', { name: '重試' }));
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '託售申請已送出' }));
    expect(posts('/withdraw/apply')).toHaveLength(1);
    expect(screen.queryByText('網路連線中斷')).toBeNull();
  });

  it('a call left without an answer ends when the browser goes offline; the retry sends the same Idempotency-Key', async () => {
    let reply: Reply = 'hang';
    frame.replies['POST /api/v1/fund/withdraw/apply'] = () => reply;
    await open();
    await applyFor('1000');
    await waitFor(() => expect(posts('/withdraw/apply')).toHaveLength(1));
    expect(screen.getByRole('button', { name: '處理中…' })).toBeInTheDocument();
    window.dispatchEvent(new Event('offline'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('網路連線中斷');

    reply = envelope(withdrawOrder('processing'));
    fireEvent.click(within(alert).getByRole('button', { name: '重試' }));
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '託售申請已送出' }));
    expect(posts('/withdraw/apply')).toHaveLength(2);
    expect(new Set(keys('/withdraw/apply')).size).toBe(1);
  });

  it('the same input sent again keeps the key; a changed amount is a new order with a new key', async () => {
    let reply: Reply = 'network';
    frame.replies['POST /api/v1/fund/withdraw/apply'] = () => reply;
    await open();
    await applyFor('1000');
    expect(await screen.findByRole('alert')).toHaveTextContent('網路連線中斷');
    const tries = posts('/withdraw/apply').length;
    fireEvent.click(screen.getByRole('button', { name: '確認託售' }));
    await waitFor(() => expect(posts('/withdraw/apply').length).toBeGreaterThan(tries));
    await screen.findByRole('button', { name: '重試' });
    expect(new Set(keys('/withdraw/apply')).size).toBe(1);

    reply = envelope(withdrawOrder('processing'));
    await applyFor('2000');
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '託售申請已送出' }));
    expect(new Set(keys('/withdraw/apply')).size).toBe(2);
    expect(posts('/withdraw/apply').at(-1)?.body).toMatchObject({ amount: '2000.00' });
  });
});

describe('a recycle or a cancel with the connection gone', () => {
  it('一鍵回收 offline says no connection at once; the retry recycles with the same key as the try without an answer', async () => {
    let reply: Reply = 'network';
    frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo({ balance: '0.00' }));
    frame.replies['GET /api/v1/wallet/front/user/balance'] = () =>
      envelope({ ...BALANCES, gameWallets: BALANCES.gameWallets.map((w) => ({ ...w, balance: '1200.00' })) });
    frame.replies['POST /api/v1/wallet/game/transfer/user/withdraw/all'] = () => reply;
    await open();
    const notice = await screen.findByRole('region', { name: '主錢包餘額不足最低託售金額' });
    fireEvent.click(await within(notice).findByRole('button', { name: '一鍵回收' }));
    const alert = await within(notice).findByRole('alert');
    expect(alert).toHaveTextContent('網路連線中斷');
    expect(alert).toHaveTextContent('無法確認這筆款項是否已轉移');
    expect(posts('/withdraw/all').length).toBeGreaterThan(0);

    reply = envelope(true);
    fireEvent.click(within(alert).getByRole('button', { name: '重試' }));
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '回收成功' }));
    expect(new Set(keys('/withdraw/all')).size).toBe(1);
  });

  it('a cancel offline says so at once; pressed again it sends the same key', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let reply: Reply = 'network';
    frame.replies['GET /api/v1/fund/withdraw/orders'] = () => envelope({ records: [withdrawOrder('reviewing', 'WD-2')], total: 1 });
    frame.replies['PUT /api/v1/fund/withdraw/order/WD-2/cancel'] = () => reply;
    await open();
    const list = await screen.findByRole('region', { name: '託售紀錄' });
    const cancel = await within(list).findByRole('button', { name: '取消託售 WD-2' });
    fireEvent.click(cancel);
    expect(await within(list).findByRole('alert')).toHaveTextContent('網路連線異常，請稍後再試');
    expect(posts('/cancel')).toHaveLength(0);

    online.mockReturnValue(true);
    fireEvent.click(cancel);
    await waitFor(() => expect(posts('/cancel').length).toBeGreaterThan(0));
    await within(list).findByRole('alert');
    const tries = posts('/cancel').length;
    reply = envelope(withdrawOrder('cancelled', 'WD-2'));
    fireEvent.click(cancel);
    await waitFor(() => expect(posts('/cancel').length).toBe(tries + 1));
    await waitFor(() => expect(within(list).queryByRole('alert')).toBeNull());
    expect(new Set(keys('/cancel')).size).toBe(1);
  });
});
