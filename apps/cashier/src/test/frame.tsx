import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../App';
import { createBridge } from '../app/bridge';
import { i18n } from '../i18n/i18n';

/** Test harness of the frame: a host iframe whose postMessage is spied, a fetch answering by "METHOD /path". */

export const ORIGIN = window.location.origin;
export const INIT = { type: 'init', token: 'tok-1', language: 'TW', currency: 'NTD', theme: 'light', deviceId: 'abcdefghij0123456789', brand: 'jade' } as const;
export const BALANCES = {
  currencies: [{ currency: 'NTD', currencyName: '新台幣', balance: '1000.00', icon: '', enabled: true, isCurrent: true }],
  gameWallets: [
    { channelCode: 'DB', name: 'DB', gameType: 5, gameTypes: [5, 7], currency: 'NTD', balance: '20.00', ratio: 0.2 },
    { channelCode: 'KT', name: 'KT 電子', gameType: 6, gameTypes: [6], currency: 'NTD', balance: '0.00', ratio: 1 },
  ],
};
export const CATALOGUE = {
  version: '1',
  errorCodes: [
    { errorCode: '030001', httpStatus: 400, description: '餘額不足', defaultDesc: 'Insufficient balance', showType: 1 },
    { errorCode: '030007', httpStatus: 400, description: '轉入金額過小，無法兌換遊戲點數', defaultDesc: 'Too small', showType: 1 },
    { errorCode: '031008', httpStatus: 400, description: '託售密碼錯誤', defaultDesc: 'The withdrawal password is wrong', showType: 1 },
    { errorCode: '031009', httpStatus: 400, description: '為了保障您的帳號安全，請先綁定託售密碼', defaultDesc: 'For the safety of your account, please set a withdrawal password first', showType: 1 },
  ],
};

/** The protection status without a break, and with one (issue 33): a time-out of 24 hours by default. */
export const NO_BREAK = { break: null, limitsOfferDue: false, justRegistered: false };
export const onBreak = (over: { kind?: 'timeout' | 'exclusion'; until?: string; awaitingEnd?: boolean } = {}) => ({
  break: { kind: 'timeout', period: '24h', startedAt: '2030-01-01T04:00:00.000Z', until: '2030-01-02T04:00:00.000Z', awaitingEnd: false, ...over },
  limitsOfferDue: false,
  justRegistered: false,
});

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}
/** 'network': the fetch fails at once; 'hang': no answer until the call is aborted (a connection gone quiet). */
export type Reply = { status?: number; body: unknown } | 'network' | 'hang';

export const envelope = (data: unknown): Reply => ({ body: { code: '000000', msg: 'success', data } });
export const refusal = (status: number, code: string): Reply => ({ status, body: { code, msg: 'server text', data: null } });

export function frameHarness() {
  const host = document.createElement('iframe');
  document.body.append(host);
  const parent = host.contentWindow as Window;
  const post = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
  const calls: Call[] = [];
  const replies: Record<string, (call: Call) => Reply> = {
    'GET /api/v1/wallet/front/user/balance': () => envelope(BALANCES),
    'GET /api/v1/user/isAutoGameTransfer': () => envelope(false),
    'PUT /api/v1/user/autoGameTransfer': (c) => envelope((c.body as { enabled: boolean }).enabled),
    'GET /api/v1/basics/errorCode/version': () => envelope(CATALOGUE),
    'GET /api/v1/protection/status': () => envelope(NO_BREAK),
    // A withdrawal password is set: the binding forms ask for it as proof (issue 34: else they set one).
    'GET /api/v1/user/security/withdrawPassword/isBinding': () => envelope(true),
    // The withdrawal page's terms (issue 20): no fee-free destination yet, nothing withdrawn in 24 hours, not dormant.
    'GET /api/v1/terms/withdraw': () => envelope({ feeFreeDestination: null, last24Hours: '0.00', remaining24Hours: '250000.00', dormantSince: null }),
    'POST /api/v1/wallet/transfer': () =>
      envelope({ orderNo: 'TR1', from: 'main', to: 'DB', currency: 'NTD', debited: '500.00', credited: '100.00', ratio: 0.2, fromBalance: '500.00', toBalance: '120.00' }),
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), ORIGIN);
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const reply = replies[`${call.method} ${call.path}`]?.(call) ?? refusal(404, '000404');
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        const stop = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (init.signal?.aborted) stop();
        init.signal?.addEventListener('abort', stop);
      });
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });

  function start({ search = '?page=transfer', init = INIT as Record<string, unknown> } = {}) {
    const bridge = createBridge({ parent, origin: ORIGIN });
    render(<App bridge={bridge} search={search} fetch={fetch as unknown as typeof globalThis.fetch} />);
    const send = (data: unknown, origin = ORIGIN, source: Window | null = parent) =>
      act(async () => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    return { send, sendInit: (extra: Record<string, unknown> = {}) => send({ ...init, ...extra }) };
  }

  const posted = () => (post.mock.calls as unknown[][]).map((args) => args[0] as { type: string });
  const cleanup = () => host.remove();
  return { start, post, posted, calls, replies, fetch, cleanup };
}

/** Fresh language, storage and document classes for every test; the transfer screen's code and strings ready (a cold transform takes seconds). */
export async function resetFrame() {
  await Promise.all([import('../pages/transfer/TransferPage'), i18n.loadNamespaces(['common', 'transfer'])]);
  localStorage.clear();
  document.documentElement.className = '';
  await i18n.changeLanguage('zh-TW');
}
