import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS, CHANNELS, emptyPage, NEW_PLAYER, setupChannels } from '../../components/testing/fund.fixtures';
import { ID_NONE } from '../../components/testing/idCard.fixtures';
import { i18n } from '../../i18n/i18n';
import { envelope, frameHarness, resetFrame } from '../../test/frame';
import { firstChannel } from './RechargePage';

// Issue 34: the first deposit as one flow: every step the server lists, at once, each done in place.

let frame: ReturnType<typeof frameHarness>;
let channels: unknown = NEW_PLAYER;

beforeEach(async () => {
  await Promise.all([
    import('./RechargePage'),
    import('./DepositOrderView'),
    import('../bindAddress/BindAddressForm'),
    import('../bindCard/CardApplication'),
    i18n.loadNamespaces(['recharge', 'fund', 'bindAddress', 'bindCard']),
  ]);
  await resetFrame();
  frame = frameHarness();
  channels = NEW_PLAYER;
  frame.replies['GET /api/v1/fund/recharge/channels'] = () => envelope(channels);
  frame.replies['GET /api/v1/fund/recharge/orders'] = emptyPage;
  frame.replies['GET /api/v1/fund/bank-cards'] = () => envelope([]);
  frame.replies['GET /api/v1/user/idcard'] = () => envelope(ID_NONE);
});
afterEach(() => frame.cleanup());

async function open() {
  const { sendInit, send } = frame.start({ search: '?page=recharge' });
  await sendInit();
  await screen.findByRole('heading', { name: '首次儲值前，請完成以下步驟' });
  return send;
}

const steps = () => within(screen.getByRole('region', { name: '首次儲值前，請完成以下步驟' })).getAllByRole('listitem');
const creates = () => frame.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/recharge/order'));

describe('the first deposit checklist', () => {
  it("lists every step of the server's setup at once, each waiting, and no deposit can be sent meanwhile", async () => {
    await open();
    expect(steps().map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^.綁定手機號碼待完成需先綁定您的手機號碼綁定手機號碼$/),
      expect.stringContaining('設定託售密碼待完成'),
      expect.stringContaining('綁定銀行卡或錢包地址待完成'),
    ]);
    // A binding needs the phone first (the server refuses 031010): said now, not after a refusal.
    expect(within(steps()[2] as HTMLElement).getByText('請先完成上方的手機號碼綁定。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '綁定錢包地址' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '綁定銀行卡' })).toBeDisabled();
    const submit = screen.getByRole('button', { name: '立即儲值' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription('完成上方步驟後即可儲值');
    fireEvent.change(screen.getByLabelText('儲值金額'), { target: { value: '1000' } });
    fireEvent.click(submit);
    expect(creates()).toHaveLength(0);
  });

  it('binds the phone in the host popup over the page; the step is ticked when the host says the account changed', async () => {
    const send = await open();
    fireEvent.click(screen.getByRole('button', { name: '綁定手機號碼' }));
    expect(frame.posted()).toContainEqual({ type: 'bindPhone' });
    channels = setupChannels({ undone: ['withdrawPassword', 'binding'] });
    await send({ type: 'live', event: 'account' });
    await waitFor(() => expect(steps()[0]).toHaveTextContent('綁定手機號碼已完成'));
    expect(screen.getByRole('button', { name: '綁定錢包地址' })).toBeEnabled();
  });

  it('binds an address in place, the withdrawal password set inside its form; the amount typed stays and USDT, ready now, is chosen', async () => {
    channels = setupChannels({ undone: ['withdrawPassword', 'binding'] });
    frame.replies['GET /api/v1/user/security/withdrawPassword/isBinding'] = () => envelope(false);
    frame.replies['PUT /api/v1/user/security/withdrawPassword'] = () => envelope(null);
    frame.replies['POST /api/v1/fund/wallet-addresses'] = (c) => {
      channels = setupChannels({ walletAddress: true });
      return envelope({ id: 1, network: 'TRC20', ...(c.body as object), createdAt: '2026-03-01T04:00:00.000Z' });
    };
    await open();
    expect(steps()[1]).toHaveTextContent('您可在下一步的綁定表單中一併設定');
    fireEvent.change(screen.getByLabelText('儲值金額'), { target: { value: '1000' } });

    const way = screen.getByRole('button', { name: '綁定錢包地址' });
    fireEvent.click(way);
    expect(way).toHaveAttribute('aria-expanded', 'true');
    const form = await screen.findByRole('form', { name: '新增錢包地址' });
    fireEvent.change(within(form).getByLabelText('TRC-20 錢包地址'), { target: { value: ADDRESS } });
    fireEvent.change(within(form).getByLabelText('錢包名稱'), { target: { value: '我的錢包' } });
    fireEvent.change(await within(form).findByLabelText('新託售密碼（6 位數字）'), { target: { value: '246810' } });
    fireEvent.change(within(form).getByLabelText('確認託售密碼'), { target: { value: '246810' } });
    fireEvent.click(within(form).getByRole('button', { name: '確認綁定' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: '首次儲值前，請完成以下步驟' })).toBeNull());
    expect(frame.calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual(['/api/v1/user/security/withdrawPassword', '/api/v1/fund/wallet-addresses']);
    expect(screen.getByLabelText('儲值金額')).toHaveValue('1000');
    expect(screen.getByRole('radio', { name: 'USDT (TRC-20)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^銀行轉帳/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '立即儲值' })).not.toHaveAttribute('aria-disabled');
  });

  it('the card way says where it stands and opens its ID verification in place, not on the account page', async () => {
    channels = setupChannels({ undone: ['withdrawPassword', 'binding'], bankCard: 'idCard' });
    await open();
    expect(steps()[2]).toHaveTextContent('需先完成身分證驗證；銀行卡送出後審核約 15 分鐘至 24 小時');
    fireEvent.click(screen.getByRole('button', { name: '綁定銀行卡' }));
    expect(await screen.findByRole('form', { name: '身分證驗證' })).toBeInTheDocument();
    expect(frame.posted().some((m) => m.type === 'navigate')).toBe(false);
    // 收起 closes it and gives the focus back to the way's button.
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByRole('form', { name: '身分證驗證' })).toBeNull();
    expect(screen.getByRole('button', { name: '綁定銀行卡' })).toHaveFocus();
  });

  it('a card under review is said with its time, and the address way stays open meanwhile', async () => {
    channels = setupChannels({ undone: ['binding'], bankCard: 'reviewing' });
    await open();
    expect(steps().map((li) => li.textContent)).toEqual([expect.stringContaining('已完成'), expect.stringContaining('已完成'), expect.stringContaining('待完成')]);
    expect(steps()[2]).toHaveTextContent('銀行卡審核中，預計 15 分鐘至 24 小時內完成');
    expect(screen.getByRole('button', { name: '綁定錢包地址' })).toBeEnabled();
  });
});

describe('the channel chosen first (firstChannel)', () => {
  const ready = (codes: string[]) => CHANNELS.channels.map((c) => ({ ...c, method: c.method as 'bank' | 'usdt' | 'store', ready: codes.includes(c.code) }));

  it('is the first one ready now, not a bank transfer that waits for a card', () => {
    expect(firstChannel(ready(['USDT_TRC20', 'STORE']))?.code).toBe('USDT_TRC20');
    expect(firstChannel(ready(['BANK', 'USDT_TRC20']))?.code).toBe('BANK');
  });

  it('keeps the method the host asked for when it is ready, else the first ready one', () => {
    expect(firstChannel(ready(['BANK', 'USDT_TRC20', 'STORE']), 'store')?.code).toBe('STORE');
    expect(firstChannel(ready(['USDT_TRC20']), 'bank')?.code).toBe('USDT_TRC20');
  });

  it('with none ready, the asked method, else the first the VIP level allows that an address readies at once', () => {
    expect(firstChannel(ready([]), 'bank')?.code).toBe('BANK');
    expect(firstChannel(ready([]))?.code).toBe('USDT_TRC20');
  });
});
