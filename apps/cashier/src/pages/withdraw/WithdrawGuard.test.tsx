import { formatDateTime } from '@site/contract/rules/format';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS, CARD, withdrawInfo, withdrawOrder } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, resetFrame } from '../../test/frame';

/** Issue 17 on the withdrawal page: the wrong-password lock, destinations on hold, frontend type 2. */

let frame: ReturnType<typeof frameHarness>;
const UNTIL = '2026-03-01T04:15:00.000Z';
const NEW_ADDRESS = { id: 7, network: 'TRC20', address: ADDRESS, name: '新錢包', createdAt: '2026-03-01T04:00:00.000Z', usableFrom: '2026-03-02T04:00:00.000Z' };

beforeEach(async () => {
  await Promise.all([import('./WithdrawPage'), import('../recharge/RechargePage'), i18n.loadNamespaces(['withdraw', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo());
  frame.replies['GET /api/v1/fund/withdraw/orders'] = () => envelope({ records: [], total: 0 });
  frame.replies['POST /api/v1/fund/withdraw/apply'] = () => envelope(withdrawOrder('processing'));
});
afterEach(() => frame.cleanup());

const applies = () => frame.calls.filter((c) => c.method === 'POST');

describe('withdraw page: issue 17', () => {
  it('a locked player sees the lock with its end instead of the form', async () => {
    frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo({ lockedUntil: UNTIL }));
    const { sendInit } = frame.start({ search: '?page=withdraw' });
    await sendInit();
    const lock = await screen.findByRole('alert');
    expect(lock).toHaveTextContent('託售功能已暫時鎖定');
    expect(lock).toHaveTextContent(`託售功能已鎖定至 ${formatDateTime(UNTIL)}`);
    expect(screen.queryByRole('form', { name: '申請託售' })).toBeNull();
    expect(screen.queryByLabelText('託售密碼（6 位數字）')).toBeNull();
  });

  it('says how many tries are left after a wrong withdrawal password', async () => {
    frame.replies['POST /api/v1/fund/withdraw/apply'] = () => ({ status: 400, body: { code: '031008', msg: '託售密碼錯誤', data: { attemptsLeft: 3, lockedUntil: null } } });
    const { sendInit } = frame.start({ search: '?page=withdraw' });
    await sendInit();
    await screen.findByRole('form', { name: '申請託售' });
    fireEvent.change(screen.getByLabelText('託售金額'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('託售密碼（6 位數字）'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '確認託售' }));
    expect(await screen.findByText('託售密碼錯誤，還可嘗試 3 次')).toBeInTheDocument();
  });

  it('a wrong withdrawal password is said once, under the password field, without a toast', async () => {
    frame.replies['POST /api/v1/fund/withdraw/apply'] = () => ({ status: 400, body: { code: '031008', msg: '託售密碼錯誤', data: { attemptsLeft: 2, lockedUntil: null } } });
    const { sendInit } = frame.start({ search: '?page=withdraw' });
    await sendInit();
    await screen.findByRole('form', { name: '申請託售' });
    fireEvent.change(screen.getByLabelText('託售金額'), { target: { value: '1000' } });
    const password = screen.getByLabelText('託售密碼（6 位數字）');
    fireEvent.change(password, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '確認託售' }));
    await screen.findByText('託售密碼錯誤，還可嘗試 2 次');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(password).toHaveAccessibleDescription('託售密碼錯誤，還可嘗試 2 次');
    expect(password).toHaveValue('');
    expect(screen.queryByText('託售密碼必須為6位數字')).toBeNull();
    expect(frame.posted().filter((m) => m.type === 'toast')).toEqual([]);
    // Typing again clears the refusal.
    fireEvent.change(password, { target: { value: '1' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a destination bound today says when it can receive a withdrawal, is not picked first and cannot be sent to', async () => {
    frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo({ addresses: [NEW_ADDRESS] }));
    const { sendInit } = frame.start({ search: '?page=withdraw&type=usdt' });
    await sendInit();
    await screen.findByRole('form', { name: '申請託售' });
    expect(screen.getByText(`${formatDateTime(NEW_ADDRESS.usableFrom)} 後可託售`)).toBeInTheDocument();
    // The usable card is picked although the page asked for USDT.
    expect(screen.getByRole('radio', { name: new RegExp(CARD.bankName) })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /新錢包/ }));
    expect(screen.getByRole('status')).toHaveTextContent('新綁定的銀行卡或錢包地址須等待 24 小時後方可託售');
    expect(screen.getByRole('button', { name: '確認託售' })).toBeDisabled();
    await waitFor(() => expect(applies()).toHaveLength(0));
  });

  it.each([['withdraw'], ['recharge'], ['bindAddress']])('frontend type 2 gets the reason instead of the %s form', async (page) => {
    const { sendInit } = frame.start({ search: `?page=${page}` });
    await sendInit({ frontendType: 2 });
    expect(await screen.findByRole('alert')).toHaveTextContent('代理帳號不提供儲值與託售功能');
    expect(screen.queryByRole('form')).toBeNull();
    expect(frame.calls.filter((c) => c.path.includes('/fund/'))).toHaveLength(0);
  });
});
