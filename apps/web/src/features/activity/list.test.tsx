import { formatDateTime } from '@site/contract/rules/format';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin } from '../../shared/session';
import { refreshUserInfo } from '../../shared/session/userInfo';
import { usePopupsStore } from '../../shared/stores/popups';
import { fail, installApi, ok, type MockHandler } from '../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../test/render';
import { logIn, loginResult, sessionRoutes } from '../../test/session.fixtures';
import { ACTIVITIES, activity, categories, reward } from './activity.fixtures';
import { activityPages } from '../../test/pageLoaders';

function listRoutes(over: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/v1/activity/category': () => ok(categories),
    'POST /api/v2/activity/list': ({ body }) => {
      const { categoryId } = body as { categoryId: number };
      const records = ACTIVITIES.filter((a) => categoryId === 1 || a.categoryId === categoryId);
      return ok({ records, total: records.length });
    },
    'GET /api/v1/activity/recommend/list': () => ok(ACTIVITIES.filter((a) => a.isRecommend)),
    'GET /api/v1/activity/reward/unclaimed/list': () => ok([reward]),
    ...over,
  };
}

async function openList(routes: Record<string, MockHandler> = listRoutes(), env = {}) {
  const api = installApi(routes, env);
  const { default: Page } = await activityPages.list();
  const view = renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path: '/activity/list' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '優惠活動' })).toBeInTheDocument();
  await screen.findByRole('tabpanel');
  return { ...api, client: view.client };
}

const panel = () => screen.getByRole('tabpanel');

/** A recommended promotion of another category than those the fixtures list (the list mock leaves it out). */
const VIP_GIFT = activity({ id: 7, code: 'vip-upgrade', title: 'VIP 晉級禮', categoryId: 9, isRecommend: true });

describe('promotions list (/activity/list)', () => {
  beforeEach(() => resetApp());

  it('the category tabs filter the cards, asking the server for the category', async () => {
    const { requests } = await openList();
    const tabs = await screen.findByRole('tablist', { name: '活動分類' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部活動', '新會員', '體育']);
    expect(await within(panel()).findByRole('heading', { name: '會員專屬禮' })).toBeInTheDocument();
    expect(within(panel()).getAllByRole('article')).toHaveLength(3);
    fireEvent.click(within(tabs).getByRole('tab', { name: '體育' }));
    await waitFor(() => expect(within(panel()).queryByRole('heading', { name: '會員專屬禮' })).toBeNull());
    expect(within(panel()).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['週末足球加碼', '合作夥伴盃']);
    const asked = requests.filter((r) => r.url.pathname === '/api/v2/activity/list').map((r) => (r.body as { categoryId: number }).categoryId);
    expect(asked).toEqual([1, 4]);
    expect(requests.find((r) => r.url.pathname === '/api/v1/activity/category')?.url.searchParams.get('isShowRechargeAndWithdraw')).toBe('true');
  });

  it('a card opens by the rule: the sports value is a link to the sports page, an absolute link a new window with noopener', async () => {
    await openList();
    const sports = await within(panel()).findByRole('link', { name: /週末足球加碼/ });
    expect(sports).toHaveAttribute('href', '/sports');
    const partner = within(panel()).getByRole('link', { name: /合作夥伴盃/ });
    expect(partner).toHaveAttribute('href', 'https://promo.example.com/partner-cup');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(partner).getByText(/^活動期間：\d{4}\/\d{2}\/\d{2} - 2026\/12\/31$/)).toBeInTheDocument();
    fireEvent.click(sports);
    expect(testLocation()).toBe('/sports');
  });

  it('a visitor opening an isNeedLogin card gets the login popup, and the activity opens after login', async () => {
    const navigate = vi.fn();
    await openList({ ...listRoutes(), ...sessionRoutes() }, { navigate });
    const card = await within(panel()).findByRole('link', { name: /會員專屬禮/ });
    expect(card).toHaveAttribute('href', '/activity/entry?url=%2Factivity-pages%2Fmembers-gift');
    fireEvent.click(card);
    const pending = '/activity/entry?url=%2Factivity-pages%2Fmembers-gift';
    expect(usePopupsStore.getState()).toMatchObject({ open: { kind: 'login', tab: 'login' }, pendingActivity: pending });
    expect(testLocation()).toBe('/activity/list');
    await completeLogin(loginResult({ token: 'T9' }));
    expect(navigate).toHaveBeenCalledWith(pending);
    expect(usePopupsStore.getState()).toMatchObject({ open: null, pendingActivity: null });
  });

  it('tags a promotion 需登入 for a visitor only, not for a logged-in player', async () => {
    await openList({ ...listRoutes(), ...sessionRoutes() });
    const visitorCard = await within(panel()).findByRole('link', { name: /會員專屬禮/ });
    expect(within(visitorCard).getByText('需登入')).toBeInTheDocument();
    expect(within(panel()).getAllByText('需登入')).toHaveLength(1);
    await completeLogin(loginResult({ token: 'T9' }));
    await waitFor(() => expect(within(panel()).queryByText('需登入')).toBeNull());
    expect(within(panel()).getByRole('link', { name: /會員專屬禮/ })).toBeInTheDocument();
  });

  it('shows a promotion once: a recommended one the grid already shows is not repeated under 推薦活動', async () => {
    await openList(listRoutes({ 'GET /api/v1/activity/recommend/list': () => ok([...ACTIVITIES.filter((a) => a.isRecommend), VIP_GIFT]) }));
    const recommended = await screen.findByRole('region', { name: '推薦活動' });
    expect(await within(recommended).findByRole('heading', { name: 'VIP 晉級禮' })).toBeInTheDocument();
    // 週末足球加碼 is in the 全部活動 grid, so it is not shown a second time below it.
    expect(await within(panel()).findByRole('link', { name: /週末足球加碼/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /週末足球加碼/ })).toHaveLength(1);
    // On a tab that does not list it, it is recommended again.
    fireEvent.click(screen.getByRole('tab', { name: '新會員' }));
    expect(await within(recommended).findByRole('link', { name: /週末足球加碼/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /週末足球加碼/ })).toHaveLength(1);
  });

  it('shows the recommended promotions and the player’s unclaimed rewards, which are claimed into the wallet', async () => {
    logIn();
    let claimed = false;
    const { requests } = await openList({
      ...sessionRoutes(),
      ...listRoutes({
        'GET /api/v1/activity/reward/unclaimed/list': () => ok(claimed ? [] : [reward]),
        'GET /api/v1/activity/recommend/list': () => ok([...ACTIVITIES.filter((a) => a.isRecommend), VIP_GIFT]),
        'POST /api/v1/activity/reward/9/claim': () => {
          claimed = true;
          return ok({ reward: { ...reward, state: 'claimed' }, balance: '18.00' });
        },
      }),
    });
    const recommended = await screen.findByRole('region', { name: '推薦活動' });
    expect(await within(recommended).findByRole('heading', { name: 'VIP 晉級禮' })).toBeInTheDocument();
    const rewards = screen.getByRole('region', { name: '待領取獎勵' });
    // Its wagering is said before it is claimed (issue 17).
    expect(await within(rewards).findByText('領取後須完成 5 倍有效投注（90.00）才能託售')).toBeInTheDocument();
    fireEvent.click(await within(rewards).findByRole('button', { name: '領取 幸運轉盤 18.00 NTD' }));
    expect(await within(rewards).findByText('目前沒有待領取的獎勵')).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname.endsWith('/claim'))?.headers['Idempotency-Key'] ?? requests.find((r) => r.url.pathname.endsWith('/claim'))?.headers['idempotency-key']).toBeTruthy();
  });

  it('empty and failed states are said in words, with a retry', async () => {
    await openList(listRoutes({ 'POST /api/v2/activity/list': () => ok({ records: [], total: 0 }) }));
    expect(await screen.findByText('此分類目前沒有活動')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '待領取獎勵' })).getByText('登入後即可查看您的活動獎勵。')).toBeInTheDocument();
  });

  it('a list that fails to load says so and can be retried', async () => {
    let calls = 0;
    await openList(listRoutes({ 'POST /api/v2/activity/list': () => (++calls === 1 ? fail(500, '000500') : ok({ records: ACTIVITIES, total: 3 })) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('活動載入失敗，請稍後再試');
    fireEvent.click(within(alert).getByRole('button', { name: '重試' }));
    expect(await within(panel()).findByRole('heading', { name: '會員專屬禮' })).toBeInTheDocument();
  });
});

describe('activity entry screen (/activity/entry)', () => {
  beforeEach(() => resetApp());

  async function openEntry(url: string) {
    installApi();
    const { default: Page } = await activityPages.entry();
    renderWithProviders(
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>,
      { path: `/activity/entry?url=${encodeURIComponent(url)}` },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '活動詳情' })).toBeInTheDocument();
  }

  it('refuses a foreign url: a message and a link back to the list, no frame', async () => {
    await openEntry('https://evil.example/');
    expect(await screen.findByRole('alert')).toHaveTextContent('此活動無法開啟');
    expect(screen.getByRole('link', { name: '返回優惠活動' })).toHaveAttribute('href', '/activity/list');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames our own activity page, sandboxed and titled', async () => {
    await openEntry('/activity-pages/members-gift');
    const frame = await screen.findByTitle('活動內容');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/activity-pages/members-gift?lang=TW&theme=dark&brand=jade`);
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('promotions during a time-out or self-exclusion (issue 33)', () => {
  beforeEach(() => resetApp());

  const UNTIL = '2030-01-02T04:00:00.000Z';
  const onBreak = (over: Record<string, unknown> = {}) => ({
    break: { kind: 'timeout', period: '24h', startedAt: '2030-01-01T04:00:00.000Z', until: UNTIL, awaitingEnd: false, ...over },
    limitsOfferDue: false,
    justRegistered: false,
  });
  const firstRecharge = {
    status: 'notJoined',
    tier: null,
    joinedAt: null,
    depositAmount: null,
    bonus: null,
    creditedAt: null,
    eligible: true,
    ineligibleReason: null,
    rules: { currency: 'NTD', standard: { percent: 20, max: '1000.00' }, newMember: { percent: 100, max: '888.00' }, newMemberDays: 2, wageringMultiple: 10 },
  };

  async function openOnBreak(status: unknown) {
    logIn();
    const api = await openList({
      ...sessionRoutes(),
      ...listRoutes({ 'GET /api/v1/activity/first-recharge/state': () => ok(firstRecharge), 'GET /api/v1/protection/status': () => ok(status) }),
    });
    // As SessionEffects does on a token: the user's data asked of the server, after which the status is asked.
    await act(() => refreshUserInfo(api.client).then(() => undefined));
    return api;
  }

  it('the reward claim and the first-recharge join are disabled, described by the pause and its end; nothing is sent', async () => {
    const { requests } = await openOnBreak(onBreak());
    const end = formatDateTime(UNTIL);
    const rewards = screen.getByRole('region', { name: '待領取獎勵' });
    const claim = await within(rewards).findByRole('button', { name: '領取 幸運轉盤 18.00 NTD' });
    await waitFor(() => expect(claim).toBeDisabled());
    expect(claim).toHaveAccessibleDescription(`暫停遊戲中，至 ${end} 為止：無法領取活動獎勵。`);
    expect(within(rewards).getByText(`暫停遊戲中，至 ${end} 為止：無法領取活動獎勵。`)).toBeVisible();

    const card = screen.getByRole('region', { name: '首存紅利' });
    const join = await within(card).findByRole('button', { name: '立即參與' });
    await waitFor(() => expect(join).toBeDisabled());
    expect(join).toHaveAccessibleDescription(`暫停遊戲中，至 ${end} 為止：無法參加優惠活動。`);
    fireEvent.click(join);
    fireEvent.click(claim);
    expect(requests.some((r) => r.method === 'POST' && /\/(claim|join)$/.test(r.url.pathname))).toBe(false);
  });

  it('a self-exclusion says its end too', async () => {
    await openOnBreak(onBreak({ kind: 'exclusion', period: '6m' }));
    const join = await within(screen.getByRole('region', { name: '首存紅利' })).findByRole('button', { name: '立即參與' });
    await waitFor(() => expect(join).toHaveAccessibleDescription(`自我排除中，至 ${formatDateTime(UNTIL)} 為止：無法參加優惠活動。`));
  });
});
