import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, renderAs, stubFetch } from '../players/testing';
import VipConfigPage from './VipConfigPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['vipconfig']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const LEVEL3 = {
  level: 3, name: 'VIP3', rechargeTotal: '10000.00', betTotal: '100000.00', retentionDays: 60, birthdayGift: 300, festivalGift: 200, levelGift: 100, redEnvelop: 50,
  withdrawCount: 5, withdrawAmount: '200000.00', rebates: [{ gameType: 1, rate: '0.80' }, { gameType: 4, rate: '0.40' }],
};
const PENDING = { id: 9, level: 3, levelName: 'VIP3', effectiveDay: '2030-02-01', figures: LEVEL3, status: 'pending', staff: 'amy', createdAt: '2030-01-01T00:00:00.000Z', decidedAt: null };
const CONFIG = { today: '2030-01-10', gameTypes: [{ gameType: 1, name: '體育' }, { gameType: 4, name: '電子' }], levels: [LEVEL3], changes: [] as unknown[] };

describe('the VIP configuration page', () => {
  it("lists today's figures; a change for a later day is sent with its day and every rate, and said to wait", async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/vip/config': () => envelope(CONFIG),
      'POST /api/v1/staff/vip/levels/3': () => envelope({ ...PENDING, effectiveDay: '2030-02-01' }),
    });
    await renderAs(['marketing'], <VipConfigPage />);
    const table = await screen.findByRole('table', { name: '今天生效中的等級' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('體育 0.80%, 電子 0.40%');
    await user.click(screen.getByRole('button', { name: '變更 VIP3' }));
    const dialog = await screen.findByRole('dialog', { name: '變更 VIP3' });
    const day = within(dialog).getByLabelText('生效日');
    await user.clear(day);
    await user.type(day, '2030-02-01');
    const rate = within(dialog).getByLabelText('體育');
    await user.clear(rate);
    await user.type(rate, '2');
    await user.click(within(dialog).getByRole('button', { name: '儲存變更' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('返水 0 至 1.50');
    await user.clear(rate);
    await user.type(rate, '1.2');
    await user.click(within(dialog).getByRole('button', { name: '儲存變更' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      effectiveDay: '2030-02-01',
      figures: { rechargeTotal: '10000.00', retentionDays: 60, birthdayGift: 300, rebates: [{ gameType: 1, rate: '1.2' }, { gameType: 4, rate: '0.40' }] },
    });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('VIP3 將於 2030-02-01 變更');
  });

  it('a waiting change is cancelled from the list', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/vip/config': () => envelope({ ...CONFIG, changes: [PENDING] }),
      'POST /api/v1/staff/vip/changes/9/cancel': () => envelope({ ...PENDING, status: 'cancelled' }),
    });
    await renderAs(['admin'], <VipConfigPage />);
    const changes = await screen.findByRole('table', { name: '待生效的變更，以及最近已套用或取消的變更' });
    expect(within(changes).getAllByRole('row')[1]).toHaveTextContent('VIP32030-02-01待生效');
    await user.click(within(changes).getByRole('button', { name: '取消 VIP3 於 2030-02-01 的變更' }));
    expect(await screen.findByText('已取消 VIP3 於 2030-02-01 的變更')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/staff/vip/changes/9/cancel')).toBe(true);
  });
});
