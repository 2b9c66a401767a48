import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD, CHANNELS, depositOrder, emptyPage } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { BALANCES, envelope, frameHarness, resetFrame, type Reply } from '../../test/frame';

// Issue 34: what a deposit ends in: approved (what was credited, the balance now), or no connection (a retry, one order).

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  await Promise.all([import('./RechargePage'), import('./DepositOrderView'), i18n.loadNamespaces(['recharge', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/recharge/channels'] = () => envelope(CHANNELS);
  frame.replies['GET /api/v1/fund/recharge/orders'] = emptyPage;
  frame.replies['GET /api/v1/fund/bank-cards'] = () => envelope([CARD]);
});
afterEach(() => {
  // TanStack Query's own online flag follows these events: back online for the next test.
  window.dispatchEvent(new Event('online'));
  frame.cleanup();
  vi.restoreAllMocks();
});

async function open(search = '?page=recharge') {
  const { sendInit, send } = frame.start({ search });
  await sendInit();
  return send;
}

const creates = () => frame.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/recharge/order'));
const keys = () => creates().map((c) => c.headers['Idempotency-Key']);

async function fillBankOrder() {
  await screen.findByRole('option', { name: /臺灣銀行/ });
  fireEvent.change(screen.getByLabelText('儲值金額'), { target: { value: '1000' } });
  fireEvent.click(screen.getByRole('button', { name: '立即儲值' }));
}

describe('an approved deposit', () => {
  it('found on load and then approved, shows its success with the amount and the new balance instead of an empty form', async () => {
    let approved = false;
    frame.replies['GET /api/v1/fund/recharge/orders'] = () => (approved ? emptyPage() : envelope({ records: [depositOrder('bank')], total: 1 }));
    frame.replies['GET /api/v1/fund/recharge/order/DP-BANK-1'] = () => envelope(depositOrder('bank', approved ? 'success' : 'processing'));
    frame.replies['GET /api/v1/wallet/front/user/balance'] = () =>
      envelope({ ...BALANCES, currencies: [{ ...BALANCES.currencies[0], balance: approved ? '2000.00' : '1000.00' }] });
    const send = await open();
    expect(await screen.findByRole('button', { name: '取消訂單' })).toBeInTheDocument();

    // The operator approves; the host relays the notice (the open-order lookup no longer finds it processing).
    approved = true;
    await send({ type: 'live', event: 'unread' });
    expect(await screen.findByRole('heading', { name: '儲值成功' })).toBeInTheDocument();
    expect(screen.getByText('NTD 1,000.00 已存入主錢包。')).toBeInTheDocument();
    const balance = screen.getByText('主錢包餘額').closest('div') as HTMLElement;
    await waitFor(() => expect(balance).toHaveTextContent('NTD 2,000.00'));
    expect(screen.queryByLabelText('儲值金額')).toBeNull();
    expect(screen.getByRole('button', { name: '查看交易明細' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再次儲值' }));
    expect(await screen.findByLabelText('儲值金額')).toHaveValue('');
  });
});

describe('a deposit with the connection gone', () => {
  it('with the browser offline, says so at once instead of 處理中…, and its retry opens the order', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    frame.replies['POST /api/v1/fund/recharge/order'] = () => envelope(depositOrder('bank'));
    await open();
    await fillBankOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('網路連線中斷');
    expect(screen.getByRole('button', { name: '立即儲值' })).not.toHaveTextContent('處理中…');
    expect(creates()).toHaveLength(0);
    online.mockReturnValue(true);
    fireEvent.click(within(alert).getByRole('button', { name: '重試' }));
    expect(await screen.findByText('玉石娛樂有限公司')).toBeInTheDocument();
    expect(creates()).toHaveLength(1);
  });

  it('a call left without an answer ends when the browser goes offline; the retry sends the same Idempotency-Key, so one order', async () => {
    let reply: Reply = 'hang';
    frame.replies['POST /api/v1/fund/recharge/order'] = () => reply;
    await open();
    await fillBankOrder();
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(screen.getByRole('button', { name: '處理中…' })).toBeInTheDocument();
    window.dispatchEvent(new Event('offline'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('無法確認訂單是否已送出');
    expect(screen.getByRole('button', { name: '立即儲值' })).toBeInTheDocument();

    // Pressed while still offline, the retry is tried (not left waiting): the same key again.
    fireEvent.click(within(alert).getByRole('button', { name: '重試' }));
    await waitFor(() => expect(creates()).toHaveLength(2));
    window.dispatchEvent(new Event('offline'));
    reply = envelope(depositOrder('bank'));
    window.dispatchEvent(new Event('online'));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: '重試' }));
    expect(await screen.findByText('玉石娛樂有限公司')).toBeInTheDocument();
    expect(creates()).toHaveLength(3);
    expect(new Set(keys()).size).toBe(1);
  });

  it('a connection that fails outright: after the client gives up, the retry keeps the key; a new amount is a new order', async () => {
    let reply: Reply = 'network';
    frame.replies['POST /api/v1/fund/recharge/order'] = () => reply;
    await open();
    await fillBankOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent('網路連線中斷');
    const tries = creates().length;
    expect(tries).toBeGreaterThan(0);
    // Pressed again unchanged: the same order, the same key.
    fireEvent.click(screen.getByRole('button', { name: '立即儲值' }));
    await waitFor(() => expect(creates().length).toBeGreaterThan(tries));
    expect(new Set(keys()).size).toBe(1);
    // Another amount is another order.
    await screen.findByRole('button', { name: '重試' });
    reply = envelope(depositOrder('bank'));
    fireEvent.change(screen.getByLabelText('儲值金額'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: '立即儲值' }));
    expect(await screen.findByText('玉石娛樂有限公司')).toBeInTheDocument();
    expect(new Set(keys()).size).toBe(2);
  });
});

describe('quick amounts', () => {
  it.each([
    ['usdt', 'USDT (TRC-20)', ['500', '1,000', '5,000', '10,000']],
    ['store', '超商代碼繳費', ['100', '500', '1,000', '5,000']],
  ])('%s offers chips within its limits, as the transfer dialog does; one tap fills the amount', async (type, name, chips) => {
    await open(`?page=recharge&type=${type}`);
    expect(await screen.findByRole('radio', { name })).toBeChecked();
    const group = screen.getByRole('group', { name: '快速金額' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(chips);
    fireEvent.click(within(group).getByRole('button', { name: '1,000' }));
    expect(screen.getByLabelText('儲值金額')).toHaveValue('1000');
    expect(within(group).getByRole('button', { name: '1,000' })).toHaveAttribute('aria-pressed', 'true');
  });
});
