import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@site/contract/rules/format';
import { envelope, frameHarness, onBreak, refusal, resetFrame, type Call } from '../../test/frame';

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  await resetFrame();
  frame = frameHarness();
});
afterEach(() => frame.cleanup());

async function ready(target?: Record<string, unknown>) {
  const { sendInit } = frame.start();
  await sendInit(target ? { target } : {});
  await screen.findByRole('form', { name: '轉帳' });
}

const amount = () => screen.getByLabelText('轉帳金額');
const type = (value: string) => fireEvent.change(amount(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '確認轉帳' }));
const transfers = () => frame.calls.filter((c) => c.method === 'POST');

describe('transfer page', () => {
  it('shows the 1 : 0.2 ratio of a DB target and previews 500 main as 100 points', async () => {
    await ready({ gameType: 5, channelCode: 'DB' });
    expect(screen.getByRole('note')).toHaveTextContent('點數換算 1 : 0.2（500 主錢包 = 100 點）');
    expect(within(screen.getByRole('group', { name: 'DB' })).getByText('20.00 點')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '主錢包' })).getByText('NTD 1,000.00')).toBeInTheDocument();
    type('500');
    expect(screen.getByRole('status')).toHaveTextContent('將轉入 100.00 點');
    fireEvent.click(screen.getByRole('radio', { name: '轉回主錢包' }));
    type('20');
    expect(screen.getByRole('status')).toHaveTextContent('將轉入 100.00');
  });

  it.each([
    ['', '請輸入轉帳金額'],
    ['0', '金額必須大於 0'],
    ['12.345', '金額最多兩位小數'],
    ['1000.01', '金額不能超過可用餘額'],
    ['abc', '請輸入有效的金額'],
  ])('refuses %o with %s and sends nothing', async (value, message) => {
    await ready({ gameType: 6, channelCode: 'KT' });
    type(value);
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(transfers()).toHaveLength(0);
  });

  it('into points an amount that converts to nothing is refused in the catalogue wording of 030007', async () => {
    await ready({ gameType: 5, channelCode: 'DB' });
    type('0.04');
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('轉入金額過小，無法兌換遊戲點數');
  });

  it('transfers main -> game with an Idempotency-Key and toasts through the host', async () => {
    await ready({ gameType: 5, channelCode: 'DB' });
    type('500');
    submit();
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '轉帳成功' }));
    const transfer = transfers()[0] as Call;
    expect(transfer.body).toEqual({ from: 'main', to: 'DB', amount: '500.00', currency: 'NTD' });
    expect(transfer.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(amount()).toHaveValue('');
    // The balances are fetched again after the money moved.
    await waitFor(() => expect(frame.calls.filter((c) => c.path.endsWith('/balance'))).toHaveLength(2));
  });

  it('a network failure is sent again with the same Idempotency-Key', async () => {
    let failures = 1;
    const answer = frame.replies['POST /api/v1/wallet/transfer']!;
    frame.replies['POST /api/v1/wallet/transfer'] = (c) => (failures-- > 0 ? 'network' : answer(c));
    await ready({ gameType: 5, channelCode: 'DB' });
    type('500');
    submit();
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'success', message: '轉帳成功' }));
    const keys = transfers().map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('without a target the game wallet is chosen from a list; game -> main', async () => {
    await ready();
    fireEvent.change(screen.getByLabelText('選擇遊戲錢包'), { target: { value: 'DB' } });
    fireEvent.click(screen.getByRole('radio', { name: '轉回主錢包' }));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(amount()).toHaveValue('20.00');
    submit();
    await waitFor(() => expect(transfers()[0]?.body).toEqual({ from: 'DB', to: 'main', amount: '20.00', currency: 'NTD' }));
  });

  it('a server refusal is worded inline from the error catalogue, not toasted', async () => {
    frame.replies['POST /api/v1/wallet/transfer'] = () => refusal(400, '030001');
    await ready({ gameType: 6, channelCode: 'KT' });
    type('10');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('餘額不足');
    expect(frame.posted().some((m) => m.type === 'toast')).toBe(false);
  });

  it('the auto-transfer switch saves the setting and asks the host to reload it', async () => {
    await ready({ gameType: 6, channelCode: 'KT' });
    const toggle = await screen.findByRole('switch', { name: '自動轉帳' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(frame.calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true });
    expect(frame.posted()).toContainEqual({ type: 'reloadAutoTransfer' });
    expect(frame.posted()).toContainEqual({ type: 'toast', kind: 'info', message: '已開啟自動轉帳' });
  });

  it('enter game asks the host to launch the target; quick amounts fill the field', async () => {
    await ready({ gameType: 6, channelCode: 'KT', subGameCode: 'KT-0001' });
    fireEvent.click(within(screen.getByRole('group', { name: '快速金額' })).getByRole('button', { name: '500' }));
    expect(amount()).toHaveValue('500');
    fireEvent.click(screen.getByRole('button', { name: '進入遊戲' }));
    expect(frame.posted()).toContainEqual({ type: 'goGame', gameType: 6, channelCode: 'KT', subGameCode: 'KT-0001' });
  });

  it('when the wallet cannot load it says so and retries on request', async () => {
    let fail = true;
    frame.replies['GET /api/v1/wallet/front/user/balance'] = () => (fail ? refusal(500, '000500') : { body: { code: '000000', msg: 'ok', data: { currencies: [], gameWallets: [] } } });
    const { sendInit } = frame.start();
    await sendInit();
    expect(await screen.findByText('無法載入錢包資料')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('form', { name: '轉帳' })).toBeInTheDocument();
  });
});

describe('transfer page during a time-out or self-exclusion (issue 33)', () => {
  const UNTIL = '2030-01-02T04:00:00.000Z';
  const words = `暫停遊戲中，至 ${formatDateTime(UNTIL)} 為止：無法轉入遊戲錢包，轉回主錢包與託售仍可使用。`;

  it('the transfer-to-game popup says what is paused and until when, instead of the form', async () => {
    frame.replies['GET /api/v1/protection/status'] = () => envelope(onBreak({ until: UNTIL }));
    const { sendInit } = frame.start();
    await sendInit({ target: { gameType: 6, channelCode: 'KT' } });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: '轉入遊戲已暫停' })).toBeInTheDocument();
    expect(notice).toHaveTextContent(words);
    expect(screen.queryByRole('form', { name: '轉帳' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('轉帳金額')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '進入遊戲' })).not.toBeInTheDocument();
  });

  it('the transfer page moves money back to the main wallet only, the way in disabled with why', async () => {
    frame.replies['GET /api/v1/protection/status'] = () => envelope(onBreak({ until: UNTIL }));
    frame.replies['POST /api/v1/wallet/transfer'] = () =>
      envelope({ orderNo: 'TR2', from: 'DB', to: 'main', currency: 'NTD', debited: '20.00', credited: '100.00', ratio: 0.2, fromBalance: '0.00', toBalance: '1100.00' });
    const { sendInit } = frame.start();
    await sendInit();
    const form = await screen.findByRole('form', { name: '轉帳' });
    expect(within(form).getByRole('status')).toHaveTextContent(words);
    const into = screen.getByRole('radio', { name: '轉入遊戲' });
    expect(into).toBeDisabled();
    expect(into).toHaveAccessibleDescription(words);
    expect(screen.getByRole('radio', { name: '轉回主錢包' })).toBeChecked();
    type('20');
    submit();
    await waitFor(() => expect(transfers()).toHaveLength(1));
    expect(transfers()[0]?.body).toMatchObject({ from: 'DB', to: 'main', amount: '20.00' });
  });
});
