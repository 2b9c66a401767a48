import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withdrawInfo, withdrawOrder } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, resetFrame } from '../../test/frame';

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  await Promise.all([import('./WithdrawPage'), i18n.loadNamespaces(['withdraw', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo());
  frame.replies['GET /api/v1/fund/withdraw/orders'] = () => envelope({ records: [], total: 0 });
  frame.replies['POST /api/v1/fund/withdraw/apply'] = () => envelope(withdrawOrder('processing'));
});
afterEach(() => frame.cleanup());

async function open(search = '?page=withdraw') {
  const { sendInit } = frame.start({ search });
  await sendInit();
  await screen.findByRole('form', { name: '申請託售' });
}

const fill = (amount: string, password = '123456') => {
  fireEvent.change(screen.getByLabelText('託售金額'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('託售密碼（6 位數字）'), { target: { value: password } });
};
const applies = () => frame.calls.filter((c) => c.method === 'POST');

describe('withdraw page', () => {
  it('shows balance, minimum, turnover and the day limits before any amount is typed', async () => {
    await open();
    const summary = screen.getByRole('region', { name: '託售資訊' });
    expect(within(summary).getByText('NTD 5,000.00')).toBeInTheDocument();
    expect(within(summary).getByText('NTD 1,000.00')).toBeInTheDocument();
    expect(within(summary).getByText('已達標')).toBeInTheDocument();
    expect(within(summary).getByText('1 / 5')).toBeInTheDocument();
    expect(within(summary).getByText('1,000.00 / 100,000.00')).toBeInTheDocument();
    // Nothing waits for play once the turnover is met.
    expect(within(summary).queryByText('完成投注後可託售')).toBeNull();
  });

  it('with turnover still required says how much, explains, and cannot be sent', async () => {
    frame.replies['GET /api/v1/fund/withdraw/info'] = () =>
      envelope(withdrawInfo({ turnoverRequired: '2000.00', turnoverDone: '1500.00', turnoverRemaining: '500.00', withdrawable: '0.00', awaitingTurnover: '5000.00' }));
    await open();
    // Issue 34: what may go now (nothing), and the balance that waits for play, not 可託售餘額 NTD 5,000.00.
    const summary = screen.getByRole('region', { name: '託售資訊' });
    const stat = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(stat('可託售餘額')).toBe('NTD 0.00');
    expect(stat('完成投注後可託售')).toBe('NTD 5,000.00');
    expect(screen.getByText('尚需有效投注 500.00')).toBeInTheDocument();
    expect(screen.getByText('尚需有效投注 500.00，完成後才能申請託售。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '確認託售' })).toBeDisabled();
    expect(screen.getByLabelText('託售金額')).toBeDisabled();
  });

  it('names each deposit and bonus with its multiple and what is left of it', async () => {
    const requirement = (source: string, amount: string, multiple: number, required: string, done: string, remaining: string, title: string | null = null) => ({
      source,
      title,
      amount,
      multiple,
      required,
      done,
      remaining,
      startedAt: '2026-11-26T00:00:00.000Z',
    });
    frame.replies['GET /api/v1/fund/withdraw/info'] = () =>
      envelope(
        withdrawInfo({
          turnoverRequired: '10980.00',
          turnoverDone: '2000.00',
          turnoverRemaining: '8980.00',
          requirements: [
            requirement('deposit', '2000.00', 1, '2000.00', '2000.00', '0.00'),
            requirement('firstRecharge', '888.00', 10, '8880.00', '0.00', '8880.00'),
            requirement('activityReward', '20.00', 5, '100.00', '0.00', '100.00', '幸運轉盤'),
          ],
        }),
      );
    await open();
    const list = screen.getByRole('list', { name: '流水要求明細' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '儲值2,000.00 × 1 倍 = 2,000.00已完成',
      '首儲贈金888.00 × 10 倍 = 8,880.00尚需 8,880.00',
      '幸運轉盤20.00 × 5 倍 = 100.00尚需 100.00',
    ]);
    expect(within(list).getByRole('progressbar', { name: '首儲贈金：已完成 0.00 / 8,880.00' })).toHaveAttribute('value', '0');
  });

  it.each([
    ['999.99', '金額不能低於最低託售金額 1,000.00'],
    ['5000.01', '金額不能超過可託售餘額 5,000.00'],
  ])('refuses %o before sending', async (value, message) => {
    await open();
    fill(value);
    fireEvent.click(screen.getByRole('button', { name: '確認託售' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(applies()).toHaveLength(0);
  });

  it("offers and allows only what may go today: the hint's maximum and the check are the withdrawable amount, not the balance (issue 34)", async () => {
    frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo({ balance: '5000.00', withdrawable: '3000.00' }));
    await open();
    expect(screen.getByText('最低 1,000.00，最高 3,000.00')).toBeInTheDocument();
    fill('3000.01', '135790');
    fireEvent.click(screen.getByRole('button', { name: '確認託售' }));
    expect(screen.getByRole('alert')).toHaveTextContent('金額不能超過可託售餘額 3,000.00');
    expect(applies()).toHaveLength(0);
  });

  it('needs a 6-digit password; the field takes digits only', async () => {
    await open();
    fill('1000', '12ab3');
    expect(screen.getByLabelText('託售密碼（6 位數字）')).toHaveValue('123');
    expect(screen.getByLabelText('託售密碼（6 位數字）')).toHaveAttribute('inputmode', 'numeric');
    fireEvent.click(screen.getByRole('button', { name: '確認託售' }));
    expect(screen.getByRole('alert')).toHaveTextContent('託售密碼必須為6位數字');
    expect(applies()).toHaveLength(0);
  });

  it('applies once with an Idempotency-Key to the picked card; a repeated click is blocked', async () => {
    await open();
    fill('1000');
    const button = screen.getByRole('button', { name: '確認託售' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('正在處理中，請勿重複點擊');
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '託售申請已送出' }));
    expect(applies()).toHaveLength(1);
    expect(applies()[0]?.body).toEqual({ amount: '1000.00', withdrawPassword: '123456', cardId: 1, currency: 'NTD' });
    expect(applies()[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('lists withdrawals with their state and cancels one under review', async () => {
    frame.replies['GET /api/v1/fund/withdraw/orders'] = () =>
      envelope({ records: [withdrawOrder('reviewing', 'WD-2'), withdrawOrder('withdrawing', 'WD-3'), withdrawOrder('success', 'WD-4')], total: 3 });
    frame.replies['PUT /api/v1/fund/withdraw/order/WD-2/cancel'] = () => envelope(withdrawOrder('cancelled', 'WD-2'));
    await open();
    const list = await screen.findByRole('region', { name: '託售紀錄' });
    expect(await within(list).findByText('審核中')).toBeInTheDocument();
    expect(within(list).getByText('待出款')).toBeInTheDocument();
    expect(within(list).getByText('成功')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /取消託售/ })).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: '取消託售 WD-2' }));
    await waitFor(() => expect(frame.calls.some((c) => c.path.endsWith('/WD-2/cancel'))).toBe(true));
  });

  it('without a card or address offers the bindings', async () => {
    frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo({ cards: [], addresses: [] }));
    const { sendInit } = frame.start({ search: '?page=withdraw' });
    await sendInit();
    expect(await screen.findByText('請先綁定銀行卡或錢包地址')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '綁定錢包地址' })).toBeInTheDocument();
  });
});
