import { aUserInfo } from '@site/contract/testing/users';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { sessionKeys } from '../../../shared/session/keys';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import { logIn } from '../../../test/session.fixtures';
import { useSettingsStore } from '../../../shared/stores/settings';
import { installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../../test/render';
import { isBalanceVisible } from '../eye';
import TransferToGamePopup from './TransferToGamePopup';

vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn() }));

const BALANCES = { currencies: [{ currency: 'NTD', currencyName: '新台幣', balance: '10000.00', icon: '', enabled: true, isCurrent: true }], gameWallets: [] };

function setup() {
  const api = installApi({
    'GET /api/v1/wallet/front/user/balance': () => ok(BALANCES),
    'GET /api/v1/game/redirect/DB_CARDS/url/only': () => ok({ url: '/play/DB_CARDS?launch=only' }),
  });
  usePopupsStore.setState({ open: { kind: 'transferToGame', gameType: 5, channelCode: 'DB', gameCode: 'DB_CARDS' } });
  const view = renderWithProviders(<TransferToGamePopup />, { path: '/' });
  const frame = screen.getByTitle('轉帳至遊戲錢包') as HTMLIFrameElement;
  const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
  const send = (data: unknown, { origin = window.location.origin, source = frame.contentWindow as Window | null } = {}) =>
    act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { ...api, ...view, frame, post, send };
}

beforeEach(async () => {
  await resetApp();
  await loadNamespaces('wallet');
  logIn(aUserInfo({ userId: 7, username: 'demo01', nickname: '', avatar: '', vipName: 'VIP1', currency: 'NTD' }), 'token-1');
});
afterEach(() => vi.restoreAllMocks());

describe('transfer-to-game popup (host side of the cashier frame)', () => {
  it('is a dialog holding the cashier transfer page, sized for a DB target (400 px)', () => {
    const { frame } = setup();
    expect(screen.getByRole('dialog', { name: '轉入遊戲' })).toBeInTheDocument();
    expect(frame.getAttribute('src')).toBe('/cashier/?page=transfer');
    expect(frame.getAttribute('src')).not.toContain('token');
    expect(frame.style.height).toBe('400px');
  });

  it('answers ready with init on our origin only (never *), token inside the message', async () => {
    const { send, post } = setup();
    await send({ type: 'ready' });
    // Only the init answer counts: a balance answer arriving at the same moment is relayed as a `live` message.
    const inits = post.mock.calls.filter(([m]) => (m as { type?: string }).type === 'init');
    expect(inits).toHaveLength(1);
    const [message, origin] = inits[0] as [Record<string, unknown>, string];
    expect(origin).toBe(window.location.origin);
    // Every message, the relayed ones too, goes to our own origin only.
    for (const [, o] of post.mock.calls) expect(o).toBe(window.location.origin);
    expect(message).toMatchObject({ type: 'init', token: 'token-1', language: 'TW', currency: 'NTD', brand: 'jade', target: { gameType: 5, channelCode: 'DB' } });
    expect(message.theme === 'dark' || message.theme === 'light').toBe(true);
    expect(String(message.deviceId)).toMatch(/^\w{20,32}$/);
  });

  it('ignores ready from another origin or another window', async () => {
    const { send, post } = setup();
    await send({ type: 'ready' }, { origin: 'https://evil.example' });
    await send({ type: 'ready' }, { source: window });
    expect(post).not.toHaveBeenCalled();
  });

  it('resizes the frame on height', async () => {
    const { send, frame } = setup();
    await send({ type: 'height', px: 430 });
    expect(frame.style.height).toBe('430px');
  });

  it('go to game opens the pending game without moving money again and closes the popup', async () => {
    const w = { opener: window, closed: false, close: vi.fn(), location: { href: '', replace: vi.fn() } };
    const open = vi.spyOn(window, 'open').mockImplementation(() => w as unknown as Window);
    const { send, requests } = setup();
    await send({ type: 'goGame', gameType: 5, channelCode: 'DB' });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(usePopupsStore.getState().open).toBeNull();
    await waitFor(() => expect(w.location.replace).toHaveBeenCalledWith(`${window.location.origin}/play/DB_CARDS?launch=only`));
    expect(requests.some((r) => r.url.pathname === '/api/v1/game/redirect/DB_CARDS/url')).toBe(false);
  });

  it('token invalid logs out and opens the login popup', async () => {
    const { send } = setup();
    await send({ type: 'tokenInvalid' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
  });

  it.each([
    [{ type: 'recharge' }, '/finance/recharge'],
    [{ type: 'withdraw' }, '/finance/withdraw'],
    [{ type: 'passbook', filter: { type: 'transfer' } }, '/finance/passbook?type=transfer'],
    [{ type: 'navigate', to: 'VIP' }, '/mine/vip'],
    [{ type: 'maintenance', on: true }, '/situation/503'],
  ])('%o navigates to %s and closes the popup', async (message, path) => {
    const { send } = setup();
    await send(message);
    expect(testLocation()).toBe(path);
    expect(usePopupsStore.getState().open).toBeNull();
  });

  it('tells the frame when the language changes after init', async () => {
    const { send, post } = setup();
    await send({ type: 'ready' });
    await act(async () => useSettingsStore.getState().setLanguage('en'));
    // Not necessarily the last message: the balance read again in English is relayed as `live` (issue 19).
    expect(post).toHaveBeenCalledWith({ type: 'language', language: 'EN' }, window.location.origin);
  });

  it('money display toggles the eye of the user; auto-transfer reload refetches the setting', async () => {
    const { send, client } = setup();
    await send({ type: 'toggleMoney', visible: false });
    expect(isBalanceVisible(7)).toBe(false);
    await act(async () => client.setQueryData(sessionKeys.autoTransfer(), false));
    await send({ type: 'reloadAutoTransfer' });
    expect(client.getQueryState(sessionKeys.autoTransfer())?.isInvalidated).toBe(true);
  });
});
