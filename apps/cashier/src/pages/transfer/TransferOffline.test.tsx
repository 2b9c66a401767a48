import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, frameHarness, resetFrame, type Reply } from '../../test/frame';

// Issue 34: a transfer with the connection gone says so at once, and its retry (or the same transfer again) sends the
// same Idempotency-Key, so the money moves once; another amount is another transfer.

let frame: ReturnType<typeof frameHarness>;
const DONE = envelope({ orderNo: 'TR1', from: 'main', to: 'DB', currency: 'NTD', debited: '500.00', credited: '100.00', ratio: 0.2, fromBalance: '500.00', toBalance: '120.00' });
const SUCCESS = { type: 'toast', kind: 'success', message: '轉帳成功' };

beforeEach(async () => {
  await resetFrame();
  frame = frameHarness();
});
afterEach(() => {
  // TanStack Query's own online flag follows these events: back online for the next test.
  window.dispatchEvent(new Event('online'));
  frame.cleanup();
  vi.restoreAllMocks();
});

async function transfer(amount: string) {
  await screen.findByRole('form', { name: '轉帳' });
  fireEvent.change(screen.getByLabelText('轉帳金額'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: '確認轉帳' }));
}
async function open() {
  const { sendInit } = frame.start();
  await sendInit({ target: { gameType: 5, channelCode: 'DB' } });
}
const transfers = () => frame.calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/wallet/transfer');
const keys = () => transfers().map((c) => c.headers['Idempotency-Key']);

describe('a transfer with the connection gone', () => {
  it('with the browser offline, says no connection at once instead of 處理中…; the retry moves the money once', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    frame.replies['POST /api/v1/wallet/transfer'] = () => DONE;
    await open();
    await transfer('500');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('網路連線中斷');
    expect(alert).toHaveTextContent('無法確認這筆款項是否已轉移');
    expect(screen.getByRole('button', { name: '確認轉帳' })).toBeEnabled();
    expect(transfers()).toHaveLength(0);
    expect(screen.getByLabelText('轉帳金額')).toHaveValue('500');

    online.mockReturnValue(true);
    fireEvent.click(within(alert).getByRole('button', { name: '重試' }));
    await waitFor(() => expect(frame.posted()).toContainEqual(SUCCESS));
    expect(transfers()).toHaveLength(1);
    expect(transfers()[0]?.body).toEqual({ from: 'main', to: 'DB', amount: '500.00', currency: 'NTD' });
  });

  it('a call left without an answer ends when the browser goes offline; the retry sends the same Idempotency-Key', async () => {
    let reply: Reply = 'hang';
    frame.replies['POST /api/v1/wallet/transfer'] = () => reply;
    await open();
    await transfer('500');
    await waitFor(() => expect(transfers()).toHaveLength(1));
    expect(screen.getByRole('button', { name: '處理中…' })).toBeDisabled();
    window.dispatchEvent(new Event('offline'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('網路連線中斷');
    expect(screen.getByRole('button', { name: '確認轉帳' })).toBeEnabled();

    reply = DONE;
    window.dispatchEvent(new Event('online'));
    fireEvent.click(within(alert).getByRole('button', { name: '重試' }));
    await waitFor(() => expect(frame.posted()).toContainEqual(SUCCESS));
    expect(transfers()).toHaveLength(2);
    expect(new Set(keys()).size).toBe(1);
  });

  it('the same transfer pressed again keeps the key; a changed amount is a new transfer with a new key', async () => {
    let reply: Reply = 'network';
    frame.replies['POST /api/v1/wallet/transfer'] = () => reply;
    await open();
    await transfer('500');
    expect(await screen.findByRole('alert')).toHaveTextContent('網路連線中斷');
    const tries = transfers().length;
    fireEvent.click(screen.getByRole('button', { name: '確認轉帳' }));
    await waitFor(() => expect(transfers().length).toBeGreaterThan(tries));
    await screen.findByRole('button', { name: '重試' });
    expect(new Set(keys()).size).toBe(1);

    reply = DONE;
    await transfer('600');
    await waitFor(() => expect(frame.posted()).toContainEqual(SUCCESS));
    expect(new Set(keys()).size).toBe(2);
    expect(transfers().at(-1)?.body).toMatchObject({ amount: '600.00' });
  });
});
