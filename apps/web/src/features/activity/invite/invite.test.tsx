import type { InviteFriend, InviteSummary } from '@site/contract/api/promotions';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupsStore } from '../../../shared/stores/popups';
import { installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { logIn } from '../../../test/session.fixtures';
import { activityPages } from '../../../test/pageLoaders';

const SUMMARY: InviteSummary = { inviteCode: 'AB23CD45', friends: 2, qualified: 1, rewardTotal: '100.00', rules: { currency: 'NTD', minDeposit: '1000.00', reward: '100.00', wageringMultiple: 5 } };
const FRIENDS: InviteFriend[] = [
  { account: 'fr***7', registeredAt: '2026-11-24T03:00:00.000Z', qualified: true, qualifiedAt: '2026-11-24T05:00:00.000Z', reward: '100.00' },
  { account: 'jo***2', registeredAt: '2026-11-20T03:00:00.000Z', qualified: false, qualifiedAt: null, reward: null },
];
const LINK = `${window.location.origin}/?tab=register&inviterCode=AB23CD45`;

async function open() {
  const { default: Page } = await activityPages.inviteFriends();
  renderWithProviders(<Page />, { path: '/activity/detail/InviteFriends/NTD' });
  expect(await screen.findByRole('heading', { level: 1, name: '邀請好友' })).toBeInTheDocument();
}

async function openLoggedIn() {
  logIn();
  const api = installApi({
    'GET /api/v1/activity/invite/summary': () => ok(SUMMARY),
    'GET /api/v1/activity/invite/friends': () => ok({ records: FRIENDS, total: 2 }),
  });
  await open();
  return api;
}

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('invite-friends page', () => {
  beforeEach(() => resetApp());
  afterEach(() => vi.restoreAllMocks());

  it('asks a visitor to log in and opens the login popup', async () => {
    const api = installApi();
    await open();
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    usePopupsStore.getState().closePopup();
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    expect(api.requests.some((r) => r.url.pathname.includes('/invite/'))).toBe(false);
  });

  it('shows the code, the link that opens registration with it, the QR code, the rules and the counts', async () => {
    await openLoggedIn();
    const mine = await screen.findByRole('region', { name: '我的邀請碼' });
    expect(within(mine).getByText('AB23CD45')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(await within(mine).findByRole('img', { name: '邀請連結 QR Code' })).toBeInTheDocument();
    // The shared QR with its download and share (shared/qr/ShareableQr.tsx, its own tests).
    expect(within(mine).getByRole('button', { name: '下載 QR Code' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: '分享邀請連結' })).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: '活動規則' });
    expect(within(rules).getByText(/單筆新台幣儲值成功達 1,000 元即為達標；每位達標好友可為您帶來 100 NTD 獎勵/)).toBeInTheDocument();
    expect(within(rules).getByText('每筆獎勵須完成獎勵金額 5 倍的有效投注（500 NTD）後才能託售。')).toBeInTheDocument();
    expect(within(rules).getByText('已邀請好友').nextElementSibling).toHaveTextContent('2');
    expect(within(rules).getByText('累計獎勵').nextElementSibling).toHaveTextContent('100.00 NTD');
  });

  it('copies the code and the link; a refused clipboard says 複製失敗', async () => {
    await openLoggedIn();
    const mine = await screen.findByRole('region', { name: '我的邀請碼' });
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText);
    fireEvent.click(within(mine).getByRole('button', { name: '複製邀請連結' }));
    expect(await within(mine).findByText('已複製')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(LINK);

    setClipboard(async () => Promise.reject(new Error('denied')));
    fireEvent.click(within(mine).getByRole('button', { name: '複製邀請碼' }));
    expect(await within(mine).findByRole('alert')).toHaveTextContent('複製失敗');
  });

  it('saving the QR code says 下載失敗 when the browser cannot draw it', async () => {
    await openLoggedIn();
    const mine = await screen.findByRole('region', { name: '我的邀請碼' });
    await within(mine).findByRole('img', { name: '邀請連結 QR Code' });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    fireEvent.click(within(mine).getByRole('button', { name: '下載 QR Code' }));
    expect(await within(mine).findByRole('alert')).toHaveTextContent('下載失敗');
  });

  it('lists the friends with masked accounts, registration dates and whether they qualified', async () => {
    const api = await openLoggedIn();
    const list = await screen.findByRole('table', { name: '共 2 位好友' });
    const [, first, second] = within(list).getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('fr***7');
    expect(first).toHaveTextContent('已達標');
    expect(first).toHaveTextContent('100.00 NTD');
    expect(within(second as HTMLElement).getByRole('rowheader')).toHaveTextContent('jo***2');
    expect(second).toHaveTextContent('未達標');
    const call = api.requests.find((r) => r.url.pathname === '/api/v1/activity/invite/friends');
    expect(call?.url.searchParams.get('page')).toBe('1');
  });
});
