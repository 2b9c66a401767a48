import { aUserInfo } from '@site/contract/testing/users';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { showToast } from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { logIn } from '../../../test/session.fixtures';
import { fail, installApi, ok, type MockHandler } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { useEyeStore } from '../eye';
import HeaderWallet, { balanceLength } from './HeaderWallet';
import { recycleThrottle } from './throttle';

vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn() }));

const BALANCES = {
  currencies: [
    { currency: 'NTD', currencyName: '新台幣', balance: '10000.00', icon: '', enabled: true, isCurrent: true },
    { currency: 'USDT', currencyName: 'USDT', balance: '12.50', icon: '', enabled: true, isCurrent: false },
  ],
  gameWallets: [
    { channelCode: 'DB', name: 'DB', gameType: 5, gameTypes: [5, 7], currency: 'NTD', balance: '100.00', ratio: 0.2 },
    { channelCode: 'KT', name: 'KT 電子', gameType: 6, gameTypes: [6], currency: 'NTD', balance: '0.00', ratio: 1 },
  ],
};

function setup(routes: Record<string, MockHandler> = {}) {
  const api = installApi({ 'GET /api/v1/wallet/front/user/balance': () => ok(BALANCES), 'GET /api/v1/user/isAutoGameTransfer': () => ok(true), ...routes });
  renderWithProviders(<HeaderWallet />);
  return api;
}

const toasts = () => vi.mocked(showToast).mock.calls.map(([message]) => message);

beforeEach(async () => {
  await resetApp();
  await loadNamespaces('wallet');
  logIn(aUserInfo({ userId: 7, username: 'demo01', nickname: '', avatar: '', vipName: 'VIP1' }), 'token-1');
  useEyeStore.setState({ visible: {} });
  recycleThrottle.reset();
  vi.mocked(showToast).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('header balance and eye (SPEC 2)', () => {
  it('shows the balance of the current currency, and every currency and game wallet in its panel', async () => {
    setup();
    const balance = await screen.findByRole('button', { name: '錢包餘額 NTD 10,000.00' });
    fireEvent.click(balance);
    expect(balance).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(balance.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('USDT 12.50')).toBeInTheDocument();
    expect(within(panel).getByText('100.00 點')).toBeInTheDocument();
    expect(within(panel).queryByText('KT 電子')).toBeNull();
  });

  it('the eye masks the balance, is kept per user under eye, and is shown by default', async () => {
    setup();
    await screen.findByRole('button', { name: '錢包餘額 NTD 10,000.00' });
    const eye = screen.getByRole('button', { name: '顯示餘額' });
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '錢包餘額 NTD 已隱藏' })).toHaveTextContent('****');
    expect(localStorage.getItem('eye:7')).toBe('0');

    // Another user on this device sees the balance.
    act(() => logIn(aUserInfo({ userId: 8, username: 'phone01', nickname: '', avatar: '', vipName: 'VIP0' }), 'token-2'));
    expect(screen.getByRole('button', { name: '顯示餘額' })).toHaveAttribute('aria-pressed', 'true');
    // Back to the first: still masked, read from storage after a reload of the store.
    useEyeStore.setState({ visible: {} });
    act(() => logIn(aUserInfo({ userId: 7, username: 'demo01', nickname: '', avatar: '', vipName: 'VIP1' }), 'token-1'));
    expect(screen.getByRole('button', { name: '顯示餘額' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refresh spins for 500 ms and fetches the balance again', async () => {
    const { requests } = setup();
    await screen.findByRole('button', { name: '錢包餘額 NTD 10,000.00' });
    vi.useFakeTimers();
    const before = requests.length;
    const refresh = screen.getByRole('button', { name: '重新整理餘額' });
    fireEvent.click(refresh);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refresh).toHaveAttribute('aria-busy', 'false');
    // The new request is signed (WebCrypto) before it is sent: it may land a moment after the spin.
    vi.useRealTimers();
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(before));
    expect(requests.filter((r) => r.url.pathname === '/api/v1/wallet/front/user/balance').length).toBeGreaterThan(0);
  });
});

describe('a long balance on a phone (issue 34)', () => {
  it("shows the whole figure of 999,999,999.99 and keeps it as the button's name and title", async () => {
    const rich = { ...BALANCES, currencies: [{ ...BALANCES.currencies[0], balance: '999999999.99' }] };
    setup({ 'GET /api/v1/wallet/front/user/balance': () => ok(rich) });
    const balance = await screen.findByRole('button', { name: '錢包餘額 NTD 999,999,999.99' });
    // A phone's bar may show it a size smaller or, past its room, end it in an ellipsis: the title says it whole.
    expect(balance).toHaveAttribute('title', '錢包餘額 NTD 999,999,999.99');
    expect(screen.getByTestId('header-balance')).toHaveTextContent(/^999,999,999\.99$/);
  });

  it('steps the figure down a size past 9,999,999.99 and again past 999,999,999.99', () => {
    expect(balanceLength('10,000.00')).toBeUndefined();
    expect(balanceLength('9,999,999.99')).toBeUndefined();
    expect(balanceLength('10,000,000.00')).toBe('long');
    expect(balanceLength('999,999,999.99')).toBe('long');
    expect(balanceLength('1,000,000,000.00')).toBe('longer');
    expect(balanceLength('****')).toBeUndefined();
  });
});

describe('one-click recycle (SPEC 4)', () => {
  async function openPanel() {
    fireEvent.click(await screen.findByRole('button', { name: '錢包餘額 NTD 10,000.00' }));
    return screen.getByRole('button', { name: '一鍵回收' });
  }

  it('recycles the currency with an Idempotency-Key and says 回收成功', async () => {
    const { requests } = setup({ 'POST /api/v1/wallet/game/transfer/user/withdraw/all': () => ok(true) });
    fireEvent.click(await openPanel());
    await vi.waitFor(() => expect(toasts()).toContain('回收成功'));
    const call = requests.find((r) => r.url.pathname === '/api/v1/wallet/game/transfer/user/withdraw/all');
    expect(call?.url.searchParams.get('currency')).toBe('NTD');
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('is off while no game wallet holds money, described by the reason (issue 34), and nothing is sent', async () => {
    const empty = { ...BALANCES, gameWallets: BALANCES.gameWallets.map((w) => ({ ...w, balance: '0.00' })) };
    const { requests } = setup({ 'GET /api/v1/wallet/front/user/balance': () => ok(empty), 'POST /api/v1/wallet/game/transfer/user/withdraw/all': () => ok(true) });
    const recycle = await openPanel();
    expect(recycle).toBeDisabled();
    expect(recycle).toHaveAccessibleDescription('遊戲錢包沒有餘額');
    fireEvent.click(recycle);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('is on, with no reason, when a game wallet holds money', async () => {
    setup();
    const recycle = await openPanel();
    expect(recycle).toBeEnabled();
    expect(recycle).not.toHaveAttribute('aria-describedby');
  });

  it('says 回收失敗 when the server answers false or fails', async () => {
    let answer: 'false' | 'error' = 'false';
    setup({ 'POST /api/v1/wallet/game/transfer/user/withdraw/all': () => (answer === 'false' ? ok(false) : fail(500, '030008', 'failed')) });
    const recycle = await openPanel();
    fireEvent.click(recycle);
    await vi.waitFor(() => expect(toasts()).toEqual(['回收失敗']));
    recycleThrottle.reset();
    answer = 'error';
    fireEvent.click(recycle);
    await vi.waitFor(() => expect(toasts().filter((m) => m === '回收失敗')).toHaveLength(2));
  });

  it('allows one recycle per 5 s; a click inside the window says 正在處理中，請勿重複點擊', async () => {
    const { requests } = setup({ 'POST /api/v1/wallet/game/transfer/user/withdraw/all': () => ok(true) });
    const recycle = await openPanel();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const recycles = () => requests.filter((r) => r.method === 'POST').length;
    fireEvent.click(recycle);
    fireEvent.click(recycle);
    expect(toasts()).toContain('正在處理中，請勿重複點擊');
    await act(() => vi.advanceTimersByTimeAsync(4999));
    fireEvent.click(recycle);
    expect(toasts().filter((m) => m === '正在處理中，請勿重複點擊')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    fireEvent.click(recycle);
    await act(() => vi.advanceTimersByTimeAsync(10));
    vi.useRealTimers();
    await vi.waitFor(() => expect(recycles()).toBe(2));
  });

  it('a network failure is sent again with the same Idempotency-Key', async () => {
    let attempts = 0;
    const { requests, fetch } = setup();
    const original = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('withdraw/all') && attempts++ === 0) {
        requests.push({ url: new URL(String(input), 'http://localhost'), method: 'POST', headers: { ...(init?.headers as Record<string, string>) }, body: undefined });
        throw new TypeError('Failed to fetch');
      }
      if (String(input).includes('withdraw/all')) {
        requests.push({ url: new URL(String(input), 'http://localhost'), method: 'POST', headers: { ...(init?.headers as Record<string, string>) }, body: undefined });
        return new Response(JSON.stringify({ code: '000000', msg: 'success', data: true }), { status: 200 });
      }
      return original ? original(input, init) : new Response('');
    });
    fireEvent.click(await openPanel());
    await vi.waitFor(() => expect(toasts()).toContain('回收成功'));
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
