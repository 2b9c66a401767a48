import { aUserInfo } from '@site/contract/testing/users';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageLoader } from '../../shared/i18n';
import { usePopupsStore } from '../../shared/stores/popups';
import { fail, installApi, ok, type MockHandler } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { renderWithProviders, resetApp, testLocation } from '../../test/render';
import { logIn, sessionRoutes } from '../../test/session.fixtures';
import { resetFinanceGate } from './gate/useFinanceGate';
import { walletPages } from '../../test/pageLoaders';

configure({ asyncUtilTimeout: 5000 });

const PHONE = aUserInfo({ telephone: '0912345678', hasTelephone: true });
const NOW = '2026-01-01T10:00:00.000Z';

async function show(load: PageLoader, path: string, pattern = '/finance/:page', routes: Record<string, MockHandler> = {}) {
  installApi({ ...sessionRoutes(PHONE), ...routes });
  const { default: Page } = await load();
  renderWithProviders(
    <Routes>
      <Route path={pattern} element={<Page />} />
      <Route path="/situation/404" element={<h1>404</h1>} />
    </Routes>,
    { path },
  );
}

const frame = () =>
  waitFor(() => {
    const found = document.querySelector('iframe');
    if (!found) throw new Error('no cashier frame yet');
    return found;
  });

describe('wallet pages', () => {
  beforeEach(async () => {
    await resetApp();
    resetFinanceGate();
    installApi();
  });

  it.each([
    ['/finance/recharge', '儲值'],
    ['/finance/withdraw', '託售'],
    ['/finance/bindCard', '綁定銀行卡'],
  ])('%s is titled %s', async (path, heading) => {
    await expectPage(walletPages.entry, { path, pattern: '/finance/:page', heading });
  });

  it('a page the cashier does not have goes to the 404 screen', async () => {
    await show(walletPages.entry, '/finance/other');
    await waitFor(() => expect(testLocation()).toBe('/situation/404'));
    await show(walletPages.newPage, '/finance/newPage?type=nope', '/finance/newPage');
    await waitFor(() => expect(testLocation()).toBe('/situation/404'));
  });

  it('a visitor gets the login message and popup instead of the frame', async () => {
    await show(walletPages.entry, '/finance/transfer');
    expect(await screen.findByRole('alert')).toHaveTextContent('請先登入後再使用財務功能');
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    expect(screen.queryByTitle('轉帳')).toBeNull();
  });

  it('the transfer page embeds the cashier frame when logged in (no token in its address)', async () => {
    logIn(PHONE, 'token-1');
    await show(walletPages.entry, '/finance/transfer');
    expect(await screen.findByRole('heading', { level: 1, name: '轉帳' })).toBeInTheDocument();
    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', '/cashier/?page=transfer');
    expect(iframe).toHaveAttribute('title', '轉帳');
    expect(iframe).toHaveStyle({ height: '370px' });
  });

  it('/finance/recharge opened directly shows a closed gate with a retry, then the frame with its checked query', async () => {
    logIn(PHONE, 'token-1');
    let level = 2;
    await show(walletPages.entry, '/finance/recharge?type=usdt&openBindPage=nothing', '/finance/:page', {
      'GET /api/v1/fund/recharge/getRechargeLimit': () => ok({ limitLevel: level, limitDate: '2026-01-01T10:29:30.000Z', nowDate: NOW, suspendedUntil: null }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('很抱歉，您暫時無法繼續儲值');
    expect(alert).toHaveTextContent('請於30分鐘後再試');
    level = 1;
    await userEvent.click(screen.getByRole('button', { name: '重新檢查' }));
    // openBindPage=nothing is not a value the page takes: only it is left out.
    expect(await frame()).toHaveAttribute('src', '/cashier/?page=recharge&type=usdt');
  });

  it('/finance/recharge whose gate calls fail says 暫時無法進行本操作 and opens after a retry that succeeds', async () => {
    logIn(PHONE, 'token-1');
    let down = true;
    await show(walletPages.entry, '/finance/recharge', '/finance/:page', {
      'GET /api/v1/fund/recharge/getRechargeLimit': () => (down ? fail(500, '999999') : ok({ limitLevel: 1, limitDate: null, nowDate: NOW, suspendedUntil: null })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('暫時無法進行本操作');
    expect(document.querySelector('iframe')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: '重新檢查' }));
    expect(await frame()).toHaveAttribute('src', '/cashier/?page=recharge');
  });

  it('/finance/withdraw opened without a phone offers the mobile binding', async () => {
    logIn(aUserInfo(), 'token-1');
    await show(walletPages.entry, '/finance/withdraw');
    expect(await screen.findByRole('alert')).toHaveTextContent('需先綁定您的手機號碼');
    await userEvent.click(screen.getByRole('button', { name: '綁定' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'mobileBinding' });
  });

  it('/finance/recharge opened without a phone shows the cashier, whose checklist binds it in place (issue 34)', async () => {
    logIn(aUserInfo(), 'token-1');
    await show(walletPages.entry, '/finance/recharge', '/finance/:page', {
      'GET /api/v1/user/info': () => ok(aUserInfo()),
      'GET /api/v1/fund/recharge/getRechargeLimit': () => ok({ limitLevel: 1, limitDate: null, nowDate: NOW, suspendedUntil: null }),
    });
    expect(await frame()).toHaveAttribute('src', '/cashier/?page=recharge');
    expect(screen.queryByText('需先綁定您的手機號碼')).toBeNull();
  });

  it('/finance/recharge for an agent account says why and offers only the way back, not a check that cannot change', async () => {
    const agent = aUserInfo({ telephone: '0912345678', hasTelephone: true, frontendType: 2 });
    logIn(agent, 'token-1');
    await show(walletPages.entry, '/finance/recharge', '/finance/:page', { 'GET /api/v1/user/info': () => ok(agent) });
    expect(await screen.findByRole('alert')).toHaveTextContent('代理帳號不提供儲值與託售功能');
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新檢查' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('/finance/withdraw without a withdrawal password leads to the account dialog, with the way back', async () => {
    logIn(PHONE, 'token-1');
    await show(walletPages.entry, '/finance/withdraw', '/finance/:page', { 'GET /api/v1/user/security/withdrawPassword/isBinding': () => ok(false) });
    expect(await screen.findByRole('alert')).toHaveTextContent('為了保障您的帳號安全，請先綁定託售密碼');
    await userEvent.click(screen.getByRole('button', { name: '前往綁定' }));
    await waitFor(() => expect(testLocation()).toBe('/mine/account?openDialog=popupWithDrawPwdBind'));
  });

  it('newPage shows the page named by type, without passing type on', async () => {
    logIn(PHONE, 'token-1');
    await show(walletPages.newPage, '/finance/newPage?type=wallet', '/finance/newPage');
    expect(await screen.findByRole('heading', { level: 1, name: '我的錢包' })).toBeInTheDocument();
    expect(await frame()).toHaveAttribute('src', '/cashier/?page=wallet');
  });

  it('the passbook embeds the cashier passbook with the filter of its address', async () => {
    logIn(PHONE, 'token-1');
    await show(walletPages.passbook, '/finance/passbook?type=deposit&status=success&token=x', '/finance/passbook');
    expect(await screen.findByRole('heading', { level: 1, name: '資金明細' })).toBeInTheDocument();
    expect(await frame()).toHaveAttribute('src', '/cashier/?page=passbook&type=deposit&status=success');
  });

  it.each([
    ['', '資金明細'],
    ['?tab=fund', '資金明細'],
    ['?tab=transaction&type=deposit', '交易明細'],
  ])('the passbook%s is titled by its tab: %s (the frame is named the same)', async (search, heading) => {
    logIn(PHONE, 'token-1');
    await show(walletPages.passbook, `/finance/passbook${search}`, '/finance/passbook');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await frame()).toHaveAttribute('title', heading);
  });

  it("/finance/wallet, the side menu's link, embeds the cashier wallet page", async () => {
    logIn(PHONE, 'token-1');
    await show(walletPages.wallet, '/finance/wallet', '/finance/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: '我的錢包' })).toBeInTheDocument();
    expect(await frame()).toHaveAttribute('src', '/cashier/?page=wallet');
  });
});
