import { aUserInfo } from '@site/contract/testing/users';
import { fireEvent, screen } from '@testing-library/react';
import { showToast } from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { logIn } from '../../../test/session.fixtures';
import { installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { useEyeStore } from '../eye';
import HeaderWallet from './HeaderWallet';
import { recycleThrottle } from './throttle';

// Issue 34: the header's 一鍵回收 with the connection gone says so at once instead of waiting, and a recycle left
// without an answer is pressed again with the same Idempotency-Key (the server answers the first, runs nothing twice).

vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn() }));

const BALANCES = {
  currencies: [{ currency: 'NTD', currencyName: '新台幣', balance: '10000.00', icon: '', enabled: true, isCurrent: true }],
  gameWallets: [{ channelCode: 'KT', name: 'KT 電子', gameType: 6, gameTypes: [6], currency: 'NTD', balance: '300.00', ratio: 1 }],
};
const RECYCLE = '/api/v1/wallet/game/transfer/user/withdraw/all';
const SHELL = { 'GET /api/v1/wallet/front/user/balance': () => ok(BALANCES), 'GET /api/v1/user/isAutoGameTransfer': () => ok(true) };
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
  window.dispatchEvent(new Event('online'));
  vi.restoreAllMocks();
});

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: '錢包餘額 NTD 10,000.00' }));
  return screen.getByRole('button', { name: '一鍵回收' });
}

describe('一鍵回收 with the connection gone (issue 34)', () => {
  it('offline, says so at once and sends nothing; back online the next press recycles (the throttle was not spent)', async () => {
    const { requests } = installApi({ ...SHELL, [`POST ${RECYCLE}`]: () => ok(true) });
    renderWithProviders(<HeaderWallet />);
    const recycle = await openPanel();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(recycle);
    expect(toasts()).toEqual(['網路連線中斷，請恢復連線後再回收']);
    expect(recycle).not.toHaveAttribute('aria-busy', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    online.mockReturnValue(true);
    fireEvent.click(recycle);
    await vi.waitFor(() => expect(toasts()).toContain('回收成功'));
  });

  it('a call in flight ends when the browser goes offline, says the outcome is unknown, and the next press sends the same key', async () => {
    let answer = false;
    const { requests, fetch } = installApi(SHELL);
    const original = fetch.getMockImplementation();
    const keys: string[] = [];
    fetch.mockImplementation(async (input, init) => {
      if (!String(input).includes('withdraw/all')) return original ? original(input, init) : new Response('');
      keys.push((init?.headers as Record<string, string>)['Idempotency-Key'] ?? '');
      if (answer) return new Response(JSON.stringify({ code: '000000', msg: 'success', data: true }), { status: 200 });
      // No answer until the call is aborted: a connection gone quiet.
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    renderWithProviders(<HeaderWallet />);
    const recycle = await openPanel();
    fireEvent.click(recycle);
    await vi.waitFor(() => expect(keys).toHaveLength(1));
    expect(recycle).toHaveAttribute('aria-busy', 'true');
    window.dispatchEvent(new Event('offline'));
    // Not 回收失敗: it may have been done.
    await vi.waitFor(() => expect(toasts()).toEqual(['網路連線中斷，無法確認是否已回收。恢復連線後再按一次，不會重複回收']));
    expect(recycle).toHaveAttribute('aria-busy', 'false');

    window.dispatchEvent(new Event('online'));
    answer = true;
    recycleThrottle.reset();
    fireEvent.click(recycle);
    await vi.waitFor(() => expect(toasts()).toContain('回收成功'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(requests.length).toBeGreaterThan(0);
  });
});
