import { aUserInfo } from '@site/contract/testing/users';
import type { LossLimitView, PlayLimits } from '@site/contract/api/protection-play';
import { formatMinor, toMinor } from '@site/contract/rules/money';
import { resetConfirms } from '@site/ui/confirm';
import { ConfirmHost } from '@site/ui/confirm-host';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installApi, ok, type MockHandler, type MockRequest } from '../../test/api-mock';
import { renderWithProviders, resetApp } from '../../test/render';
import { logIn, sessionRoutes } from '../../test/session.fixtures';
import { protectionPages } from '../../test/pageLoaders';

configure({ asyncUtilTimeout: 5000 });

const EFFECTIVE = '2030-01-08T04:00:00.000Z';

/** A fake of the play-limit and reality-check calls over in-memory limits, with the server's cooling rule in short. */
function fakeServer() {
  const loss: Record<'day' | 'week' | 'month', LossLimitView> = {
    day: { period: 'day', amount: null, pending: null, lost: '300.00', remaining: null, periodStart: '2030-01-01T16:00:00.000Z', periodEnd: '2030-01-02T16:00:00.000Z' },
    week: { period: 'week', amount: null, pending: null, lost: '300.00', remaining: null, periodStart: '2029-12-30T16:00:00.000Z', periodEnd: '2030-01-06T16:00:00.000Z' },
    month: { period: 'month', amount: '5000.00', pending: null, lost: '300.00', remaining: '4700.00', periodStart: '2029-12-31T16:00:00.000Z', periodEnd: '2030-01-31T16:00:00.000Z' },
  };
  let session: PlayLimits['session'] = { minMinutes: 10, maxMinutes: 1440, minutes: 60, pending: null, startedAt: '2030-01-02T01:00:00.000Z', playedMinutes: 42 };
  let interval = 0;
  const requests: MockRequest[] = [];
  const view = (): PlayLimits => ({ currency: 'NTD', coolingDays: 7, idleMinutes: 30, loss: { minAmount: '100.00', maxAmount: '100000000.00', limits: [loss.day, loss.week, loss.month] }, session });
  const routes: Record<string, MockHandler> = {
    'GET /api/v1/protection/play-limits': () => ok(view()),
    'PUT /api/v1/protection/loss-limits': (r) => {
      requests.push(r);
      const { period, amount } = r.body as { period: 'day' | 'week' | 'month'; amount: string | null };
      const l = loss[period];
      if (l.amount === null || (amount !== null && toMinor(amount) <= toMinor(l.amount))) loss[period] = { ...l, amount: formatMinor(toMinor(amount ?? '0')), pending: null };
      else loss[period] = { ...l, pending: { value: amount === null ? null : formatMinor(toMinor(amount)), effectiveAt: EFFECTIVE } };
      const a = loss[period].amount;
      loss[period] = { ...loss[period], remaining: a === null ? null : formatMinor(Math.max(0, toMinor(a) - toMinor(l.lost))) };
      return ok(view());
    },
    'PUT /api/v1/protection/session-limit': (r) => {
      requests.push(r);
      const { minutes } = r.body as { minutes: number | null };
      session = minutes !== null && session.minutes !== null && minutes <= session.minutes ? { ...session, minutes, pending: null } : { ...session, pending: { value: minutes, effectiveAt: EFFECTIVE } };
      return ok(view());
    },
    'POST /api/v1/protection/session-limit/cancel': (r) => {
      requests.push(r);
      session = { ...session, pending: null };
      return ok(view());
    },
    'GET /api/v1/protection/reality-check': () => ok({ intervalMinutes: interval, now: '2030-01-02T01:42:00.000Z', session: null }),
    'PUT /api/v1/protection/reality-check': (r) => {
      requests.push(r);
      interval = (r.body as { intervalMinutes: number }).intervalMinutes;
      return ok({ intervalMinutes: interval, now: '2030-01-02T01:42:00.000Z', session: null });
    },
  };
  return { routes, requests };
}

async function renderPage(routes: Record<string, MockHandler>) {
  const info = aUserInfo();
  installApi({ ...sessionRoutes(info), ...routes });
  logIn(info);
  const { default: Page } = await protectionPages.playLimits();
  renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <ConfirmHost labels={{ title: '提示', confirm: '確定', cancel: '取消' }} />
    </>,
    { path: '/mine/protection/play' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '輸額與遊戲時間上限' })).toBeInTheDocument();
}

const card = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;
const figure = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

describe('/mine/protection/play: loss and session time limits, reality check (issue 20)', () => {
  beforeEach(async () => {
    await resetApp();
  });
  afterEach(() => {
    act(() => resetConfirms());
  });

  it('shows the three loss limits with what was lost; a new daily limit applies at once with what is left', async () => {
    const user = userEvent.setup();
    const fake = fakeServer();
    await renderPage(fake.routes);
    const day = await card('每日輸額上限');
    expect(figure(day, '目前上限')).toBe('未設定');
    expect(figure(day, '今日輸額')).toBe('300.00');
    expect(figure(await card('每月輸額上限'), '本月剩餘額度')).toBe('4,700.00');
    await user.type(within(day).getByLabelText('新的每日輸額上限（新台幣）'), '1000');
    await user.click(within(day).getByRole('button', { name: '設定上限' }));
    await waitFor(() => expect(figure(day, '目前上限')).toBe('1,000.00'));
    expect(figure(day, '今日剩餘額度')).toBe('700.00');
    expect(fake.requests.map((r) => r.body)).toEqual([{ period: 'day', amount: '1000' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('raising a loss limit asks first with the 7-day cooling period, then shows the pending change with its date', async () => {
    const user = userEvent.setup();
    const fake = fakeServer();
    await renderPage(fake.routes);
    const month = await card('每月輸額上限');
    await user.type(within(month).getByLabelText('新的每月輸額上限（新台幣）'), '8000');
    await user.click(within(month).getByRole('button', { name: '變更上限' }));
    const dialog = await screen.findByRole('dialog', { name: '調高每月輸額上限' });
    expect(dialog).toHaveTextContent('將上限調高為 8,000.00 需經過 7 天冷靜期');
    await user.click(within(dialog).getByRole('button', { name: '確認調高' }));
    expect(await within(month).findByRole('status')).toHaveTextContent('調高為 8,000.00');
    expect(figure(month, '目前上限')).toBe('5,000.00');
  });

  it('the session time limit: whole minutes in range only; shortening applies at once, lengthening waits and can be cancelled', async () => {
    const user = userEvent.setup();
    const fake = fakeServer();
    await renderPage(fake.routes);
    const session = await card('單次遊戲時間上限');
    expect(figure(session, '目前上限')).toBe('60 分鐘');
    expect(figure(session, '本次已遊戲')).toBe('42 分鐘');
    const field = within(session).getByLabelText('新的單次遊戲時間上限（分鐘）');
    const submit = within(session).getByRole('button', { name: '變更上限' });
    for (const [typed, message] of [
      ['1.5', '請輸入整數分鐘'],
      ['9', '上限需介於 10 至 1440 分鐘之間'],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(submit);
      expect(await within(session).findByRole('alert')).toHaveTextContent(message);
    }
    expect(fake.requests).toEqual([]);
    await user.clear(field);
    await user.type(field, '30');
    await user.click(submit);
    await waitFor(() => expect(figure(session, '目前上限')).toBe('30 分鐘'));
    await user.type(field, '90');
    await user.click(submit);
    await user.click(within(await screen.findByRole('dialog', { name: '延長單次遊戲時間上限' })).getByRole('button', { name: '確認調高' }));
    expect(await within(session).findByRole('status')).toHaveTextContent('延長為 90 分鐘');
    await user.click(within(session).getByRole('button', { name: '取消此變更' }));
    await waitFor(() => expect(within(session).queryByRole('status')).not.toBeInTheDocument());
    expect(fake.requests.map((r) => [r.url.pathname, r.body])).toEqual([
      ['/api/v1/protection/session-limit', { minutes: 30 }],
      ['/api/v1/protection/session-limit', { minutes: 90 }],
      ['/api/v1/protection/session-limit/cancel', undefined],
    ]);
  });

  it('the reality check interval: off by default, saved as 15 minutes', async () => {
    const user = userEvent.setup();
    const fake = fakeServer();
    await renderPage(fake.routes);
    const reality = await card('遊戲時間提醒');
    expect(within(reality).getByRole('radio', { name: '不提醒' })).toBeChecked();
    await user.click(within(reality).getByRole('radio', { name: '每 15 分鐘' }));
    await user.click(within(reality).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(fake.requests.map((r) => r.body)).toEqual([{ intervalMinutes: 15 }]));
    await waitFor(() => expect(within(reality).getByRole('radio', { name: '每 15 分鐘' })).toBeChecked());
  });
});
