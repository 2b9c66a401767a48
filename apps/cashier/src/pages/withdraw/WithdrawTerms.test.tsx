import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS, CARD, withdrawInfo, withdrawOrder } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, resetFrame } from '../../test/frame';

/** Issue 20 on the withdrawal page: the terms' SMS code above 2,500 and the fee to a destination other than the first. */

let frame: ReturnType<typeof frameHarness>;
const WALLET = { id: 7, network: 'TRC20', address: ADDRESS, name: '第二錢包', createdAt: '2026-03-01T04:00:00.000Z', usableFrom: null };

beforeEach(async () => {
  await Promise.all([import('./WithdrawPage'), i18n.loadNamespaces(['withdraw', 'fund', 'withdrawTerms'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo({ balance: '200000.00', addresses: [WALLET] }));
  frame.replies['GET /api/v1/fund/withdraw/orders'] = () => envelope({ records: [], total: 0 });
  frame.replies['GET /api/v1/terms/withdraw'] = () =>
    envelope({ feeFreeDestination: { kind: 'card', id: CARD.id }, last24Hours: '0.00', remaining24Hours: '250000.00', dormantSince: null });
  frame.replies['POST /api/v1/terms/code'] = () => envelope({ countdown: 60 });
  frame.replies['POST /api/v1/fund/withdraw/apply'] = () => envelope(withdrawOrder('processing'));
});
afterEach(() => frame.cleanup());

const applies = () => frame.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/withdraw/apply'));

async function open() {
  const { sendInit } = frame.start({ search: '?page=withdraw' });
  await sendInit();
  await screen.findByRole('form', { name: '申請託售' });
}

const fill = (amount: string) => {
  fireEvent.change(screen.getByLabelText('託售金額'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('託售密碼（6 位數字）'), { target: { value: '123456' } });
};

describe('withdraw page: the terms', () => {
  it('up to 2,500 asks no SMS code; above it the code is sent to the bound phone and goes with the withdrawal', async () => {
    await open();
    fill('2500');
    expect(screen.queryByLabelText('簡訊驗證碼')).toBeNull();
    fill('3000');
    fireEvent.click(screen.getByRole('button', { name: '確認託售' }));
    expect(await screen.findByText('請輸入 6 位數字驗證碼')).toBeInTheDocument();
    expect(applies()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '發送驗證碼' }));
    expect(await screen.findByRole('button', { name: '60 秒後可重新發送' })).toBeDisabled();
    expect(screen.getByText('驗證碼已發送至您綁定的手機。')).toBeInTheDocument();
    expect(frame.calls.filter((c) => c.path.endsWith('/terms/code'))).toHaveLength(1);
    expect(frame.calls.find((c) => c.path.endsWith('/terms/code'))?.body).toEqual({ purpose: 'withdrawConfirm' });

    fireEvent.change(screen.getByLabelText('簡訊驗證碼'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: '確認託售' }));
    await waitFor(() => expect(applies()).toHaveLength(1));
    expect(applies()[0]?.body).toEqual({ amount: '3000.00', withdrawPassword: '123456', cardId: CARD.id, smsCode: '246810', currency: 'NTD' });
  });

  it('shows the fee and the total before confirming when the destination is not the first bound one, none to the first', async () => {
    await open();
    fill('1000');
    expect(screen.queryByText(/手續費/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /第二錢包/ }));
    expect(await screen.findByText(/手續費 100\.00（第一個綁定帳戶以外收取 10%，最低 30\.00）/)).toBeInTheDocument();
    expect(screen.getByText(/合計將從餘額扣除 1,100\.00/)).toBeInTheDocument();
    fill('150000');
    expect(screen.getByText(/手續費 15,000\.00/)).toBeInTheDocument();
    expect(screen.getByText('此筆託售將分 2 筆出款，每筆最多 100,000.00。')).toBeInTheDocument();
    expect(screen.queryByText(/餘額不足以支付託售金額與手續費/)).toBeNull();
    // 190,000 + 19,000 is more than the 200,000 balance: said before confirming.
    fill('190000');
    expect(screen.getByText(/餘額不足以支付託售金額與手續費/)).toBeInTheDocument();
  });
});

describe('withdraw page: the terms in every currency (issue 33)', () => {
  const terms24 = (last24Hours: string) => () => envelope({ feeFreeDestination: { kind: 'card', id: CARD.id }, last24Hours, remaining24Hours: '100000.00', dormantSince: null });

  it('asks for the code once the 24 hours with this withdrawal pass 2,500: 1,000 after 1,500 needs none, 1,000.01 does', async () => {
    frame.replies['GET /api/v1/terms/withdraw'] = terms24('1500.00');
    await open();
    fill('1000');
    expect(screen.queryByLabelText('簡訊驗證碼')).toBeNull();
    fill('1000.01');
    expect(await screen.findByLabelText('簡訊驗證碼')).toBeInTheDocument();
    expect(screen.getByText('24 小時內託售總額（含本筆）超過 2,500 TWD，需輸入傳送至綁定手機的簡訊驗證碼。')).toBeInTheDocument();
  });

  it('a USDT withdrawal counts in NTD at the rate (300 USDT is 9,645) and pays the 10% fee to another address', async () => {
    frame.replies['GET /api/v1/fund/withdraw/info'] = () =>
      envelope(withdrawInfo({ currency: 'USDT', balance: '1000.00', minAmount: '300.00', usdtRate: '32.15', cards: [], addresses: [WALLET] }));
    frame.replies['GET /api/v1/terms/withdraw'] = terms24('0.00');
    const { sendInit } = frame.start({ search: '?page=withdraw' });
    await sendInit({ currency: 'USDT' });
    await screen.findByRole('form', { name: '申請託售' });
    // The least fee is 30 NTD in USDT at 32.15: 0.94.
    expect(await screen.findByText(/收取 10% 手續費，最低 0\.94/)).toBeInTheDocument();
    fill('300');
    expect(await screen.findByLabelText('簡訊驗證碼')).toBeInTheDocument();
    expect(screen.getByText(/手續費 30\.00/)).toBeInTheDocument();
    expect(screen.getByText(/合計將從餘額扣除 330\.00/)).toBeInTheDocument();
  });
});

describe('withdrawal list: the terms', () => {
  it('shows the fee and the parts of a withdrawal paid out in parts', async () => {
    frame.replies['GET /api/v1/fund/withdraw/orders'] = () =>
      envelope({ records: [{ ...withdrawOrder('processing', 'WD-9'), amount: '250000.00', fee: '25000.00', parts: ['100000.00', '100000.00', '50000.00'] }], total: 1 });
    await open();
    expect(await screen.findByText('手續費 25,000.00 · 分 3 筆出款：100,000.00 + 100,000.00 + 50,000.00')).toBeInTheDocument();
  });
});

describe('withdraw page: a dormant account', () => {
  it('asks for the SMS code to reactivate, sends it, and the notice goes once the account is active again', async () => {
    let dormantSince: string | null = '2026-01-15T04:00:00.000Z';
    frame.replies['GET /api/v1/terms/withdraw'] = () =>
      envelope({ feeFreeDestination: { kind: 'card', id: CARD.id }, last24Hours: '0.00', remaining24Hours: '250000.00', dormantSince });
    frame.replies['POST /api/v1/terms/reactivate'] = () => {
      dormantSince = null;
      return envelope({ dormantSince: null });
    };
    await open();
    const notice = await screen.findByRole('region', { name: '帳號休眠中' });
    expect(notice).toHaveTextContent('您的帳號已連續 12 個月未登入');
    fireEvent.click(within(notice).getByRole('button', { name: '恢復帳號' }));
    expect(await within(notice).findByText('請輸入 6 位數字驗證碼')).toBeInTheDocument();
    fireEvent.click(within(notice).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(frame.calls.find((c) => c.path.endsWith('/terms/code'))?.body).toEqual({ purpose: 'reactivate' }));
    fireEvent.change(within(notice).getByLabelText('簡訊驗證碼'), { target: { value: '135791' } });
    fireEvent.click(within(notice).getByRole('button', { name: '恢復帳號' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '帳號休眠中' })).toBeNull());
    expect(frame.calls.find((c) => c.path.endsWith('/terms/reactivate'))?.body).toEqual({ code: '135791' });
  });
});
