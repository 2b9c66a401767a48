import { aUserInfo } from '@site/contract/testing/users';
import type { ProtectionStatus } from '@site/contract/api/protection-exclusion';
import { BREAK_SETTING_ERROR_CODES } from '@site/contract/codes/protection-exclusion';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installApi, ok, type MockHandler, type MockRequest } from '../../test/api-mock';
import { errorCatalogue } from '../../test/site.fixtures';
import { renderWithProviders, resetApp } from '../../test/render';
import { logIn, sessionRoutes } from '../../test/session.fixtures';
import { usePopupsStore } from '../../shared/stores/popups';
import { protectionPages } from '../../test/pageLoaders';

configure({ asyncUtilTimeout: 5000 });

const WRONG = '登入密碼錯誤，請重新輸入。';

/** The status and break calls over one in-memory status; `refuse` answers the next break with a refusal. */
function fakeBreaks(initial: ProtectionStatus['break'] = null) {
  let status: ProtectionStatus = { break: initial, limitsOfferDue: false, justRegistered: false };
  const requests: MockRequest[] = [];
  let refuse: (() => ReturnType<typeof fail>) | null = null;
  const routes: Record<string, MockHandler> = {
    'GET /api/v1/protection/status': () => ok(status),
    'POST /api/v1/protection/break': (r) => {
      requests.push(r);
      if (refuse) {
        const reply = refuse();
        refuse = null;
        return reply;
      }
      const { kind, period } = r.body as { kind: 'timeout' | 'exclusion'; period: '24h' };
      status = { ...status, break: { kind, period, startedAt: '2030-01-01T04:00:00.000Z', until: '2030-01-02T04:00:00.000Z', awaitingEnd: false } };
      return ok(status);
    },
  };
  return { routes, requests, refuseNext: (reply: () => ReturnType<typeof fail>) => (refuse = reply) };
}

const catalogue = () => {
  const base = errorCatalogue();
  return { ...base, errorCodes: [...base.errorCodes, { errorCode: BREAK_SETTING_ERROR_CODES.passwordWrong, httpStatus: 400, description: WRONG, defaultDesc: WRONG, showType: 1 as const }] };
};

async function renderPage(routes: Record<string, MockHandler>, loggedIn = true) {
  const info = aUserInfo();
  installApi({ ...sessionRoutes(info), 'GET /api/v1/basics/errorCode/version': () => ok(catalogue()), ...routes });
  if (loggedIn) logIn(info);
  const { default: Page } = await protectionPages.exclusion();
  renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path: '/mine/protection/break' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '暫停遊戲與自我排除' })).toBeInTheDocument();
}

const region = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;

describe('/mine/protection/break: time-out and self-exclusion (issue 20)', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('a visitor is asked to log in, and nothing is asked of the server', async () => {
    const user = userEvent.setup();
    const fake = fakeBreaks();
    await renderPage(fake.routes, false);
    expect(screen.getByText('請先登入，再設定暫停遊戲或自我排除。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    expect(fake.requests).toEqual([]);
  });

  it('a 24-hour time-out is confirmed with the login password in a dialog, then said with its end', async () => {
    const user = userEvent.setup();
    const fake = fakeBreaks();
    await renderPage(fake.routes);
    const timeout = await region('暫停遊戲');
    await user.click(within(timeout).getByRole('radio', { name: '24 小時' }));
    await user.click(within(timeout).getByRole('button', { name: '開始暫停遊戲' }));
    const dialog = await screen.findByRole('dialog', { name: '確認暫停遊戲 24 小時' });
    expect(within(dialog).getByText(/期間無法縮短或取消/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('登入密碼'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests.map((r) => r.body)).toEqual([{ kind: 'timeout', period: '24h', password: 'demo1234' }]);
    const done = await screen.findByText(/^已設定，將於 .*2030.* 結束。$/);
    await waitFor(() => expect(done).toHaveFocus());
    expect(await screen.findByText(/^您正處於暫停遊戲期間，將於 .*2030.* 結束。$/)).toBeInTheDocument();
    // The 24 hours now end before the running time-out: no longer offered.
    expect(within(timeout).getByRole('radio', { name: /24 小時/ })).toBeDisabled();
  });

  it('an empty password is asked for and a wrong one is worded by the server; the dialog stays open', async () => {
    const user = userEvent.setup();
    const fake = fakeBreaks();
    await renderPage(fake.routes);
    const exclusion = await region('自我排除');
    await user.click(within(exclusion).getByRole('radio', { name: '6 個月' }));
    await user.click(within(exclusion).getByRole('button', { name: '開始自我排除' }));
    const dialog = await screen.findByRole('dialog', { name: '確認自我排除 6 個月' });
    await user.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('請輸入登入密碼');
    expect(fake.requests).toEqual([]);
    fake.refuseNext(() => fail(400, BREAK_SETTING_ERROR_CODES.passwordWrong, WRONG));
    await user.type(within(dialog).getByLabelText('登入密碼'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(WRONG));
    expect(within(dialog).getByLabelText('登入密碼')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests.map((r) => r.body)).toEqual([{ kind: 'exclusion', period: '6m', password: 'nope' }]);
  });

  it('a running break cannot be shortened: only periods ending later can be chosen, and none of the time-outs over an exclusion', async () => {
    const fake = fakeBreaks({ kind: 'timeout', period: '7d', startedAt: '2030-01-01T04:00:00.000Z', until: endsAfterSevenDays(), awaitingEnd: false });
    await renderPage(fake.routes);
    const timeout = await region('暫停遊戲');
    expect(within(timeout).getByRole('radio', { name: /24 小時/ })).toBeDisabled();
    expect(within(timeout).getByRole('radio', { name: /7 天/ })).toBeDisabled();
    expect(within(timeout).getByRole('radio', { name: '30 天' })).toBeEnabled();
    expect(within(timeout).getByRole('radio', { name: '30 天' })).toBeChecked();
    const exclusion = await region('自我排除');
    expect(within(exclusion).getByRole('radio', { name: /7 天/ })).toBeDisabled();
    expect(within(exclusion).getByRole('radio', { name: '5 年' })).toBeEnabled();
  });

  it('over a self-exclusion no time-out can be taken, and one past its date says it awaits customer service', async () => {
    const fake = fakeBreaks({ kind: 'exclusion', period: '7d', startedAt: '2020-01-01T04:00:00.000Z', until: '2020-01-08T04:00:00.000Z', awaitingEnd: true });
    await renderPage(fake.routes);
    const timeout = await region('暫停遊戲');
    for (const radio of within(timeout).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(timeout).getByRole('button', { name: '開始暫停遊戲' })).toBeDisabled();
    expect(screen.getByText(/^您的自我排除已於 .*2020.* 期滿，須聯繫客服解除。$/)).toBeInTheDocument();
  });
});

/** A 7-day time-out that began just now: it ends after a new 24-hour or 7-day one would. */
function endsAfterSevenDays(): string {
  return new Date(Date.now() + 7 * 86_400_000 + 60_000).toISOString();
}
