import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { BALANCES, envelope, frameHarness, resetFrame } from '../../test/frame';

let frame: ReturnType<typeof frameHarness>;
const USDT = { currency: 'USDT', currencyName: '泰達幣', balance: '100.00', icon: '', enabled: false, isCurrent: false };

beforeEach(async () => {
  await Promise.all([import('./WalletPage'), i18n.loadNamespaces(['wallet', 'fund'])]);
  await resetFrame();
  frame = frameHarness();
  frame.replies['PUT /api/v1/wallet/front/user/balance'] = () => envelope('success');
});
afterEach(() => frame.cleanup());

async function open() {
  const { sendInit } = frame.start({ search: '?page=wallet' });
  await sendInit();
  await screen.findByRole('heading', { name: '我的錢包' });
}
const puts = () => frame.calls.filter((c) => c.method === 'PUT');

describe('wallet page', () => {
  it('the last enabled currency cannot be removed: said before sending', async () => {
    await open();
    const ntd = screen.getByRole('switch', { name: '啟用新台幣' });
    expect(ntd).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(ntd);
    expect(screen.getByRole('alert')).toHaveTextContent('當前必須啓用一個錢包幣種');
    expect(puts()).toHaveLength(0);
  });

  it('the currency in use cannot be removed while another is enabled', async () => {
    frame.replies['GET /api/v1/wallet/front/user/balance'] = () => envelope({ ...BALANCES, currencies: [...BALANCES.currencies, { ...USDT, enabled: true }] });
    await open();
    fireEvent.click(screen.getByRole('switch', { name: '啟用新台幣' }));
    expect(screen.getByRole('alert')).toHaveTextContent('使用中的幣種無法移除');
    expect(puts()).toHaveLength(0);
  });

  it('adding a currency saves by PUT and tells the host with a toast so its header refreshes', async () => {
    frame.replies['GET /api/v1/wallet/front/user/balance'] = () => envelope({ ...BALANCES, currencies: [...BALANCES.currencies, USDT] });
    await open();
    fireEvent.click(screen.getByRole('switch', { name: '啟用泰達幣' }));
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '錢包幣種已更新' }));
    expect(puts()[0]?.body).toEqual({ enabled: ['NTD', 'USDT'] });
  });

  it('a repeated click while saving is blocked', async () => {
    frame.replies['GET /api/v1/wallet/front/user/balance'] = () => envelope({ ...BALANCES, currencies: [...BALANCES.currencies, USDT] });
    await open();
    const usdt = screen.getByRole('switch', { name: '啟用泰達幣' });
    fireEvent.click(usdt);
    fireEvent.click(usdt);
    expect(screen.getByRole('alert')).toHaveTextContent('正在處理中，請勿重複點擊');
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '錢包幣種已更新' }));
    expect(puts()).toHaveLength(1);
  });

  it('the eye posts toggleMoney and masks the balances; the links post recharge, withdraw and navigate', async () => {
    await open();
    expect(screen.getByText('1,000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '隱藏餘額' }));
    expect(frame.posted()).toContainEqual({ type: 'toggleMoney', visible: false });
    expect(screen.queryByText('1,000.00')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '顯示餘額' }));
    expect(frame.posted()).toContainEqual({ type: 'toggleMoney', visible: true });
    fireEvent.click(screen.getByRole('button', { name: '儲值' }));
    fireEvent.click(screen.getByRole('button', { name: '託售' }));
    fireEvent.click(screen.getByRole('button', { name: '交易紀錄' }));
    expect(frame.posted()).toEqual(expect.arrayContaining([{ type: 'recharge' }, { type: 'withdraw' }, { type: 'navigate', to: 'Passbook' }]));
  });
});
