import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD, CHANNELS, depositOrder, emptyPage, NEW_PLAYER } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, onBreak, resetFrame } from '../../test/frame';

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  await Promise.all([import('./RechargePage'), import('./DepositOrderView'), import('../bindCard/BindCardPage'), i18n.loadNamespaces(['recharge', 'fund', 'bindCard'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/recharge/channels'] = () => envelope(CHANNELS);
  frame.replies['GET /api/v1/fund/recharge/orders'] = emptyPage;
  frame.replies['GET /api/v1/fund/bank-cards'] = () => envelope([CARD]);
  frame.replies['GET /api/v1/fund/banks'] = () => envelope([{ code: '004', name: '臺灣銀行' }]);
  frame.replies['POST /api/v1/fund/recharge/order'] = () => envelope(depositOrder('bank'));
  for (const method of ['bank', 'usdt', 'store'] as const) {
    frame.replies[`GET /api/v1/fund/recharge/order/DP-${method.toUpperCase()}-1`] = () => envelope(depositOrder(method));
  }
});
afterEach(() => {
  frame.cleanup();
  vi.unstubAllGlobals();
});

async function open(search = '?page=recharge') {
  const { sendInit } = frame.start({ search });
  await sendInit();
}

const amount = () => screen.getByLabelText('儲值金額');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即儲值' }));
const creates = () => frame.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/recharge/order'));

describe('recharge page', () => {
  it('shows a channel above the player VIP level disabled, with why', async () => {
    await open();
    const vip = await screen.findByRole('radio', { name: /VIP 銀行轉帳/ });
    expect(vip).toBeDisabled();
    expect(screen.getByText('需 VIP3 以上')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '銀行轉帳' })).toBeChecked();
  });

  it.each([
    ['usdt', 'USDT (TRC-20)'],
    ['store', '超商代碼繳費'],
  ])('type=%s in the page query picks that method first', async (type, name) => {
    await open(`?page=recharge&type=${type}`);
    expect(await screen.findByRole('radio', { name })).toBeChecked();
    expect(screen.getByRole('radio', { name: '銀行轉帳' })).not.toBeChecked();
  });

  it("opens the chosen method's tutorial: its steps in order, each with a picture", async () => {
    await open('?page=recharge&type=usdt');
    const summary = await screen.findByText('USDT 儲值教學');
    fireEvent.click(summary);
    const steps = within(summary.closest('details') as HTMLElement).getAllByRole('listitem');
    const words = ['輸入儲值金額，系統依當前匯率換算 USDT', '掃描 QR Code 或複製收款地址', '僅能使用 TRC-20 網路轉出 USDT', '轉帳完成後貼上交易哈希（64 位）並送出'];
    expect(steps).toHaveLength(words.length);
    steps.forEach((step, i) => {
      expect(within(step).getByText(words[i] as string)).toBeInTheDocument();
      expect(step.querySelector('svg')).not.toBeNull();
    });
  });

  it.each([
    ['99.99', '金額須介於 100.00 至 50,000.00 之間'],
    ['50000.01', '金額須介於 100.00 至 50,000.00 之間'],
    ['', '請輸入金額'],
    ['10.123', '金額最多兩位小數'],
  ])('refuses %o before sending, naming the channel limits', async (value, message) => {
    await open();
    fireEvent.change(await screen.findByLabelText('儲值金額'), { target: { value } });
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toHaveLength(0);
  });

  it('opens a bank order once from the bound card with an Idempotency-Key; a repeated click is blocked', async () => {
    await open();
    await screen.findByRole('option', { name: /臺灣銀行/ });
    fireEvent.change(amount(), { target: { value: '1000' } });
    const button = screen.getByRole('button', { name: '立即儲值' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('正在處理中，請勿重複點擊');
    expect(await screen.findByText('玉石娛樂有限公司')).toBeInTheDocument();
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.body).toEqual({ channelCode: 'BANK', method: 'bank', amount: '1000.00', cardId: 1, currency: 'NTD' });
    expect(creates()[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(screen.getByText('請由 **** **** 1234 轉帳至以下帳戶')).toBeInTheDocument();
  });

  it('copies the account number, and says 複製失敗 when the browser refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    frame.replies['GET /api/v1/fund/recharge/orders'] = () => envelope({ records: [depositOrder('bank')], total: 1 });
    await open();
    const copy = await screen.findByRole('button', { name: '複製帳號' });
    fireEvent.click(copy);
    expect(await screen.findByText('已複製')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('0123456789012');
    fireEvent.click(copy);
    expect(await screen.findByRole('alert')).toHaveTextContent('複製失敗');
  });

  it('USDT: the address as text and QR code, and a transaction hash checked with the contract schema before it is sent', async () => {
    frame.replies['GET /api/v1/fund/recharge/orders'] = () => envelope({ records: [depositOrder('usdt')], total: 1 });
    frame.replies['PUT /api/v1/fund/recharge/order/DP-USDT-1/hash'] = (c) => envelope(depositOrder('usdt', 'processing', { txHash: (c.body as { txHash: string }).txHash }));
    await open();
    expect(await screen.findByRole('img', { name: '收款地址 QR Code' })).toBeInTheDocument();
    expect(screen.getByText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeInTheDocument();
    expect(screen.getByText('折合 NTD 1,000.00（匯率 1 USDT = 32.15）')).toBeInTheDocument();
    const hash = screen.getByLabelText('交易哈希（TxID）');
    fireEvent.change(hash, { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: '提交交易哈希' }));
    expect(screen.getByRole('alert')).toHaveTextContent('交易哈希格式錯誤，應為 64 位十六進位字元');
    expect(frame.calls.some((c) => c.method === 'PUT')).toBe(false);
    const valid = 'ab'.repeat(32);
    fireEvent.change(hash, { target: { value: valid } });
    fireEvent.click(screen.getByRole('button', { name: '提交交易哈希' }));
    expect(await screen.findByText(valid)).toBeInTheDocument();
    expect(frame.calls.find((c) => c.method === 'PUT')?.body).toEqual({ txHash: valid });
  });

  it('store: the 14-digit payment code large and copyable with its expiry', async () => {
    frame.replies['GET /api/v1/fund/recharge/orders'] = () => envelope({ records: [depositOrder('store')], total: 1 });
    await open();
    // Grouped by four, as it is read out at the counter; copied whole.
    expect(await screen.findByText('1234 5678 9012 34')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '複製繳費代碼' })).toBeInTheDocument();
    expect(screen.getByText(/^請於 2026\/03\/0\d \d\d:\d\d:\d\d 前完成繳費$/)).toBeInTheDocument();
  });

  it('reads the order again while processing, so an approval shows; then offers the passbook filtered to deposits', async () => {
    let reads = 0;
    frame.replies['GET /api/v1/fund/recharge/orders'] = () => envelope({ records: [depositOrder('bank')], total: 1 });
    frame.replies['GET /api/v1/fund/recharge/order/DP-BANK-1'] = () => envelope(depositOrder('bank', reads++ ? 'success' : 'processing'));
    await open();
    expect(await screen.findByRole('button', { name: '取消訂單' })).toBeInTheDocument();
    const passbook = await screen.findByRole('button', { name: '查看交易明細' }, { timeout: 9000 });
    expect(within(screen.getByRole('status')).getByText('成功')).toBeInTheDocument();
    fireEvent.click(passbook);
    expect(frame.posted()).toContainEqual({ type: 'passbook', filter: { tab: 'transaction', type: 'deposit' } });
  }, 15000);

  const cancels = () => frame.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/cancel'));

  it('cancels a processing order only after the player confirms, naming the order and its amount', async () => {
    frame.replies['GET /api/v1/fund/recharge/orders'] = () => envelope({ records: [depositOrder('bank')], total: 1 });
    let status = 'processing';
    frame.replies['GET /api/v1/fund/recharge/order/DP-BANK-1'] = () => envelope(depositOrder('bank', status));
    frame.replies['PUT /api/v1/fund/recharge/order/DP-BANK-1/cancel'] = () => envelope(depositOrder('bank', (status = 'cancelled')));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: '取消訂單' }));
    const dialog = await screen.findByRole('dialog', { name: '取消儲值訂單' });
    expect(dialog).toHaveTextContent(`DP-BANK-1（NTD ${formatAmount(depositOrder('bank').amount)}）`);
    expect(cancels()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消訂單' }));
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    expect(cancels()).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: '再次儲值' }));
    // Left behind: the form is back, not the cancelled order.
    expect(await screen.findByLabelText('儲值金額')).toBeInTheDocument();
  });

  it('keeps the order when the player answers keep in the confirmation', async () => {
    frame.replies['GET /api/v1/fund/recharge/orders'] = () => envelope({ records: [depositOrder('bank')], total: 1 });
    await open();
    const cancel = await screen.findByRole('button', { name: '取消訂單' });
    cancel.focus();
    fireEvent.click(cancel);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '保留訂單' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancels()).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: '取消訂單' })).toHaveFocus());
  });

  it('openBindPage=address in the page query opens the address binding at once, in place above the deposit form', async () => {
    await Promise.all([import('../bindAddress/BindAddressForm'), i18n.loadNamespaces(['bindAddress'])]);
    await open('?page=recharge&openBindPage=address');
    expect(await screen.findByRole('form', { name: '新增錢包地址' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '儲值' })).toBeInTheDocument();
  });
});

describe('recharge page during a time-out or self-exclusion (issue 33)', () => {
  const UNTIL = '2030-01-02T04:00:00.000Z';

  it('says deposits are paused until the end and withdrawals still work, instead of the binding gate and its buttons', async () => {
    frame.replies['GET /api/v1/protection/status'] = () => envelope(onBreak({ until: UNTIL }));
    frame.replies['GET /api/v1/fund/recharge/channels'] = () => envelope(NEW_PLAYER);
    await open();
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: '儲值已暫停' })).toBeInTheDocument();
    expect(notice).toHaveTextContent(`暫停遊戲中，至 ${formatDateTime(UNTIL)} 為止：儲值已暫停，託售仍可使用。`);
    expect(screen.queryByText('首次儲值前，請完成以下步驟')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '綁定銀行卡' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '綁定錢包地址' })).not.toBeInTheDocument();
    // Withdrawal is the way forward: the host opens it.
    fireEvent.click(within(notice).getByRole('button', { name: '前往託售' }));
    expect(frame.posted()).toContainEqual({ type: 'withdraw' });
  });

  it('shows no channel or amount to a player with a binding; nothing is ordered', async () => {
    frame.replies['GET /api/v1/protection/status'] = () => envelope(onBreak({ kind: 'exclusion', until: UNTIL }));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(`自我排除中，至 ${formatDateTime(UNTIL)} 為止：儲值已暫停，託售仍可使用。`);
    expect(screen.queryByRole('radio', { name: '銀行轉帳' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('儲值金額')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即儲值' })).not.toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('a self-exclusion past its date says it waits for customer service', async () => {
    frame.replies['GET /api/v1/protection/status'] = () => envelope(onBreak({ kind: 'exclusion', until: UNTIL, awaitingEnd: true }));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(`自我排除已於 ${formatDateTime(UNTIL)} 期滿，須聯繫客服解除；在此之前儲值已暫停，託售仍可使用。`);
  });

  it('an order paid before the break, under review, still shows', async () => {
    frame.replies['GET /api/v1/protection/status'] = () => envelope(onBreak({ until: UNTIL }));
    frame.replies['GET /api/v1/fund/recharge/orders'] = () => envelope({ records: [depositOrder('bank')], total: 1 });
    await open();
    expect(await screen.findByText('玉石娛樂有限公司')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '儲值已暫停' })).not.toBeInTheDocument();
  });
});
