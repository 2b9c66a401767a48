import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withdrawInfo } from '../../components/testing/fund.fixtures';
import { i18n } from '../../i18n/i18n';
import { BALANCES, envelope, frameHarness, refusal, resetFrame } from '../../test/frame';

/** Issue 19: after playing, the main wallet is short of the minimum and the money is in game wallets. */

let frame: ReturnType<typeof frameHarness>;
let recycled = false;
const IN_GAMES = {
  ...BALANCES,
  gameWallets: [
    { channelCode: 'DB', name: 'DB 真人', gameType: 5, gameTypes: [5, 7], currency: 'NTD', balance: '400.00', ratio: 0.2 },
    { channelCode: 'KT', name: 'KT 電子', gameType: 6, gameTypes: [6], currency: 'NTD', balance: '1200.50', ratio: 1 },
    { channelCode: 'SB', name: '體育', gameType: 1, gameTypes: [1], currency: 'NTD', balance: '0.00', ratio: 1 },
  ],
};
const EMPTIED = { ...IN_GAMES, gameWallets: IN_GAMES.gameWallets.map((w) => ({ ...w, balance: '0.00' })) };

beforeEach(async () => {
  await Promise.all([import('./WithdrawPage'), i18n.loadNamespaces(['withdraw', 'fund', 'recall'])]);
  await resetFrame();
  recycled = false;
  frame = frameHarness();
  frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo({ balance: recycled ? '3200.50' : '0.00' }));
  frame.replies['GET /api/v1/fund/withdraw/orders'] = () => envelope({ records: [], total: 0 });
  frame.replies['GET /api/v1/wallet/front/user/balance'] = () => envelope(recycled ? EMPTIED : IN_GAMES);
  frame.replies['POST /api/v1/wallet/game/transfer/user/withdraw/all'] = () => {
    recycled = true;
    return envelope(true);
  };
});
afterEach(() => frame.cleanup());

async function open() {
  const { sendInit } = frame.start({ search: '?page=withdraw' });
  await sendInit();
  return screen.findByRole('region', { name: '主錢包餘額不足最低託售金額' });
}
const recycles = () => frame.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/withdraw/all'));

describe('withdraw page: money left in game wallets', () => {
  it('says the main wallet is short and lists the game wallets holding money, points for DB', async () => {
    const notice = await open();
    expect(notice).toHaveTextContent('目前可託售 NTD 0.00，最低託售金額為 NTD 1,000.00');
    const list = await within(notice).findByRole('list', { name: '遊戲錢包餘額' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['DB 真人400.00 點', 'KT 電子NTD 1,200.50']);
    // No "maximum 0.00" under the amount.
    expect(screen.getByText('最低 1,000.00')).toBeInTheDocument();
    expect(screen.queryByText(/最高 0.00/)).toBeNull();
  });

  it('recycles every game wallet with one click, then shows the new withdrawable balance without a reload', async () => {
    const notice = await open();
    fireEvent.click(await within(notice).findByRole('button', { name: '一鍵回收' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '主錢包餘額不足最低託售金額' })).toBeNull());
    expect(recycles()).toHaveLength(1);
    expect(recycles()[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(within(screen.getByRole('region', { name: '託售資訊' })).getByText('NTD 3,200.50')).toBeInTheDocument();
    expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '回收成功' });
  });

  it('says 回收失敗 inline when the server answers false, and 正在處理中 for a second recycle within 5 s', async () => {
    frame.replies['POST /api/v1/wallet/game/transfer/user/withdraw/all'] = () => envelope(false);
    const notice = await open();
    fireEvent.click(await within(notice).findByRole('button', { name: '一鍵回收' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('回收失敗');
    frame.replies['POST /api/v1/wallet/game/transfer/user/withdraw/all'] = () => refusal(429, '020003');
    fireEvent.click(within(notice).getByRole('button', { name: '一鍵回收' }));
    expect(await within(notice).findByText('正在處理中，請勿重複點擊')).toHaveAttribute('role', 'alert');
  });

  it('with nothing in the game wallets offers a deposit through the host', async () => {
    frame.replies['GET /api/v1/wallet/front/user/balance'] = () => envelope(EMPTIED);
    const notice = await open();
    fireEvent.click(await within(notice).findByRole('button', { name: '前往儲值' }));
    expect(frame.posted()).toContainEqual({ type: 'recharge' });
    expect(within(notice).queryByRole('button', { name: '一鍵回收' })).toBeNull();
  });

  it('is not shown while the main wallet holds the minimum', async () => {
    frame.replies['GET /api/v1/fund/withdraw/info'] = () => envelope(withdrawInfo());
    const { sendInit } = frame.start({ search: '?page=withdraw' });
    await sendInit();
    await screen.findByRole('form', { name: '申請託售' });
    expect(screen.queryByRole('region', { name: '主錢包餘額不足最低託售金額' })).toBeNull();
  });
});
