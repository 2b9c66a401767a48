import { aUserDetail } from '@site/contract/testing/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '@site/ui/toast-api';
import type * as ToastApi from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import { accountRoutes, bodiesTo, renderAccount } from '../testing';

vi.mock('@site/ui/toast-api', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastApi>();
  return { ...actual, showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } };
});

const section = (name: string) => screen.findByRole('region', { name });

describe('my account: profile (SPEC 3, 4, 5)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(showToast).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  // Issue 18: the page shows 修改 six times; each keeps the word SPEC gives it and says what it changes.
  it('names each 修改 button by what it changes', async () => {
    await renderAccount('/mine/account', accountRoutes(aUserDetail({ gender: 1 })));
    await section('個人資料');
    const changes = await screen.findAllByRole('button', { name: /^修改/ });
    expect(changes.map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([
      ['修改', '修改頭像'],
      ['修改', '修改暱稱'],
      ['修改', '修改性別'],
      ['修改', '修改語言'],
      ['修改', '修改外觀'],
      ['修改', '修改登入密碼'],
    ]);
  });

  it('sets a nickname once and then shows it fixed', async () => {
    const user = userEvent.setup();
    let player = aUserDetail();
    const { api } = await renderAccount(
      '/mine/account',
      accountRoutes(player, {
        'GET /api/v1/user/detail': () => ok(player),
        'PUT /api/v1/user/detail': (r) => {
          player = { ...player, nickname: (r.body as { nickname: string }).nickname, nicknameChangeable: false };
          return ok(player);
        },
      }),
    );
    const profile = await section('個人資料');
    expect(within(profile).getByText('暱稱只能修改一次')).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: '修改暱稱' }));
    const dialog = await screen.findByRole('dialog', { name: '修改暱稱' });
    await user.type(within(dialog).getByRole('textbox', { name: '新暱稱' }), ' 阿明 ');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/detail')).toEqual([{ nickname: '阿明' }]);
    expect(showToast).toHaveBeenCalledWith('暱稱修改成功', { kind: 'success' });
    expect(await within(profile).findByText('阿明')).toBeInTheDocument();
    expect(within(profile).getByText('暱稱已修改過，無法再次修改')).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: '修改暱稱' })).not.toBeInTheDocument();
  });

  it('refuses an 11-character nickname with 暱稱不能超過10個字, and the old one with 新舊暱稱不能相同', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account?openDialog=popupNickname');
    const dialog = await screen.findByRole('dialog', { name: '修改暱稱' });
    const field = within(dialog).getByRole('textbox', { name: '新暱稱' });
    await user.type(field, '一二三四五六七八九十壹');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('暱稱不能超過10個字'));
    await user.clear(field);
    await user.type(field, '試玩玩家');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('新舊暱稱不能相同'));
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/detail')).toEqual([]);
  });

  it('refuses a nickname holding a right-to-left override (U+202E), saying why, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account?openDialog=popupNickname');
    const dialog = await screen.findByRole('dialog', { name: '修改暱稱' });
    const field = within(dialog).getByRole('textbox', { name: '新暱稱' });
    await user.type(field, 'ab\u202egnp.exe');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('不能包含不可見的格式字元'));
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/detail')).toEqual([]);
  });

  it('refuses a birthday under 18 with 年齡必須在18-100歲之間', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account?openDialog=popupBirthday');
    const dialog = await screen.findByRole('dialog', { name: '設定生日' });
    const field = within(dialog).getByLabelText('生日');
    await user.type(field, `${new Date().getFullYear() - 10}-06-01`);
    await user.click(within(dialog).getByRole('button', { name: '確認設定' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('年齡必須在18-100歲之間'));
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('a birthday already set is fixed: no button, and its openDialog opens nothing', async () => {
    await renderAccount('/mine/account?openDialog=popupBirthday', accountRoutes(aUserDetail({ birthday: '1990-05-20' })));
    const profile = await section('個人資料');
    expect(within(profile).getByText('1990/05/20')).toBeInTheDocument();
    expect(within(profile).getByText('生日設定後無法修改')).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: '設定生日' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the novice badge for the first 2 days after registering only', async () => {
    await renderAccount('/mine/account', accountRoutes(aUserDetail({ registerDate: new Date(Date.now() - 86_400_000).toISOString() })));
    const profile = await section('個人資料');
    expect(within(profile).getByText('新手')).toBeInTheDocument();
  });

  it('saves the language on the server, then applies it', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account?openDialog=popupLanguage');
    const dialog = await screen.findByRole('dialog', { name: '語言設定' });
    await user.click(within(dialog).getByRole('radio', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(api.requests.find((r) => r.url.pathname === '/api/v1/user/language')?.url.searchParams.get('language')).toBe('EN'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  });
});
