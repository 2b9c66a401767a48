import type { LoginRecord, OpenSession } from '@site/contract/api/account-sessions';
import { aUserInfo } from '@site/contract/testing/users';
import { resetConfirms } from '@site/ui/confirm';
import { ConfirmHost } from '@site/ui/confirm-host';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installApi, ok, type MockHandler, type MockRequest } from '../../../test/api-mock';
import { accountPages } from '../../../test/pageLoaders';
import { renderWithProviders, resetApp } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';

// Lazy chunks and namespaces load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const facts = { localNetwork: false, sameNetwork: false } as const;
const HERE: OpenSession = { id: 7, current: true, device: 'desktop', browser: 'Chrome 131', os: 'Windows', network: '203.0.113.0/24', ...facts, sameNetwork: true, createdAt: '2026-11-28T01:00:00.000Z', lastSeenAt: '2026-11-28T02:00:00.000Z' };
const PHONE: OpenSession = { id: 5, current: false, device: 'phone', browser: 'Safari 18', os: 'iOS 18', network: '198.51.100.0/24', ...facts, createdAt: '2026-11-27T01:00:00.000Z', lastSeenAt: '2026-11-27T03:00:00.000Z' };
const OLD: OpenSession = { id: 3, current: false, device: 'unknown', browser: null, os: null, network: null, ...facts, createdAt: '2026-11-20T01:00:00.000Z', lastSeenAt: '2026-11-20T01:00:00.000Z' };
const LOGINS: LoginRecord[] = [
  { id: 2, at: '2026-11-28T01:00:00.000Z', method: 'password', errorCode: null, device: 'desktop', browser: 'Chrome 131', os: 'Windows', network: '203.0.113.0/24', ...facts },
  { id: 1, at: '2026-11-28T00:59:00.000Z', method: 'password', errorCode: '012001', device: 'desktop', browser: 'Chrome 131', os: 'Windows', network: '10.0.0.0/24', localNetwork: true, sameNetwork: false },
];

function fakeSessions(initial: OpenSession[]) {
  let records = [...initial];
  const requests: MockRequest[] = [];
  const routes: Record<string, MockHandler> = {
    'GET /api/v1/user/sessions': () => ok({ records }),
    'GET /api/v1/user/loginHistory': () => ok({ records: LOGINS, days: 90 }),
    'POST /api/v1/user/sessions/logoutOthers': (r) => {
      requests.push(r);
      const ended = records.filter((s) => !s.current).length;
      records = records.filter((s) => s.current);
      return ok({ ended });
    },
  };
  for (const s of initial) {
    routes[`DELETE /api/v1/user/sessions/${s.id}`] = (r) => {
      requests.push(r);
      records = records.filter((x) => x.id !== s.id);
      return ok(null);
    };
  }
  return { routes, requests };
}

async function renderPage(routes: Record<string, MockHandler>) {
  const info = aUserInfo();
  installApi({ ...sessionRoutes(info), ...routes });
  logIn(info);
  const { default: Page } = await accountPages.sessions();
  renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <ConfirmHost labels={{ title: '提示', confirm: '確定', cancel: '取消' }} />
    </>,
    { path: '/mine/account/sessions' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '登入裝置' })).toBeInTheDocument();
}

describe('/mine/account/sessions (issue 39)', () => {
  beforeEach(async () => {
    await resetApp();
  });
  afterEach(() => {
    act(() => resetConfirms());
  });

  it('lists each device with its browser, network and times, this one marked and without a log-out button', async () => {
    await renderPage(fakeSessions([HERE, PHONE, OLD]).routes);
    const list = await screen.findByRole('list', { name: '已登入的裝置' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['電腦', '手機', '未知裝置']);
    expect(within(items[0] as HTMLElement).getByText('本裝置')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('網段 203.0.113.0/24（與您目前的網路相同）')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('iOS 18 上的 Safari 18')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('未知瀏覽器')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('網路不明')).toBeInTheDocument();
    expect(screen.getByText('已登入裝置：3 台')).toBeInTheDocument();
  });

  it('logs one device out after its confirmation, naming it on the button; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const fake = fakeSessions([HERE, PHONE]);
    await renderPage(fake.routes);
    const button = await screen.findByRole('button', { name: '登出 iOS 18 上的 Safari 18' });
    expect(button).toHaveTextContent('登出');

    await user.click(button);
    await user.click(within(await screen.findByRole('dialog', { name: '登出此裝置' })).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: '登出 iOS 18 上的 Safari 18' }));
    const dialog = await screen.findByRole('dialog', { name: '登出此裝置' });
    expect(dialog).toHaveTextContent('確定要登出 iOS 18 上的 Safari 18 嗎？該裝置須以密碼重新登入。');
    await user.click(within(dialog).getByRole('button', { name: '登出' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '已登入的裝置' })).getAllByRole('listitem')).toHaveLength(1));
    expect(fake.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['DELETE /api/v1/user/sessions/5']);
    expect(screen.getByText('目前只有本裝置登入。')).toBeInTheDocument();
  });

  it('"log out all other devices" asks first, then leaves this device alone', async () => {
    const user = userEvent.setup();
    const fake = fakeSessions([HERE, PHONE, OLD]);
    await renderPage(fake.routes);
    await user.click(await screen.findByRole('button', { name: '登出所有其他裝置' }));
    const dialog = await screen.findByRole('dialog', { name: '登出所有其他裝置' });
    expect(dialog).toHaveTextContent('確定要登出其他 2 台裝置嗎？只有本裝置會保持登入。');
    await user.click(within(dialog).getByRole('button', { name: '登出所有其他裝置' }));
    expect(await screen.findByText('目前只有本裝置登入。')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '已登入的裝置' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '登出所有其他裝置' })).not.toBeInTheDocument();
    expect(fake.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /api/v1/user/sessions/logoutOthers']);
  });

  it('the history says each login succeeded or why it failed, how, and from which network', async () => {
    await renderPage(fakeSessions([HERE]).routes);
    const history = await screen.findByRole('list', { name: '登入紀錄' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('登入成功');
    expect(items[0]).toHaveTextContent('帳號密碼');
    expect(items[1]).toHaveTextContent('登入失敗：密碼錯誤');
    expect(items[1]).toHaveTextContent('區域網路');
    expect(screen.getByText('近 90 天，由新到舊，包含失敗的嘗試。')).toBeInTheDocument();
  });
});
