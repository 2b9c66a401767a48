import { aUserInfo } from '@site/contract/testing/users';
import type { DepositLimits, DepositLimitView, LimitPeriod } from '@site/contract/api/protection';
import { formatMinor, toMinor } from '@site/contract/rules/money';
import { resetConfirms } from '@site/ui/confirm';
import { ConfirmHost } from '@site/ui/confirm-host';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, installApi, ok, type MockHandler, type MockReply, type MockRequest } from '../../test/api-mock';
import { errorCatalogue } from '../../test/site.fixtures';
import { renderWithProviders, resetApp } from '../../test/render';
import { logIn, sessionRoutes } from '../../test/session.fixtures';
import { usePopupsStore } from '../../shared/stores/popups';
import { contentPages, protectionPages } from '../../test/pageLoaders';

// Lazy chunks and namespaces load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const EFFECTIVE = '2030-01-08T04:00:00.000Z';
const SAME = '新的儲值上限與目前相同，未做任何變更。';

/** A fake of the three protection calls over in-memory limits, with the server's rules in short. */
function fakeProtection(initial: Partial<Record<LimitPeriod, DepositLimitView>> = {}) {
  const limits: Record<LimitPeriod, DepositLimitView> = {
    day: { period: 'day', amount: null, pending: null, deposited: '800.00', remaining: null, periodStart: '2030-01-01T16:00:00.000Z', periodEnd: '2030-01-02T16:00:00.000Z' },
    week: { period: 'week', amount: null, pending: null, deposited: '800.00', remaining: null, periodStart: '2029-12-30T16:00:00.000Z', periodEnd: '2030-01-06T16:00:00.000Z' },
    month: { period: 'month', amount: null, pending: null, deposited: '800.00', remaining: null, periodStart: '2029-12-31T16:00:00.000Z', periodEnd: '2030-01-31T16:00:00.000Z' },
    ...initial,
  };
  const requests: MockRequest[] = [];
  /** The next change is refused with this reply (the server's own checks, e.g. a limit changed in another tab). */
  let refuseNext: MockReply | null = null;
  const view = (): DepositLimits => ({ currency: 'NTD', coolingDays: 7, minAmount: '100.00', maxAmount: '100000000.00', limits: [limits.day, limits.week, limits.month] });
  const left = (l: DepositLimitView) => (l.amount === null ? null : formatMinor(Math.max(0, toMinor(l.amount) - toMinor(l.deposited))));
  const routes: Record<string, MockHandler> = {
    'GET /api/v1/protection/deposit-limits': () => ok(view()),
    'PUT /api/v1/protection/deposit-limits': (r) => {
      requests.push(r);
      if (refuseNext) {
        const reply = refuseNext;
        refuseNext = null;
        return reply;
      }
      const { period, amount } = r.body as { period: LimitPeriod; amount: string | null };
      const l = limits[period];
      if (amount !== null && l.amount !== null && toMinor(amount) === toMinor(l.amount) && !l.pending) return fail(409, '012092', SAME);
      if (l.amount === null || (amount !== null && toMinor(amount) <= toMinor(l.amount))) {
        limits[period] = { ...l, amount: formatMinor(toMinor(amount ?? '0')), pending: null };
      } else {
        limits[period] = { ...l, pending: { amount: amount === null ? null : formatMinor(toMinor(amount)), effectiveAt: EFFECTIVE } };
      }
      limits[period] = { ...limits[period], remaining: left(limits[period]) };
      return ok(view());
    },
    'POST /api/v1/protection/deposit-limits/cancel': (r) => {
      requests.push(r);
      const { period } = r.body as { period: LimitPeriod };
      limits[period] = { ...limits[period], pending: null };
      return ok(view());
    },
  };
  return { routes, requests, refuse: (reply: MockReply) => (refuseNext = reply) };
}

/** The client words a refusal from the catalogue (SPEC 8), so the test's catalogue holds 012092. */
const catalogue = () => {
  const base = errorCatalogue();
  return { ...base, errorCodes: [...base.errorCodes, { errorCode: '012092', httpStatus: 409, description: SAME, defaultDesc: SAME, showType: 1 as const }] };
};

async function renderPage(routes: Record<string, MockHandler>, loggedIn = true) {
  const info = aUserInfo();
  installApi({ ...sessionRoutes(info), 'GET /api/v1/basics/errorCode/version': () => ok(catalogue()), ...routes });
  if (loggedIn) logIn(info);
  const { default: Page } = await protectionPages.protection();
  renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <ConfirmHost labels={{ title: '提示', confirm: '確定', cancel: '取消' }} />
    </>,
    { path: '/mine/protection' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '負責任博彩設定' })).toBeInTheDocument();
}

const card = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;
const figure = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

describe('/mine/protection: deposit limits (issue 20)', () => {
  beforeEach(async () => {
    await resetApp();
  });
  afterEach(() => {
    act(() => resetConfirms());
  });

  it('a visitor is asked to log in, and nothing is asked of the server', async () => {
    const user = userEvent.setup();
    const fake = fakeProtection();
    await renderPage(fake.routes, false);
    expect(screen.getByText('請先登入，再設定您的儲值上限。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    expect(screen.queryByRole('region', { name: '每日儲值上限' })).not.toBeInTheDocument();
  });

  it('shows the three limits; a new daily limit applies at once with what is left', async () => {
    const user = userEvent.setup();
    const fake = fakeProtection();
    await renderPage(fake.routes);
    const day = await card('每日儲值上限');
    expect(await card('每週儲值上限')).toBeInTheDocument();
    expect(await card('每月儲值上限')).toBeInTheDocument();
    expect(figure(day, '目前上限')).toBe('未設定');
    expect(figure(day, '今日已儲值')).toBe('800.00');
    await user.type(within(day).getByLabelText('新的每日上限（新台幣）'), '1000');
    await user.click(within(day).getByRole('button', { name: '設定上限' }));
    await waitFor(() => expect(figure(day, '目前上限')).toBe('1,000.00'));
    expect(figure(day, '今日剩餘可儲值')).toBe('200.00');
    expect(fake.requests.map((r) => r.body)).toEqual([{ period: 'day', amount: '1000' }]);
    // No confirmation for a new limit: it only protects.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps what the player types while the limits are asked again after a change (only the amount sent is cleared)', async () => {
    const user = userEvent.setup();
    const fake = fakeProtection();
    let release: () => void = () => undefined;
    let hold = false;
    const get = fake.routes['GET /api/v1/protection/deposit-limits'] as MockHandler;
    const routes: Record<string, MockHandler> = {
      ...fake.routes,
      'GET /api/v1/protection/deposit-limits': (r) => (hold ? new Promise<MockReply>((resolve) => (release = () => resolve(get(r) as MockReply))) : get(r)),
    };
    await renderPage(routes);
    const day = await card('每日儲值上限');
    const field = within(day).getByLabelText('新的每日上限（新台幣）');
    hold = true;
    await user.type(field, '1000');
    await user.click(within(day).getByRole('button', { name: '設定上限' }));
    // The answer's view shows at once; the limits asked again have not come back yet.
    await waitFor(() => expect(figure(day, '目前上限')).toBe('1,000.00'));
    const submit = within(day).getByRole('button', { name: '變更上限' });
    expect(submit).toBeDisabled();
    await user.clear(field);
    await user.type(field, '900');
    hold = false;
    act(() => release());
    // The save is over once its button is free again; the next amount is still there.
    await waitFor(() => expect(submit).toBeEnabled());
    expect(field).toHaveValue('900');
    expect(fake.requests).toHaveLength(1);
  });

  it('words wrong amounts next to the field and sends nothing', async () => {
    const user = userEvent.setup();
    const fake = fakeProtection();
    await renderPage(fake.routes);
    const week = await card('每週儲值上限');
    const field = within(week).getByLabelText('新的每週上限（新台幣）');
    const submit = within(week).getByRole('button', { name: '設定上限' });
    await user.click(submit);
    expect(await within(week).findByRole('alert')).toHaveTextContent('請輸入金額');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    for (const [typed, message] of [
      ['1,000', '請輸入有效的數字金額'],
      ['1000.123', '金額最多只能有兩位小數'],
      ['99.99', '上限不可低於 100.00'],
      ['100000000.01', '上限不可高於 100,000,000.00'],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(submit);
      expect(await within(week).findByRole('alert')).toHaveTextContent(message);
    }
    expect(fake.requests).toEqual([]);
  });

  it('raising asks first with the 7-day cooling period, then shows the pending change with its date; cancel drops it', async () => {
    const user = userEvent.setup();
    const fake = fakeProtection({ month: { period: 'month', amount: '5000.00', pending: null, deposited: '800.00', remaining: '4200.00', periodStart: '2029-12-31T16:00:00.000Z', periodEnd: '2030-01-31T16:00:00.000Z' } });
    await renderPage(fake.routes);
    const month = await card('每月儲值上限');
    await user.type(within(month).getByLabelText('新的每月上限（新台幣）'), '8000');
    await user.click(within(month).getByRole('button', { name: '變更上限' }));
    const dialog = await screen.findByRole('dialog', { name: '調高每月儲值上限' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(dialog).toHaveTextContent('調高上限至 8,000.00 需經過 7 天冷靜期');
    // Backing out sends nothing.
    await user.click(within(dialog).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests).toEqual([]);

    await user.click(within(month).getByRole('button', { name: '變更上限' }));
    await user.click(within(await screen.findByRole('dialog', { name: '調高每月儲值上限' })).getByRole('button', { name: '確認調高' }));
    const pending = await within(month).findByText(/^上限將於 .+ 調高為 8,000\.00。$/);
    expect(pending.textContent).toMatch(/2030\/01\/0[78]/);
    expect(figure(month, '目前上限')).toBe('5,000.00');
    expect(fake.requests.map((r) => r.body)).toEqual([{ period: 'month', amount: '8000' }]);

    await user.click(within(month).getByRole('button', { name: '取消此變更' }));
    await waitFor(() => expect(within(month).queryByText(/調高為/)).not.toBeInTheDocument());
    expect(fake.requests.map((r) => [r.method, r.body])).toEqual([
      ['PUT', { period: 'month', amount: '8000' }],
      ['POST', { period: 'month' }],
    ]);
  });

  it('removing is confirmed too and waits; a refusal of the server is worded inline', async () => {
    const user = userEvent.setup();
    const fake = fakeProtection({ day: { period: 'day', amount: '1000.00', pending: null, deposited: '800.00', remaining: '200.00', periodStart: '2030-01-01T16:00:00.000Z', periodEnd: '2030-01-02T16:00:00.000Z' } });
    await renderPage(fake.routes);
    const day = await card('每日儲值上限');
    await user.click(within(day).getByRole('button', { name: '移除上限' }));
    const dialog = await screen.findByRole('dialog', { name: '移除每日儲值上限' });
    expect(dialog).toHaveTextContent('移除上限需經過 7 天冷靜期');
    await user.click(within(dialog).getByRole('button', { name: '確認移除' }));
    expect(await within(day).findByText(/^上限將於 .+ 移除。$/)).toBeInTheDocument();
    // The remove button is gone while a removal waits.
    expect(within(day).queryByRole('button', { name: '移除上限' })).not.toBeInTheDocument();

    // Lowering to the amount in force with a removal pending keeps the limit (the server drops the removal).
    await user.type(within(day).getByLabelText('新的每日上限（新台幣）'), '1000');
    await user.click(within(day).getByRole('button', { name: '變更上限' }));
    await waitFor(() => expect(within(day).queryByText(/移除。$/)).not.toBeInTheDocument());

    // Same amount again, nothing pending: the page says so before asking.
    await user.type(within(day).getByLabelText('新的每日上限（新台幣）'), '1000.00');
    await user.click(within(day).getByRole('button', { name: '變更上限' }));
    expect(await within(day).findByRole('alert')).toHaveTextContent('新的上限與目前相同');
    expect(fake.requests).toHaveLength(2);

    // The server's refusal (here: the limit was changed in another tab) is shown by the field, in its words.
    fake.refuse(fail(409, '012092', SAME));
    await user.clear(within(day).getByLabelText('新的每日上限（新台幣）'));
    await user.type(within(day).getByLabelText('新的每日上限（新台幣）'), '500');
    await user.click(within(day).getByRole('button', { name: '變更上限' }));
    expect(await within(day).findByRole('alert')).toHaveTextContent(SAME);
    expect(figure(day, '目前上限')).toBe('1,000.00');
  });
});

describe('the way in', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('the responsible-gambling page links to /mine/protection', async () => {
    installApi();
    const { default: Page } = await contentPages.aboutUs();
    renderWithProviders(
      <Routes>
        <Route path="/stationary/about-us/*" element={<Page />} />
      </Routes>,
      { path: '/stationary/about-us/responsibility' },
    );
    expect(await screen.findByRole('link', { name: '設定儲值上限（負責任博彩設定）' })).toHaveAttribute('href', '/mine/protection');
  });
});
