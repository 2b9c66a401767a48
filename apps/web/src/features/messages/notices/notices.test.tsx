import { formatDateTime } from '@site/contract/rules/format';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../shared/session/keys';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import { fail, installApi, ok, type MockHandler, type MockRequest } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { messagesPages } from '../../../test/pageLoaders';

type Kind = 'trade' | 'system';

const notice = (id: number, kind: Kind, extra: Record<string, unknown> = {}) => ({
  id,
  kind,
  title: kind === 'trade' ? `儲值成功 ${id}` : `銀行卡綁定成功 ${id}`,
  content: kind === 'trade' ? `訂單 D${id}，金額 NTD 500.00。` : `您的銀行卡 ****${id} 已審核通過，可用於儲值與託售。`,
  isRead: false,
  createdAt: `2025-06-30T0${id % 10}:00:00.000Z`,
  ...extra,
});

const TRADE = [notice(1, 'trade'), notice(2, 'trade', { isRead: true })];
const SYSTEM = [notice(11, 'system'), notice(12, 'system', { isRead: true })];

const LIST = { trade: 'GET /api/v1/transaction/notice/list', system: 'POST /api/v1/message/system/notice/list' };

interface OpenOptions {
  records?: ReturnType<typeof notice>[];
  total?: number;
  routes?: Record<string, MockHandler>;
}

async function open(tab: Kind, options: OpenOptions = {}) {
  const records = options.records ?? (tab === 'trade' ? TRADE : SYSTEM);
  const total = options.total ?? records.length;
  const lists: MockRequest[] = [];
  const api = installApi({
    [LIST[tab]]: (r) => {
      lists.push(r);
      return ok({ records, total });
    },
    'PUT /api/v1/transaction/notice/read/1': () => ok({ ...TRADE[0], isRead: true }),
    'GET /api/v1/message/system/notice/11': () => ok({ ...SYSTEM[0], isRead: true }),
    'POST /api/v1/message/center/read/all': () => ok({ updated: 1 }),
    ...options.routes,
  });
  const { default: Page } = await messagesPages.notification();
  const view = renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path: `/mine/notification/${tab}` },
  );
  // The header's unread count, as the shell caches it.
  view.client.setQueryData(sessionKeys.unread(), { total: 3, sysNotice: 1, transNotice: 1, letter: 1, opNotice: 0 });
  const sent = (method: string, path: string) => api.requests.filter((r) => r.method === method && r.url.pathname === path);
  return { ...api, lists, sent, client: view.client };
}

const unreadStale = (client: ReturnType<typeof renderWithProviders>['client']) => client.getQueryState(sessionKeys.unread())?.isInvalidated;

beforeEach(async () => {
  await resetApp();
  useSessionStore.setState({ token: 'token-1' });
});

describe('transaction notices (/mine/notification/trade)', () => {
  it('lists the notices with title, text and time, the unread ones marked in words', async () => {
    const { lists } = await open('trade');
    expect(screen.getByRole('heading', { level: 2, name: '交易通知' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '交易通知' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3, name: /儲值成功 1/ })).toBeInTheDocument();
    expect(first.getByRole('button', { name: /^未讀 儲值成功 1/ })).toHaveAttribute('aria-expanded', 'false');
    expect(first.getByText('訂單 D1，金額 NTD 500.00。')).toBeInTheDocument();
    expect(first.getByText(formatDateTime(TRADE[0]?.createdAt))).toHaveAttribute('datetime', TRADE[0]?.createdAt);
    expect(within(items[1] as HTMLElement).getByRole('button', { name: /^儲值成功 2/ })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('未讀')).toBeNull();
    expect(lists[0]?.url.searchParams.get('page')).toBe('1');
    expect(lists[0]?.url.searchParams.get('size')).toBe('10');
    expect(lists[0]?.url.searchParams.get('language')).toBe('TW');
  });

  it('opening an unread notice shows its text and marks it read (the call is sent, the mark goes, the count is asked again)', async () => {
    const { sent, client } = await open('trade');
    const button = await screen.findByRole('button', { name: /儲值成功 1/ });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveTextContent('訂單 D1，金額 NTD 500.00。');
    await vi.waitFor(() => expect(sent('PUT', '/api/v1/transaction/notice/read/1')).toHaveLength(1));
    await vi.waitFor(() => expect(button).toHaveAccessibleName(/^儲值成功 1/));
    expect(unreadStale(client)).toBe(true);

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: /儲值成功 2/ }));
    expect(screen.getByRole('button', { name: /儲值成功 2/ })).toHaveAttribute('aria-expanded', 'true');
    expect(sent('PUT', '/api/v1/transaction/notice/read/1')).toHaveLength(1);
    expect(sent('PUT', '/api/v1/transaction/notice/read/2')).toHaveLength(0);
  });

  it('read all marks the trade notices read, asks the list and the unread count again', async () => {
    const { sent, lists, client } = await open('trade');
    await screen.findByRole('list', { name: '交易通知' });
    fireEvent.click(screen.getByRole('button', { name: '全部已讀' }));
    await vi.waitFor(() => expect(sent('POST', '/api/v1/message/center/read/all')).toHaveLength(1));
    expect(sent('POST', '/api/v1/message/center/read/all')[0]?.body).toEqual({ kind: 'trade' });
    await vi.waitFor(() => expect(lists).toHaveLength(2));
    expect(unreadStale(client)).toBe(true);
    expect(await screen.findByText('已全部標為已讀。')).toBeInTheDocument();
  });

  it('pages through the notices', async () => {
    const { lists } = await open('trade', { total: 25 });
    await screen.findByRole('list', { name: '交易通知' });
    const pager = screen.getByRole('navigation', { name: '分頁' });
    expect(pager).toHaveTextContent('第 1 / 3 頁');
    expect(within(pager).getByRole('button', { name: '上一頁' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: '下一頁' }));
    await vi.waitFor(() => expect(lists.at(-1)?.url.searchParams.get('page')).toBe('2'));
    expect(await within(pager).findByText('第 2 / 3 頁')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '上一頁' })).toBeEnabled();
  });

  it('says when there are no notices, with read all off and no pager', async () => {
    await open('trade', { records: [] });
    expect(await screen.findByText('目前沒有交易通知。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部已讀' })).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: '分頁' })).toBeNull();
  });

  it('shows a retry when the list fails', async () => {
    let calls = 0;
    await open('trade', {
      routes: {
        [LIST.trade]: () => {
          calls += 1;
          return calls === 1 ? fail(500, '999999', 'boom') : ok({ records: TRADE, total: 2 });
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('通知載入失敗。');
    fireEvent.click(within(alert).getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('list', { name: '交易通知' })).toBeInTheDocument();
  });

  it('asks a visitor to log in and asks for nothing', async () => {
    useSessionStore.setState({ token: null });
    const { lists } = await open('trade');
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    expect(lists).toHaveLength(0);
  });
});

describe('system notices (/mine/notification/system)', () => {
  it('lists the notices (POST, page in the query) and opening one asks its detail, which marks it read', async () => {
    const { lists, sent, client } = await open('system');
    const list = await screen.findByRole('list', { name: '系統通知' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(lists[0]?.url.searchParams.get('page')).toBe('1');
    const button = within(list).getByRole('button', { name: /^未讀 銀行卡綁定成功 11/ });
    fireEvent.click(button);
    await vi.waitFor(() => expect(sent('GET', '/api/v1/message/system/notice/11')).toHaveLength(1));
    await vi.waitFor(() => expect(button).toHaveAccessibleName(/^銀行卡綁定成功 11/));
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveTextContent('您的銀行卡 ****11 已審核通過');
    expect(unreadStale(client)).toBe(true);
    expect(sent('PUT', '/api/v1/transaction/notice/read/11')).toHaveLength(0);
  });

  it('read all sends the system kind', async () => {
    const { sent } = await open('system');
    await screen.findByRole('list', { name: '系統通知' });
    fireEvent.click(screen.getByRole('button', { name: '全部已讀' }));
    await vi.waitFor(() => expect(sent('POST', '/api/v1/message/center/read/all')[0]?.body).toEqual({ kind: 'system' }));
  });

  it('says when there are no system notices', async () => {
    await open('system', { records: [] });
    expect(await screen.findByText('目前沒有系統通知。')).toBeInTheDocument();
  });
});
