import { aUserDetail } from '@site/contract/testing/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { showToast } from '@site/ui/toast-api';
import type * as ToastApi from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type MockRequest } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import { sessionKeys } from '../../../shared/session/keys';
import { accountKeys } from '../api/keys';
import { accountRoutes, bodiesTo, idCard, renderAccount } from '../testing';

vi.mock('@site/ui/toast-api', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastApi>();
  return { ...actual, showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } };
});

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

describe('my account: ID verification (SPEC 4, 5)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(showToast).mockClear();
    // jsdom has no object URLs: the previews get a stand-in.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses an ID number with a wrong checksum with 請輸入有效的身分證號碼, and a name with a double space', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account?openDialog=popupIdCard');
    const dialog = await screen.findByRole('dialog', { name: '身分驗證' });
    const name = within(dialog).getByRole('textbox', { name: '真實姓名' });
    const id = within(dialog).getByRole('textbox', { name: '身分證號碼' });
    await user.type(name, 'Lin  Mei');
    await user.type(id, 'a123456788');
    expect(id).toHaveValue('A123456788');
    await user.click(within(dialog).getByRole('button', { name: '送出驗證' }));
    expect(id).toHaveAccessibleDescription('請輸入有效的身分證號碼');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('請輸入有效的真實姓名'));
    expect(within(dialog).getAllByText('請上傳照片')).toHaveLength(2);
    expect(bodiesTo(api.requests, 'POST /api/v1/user/idcard')).toEqual([]);
  });

  it('under review (審核中) it follows the operator decision without a reload: the decision notice (live unread count) asks again', async () => {
    let state = idCard({ status: 1, realName: '林美', idNumber: 'A12****789', submittedAt: '2026-01-01T00:00:00Z' });
    const { api, view } = await renderAccount('/mine/account', accountRoutes(aUserDetail({ verifyIdCardStatus: 1 }), { 'GET /api/v1/user/idcard': () => ok(state) }));
    expect(await screen.findByText('審核中')).toBeInTheDocument();
    const asked = () => api.requests.filter((r) => r.url.pathname === '/api/v1/user/idcard' && r.method === 'GET').length;
    // The review state itself has arrived (審核中 shows from the user detail before it).
    await waitFor(() => expect(view.client.getQueryData(accountKeys.idCard())).toMatchObject({ status: 1 }));
    const before = asked();
    // The operator approves: the server writes the decision to the inbox, and the stream pushes the new count.
    state = idCard({ status: 2, realName: '林美', idNumber: 'A12****789', submittedAt: '2026-01-01T00:00:00Z', reviewedAt: '2026-01-01T01:00:00Z' });
    act(() => {
      view.client.setQueryData(sessionKeys.unread(), { total: 1, sysNotice: 1, transNotice: 0, letter: 0, opNotice: 0 });
    });
    expect(await screen.findByText('已驗證')).toBeInTheDocument();
    expect(screen.queryByText('審核中')).toBeNull();
    expect(asked()).toBe(before + 1);
  });

  it('under review, coming back to the page asks again and shows a rejection with its reason', async () => {
    let state = idCard({ status: 1, realName: '林美', idNumber: 'A12****789', submittedAt: '2026-01-01T00:00:00Z' });
    await renderAccount('/mine/account', accountRoutes(aUserDetail({ verifyIdCardStatus: 1 }), { 'GET /api/v1/user/idcard': () => ok(state) }));
    expect(await screen.findByText('審核中')).toBeInTheDocument();
    state = idCard({ status: 3, reason: '照片模糊', submittedAt: '2026-01-01T00:00:00Z', reviewedAt: '2026-01-01T01:00:00Z' });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(screen.queryByText('審核中')).toBeNull());
    expect(screen.getByText(/照片模糊/)).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('uploads both photos as raw bytes, refuses a pdf before sending it, submits and shows the review', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads: MockRequest[] = [];
    let state = idCard();
    const { api } = await renderAccount(
      '/mine/account',
      accountRoutes(aUserDetail(), {
        'GET /api/v1/user/idcard': () => ok(state),
        'POST /api/v1/fund/upload': (r) => {
          uploads.push(r);
          return ok({ fileId: `f-${r.url.searchParams.get('purpose')}`, mime: 'image/png', size: 7 });
        },
        'POST /api/v1/user/idcard': () => {
          state = idCard({ status: 1, realName: '林美', idNumber: 'A12****789', submittedAt: '2026-01-01T00:00:00Z' });
          return ok(state);
        },
      }),
    );
    const identity = await screen.findByRole('region', { name: '身分驗證' });
    await user.click(await within(identity).findByRole('button', { name: '立即驗證' }));
    const dialog = await screen.findByRole('dialog', { name: '身分驗證' });
    await user.type(within(dialog).getByRole('textbox', { name: '真實姓名' }), '林美');
    await user.type(within(dialog).getByRole('textbox', { name: '身分證號碼' }), 'A123456789');
    const front = within(dialog).getByLabelText('身分證正面');
    await user.upload(front, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(front).toHaveAccessibleDescription(expect.stringContaining('僅支持jpeg、jpg、png、gif格式的圖片'));
    expect(uploads).toHaveLength(0);
    await user.upload(front, png('front.png'));
    await user.upload(within(dialog).getByLabelText('身分證反面'), png('back.png'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads.map((u) => [u.url.searchParams.get('purpose'), u.headers['content-type'], u.body instanceof Blob])).toEqual([
      ['idFront', 'application/octet-stream', true],
      ['idBack', 'application/octet-stream', true],
    ]);
    await waitFor(() => expect(within(dialog).getAllByText('已上傳')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: '送出驗證' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(api.requests, 'POST /api/v1/user/idcard')).toEqual([{ realName: '林美', idNumber: 'A123456789', frontFileId: 'f-idFront', backFileId: 'f-idBack' }]);
    expect(showToast).toHaveBeenCalledWith('資料已送出，請等待審核結果', { kind: 'success' });
    expect(await within(identity).findByText('審核中')).toBeInTheDocument();
    expect(within(identity).queryByRole('button', { name: '立即驗證' })).not.toBeInTheDocument();
  });

  it('shows 身分證驗證失敗 with the reason, and offers to submit again', async () => {
    await renderAccount(
      '/mine/account',
      accountRoutes(aUserDetail({ verifyIdCardStatus: 3 }), {
        'GET /api/v1/user/idcard': () => ok(idCard({ status: 3, realName: '林美', reason: '照片模糊，請重新上傳', reviewedAt: '2026-01-02T00:00:00Z' })),
      }),
    );
    const identity = await screen.findByRole('region', { name: '身分驗證' });
    expect(await within(identity).findByText('身分證驗證失敗')).toBeInTheDocument();
    expect(within(identity).getByText('原因：照片模糊，請重新上傳')).toBeInTheDocument();
    expect(within(identity).getByRole('button', { name: '重新提交' })).toBeEnabled();
  });
});
