import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlayerSearchPage from './PlayerSearchPage';
import { envelope, renderAs, stubFetch } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the player search', () => {
  it('asks nothing until a search is typed, then searches by the chosen key and links each player to the file', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/players': () => envelope({ records: [{ id: 2, account: 'phone01', nickname: '手機玩家', phone: '0912***678', phoneMasked: true, vip: 'VIP1', status: 'blocked', registeredAt: '2026-01-01T00:00:00.000Z' }], total: 1 }),
    });
    await renderAs(['risk'], <PlayerSearchPage />, '/players');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入查詢內容');
    expect(calls).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('查詢方式'), '手機號碼');
    await user.type(screen.getByLabelText('查詢內容'), '0912345678');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    const row = within(await screen.findByRole('table', { name: '「0912345678」的查詢結果' })).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'phone01' })).toHaveAttribute('href', '/players/2');
    expect(row).toHaveTextContent('0912***678 （已遮蔽）');
    expect(row).toHaveTextContent('已停用');
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({ by: 'phone', q: '0912345678', page: '1', size: '20' });
  });
});
