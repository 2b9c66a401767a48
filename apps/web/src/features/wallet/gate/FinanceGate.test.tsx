import { aUserInfo } from '@site/contract/testing/users';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetConfirms } from '@site/ui/confirm';
import { ConfirmHost } from '@site/ui/confirm-host';
import { showToast } from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import { installApi, ok, type MockHandler } from '../../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';
import { resetFinanceGate, useFinanceGate } from './useFinanceGate';
import { usePendingFinance } from './usePendingFinance';

vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn() }));
// The gate's module loads with the first click; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const NOW = '2026-01-01T10:00:00.000Z';
const inMinutes = (m: number) => new Date(Date.parse(NOW) + m * 60_000).toISOString();
const LIMIT = 'GET /api/v1/fund/recharge/getRechargeLimit';
const CHECK = 'POST /api/v1/fund/withdraw/check';
const BOUND = 'GET /api/v1/user/security/withdrawPassword/isBinding';
const limit = (limitLevel: number, limitDate: string | null = null, suspendedUntil: string | null = null) => () => ok({ limitLevel, limitDate, nowDate: NOW, suspendedUntil });
const check = (isWithdrawOpen: boolean, isWithdrawLock: boolean, suspendedUntil: string | null = null) => () => ok({ isWithdrawOpen, isWithdrawLock, suspendedUntil });
const PHONE = aUserInfo({ telephone: '0912345678', hasTelephone: true });

function Buttons() {
  const gate = useFinanceGate();
  usePendingFinance();
  return (
    <>
      <button type="button" onClick={() => void gate.open('recharge')}>recharge</button>
      <button type="button" onClick={() => void gate.open('withdraw')}>withdraw</button>
    </>
  );
}

function setup(routes: Record<string, MockHandler> = {}) {
  const api = installApi({ ...sessionRoutes(PHONE), ...routes });
  renderWithProviders(
    <>
      <Buttons />
      <ConfirmHost labels={{ title: '提示', confirm: '確定', cancel: '取消' }} />
    </>,
    { path: '/' },
  );
  const gated = () => api.requests.map((r) => `${r.method} ${r.url.pathname}`).filter((k) => [LIMIT, CHECK, BOUND].includes(k));
  return { ...api, gated };
}

const dialog = () => screen.findByRole('dialog');

beforeEach(async () => {
  await resetApp();
  resetFinanceGate();
  vi.mocked(showToast).mockClear();
  logIn(PHONE, 'T1');
});
afterEach(() => {
  resetConfirms();
});

describe('finance gates on the buttons, in SPEC order', () => {
  it('a: a visitor gets the login popup, and the page opens after login', async () => {
    useSessionStore.setState({ token: null });
    const { gated } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'withdraw' }));
    await waitFor(() => expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' }));
    expect(usePopupsStore.getState().pendingFinance).toBe('/finance/withdraw');
    expect(gated()).toEqual([]);
    // Logging in (completeLogin sets the token, then closes the popup).
    act(() => logIn(PHONE, 'T2'));
    act(() => usePopupsStore.getState().closePopup());
    await waitFor(() => expect(testLocation()).toBe('/finance/withdraw'));
    expect(usePopupsStore.getState().pendingFinance).toBeNull();
  });

  it('a: closing the login popup without logging in forgets the page', async () => {
    useSessionStore.setState({ token: null });
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'recharge' }));
    await waitFor(() => expect(usePopupsStore.getState().pendingFinance).toBe('/finance/recharge'));
    act(() => usePopupsStore.getState().closePopup());
    expect(usePopupsStore.getState().pendingFinance).toBeNull();
  });

  it('b: no bound phone asks 需先綁定您的手機號碼 with 綁定 / 取消; bind opens the mobile-binding popup', async () => {
    logIn(aUserInfo());
    const { gated } = setup({ [CHECK]: check(true, false), 'GET /api/v1/user/info': () => ok(aUserInfo()) });
    await userEvent.click(screen.getByRole('button', { name: 'withdraw' }));
    const box = await dialog();
    expect(box).toHaveTextContent('需先綁定您的手機號碼');
    expect(within(box).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: '綁定' }));
    await waitFor(() => expect(usePopupsStore.getState().open).toEqual({ kind: 'mobileBinding' }));
    expect(gated()).toEqual([]);
    expect(testLocation()).toBe('/');
  });

  it('an agent account (frontend type 2) is told why and asked nothing else (issue 17)', async () => {
    const agent = aUserInfo({ telephone: '0912345678', hasTelephone: true, frontendType: 2 });
    logIn(agent);
    const { gated } = setup({ 'GET /api/v1/user/info': () => ok(agent) });
    for (const name of ['withdraw', 'recharge']) {
      await userEvent.click(screen.getByRole('button', { name }));
      const box = await dialog();
      expect(box).toHaveTextContent('代理帳號不提供儲值與託售功能');
      await userEvent.click(within(box).getByRole('button', { name: '確定' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(gated()).toEqual([]);
    expect(testLocation()).toBe('/');
  });

  it('c: withdraw without a withdrawal password asks for it first and goes to the account dialog', async () => {
    const { gated } = setup({ [BOUND]: () => ok(false), [CHECK]: check(false, true) });
    await userEvent.click(screen.getByRole('button', { name: 'withdraw' }));
    const box = await dialog();
    expect(box).toHaveTextContent('為了保障您的帳號安全，請先綁定託售密碼');
    // The switches are not asked before the password is there.
    expect(gated()).toEqual([BOUND]);
    await userEvent.click(within(box).getByRole('button', { name: '前往綁定' }));
    await waitFor(() => expect(testLocation()).toBe('/mine/account?openDialog=popupWithDrawPwdBind'));
  });

  it('d: recharge level 2 says 很抱歉，您暫時無法繼續儲值 with the minutes left, rounded up', async () => {
    setup({ [LIMIT]: limit(2, inMinutes(4.2)) });
    await userEvent.click(screen.getByRole('button', { name: 'recharge' }));
    const box = await dialog();
    expect(box).toHaveTextContent('很抱歉，您暫時無法繼續儲值');
    expect(box).toHaveTextContent('請於5分鐘後再試');
    expect(within(box).queryByRole('button', { name: '取消' })).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: '確定' }));
    expect(testLocation()).toBe('/');
  });

  it('d: recharge level 3 says 很抱歉，您暫時無法繼續儲值 with contact support, and leads to /service', async () => {
    setup({ [LIMIT]: limit(3) });
    await userEvent.click(screen.getByRole('button', { name: 'recharge' }));
    const box = await dialog();
    expect(box).toHaveTextContent('很抱歉，您暫時無法繼續儲值');
    expect(box).toHaveTextContent('請聯繫客服協助處理');
    await userEvent.click(within(box).getByRole('button', { name: '聯繫客服' }));
    await waitFor(() => expect(testLocation()).toBe('/service'));
  });

  it.each([
    ['closed', check(false, false)],
    ['locked', check(true, true)],
  ])('e: withdrawal %s says 很抱歉，您暫時無法繼續託售', async (_, answer) => {
    const { gated } = setup({ [BOUND]: () => ok(true), [CHECK]: answer });
    await userEvent.click(screen.getByRole('button', { name: 'withdraw' }));
    expect(await dialog()).toHaveTextContent('很抱歉，您暫時無法繼續託售');
    expect(gated()).toEqual([BOUND, CHECK]);
  });

  it('f: an automatic suspension on either gate gives the retry-after minutes', async () => {
    // Recharge counts by the server's nowDate, withdraw (no server time) by the client's clock.
    const soon = new Date(Date.now() + 30 * 60_000 - 5_000).toISOString();
    {
      setup({ [LIMIT]: limit(1, null, inMinutes(9.5)), [BOUND]: () => ok(true), [CHECK]: check(true, false, soon) });
      await userEvent.click(screen.getByRole('button', { name: 'recharge' }));
      let box = await dialog();
      expect(box).toHaveTextContent('很抱歉，您暫時無法繼續儲值');
      expect(box).toHaveTextContent('系統已自動暫停，請於10分鐘後再試');
      await userEvent.click(within(box).getByRole('button', { name: '確定' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await userEvent.click(screen.getByRole('button', { name: 'withdraw' }));
      box = await dialog();
      expect(box).toHaveTextContent('很抱歉，您暫時無法繼續託售');
      expect(box).toHaveTextContent('系統已自動暫停，請於30分鐘後再試');
    }
  });

  it('all gates open: the page opens, with the calls made once each', async () => {
    const { gated } = setup({ [BOUND]: () => ok(true), [CHECK]: check(true, false) });
    await userEvent.click(screen.getByRole('button', { name: 'withdraw' }));
    await waitFor(() => expect(testLocation()).toBe('/finance/withdraw'));
    expect(gated()).toEqual([BOUND, CHECK]);
  });

  it('g: a second click while the gate runs shows 正在處理中，請勿重複點擊 and does nothing else', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { gated } = setup({ [LIMIT]: async () => (await held, limit(1)()) });
    await userEvent.click(screen.getByRole('button', { name: 'recharge' }));
    await waitFor(() => expect(gated()).toEqual([LIMIT]));
    await userEvent.click(screen.getByRole('button', { name: 'withdraw' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('正在處理中，請勿重複點擊', expect.objectContaining({ kind: 'warning' })));
    expect(gated()).toEqual([LIMIT]);
    release();
    await waitFor(() => expect(testLocation()).toBe('/finance/recharge'));
    expect(gated()).toEqual([LIMIT]);
  });
});
