import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../shared/session/keys';
import { useSessionStore } from '../../../shared/stores/session';
import { fail, installApi, ok, type MockHandler } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { messagesPages } from '../../../test/pageLoaders';

const at = '2026-01-02T03:04:05.000Z';
const letter = (id: number, type: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  quizType: type === 1 ? 1 : null,
  quizTypeName: type === 1 ? '儲值問題' : '客服來信',
  title,
  isRead: true,
  replyCount: 0,
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const RECEIVED = [letter(1, 2, '客服來信', { isRead: false })];
const COUNTS = { total: 2, sysNotice: 0, transNotice: 0, letter: 1, opNotice: 1 };

async function open(routes: Record<string, MockHandler> = {}) {
  const sent: ReturnType<typeof letter>[] = [];
  const counts = { ...COUNTS };
  const api = installApi({
    'POST /api/v1/message/center/unread/count': () => ok({ ...counts }),
    'GET /api/v1/user/internal/letter/list': (r) => {
      const records = r.url.searchParams.get('type') === '2' ? RECEIVED : sent;
      return ok({ records, total: records.length });
    },
    'GET /api/v1/user/internal/letter/quiz/types': () => ok([{ id: 1, name: '儲值問題' }, { id: 6, name: '其他' }]),
    'GET /api/v1/user/internal/letter/message': () => {
      counts.letter = 0;
      counts.total = 1;
      return ok({
        ...RECEIVED[0],
        isRead: true,
        messages: [{ id: 7, author: 'operator', content: '<p>您好，<b>歡迎</b></p>', html: true, attachments: [], createdAt: at }],
      });
    },
    'POST /api/v1/fund/upload': () => ok({ fileId: 'file-abcdefgh-1', mime: 'image/png', size: 70 }),
    'POST /api/v1/user/internal/letter/new': (r) => {
      const body = r.body as { title: string; attachments: string[] };
      const created = letter(9, 1, body.title);
      sent.unshift(created);
      return ok({ ...created, messages: [{ id: 10, author: 'player', content: 'x', html: false, attachments: body.attachments, createdAt: at }] });
    },
    'POST /api/v1/user/feedback': () => ok({ id: 1, createdAt: at }),
    'POST /api/v1/message/center/read/all': () => {
      counts.letter = 0;
      counts.total = 1;
      return ok({ updated: 1 });
    },
    ...routes,
  });
  const { default: Page } = await messagesPages.notification();
  const view = renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path: '/mine/notification/mail' },
  );
  const calls = (method: string, path: string) => api.requests.filter((r) => r.method === method && r.url.pathname === path);
  return { ...api, calls, client: view.client };
}

const tabs = () => screen.getByRole('navigation', { name: '訊息類別' });

beforeEach(async () => {
  await resetApp();
  useSessionStore.setState({ token: 'token-1' });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('mail tab (/mine/notification/mail)', () => {
  it('each tab shows its own unread count; opening a received letter marks it read and lowers the mail count', async () => {
    const { calls } = await open();
    expect(await within(tabs()).findByRole('link', { name: '站內信（1）' })).toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: '平台公告（1）' })).toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: '交易通知' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '收件箱（1）' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: '收件箱' });
    fireEvent.click(within(list).getByRole('button', { name: /未讀 客服來信/ }));
    expect(await screen.findByRole('heading', { level: 3, name: '客服來信' })).toBeInTheDocument();
    expect(screen.getByText('歡迎').tagName).toBe('B');
    await waitFor(() => expect(within(tabs()).getByRole('link', { name: '站內信' })).toBeInTheDocument());
    expect(calls('GET', '/api/v1/user/internal/letter/message')[0]?.url.searchParams.get('id')).toBe('1');
  });

  it('read all clears the mail count', async () => {
    const { calls } = await open();
    await within(tabs()).findByRole('link', { name: '站內信（1）' });
    fireEvent.click(screen.getByRole('button', { name: '全部已讀' }));
    await waitFor(() => expect(within(tabs()).getByRole('link', { name: '站內信' })).toBeInTheDocument());
    expect(calls('POST', '/api/v1/message/center/read/all')[0]?.body).toEqual({ kind: 'mail' });
  });

  it('a new letter with an attachment is sent and shows under sent', async () => {
    const user = userEvent.setup();
    const { calls } = await open();
    await user.click(screen.getByRole('button', { name: '寫信' }));
    const dialog = await screen.findByRole('dialog', { name: '寫信給客服' });
    await within(dialog).findByRole('option', { name: '儲值問題' });
    await user.selectOptions(within(dialog).getByLabelText('問題類型'), '1');
    await user.type(within(dialog).getByLabelText('標題'), '儲值未到帳');
    await user.type(within(dialog).getByLabelText('內容'), '昨天的儲值尚未入帳');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
    // The site's picker: its words, not the browser's "Choose File / No file chosen".
    expect(within(dialog).getByText('選擇檔案')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^附件/)).toHaveAccessibleDescription(/^未選擇檔案/);
    await user.upload(within(dialog).getByLabelText(/^附件/), png);
    expect(await within(dialog).findByRole('img', { name: 'receipt.png' })).toBeInTheDocument();
    expect(calls('POST', '/api/v1/fund/upload')[0]?.url.searchParams.get('purpose')).toBe('letter');
    await user.click(within(dialog).getByRole('button', { name: '送出' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST', '/api/v1/user/internal/letter/new')[0]?.body).toEqual({ quizType: 1, title: '儲值未到帳', content: '昨天的儲值尚未入帳', attachments: ['file-abcdefgh-1'] });
    expect(screen.getByRole('tab', { name: '寄件箱' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(await screen.findByRole('list', { name: '寄件箱' })).findByRole('button', { name: /儲值未到帳/ })).toBeInTheDocument();
  });

  it("a letter keeps ' \" & < > and double spaces as typed, and its thread shows <script> as text", async () => {
    const user = userEvent.setup();
    const typed = `Tom's "deposit"  &  <script>alert(1)</script>`;
    const { calls } = await open({
      'GET /api/v1/user/internal/letter/message': () =>
        ok({ ...letter(9, 1, `It's "5" & <6>`), messages: [{ id: 10, author: 'player', content: typed, html: false, attachments: [], createdAt: at }] }),
    });
    await user.click(screen.getByRole('button', { name: '寫信' }));
    const dialog = await screen.findByRole('dialog', { name: '寫信給客服' });
    await within(dialog).findByRole('option', { name: '其他' });
    await user.selectOptions(within(dialog).getByLabelText('問題類型'), '6');
    await user.type(within(dialog).getByLabelText('標題'), `It's "5" & <6>`);
    await user.type(within(dialog).getByLabelText('內容'), typed);
    await user.click(within(dialog).getByRole('button', { name: '送出' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST', '/api/v1/user/internal/letter/new')[0]?.body).toEqual({ quizType: 6, title: `It's "5" & <6>`, content: typed, attachments: [] });

    const sent = await screen.findByRole('list', { name: '寄件箱' });
    fireEvent.click(await within(sent).findByRole('button', { name: /It's "5" & <6>/ }));
    expect(await screen.findByRole('heading', { level: 3, name: `It's "5" & <6>` })).toBeInTheDocument();
    // Shown as the player typed it: text, not markup (no script element, double spaces kept).
    const shown = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === typed);
    expect(shown.children).toHaveLength(0);
    expect(document.querySelector('script')).toBeNull();
  });

  it('a text starting or ending with a space is refused at the field with its message and nothing is sent', async () => {
    const user = userEvent.setup();
    const { calls } = await open();
    await user.click(screen.getByRole('button', { name: '寫信' }));
    const dialog = await screen.findByRole('dialog', { name: '寫信給客服' });
    await within(dialog).findByRole('option', { name: '其他' });
    await user.selectOptions(within(dialog).getByLabelText('問題類型'), '6');
    await user.type(within(dialog).getByLabelText('標題'), '問題');
    await user.type(within(dialog).getByLabelText('內容'), '按鈕無效 ');
    await user.click(within(dialog).getByRole('button', { name: '送出' }));
    const content = within(dialog).getByLabelText('內容');
    expect(content).toHaveAccessibleDescription(expect.stringContaining('內容開頭或結尾不能有空格或換行，請重新編輯'));
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', '/api/v1/user/internal/letter/new')).toHaveLength(0);
  });

  it('an attachment of the wrong type is refused, and a failed upload says 上傳失敗', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await open({ 'POST /api/v1/fund/upload': () => fail(500, '000500', 'busy') });
    await user.click(screen.getByRole('button', { name: '寫信' }));
    const dialog = await screen.findByRole('dialog', { name: '寫信給客服' });
    const input = within(dialog).getByLabelText(/^附件/);
    await user.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('附件僅支持jpg、png格式');
    await user.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('上傳失敗'));
    expect(within(dialog).queryByRole('list', { name: '已附加的圖片' })).not.toBeInTheDocument();
  });

  it('feedback: a text ending with a space is refused with its message; one with \' " & is sent as typed with its type', async () => {
    const user = userEvent.setup();
    const { calls } = await open();
    await user.click(screen.getByRole('button', { name: '意見反饋' }));
    const dialog = await screen.findByRole('dialog', { name: '意見反饋' });
    const content = within(dialog).getByLabelText('反饋內容');
    await user.type(content, 'a&b ');
    await user.click(within(dialog).getByRole('button', { name: '提交反饋' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('內容開頭或結尾不能有空格或換行，請重新編輯');
    expect(calls('POST', '/api/v1/user/feedback')).toHaveLength(0);
    await user.clear(content);
    await user.type(content, `希望增加 "Tom's"  &  更多遊戲`);
    await user.selectOptions(within(dialog).getByLabelText('反饋類型'), 'problem');
    await user.click(within(dialog).getByRole('button', { name: '提交反饋' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST', '/api/v1/user/feedback')[0]?.body).toEqual({ type: 'problem', content: `希望增加 "Tom's"  &  更多遊戲` });
  });
});

describe('announcements tab', () => {
  it('opening an unread announcement marks it read, shows its HTML and lowers the tab count; read all clears it', async () => {
    const item = (id: number, isRead = false) => ({ id, kind: 'announcement', title: `公告 ${id}`, content: `<p><strong>重要</strong> 內容 ${id}</p>`, isRead, createdAt: at });
    const counts = { total: 2, sysNotice: 0, transNotice: 0, letter: 0, opNotice: 2 };
    const api = installApi({
      'POST /api/v1/message/center/unread/count': () => ok({ ...counts }),
      'GET /api/v1/message/announcement/list': () => ok({ records: [item(1), item(2)], total: 2 }),
      'GET /api/v1/message/announcement/1': () => {
        // Reading marks it read once: a later read (after read all) changes nothing.
        if (counts.opNotice === 2) Object.assign(counts, { opNotice: 1, total: 1 });
        return ok(item(1, true));
      },
      'POST /api/v1/message/center/read/all': () => {
        counts.opNotice = 0;
        counts.total = 0;
        return ok({ updated: 1 });
      },
    });
    const { default: Page } = await messagesPages.notification();
    const view = renderWithProviders(
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>,
      { path: '/mine/notification/announcement' },
    );
    expect(await within(tabs()).findByRole('link', { name: '平台公告（2）' })).toHaveAttribute('aria-current', 'page');
    const list = await screen.findByRole('list', { name: '平台公告' });
    fireEvent.click(within(list).getByRole('button', { name: /^未讀 公告 1/ }));
    expect(await within(list).findByText('重要', { selector: 'strong' })).toBeInTheDocument();
    expect(await within(tabs()).findByRole('link', { name: '平台公告（1）' })).toBeInTheDocument();
    expect(view.client.getQueryData(sessionKeys.unread())).toMatchObject({ total: 1 });
    fireEvent.click(screen.getByRole('button', { name: '全部已讀' }));
    await waitFor(() => expect(api.requests.map((r) => r.url.pathname)).toContain('/api/v1/message/center/read/all'));
    expect(await within(tabs()).findByRole('link', { name: '平台公告' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url.pathname === '/api/v1/message/center/read/all')?.body).toEqual({ kind: 'announcement' });
  });
});
