import { STAFF_CATALOGUE_ERROR_CODES } from '@site/contract/codes/staff-catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, failure, renderAs, stubFetch } from '../players/testing';
import GamesPage from './GamesPage';
import MaintenancePage from './MaintenancePage';
import { fromTaipeiInput, toTaipeiInput } from './taipeiTime';

beforeAll(async () => {
  await i18n.loadNamespaces(['catalogue']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const GAME = { id: 7, gameCode: 'RSG_S0001', gameType: 3, channelCode: 'RSG', name: '雷神之鎚', status: 'open', isTesting: false, isHot: false, hotLevel: null, sort: 4, isNew: false, override: null, maintainStartTime: null, maintainEndTime: null };
const PROVIDERS = [{ gameType: 3, channelCode: 'RSG', name: 'RSG 電子', games: 20 }];
const OFF = { maintaining: false, scheduled: false, startTime: null, endTime: null, message: null, updatedAt: null };

describe('the games catalogue page', () => {
  it('hides a game: only the changed field is sent, and the list says so', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/catalogue/games': () => envelope({ total: 1, records: [GAME] }),
      'GET /api/v1/staff/catalogue/providers': () => envelope(PROVIDERS),
      'POST /api/v1/staff/catalogue/games/7': () => envelope({ ...GAME, status: 'hidden' }),
    });
    await renderAs(['marketing'], <GamesPage />);
    const table = await screen.findByRole('table', { name: '依大廳順序排列的遊戲' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('雷神之鎚RSG_S0001RSG開放');
    await user.click(screen.getByRole('button', { name: '編輯 雷神之鎚' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯 雷神之鎚' });
    await user.selectOptions(within(dialog).getByLabelText('玩家網站上的狀態'), '隱藏');
    expect(within(dialog).getByText('玩家網站上不顯示。')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'hidden' });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('已儲存 雷神之鎚：隱藏');
  });

  it('filters by provider and status on the server', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/catalogue/games': () => envelope({ total: 1, records: [GAME] }),
      'GET /api/v1/staff/catalogue/providers': () => envelope(PROVIDERS),
    });
    await renderAs(['admin'], <GamesPage />);
    await screen.findByRole('table', { name: '依大廳順序排列的遊戲' });
    await screen.findAllByRole('option', { name: 'RSG 電子（類型 3，20 款遊戲）' });
    await user.selectOptions(screen.getAllByLabelText('遊戲平台')[0] as HTMLElement, 'RSG 電子（類型 3，20 款遊戲）');
    await user.selectOptions(screen.getByLabelText('狀態'), '維護中');
    await vi.waitFor(() => expect(Object.fromEntries(calls.at(-1)?.query ?? [])).toMatchObject({ gameType: '3', channelCode: 'RSG', status: 'maintenance' }));
  });

  it("for one brand: lists the brand's games with its own setting, hides a game for that brand only, and clears the setting", async () => {
    const user = userEvent.setup();
    const own = { ...GAME, status: 'hidden', isNew: true, override: { brand: 'pearl', status: 'hidden', isHot: null, isNew: true, sort: null } };
    let listed: typeof GAME | typeof own = GAME;
    const calls = stubFetch({
      'GET /api/v1/staff/catalogue/games': () => envelope({ total: 1, records: [listed] }),
      'GET /api/v1/staff/catalogue/providers': () => envelope(PROVIDERS),
      'POST /api/v1/staff/catalogue/games/7/brands/pearl': () => envelope((listed = own)),
      'POST /api/v1/staff/catalogue/games/7/brands/pearl/clear': () => envelope((listed = GAME)),
    });
    await renderAs(['marketing'], <GamesPage />);
    await screen.findByRole('table', { name: '依大廳順序排列的遊戲' });
    expect(screen.getByRole('option', { name: '所有品牌（目錄本身）' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('品牌'), '珍珠');
    await vi.waitFor(() => expect(Object.fromEntries(calls.at(-1)?.query ?? [])).toMatchObject({ brand: 'pearl' }));

    await user.click(screen.getByRole('button', { name: '編輯 雷神之鎚' }));
    const dialog = await screen.findByRole('dialog', { name: '雷神之鎚（珍珠）' });
    expect(within(dialog).queryByRole('button', { name: '清除此品牌的設定' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('此品牌的狀態'), '隱藏');
    await user.selectOptions(within(dialog).getByLabelText('此品牌的新遊戲'), '是');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'hidden', isNew: true });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('已儲存 雷神之鎚（珍珠）：隱藏');

    // The list read again shows the brand's own setting; the dialog then offers to clear it.
    const row = await screen.findByRole('row', { name: /珍珠 自訂設定/ });
    expect(row).toHaveTextContent('新');
    await user.click(screen.getByRole('button', { name: '編輯 雷神之鎚' }));
    const again = await screen.findByRole('dialog', { name: '雷神之鎚（珍珠）' });
    expect(within(again).getByLabelText('此品牌的狀態')).toHaveValue('hidden');
    await user.click(within(again).getByRole('button', { name: '清除此品牌的設定' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/games/7/brands/pearl/clear'))).toBe(true);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('雷神之鎚 在 珍珠 已恢復依目錄設定');
  });

  it("a provider's window needs both times, and a window ending first is refused in our words", async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/catalogue/games': () => envelope({ total: 1, records: [GAME] }),
      'GET /api/v1/staff/catalogue/providers': () => envelope(PROVIDERS),
      'POST /api/v1/staff/catalogue/providers/maintenance': () => failure(400, STAFF_CATALOGUE_ERROR_CODES.windowInvalid),
    });
    await renderAs(['marketing'], <GamesPage />);
    const section = await screen.findByRole('region', { name: '遊戲平台維護' });
    await within(section).findByRole('option', { name: 'RSG 電子（類型 3，20 款遊戲）' });
    await user.selectOptions(within(section).getByLabelText('遊戲平台'), 'RSG 電子（類型 3，20 款遊戲）');
    await user.click(within(section).getByRole('button', { name: '設定時段' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('請輸入開始與結束時間');
    await user.type(within(section).getByLabelText('開始'), '2030-01-02T03:00');
    await user.type(within(section).getByLabelText('結束'), '2030-01-02T01:00');
    await user.click(within(section).getByRole('button', { name: '設定時段' }));
    expect(await within(section).findByText('維護時段的結束時間須晚於開始時間及現在')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ gameType: 3, channelCode: 'RSG', window: { from: '2030-01-02T03:00:00+08:00', to: '2030-01-02T01:00:00+08:00' } });
  });
});

describe('the site maintenance page', () => {
  it('schedules a window with the message in three languages, then cancels it', async () => {
    const user = userEvent.setup();
    const scheduled = { maintaining: false, scheduled: true, startTime: '2030-01-01T18:00:00.000Z', endTime: '2030-01-01T20:00:00.000Z', message: { TW: '升級中', EN: 'Upgrading', TH: 'อัปเกรด' }, updatedAt: '2029-12-31T00:00:00.000Z' };
    const calls = stubFetch({
      'GET /api/v1/staff/maintenance': () => envelope(OFF),
      'POST /api/v1/staff/maintenance': () => envelope(scheduled),
      'POST /api/v1/staff/maintenance/end': () => envelope(OFF),
    });
    await renderAs(['marketing'], <MaintenancePage />);
    expect(await screen.findByText('正常開放')).toBeVisible();
    await user.type(screen.getByLabelText('開始'), '2030-01-02T02:00');
    await user.type(screen.getByLabelText('結束'), '2030-01-02T04:00');
    await user.type(screen.getByLabelText('繁體中文訊息'), '升級中');
    await user.type(screen.getByLabelText('英文訊息'), 'Upgrading');
    await user.type(screen.getByLabelText('泰文訊息'), 'อัปเกรด');
    await user.click(screen.getByRole('button', { name: '排定' }));
    expect(await screen.findByText('已排定維護時段')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ from: '2030-01-02T02:00:00+08:00', to: '2030-01-02T04:00:00+08:00', message: scheduled.message });
    expect(within(screen.getByRole('region', { name: '目前狀態' })).getByText('Upgrading')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '取消此時段' }));
    expect(await screen.findByText('全站已恢復開放')).toBeVisible();
  });
});

describe('Taipei time fields', () => {
  it('read and write datetime-local values as +08:00 whatever the browser zone', () => {
    expect(fromTaipeiInput('2030-01-02T02:00')).toBe('2030-01-02T02:00:00+08:00');
    expect(fromTaipeiInput('2030-01-02')).toBeUndefined();
    expect(toTaipeiInput('2030-01-01T18:00:00.000Z')).toBe('2030-01-02T02:00');
  });
});
