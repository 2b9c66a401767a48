import { aUserInfo } from '@site/contract/testing/users';
import { formatDateTime } from '@site/contract/rules/format';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { ConfirmHost } from '@site/ui/confirm-host';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { refreshUserInfo } from '../../../shared/session/userInfo';
import { fail, installApi, ok, type MockHandler, type MockRequest } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { sessionRoutes } from '../../../test/session.fixtures';
import { walletKeys } from '../../wallet';
import { vipKeys } from '../api/keys';
import { vipPages } from '../../../test/pageLoaders';
import { coupon, couponRecord, exchangeInfo, logInAs, vipConfig, vipErrorCatalogue, vipRecord } from '../vip.fixtures';

const EXCHANGE = '/api/v1/user/vip/coupon-exchange';

async function openCoupons(routes: Record<string, MockHandler> = {}) {
  logInAs('VIP1');
  const toast = vi.fn();
  const table: Record<string, MockHandler> = {
    'GET /api/v1/user/vip': () => ok(vipRecord()),
    'GET /api/v1/user/vip/config': () => ok(vipConfig),
    'GET /api/v1/basics/errorCode/version': () => ok(vipErrorCatalogue()),
    'GET /api/v1/user/vip/coupons': () => ok({ records: [coupon(1), coupon(2, { type: 'birthday', title: '生日禮券', status: 'used', points: '0' })], total: 2 }),
    'GET /api/v1/user/vip/coupon-records': () =>
      ok({ records: [couponRecord(9, { kind: 'exchanged', couponId: null, couponType: null, title: '點券兌換', points: '-200', amount: '20.00', currency: 'NTD' }), couponRecord(1)], total: 2 }),
    [`GET ${EXCHANGE}`]: () => ok(exchangeInfo(500)),
    ...routes,
  };
  const api = installApi(table, { toast });
  const { default: Page } = await vipPages.vip();
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <ConfirmHost labels={{ title: '溫馨提示', confirm: '確定', cancel: '取消' }} />
    </>,
    { path: '/mine/vip?tab=coupons' },
  );
  // The header's balance and the VIP record, as other parts of the app cache them.
  view.client.setQueryData(walletKeys.balance(), { currencies: [], gameWallets: [] });
  view.client.setQueryData(vipKeys.record(), vipRecord({ points: '500' }));
  const sent = (method: string) => api.requests.filter((r) => r.method === method && r.url.pathname === EXCHANGE);
  await vi.waitFor(() => expect(availableText()).toHaveTextContent('500 點'));
  return { ...api, sent, toast, client: view.client };
}

const pointsInput = (name = '兌換點數') => screen.getByRole('textbox', { name });

function exchange(points: string, { input = '兌換點數', submit = '確認兌換' } = {}) {
  fireEvent.change(pointsInput(input), { target: { value: points } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
}

/** Agrees to the confirmation the form asks before it sends (issue 19). */
async function agree() {
  const dialog = await screen.findByRole('dialog', { name: '確認兌換點券' });
  fireEvent.click(within(dialog).getByRole('button', { name: '確定兌換' }));
}

/** The points the exchange form says are available. */
const availableText = () => screen.getByText('可兌換點券').nextElementSibling;

beforeEach(() => resetApp());

/** The coupon record was marked stale or already fetched again since `before` (a watched query refetches at once). */
function askedAgain(client: QueryClient, before: number): boolean {
  const state = client.getQueryState(vipKeys.record());
  return Boolean(state && (state.isInvalidated || state.dataUpdateCount > before));
}

describe('points coupons (/mine/vip?tab=coupons)', () => {
  it('lists the coupons with type, balance, expiry and status, and opens one in a dialog that gives focus back', async () => {
    await openCoupons();
    const list = await screen.findByRole('list', { name: '我的點券' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3, name: '晉級禮券 1' })).toBeInTheDocument();
    expect(first.getByText('晉級點券')).toBeInTheDocument();
    expect(first.getByText('300 點')).toBeInTheDocument();
    expect(first.getByText('可使用')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('已使用')).toBeInTheDocument();

    const opener = first.getByRole('button', { name: '查看詳情：晉級禮券 1' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '晉級禮券 1' });
    expect(within(dialog).getByText('300 點（原 500 點）')).toBeInTheDocument();
    expect(within(dialog).getByText('升級至 VIP1 的獎勵點券，可兌換為主錢包餘額。')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('lists the coupon records: issued and exchanged points with the money received', async () => {
    await openCoupons();
    const table = await screen.findByRole('table', { name: '點券紀錄' });
    const [, exchanged, issued] = within(table).getAllByRole('row');
    expect(within(exchanged as HTMLElement).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual(['兌換', '點券兌換', '-200', '20.00 NTD']);
    expect(within(issued as HTMLElement).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual(['發放', '晉級禮券 1', '+500', '—']);
  });

  it('exchanges points and refreshes the balance', async () => {
    let available = 500;
    const { sent, client } = await openCoupons({
      [`GET ${EXCHANGE}`]: () => ok(exchangeInfo(available)),
      [`PUT ${EXCHANGE}`]: (request: MockRequest) => {
        const points = (request.body as { points: number }).points;
        available -= points;
        return ok({ currency: 'NTD', points: String(points), amount: `${points / 10}.00`, balance: '1020.00', remainingPoints: String(available) });
      },
    });
    expect(screen.getByText('10 點 = 1.00 NTD')).toBeInTheDocument();
    fireEvent.change(pointsInput(), { target: { value: '205' } });
    // Rounded down to the cent at 10 points a dollar.
    expect(screen.getByText('可獲得：20.50 NTD')).toBeInTheDocument();
    const recordUpdates = client.getQueryState(vipKeys.record())?.dataUpdateCount ?? 0;
    exchange('200');
    await agree();

    expect(await screen.findByText('兌換成功：200 點已兌換為 20.00 NTD，已存入主錢包。')).toBeInTheDocument();
    const [put] = sent('PUT');
    expect(put?.body).toEqual({ points: 200 });
    expect(put?.url.searchParams.get('currency')).toBe('NTD');
    expect(put?.headers['Idempotency-Key']).toMatch(/\S{8,}/);
    // The balance, the record and the coupons are asked again; the form shows what is left.
    expect(client.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true);
    await vi.waitFor(() => expect(askedAgain(client, recordUpdates)).toBe(true));
    await vi.waitFor(() => expect(availableText()).toHaveTextContent('300 點'));
    expect(pointsInput()).toHaveValue('');

    // A new attempt is a new Idempotency-Key.
    exchange('100');
    await agree();
    await vi.waitFor(() => expect(sent('PUT')).toHaveLength(2));
    expect(sent('PUT')[1]?.headers['Idempotency-Key']).not.toBe(put?.headers['Idempotency-Key']);
  });

  it('asks before converting, naming the points and the money, and sends nothing when the player cancels', async () => {
    const { sent } = await openCoupons({ [`PUT ${EXCHANGE}`]: () => ok({ currency: 'NTD', points: '250', amount: '25.00', balance: '1025.00', remainingPoints: '250' }) });
    const submit = screen.getByRole('button', { name: '確認兌換' });
    fireEvent.change(pointsInput(), { target: { value: '250' } });
    submit.focus();
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: '確認兌換點券' });
    expect(dialog).toHaveTextContent('確定將 250 點兌換為 25.00 NTD，存入主錢包嗎？');
    expect(sent('PUT')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(submit).toHaveFocus());
    expect(sent('PUT')).toHaveLength(0);
    expect(pointsInput()).toHaveValue('250');

    fireEvent.click(submit);
    await agree();
    await vi.waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]?.body).toEqual({ points: 250 });
  });

  it('refuses more points than available with a translated message', async () => {
    const { sent } = await openCoupons();
    exchange('501');
    expect(await screen.findByRole('alert')).toHaveTextContent('很抱歉，您的點券餘額不足');
    expect(pointsInput()).toHaveAttribute('aria-invalid', 'true');
    exchange('12.5');
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入大於 0 的整數點數');
    exchange('0');
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入大於 0 的整數點數');
    exchange('5');
    expect(screen.getByRole('alert')).toHaveTextContent('至少需兌換 10 點');
    expect(sent('PUT')).toHaveLength(0);

    await i18n.changeLanguage('en');
    exchange('501', { input: 'Points to exchange', submit: 'Exchange' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, you do not have enough coupon points');
    expect(sent('PUT')).toHaveLength(0);
  });

  it('shows the server 很抱歉，您的點券餘額不足', async () => {
    // The points went meanwhile (a coupon expired): the server refuses with its catalogued words.
    const { sent, client, toast } = await openCoupons({ [`PUT ${EXCHANGE}`]: () => fail(400, '041001', 'insufficient points') });
    const recordUpdates = client.getQueryState(vipKeys.record())?.dataUpdateCount ?? 0;
    exchange('500');
    await agree();
    expect(await screen.findByRole('alert')).toHaveTextContent('很抱歉，您的點券餘額不足');
    expect(sent('PUT')).toHaveLength(1);
    // Shown in the form only, not also as a toast; the points are asked again.
    expect(toast).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(askedAgain(client, recordUpdates)).toBe(true));
  });

  it.each([
    ['the server says so (041002, HTTP 500)', 500, '041002'],
    ['the failure is not in the catalogue', 400, '999999'],
  ])('says 兌換失敗，請稍候再試 when %s', async (_case, status, code) => {
    const { sent, toast } = await openCoupons({ [`PUT ${EXCHANGE}`]: () => fail(status, code, 'boom') });
    exchange('100');
    await agree();
    expect(await screen.findByRole('alert')).toHaveTextContent('兌換失敗，請稍候再試');
    // A server answer ends the attempt: not sent again, and said in the form, not in a toast.
    expect(sent('PUT')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('the points exchange during a time-out or self-exclusion (issue 33)', () => {
  const UNTIL = '2030-01-02T04:00:00.000Z';
  const onBreak = (over: Record<string, unknown> = {}) => ({
    break: { kind: 'timeout', period: '24h', startedAt: '2030-01-01T04:00:00.000Z', until: UNTIL, awaitingEnd: false, ...over },
    limitsOfferDue: false,
    justRegistered: false,
  });

  async function openOnBreak(status: unknown) {
    const api = await openCoupons({ ...sessionRoutes(aUserInfo({ vipName: 'VIP1', currency: 'NTD' })), 'GET /api/v1/protection/status': () => ok(status) });
    // As SessionEffects does on a token: the user's data asked of the server, after which the status is asked.
    await act(() => refreshUserInfo(api.client).then(() => undefined));
    return api;
  }

  it('the exchange is disabled, described by the pause and its end; nothing is sent', async () => {
    const { sent } = await openOnBreak(onBreak());
    const words = `暫停遊戲中，至 ${formatDateTime(UNTIL)} 為止：無法兌換點券。`;
    const submit = screen.getByRole('button', { name: '確認兌換' });
    await vi.waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAccessibleDescription(words);
    expect(screen.getByText(words)).toBeVisible();
    fireEvent.change(pointsInput(), { target: { value: '100' } });
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    expect(screen.queryByRole('dialog', { name: '確認兌換點券' })).not.toBeInTheDocument();
    expect(sent('PUT')).toHaveLength(0);
  });

  it('a self-exclusion past its date says it waits for customer service', async () => {
    await openOnBreak(onBreak({ kind: 'exclusion', period: '1y', awaitingEnd: true }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: '確認兌換' })).toHaveAccessibleDescription(`自我排除已於 ${formatDateTime(UNTIL)} 期滿，須聯繫客服解除；在此之前無法兌換點券。`),
    );
  });
});
