import type { FirstRechargeState } from '@site/contract/api/promotions';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n';
import { usePopupsStore } from '../../../shared/stores/popups';
import { fail, installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { logIn } from '../../../test/session.fixtures';
import { FirstRechargeCard } from './FirstRechargeCard';

const RULES: FirstRechargeState['rules'] = { currency: 'NTD', standard: { percent: 20, max: '1000.00' }, newMember: { percent: 100, max: '888.00' }, newMemberDays: 2, wageringMultiple: 10 };

function state(patch: Partial<FirstRechargeState> = {}): FirstRechargeState {
  return { status: 'notJoined', tier: null, joinedAt: null, depositAmount: null, bonus: null, creditedAt: null, eligible: true, ineligibleReason: null, rules: RULES, ...patch };
}

async function renderCard() {
  await loadNamespaces('promotions');
  renderWithProviders(<FirstRechargeCard />, { path: '/activity/list' });
  return screen.findByRole('region', { name: '首存紅利' });
}

describe('first-recharge card', () => {
  beforeEach(() => resetApp());

  it('states the rules with their numbers and joins: the card then says it has joined', async () => {
    logIn();
    const api = installApi({
      'GET /api/v1/activity/first-recharge/state': () => ok(state()),
      'POST /api/v1/activity/first-recharge/join': () => ok(state({ status: 'joined', tier: 'newMember', joinedAt: '2026-11-25T03:00:00.000Z' })),
    });
    const card = await renderCard();
    expect(within(card).getByText('參加後首次儲值成功，即可獲得儲值金額 20% 的紅利，最高 1,000 元。')).toBeInTheDocument();
    expect(within(card).getByText('新會員（註冊 2 天內參加）可獲得儲值金額 100% 的紅利，最高 888 元。')).toBeInTheDocument();
    // Before joining, the player reads what the bonus must be wagered (issue 17).
    expect(await within(card).findByText('紅利須完成紅利金額 10 倍的有效投注後才能託售（例如紅利 888 元須有效投注 8,880 元），賠率低於 1.5 的投注不計入。')).toBeInTheDocument();
    expect(await within(card).findByText('尚未參加')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: '立即參與' }));
    expect(await within(card).findByText('已參加（新會員）：首次儲值成功後，可獲得 100% 紅利，最高 888 NTD')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '立即參與' })).toBeNull();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ platform: 'pc' });
  });

  it('a player who has bet is told 您已投注，不符合條件 and stays not joined', async () => {
    logIn();
    installApi({
      'GET /api/v1/activity/first-recharge/state': () => ok(state()),
      'POST /api/v1/activity/first-recharge/join': () => fail(400, '061051', '您已投注，不符合條件'),
    });
    const card = await renderCard();
    fireEvent.click(await within(card).findByRole('button', { name: '立即參與' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('您已投注，不符合條件');
    expect(within(card).getByText('尚未參加')).toBeInTheDocument();
  });

  it.each([
    ['hasDeposit', '您已完成首次儲值，不符合條件'],
    ['hasBet', '您已投注，不符合條件'],
    ['linked', '您的帳號與已獲得首存紅利的帳號相關聯，不符合活動條件。如有疑問，請聯繫客服。'],
  ] as const)('a player the server says is not eligible (%s) is told why instead of being offered 立即參與', async (reason, words) => {
    logIn();
    const api = installApi({ 'GET /api/v1/activity/first-recharge/state': () => ok(state({ eligible: false, ineligibleReason: reason })) });
    const card = await renderCard();
    expect(await within(card).findByText(words)).toBeInTheDocument();
    expect(within(card).getByText('尚未參加')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '立即參與' })).toBeNull();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a player linked to an account that had the bonus is told why (061070), not 參與失敗', async () => {
    logIn();
    installApi({
      'GET /api/v1/activity/first-recharge/state': () => ok(state()),
      'POST /api/v1/activity/first-recharge/join': () => fail(400, '061070', 'linked'),
    });
    const card = await renderCard();
    fireEvent.click(await within(card).findByRole('button', { name: '立即參與' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('您的帳號與已獲得首存紅利的帳號相關聯，不符合活動條件。如有疑問，請聯繫客服。');
    expect(within(card).getByText('尚未參加')).toBeInTheDocument();
  });

  it('any other failure is 參與失敗', async () => {
    logIn();
    installApi({
      'GET /api/v1/activity/first-recharge/state': () => ok(state()),
      'POST /api/v1/activity/first-recharge/join': () => fail(500, '061050', '參與失敗'),
    });
    const card = await renderCard();
    fireEvent.click(await within(card).findByRole('button', { name: '立即參與' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('參與失敗');
  });

  it('shows the bonus credited with the first deposit', async () => {
    logIn();
    installApi({
      'GET /api/v1/activity/first-recharge/state': () =>
        ok(state({ status: 'credited', tier: 'standard', depositAmount: '5000.00', bonus: '1000.00', creditedAt: '2026-11-25T03:00:00.000Z', joinedAt: '2026-11-24T03:00:00.000Z' })),
    });
    const card = await renderCard();
    expect(await within(card).findByText(/已獲得紅利 1,000\.00 NTD（首次儲值 5,000\.00 NTD）/)).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('託售前須完成此紅利的有效投注 10,000.00 NTD（10 倍），進度請見託售頁。');
    expect(within(card).queryByRole('button', { name: '立即參與' })).toBeNull();
  });

  it('a visitor who clicks 立即參與 gets the login popup', async () => {
    const api = installApi();
    const card = await renderCard();
    // The wagering is said to a visitor too, before any login.
    expect(within(card).getByText(/紅利須完成紅利金額 10 倍的有效投注後才能託售/)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: '立即參與' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    expect(api.requests.some((r) => r.url.pathname.includes('first-recharge'))).toBe(false);
  });
});
