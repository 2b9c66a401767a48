import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { createBridge } from './lib/bridge';

const ORIGIN = window.location.origin;
const BALANCES = {
  currencies: [{ currency: 'NTD', currencyName: '新台幣', balance: '1000.00', icon: '', enabled: true, isCurrent: true }],
  gameWallets: [
    { channelCode: 'DB', name: 'DB', gameType: 5, gameTypes: [5, 7], currency: 'NTD', balance: '20.00', ratio: 0.2 },
    { channelCode: 'KT', name: 'KT 電子', gameType: 6, gameTypes: [6], currency: 'NTD', balance: '0.00', ratio: 1 },
  ],
};
const INIT = { type: 'init', token: 'tok-1', language: 'TW', currency: 'NTD', theme: 'light', deviceId: 'abcdefghij0123456789', brand: 'jade' } as const;

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

let host: HTMLIFrameElement;
let post: ReturnType<typeof vi.spyOn>;
let calls: Call[];
let replies: Record<string, (call: Call) => { status?: number; body: unknown }>;

const envelope = (data: unknown) => ({ body: { code: '000000', msg: 'success', data } });

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), ORIGIN);
  const call: Call = { method: init.method ?? 'GET', path: url.pathname, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined };
  calls.push(call);
  const reply = replies[`${call.method} ${call.path}`]?.(call) ?? { status: 404, body: { code: '000404', msg: 'nf', data: null } };
  return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
});

function start(init: Record<string, unknown> = INIT) {
  const parent = host.contentWindow as Window;
  const bridge = createBridge({ parent, origin: ORIGIN });
  render(<App bridge={bridge} page="transfer" fetch={fetchMock as unknown as typeof fetch} />);
  const send = (data: unknown, origin = ORIGIN, source: Window | null = parent) =>
    act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { send, sendInit: () => send(init) };
}

const posted = () => (post.mock.calls as unknown[][]).map((args) => args[0] as { type: string });

beforeEach(() => {
  host = document.createElement('iframe');
  document.body.append(host);
  post = vi.spyOn(host.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
  calls = [];
  replies = {
    'GET /api/v1/wallet/front/user/balance': () => envelope(BALANCES),
    'GET /api/v1/user/isAutoGameTransfer': () => envelope(false),
    'PUT /api/v1/user/autoGameTransfer': (c) => envelope((c.body as { enabled: boolean }).enabled),
    'POST /api/v1/wallet/transfer': () =>
      envelope({ orderNo: 'TR1', from: 'main', to: 'DB', currency: 'NTD', debited: '500.00', credited: '100.00', ratio: 0.2, fromBalance: '500.00', toBalance: '120.00' }),
  };
});
afterEach(() => {
  host.remove();
  document.documentElement.className = '';
});

describe('ready / init handshake', () => {
  it('says ready to the parent on the host origin and waits', () => {
    start();
    expect(post).toHaveBeenCalledWith({ type: 'ready' }, ORIGIN);
    expect(screen.getByRole('status')).toHaveTextContent('載入中');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores an init from another origin or window', async () => {
    const { send } = start();
    await send(INIT, 'https://evil.example');
    await send(INIT, ORIGIN, window);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('載入中');
  });

  it('after init calls the API with the token in a signed header (never in the URL), applies theme and posts its height', async () => {
    const { sendInit } = start({ ...INIT, target: { gameType: 5, channelCode: 'DB' } });
    await sendInit();
    await screen.findByRole('form', { name: '轉帳' });
    expect(document.documentElement).toHaveClass('light');
    const balance = calls.find((c) => c.path === '/api/v1/wallet/front/user/balance') as Call;
    expect(balance.headers.token).toBe('tok-1');
    expect(balance.headers['platform-code']).toBe('jade');
    expect(balance.headers['device-id']).toBe('abcdefghij0123456789');
    expect(balance.headers.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain('tok-1');
    expect(post).toHaveBeenCalledWith({ type: 'height', px: 400 }, ORIGIN);
  });

  it.each([
    [undefined, 370],
    [{ gameType: 6, channelCode: 'KT', subGameCode: 'KT-0001' }, 430],
  ])('posts the height for target %o: %i px', async (target, px) => {
    const { sendInit } = start({ ...INIT, ...(target ? { target } : {}) });
    await sendInit();
    expect(post).toHaveBeenCalledWith({ type: 'height', px }, ORIGIN);
  });

  it('a 401 tells the host the token is invalid', async () => {
    replies['GET /api/v1/wallet/front/user/balance'] = () => ({ status: 401, body: { code: '001001', msg: 'expired', data: null } });
    const { sendInit } = start();
    await sendInit();
    await waitFor(() => expect(posted()).toContainEqual({ type: 'tokenInvalid' }));
  });

  it('a 503 tells the host maintenance is on', async () => {
    replies['GET /api/v1/user/isAutoGameTransfer'] = () => ({ status: 503, body: { code: '000503', msg: 'maintenance', data: null } });
    const { sendInit } = start();
    await sendInit();
    await waitFor(() => expect(posted()).toContainEqual({ type: 'maintenance', on: true }));
  });

  it('follows language messages (English strings)', async () => {
    const { sendInit, send } = start();
    await sendInit();
    await screen.findByRole('form', { name: '轉帳' });
    await send({ type: 'language', language: 'EN' });
    expect(screen.getByRole('form', { name: 'Transfer' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('transfer page', () => {
  async function ready(target?: Record<string, unknown>) {
    const { sendInit } = start({ ...INIT, ...(target ? { target } : {}) });
    await sendInit();
    await screen.findByRole('form', { name: '轉帳' });
  }

  it('shows the 1 : 0.2 ratio of a DB target and previews 500 main as 100 points', async () => {
    await ready({ gameType: 5, channelCode: 'DB' });
    expect(screen.getByTestId('ratio')).toHaveTextContent('點數換算 1 : 0.2（500 主錢包 = 100 點）');
    expect(screen.getByTestId('game-balance')).toHaveTextContent('20.00 點');
    fireEvent.change(screen.getByLabelText('轉帳金額'), { target: { value: '500' } });
    expect(screen.getByRole('status')).toHaveTextContent('將轉入 100.00 點');
    fireEvent.click(screen.getByRole('radio', { name: '轉回主錢包' }));
    fireEvent.change(screen.getByLabelText('轉帳金額'), { target: { value: '20' } });
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
    fireEvent.change(screen.getByLabelText('轉帳金額'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: '確認轉帳' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('轉帳金額')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('transfers main -> game with an Idempotency-Key and toasts through the host', async () => {
    await ready({ gameType: 5, channelCode: 'DB' });
    fireEvent.change(screen.getByLabelText('轉帳金額'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: '確認轉帳' }));
    await waitFor(() => expect(posted()).toContainEqual({ type: 'toast', kind: 'success', message: '轉帳成功' }));
    const transfer = calls.find((c) => c.method === 'POST') as Call;
    expect(transfer.body).toEqual({ from: 'main', to: 'DB', amount: '500.00', currency: 'NTD' });
    expect(transfer.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(screen.getByLabelText('轉帳金額')).toHaveValue('');
  });

  it('without a target the game wallet is chosen from a list; game -> main', async () => {
    await ready();
    fireEvent.change(screen.getByLabelText('選擇遊戲錢包'), { target: { value: 'DB' } });
    fireEvent.click(screen.getByRole('radio', { name: '轉回主錢包' }));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(screen.getByLabelText('轉帳金額')).toHaveValue('20.00');
    fireEvent.click(screen.getByRole('button', { name: '確認轉帳' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ from: 'DB', to: 'main', amount: '20.00', currency: 'NTD' }));
  });

  it('a server refusal is shown in words', async () => {
    replies['POST /api/v1/wallet/transfer'] = () => ({ status: 400, body: { code: '030001', msg: 'insufficient', data: null } });
    await ready({ gameType: 6, channelCode: 'KT' });
    fireEvent.change(screen.getByLabelText('轉帳金額'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '確認轉帳' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('餘額不足');
  });

  it('the auto-transfer switch saves the setting and asks the host to reload it', async () => {
    await ready({ gameType: 6, channelCode: 'KT' });
    const toggle = await screen.findByRole('switch', { name: '自動轉帳' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true });
    expect(posted()).toContainEqual({ type: 'reloadAutoTransfer' });
  });

  it('enter game asks the host to launch the target', async () => {
    await ready({ gameType: 6, channelCode: 'KT', subGameCode: 'KT-0001' });
    expect(screen.getByRole('group', { name: '快速金額' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    expect(screen.getByLabelText('轉帳金額')).toHaveValue('500');
    fireEvent.click(screen.getByRole('button', { name: '進入遊戲' }));
    expect(posted()).toContainEqual({ type: 'goGame', gameType: 6, channelCode: 'KT', subGameCode: 'KT-0001' });
  });
});
