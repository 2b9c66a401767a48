import { fireEvent, screen, within } from '@testing-library/react';
import type { BrandId } from '@site/contract/brands';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupsStore } from '../../shared/stores/popups';
import { installApi, ok, type MockHandler } from '../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../test/render';
import { vipPages } from '../../test/pageLoaders';
import { logInAs, vipConfig, vipRecord } from './vip.fixtures';

interface OpenOptions {
  brand?: BrandId;
  record?: ReturnType<typeof vipRecord>;
  path?: string;
  routes?: Record<string, MockHandler>;
}

async function open({ brand = 'jade', record = vipRecord(), path = '/mine/vip', routes = {} }: OpenOptions = {}) {
  await resetApp({ brand });
  logInAs(record.vipName);
  const api = installApi({
    'GET /api/v1/user/vip': () => ok(record),
    'GET /api/v1/user/vip/config': () => ok(vipConfig),
    ...routes,
  });
  const { default: Page } = await vipPages.vip();
  renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { path },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'VIP 會員' })).toBeInTheDocument();
  return api;
}

/** The level table's rows of levels (the header row left out), by their level cell. */
async function levelRows() {
  const table = await screen.findByRole('table', { name: /VIP 等級一覽/ });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

const bar = (name: string) => screen.getByRole('progressbar', { name });

describe('VIP page (/mine/vip)', () => {
  beforeEach(() => resetApp());

  it('asks a visitor to log in and opens the login popup', async () => {
    installApi();
    const { default: Page } = await vipPages.vip();
    renderWithProviders(<Page />, { path: '/mine/vip' });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP 會員' })).toBeInTheDocument();
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    usePopupsStore.getState().closePopup();
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows VIP0 and the next level with zero progress for a new player', async () => {
    await open();
    const current = await screen.findByText('目前等級');
    expect(current.nextElementSibling).toHaveTextContent('VIP0');
    expect(screen.getByText('下一等級').nextElementSibling).toHaveTextContent('VIP1');
    expect(screen.getByText('距離 VIP1 的升級條件：')).toBeInTheDocument();
    const recharge = bar('累計儲值');
    expect(recharge).toHaveAttribute('aria-valuenow', '0');
    expect(recharge).toHaveAttribute('aria-valuemin', '0');
    expect(recharge).toHaveAttribute('aria-valuemax', '100');
    expect(recharge).toHaveAttribute('aria-valuetext', '0.00 / 10,000.00 NTD (0%)');
    expect(bar('累計流水')).toHaveAttribute('aria-valuetext', '0.00 / 50,000.00 NTD (0%)');
    expect(screen.getByText('0.00 / 10,000.00 NTD')).toBeInTheDocument();
    expect(screen.queryByText(/將於/)).toBeNull();
  });

  it('shows the progress towards the next level and a pending upgrade date', async () => {
    // 25,000 deposited and 120,000 bet: VIP2 (20,000 / 100,000) is met, so the next level is VIP2 (the highest met).
    await open({
      record: vipRecord({ vipId: 2, vipName: 'VIP1', level: 1, rechargeTotal: '25000.00', betTotal: '120000.00', upgradeOn: '2025-07-02', retentionDays: 60, keepUntil: '2025-08-30', points: '1200' }),
    });
    expect((await screen.findByText('下一等級')).nextElementSibling).toHaveTextContent('VIP2');
    expect(screen.getByText('您已達成 VIP2 的條件，將於 2025/07/02 升級。')).toBeInTheDocument();
    expect(bar('累計儲值')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('2025/08/30（保級期 60 天）')).toBeInTheDocument();
    expect(screen.getByText('1,200 點')).toBeInTheDocument();
  });

  it.each([
    ['pearl', 10],
    ['jade', 11],
    ['amber', 11],
  ] as const)('shows 10 levels for the 10-level brand and 11 for others: %s shows VIP1 to VIP%i', async (brand, max) => {
    await open({ brand, path: '/mine/vip?tab=guide' });
    const rows = await levelRows();
    // VIP0, the level every player starts at, then the brand's levels.
    expect(rows).toEqual(['VIP0目前等級', ...Array.from({ length: max }, (_, i) => `VIP${i + 1}`)]);
    expect(rows.filter((name) => name !== 'VIP0目前等級')).toHaveLength(max);
    // The count says the rows the table shows (VIP0 included), not the brand's top level.
    expect(screen.getByText(new RegExp(`共 ${rows.length} 個等級`))).toBeInTheDocument();
  });

  it('a 999 player sees every level', async () => {
    await open({ brand: 'pearl', path: '/mine/vip?tab=guide', record: vipRecord({ vipId: 999, vipName: '特邀VIP', level: 999, nextLevelId: 999 }) });
    const rows = await levelRows();
    expect(rows).toEqual([...Array.from({ length: 12 }, (_, i) => `VIP${i}`), '特邀VIP目前等級']);
    const own = screen.getByRole('row', { current: true });
    expect(within(own).getByRole('rowheader')).toHaveTextContent('特邀VIP');
  });

  it("marks the player's own row in the table, with requirements, rebate and withdrawal limits", async () => {
    await open({ path: '/mine/vip?tab=guide', record: vipRecord({ vipId: 4, vipName: 'VIP3', level: 3 }) });
    await levelRows();
    const own = screen.getByRole('row', { current: true });
    const cells = within(own).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(own).getByRole('rowheader')).toHaveTextContent('VIP3目前等級');
    expect(cells).toEqual(['30,000.00', '150,000.00', '0.38%', '6', '200,000.00']);
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(Array(6).fill('col'));
  });

  it('writes the rules with the numbers of the config', async () => {
    await open({ path: '/mine/vip?tab=guide' });
    expect(await screen.findByRole('region', { name: '升級與保級規則' })).toBeInTheDocument();
    expect(screen.getByText('達成下一等級的累計儲值與累計流水條件後，於隔天自動升級。')).toBeInTheDocument();
    expect(screen.getByText('VIP1 – VIP5：60 天')).toBeInTheDocument();
    expect(screen.getByText('VIP6 – VIP11：90 天')).toBeInTheDocument();
    expect(screen.getByText(/近 30 天內有效流水達 5,000.00 NTD，且至少有 1 筆儲值/)).toBeInTheDocument();
    expect(screen.getByText('遊戲返水最高 1.50%，返水金額無上限。')).toBeInTheDocument();
  });

  it('marks benefits active for the player level', async () => {
    // VIP2 has the level-up and birthday gifts, rebate and withdrawals; not the festival gift or red envelope (from VIP3 and VIP4).
    await open({ record: vipRecord({ vipId: 3, vipName: 'VIP2', level: 2 }) });
    const list = await screen.findByRole('list', { name: 'VIP2 會員權益' });
    const items = within(list).getAllByRole('listitem');
    const state = Object.fromEntries(items.map((item) => [item.children[1]?.textContent, item.children[2]?.textContent]));
    expect(state).toEqual({ 生日禮金: '已開通', 節日禮金: '未開通', 遊戲返水: '已開通', 晉級禮金: '已開通', 每月紅包: '未開通', 託售額度: '已開通' });
    expect(within(list).getByText('最高 0.25%')).toBeInTheDocument();
    expect(within(list).getByText('每日 5 次，共 150,000.00')).toBeInTheDocument();
    // Each benefit has a picture of its own, gold (a gradient) or grey, hidden from assistive technology: the words say it.
    const gift = items[0]?.querySelector('svg');
    expect(gift).toHaveAttribute('aria-hidden', 'true');
    expect(gift?.querySelector('linearGradient')).not.toBeNull();
    expect(items[1]?.querySelector('svg linearGradient')).toBeNull();
  });

  it('moves between the tabs with the arrow keys and keeps the tab in the address', async () => {
    await open();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['我的等級', '等級說明', '點券']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0]?.focus();
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '等級說明' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '等級說明' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: '等級說明' })).toBeVisible();
    expect(testLocation()).toBe('/mine/vip?tab=guide');
    fireEvent.keyDown(screen.getByRole('tab', { name: '等級說明' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: '點券' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: '點券' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '我的等級' })).toHaveAttribute('aria-selected', 'true');
    expect(testLocation()).toBe('/mine/vip');
  });
});
