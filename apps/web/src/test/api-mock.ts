import { vi } from 'vitest';
import { setApiEnvironment } from '../shared/api/environment';
import * as fx from './site.fixtures';

export interface MockRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockReply {
  status?: number;
  /** JSON body; a string is sent as it is; undefined sends an empty body. */
  body?: unknown;
}

export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

export const ok = (data: unknown): MockReply => ({ status: 200, body: { code: '000000', msg: 'success', data } });
export const fail = (status: number, code: string, msg = 'failed', data: unknown = null): MockReply => ({ status, body: { code, msg, data } });

/** The calls the shell makes on every page, answered with the fixtures. */
export const DEFAULT_ROUTES: Record<string, MockHandler> = {
  'GET /api/v1/logo': () => ok(fx.logo),
  'GET /api/v1/game/type': () => ok(fx.gameTypes),
  'GET /api/v1/config/language': () => ok(fx.languages),
  'GET /api/v1/config/setting/media': () => ok(fx.mediaSetting),
  'GET /api/v1/config/dynamic-data': () => ok(fx.customerService),
  'GET /api/v1/customer/link': () => ok({ url: 'https://cs.example.com/chat', name: '智能客服系統' }),
  'GET /api/v1/proxy/parseDomain': () => ok(null),
  'GET /api/v1/basics/errorCode/version': () => ok(fx.errorCatalogue()),
  'GET /maintain': () => ok({ maintaining: false, startTime: null, endTime: null }),
  'GET /api/v1/app/last/version': () => ok({ version: '2.4.1', url: 'https://download.example.com/app.apk', forceUpdate: false }),
};

/** Installs a fetch that answers by "METHOD /path"; unknown calls get a 404 envelope. */
export function installApi(routes: Record<string, MockHandler> = {}, env: Parameters<typeof setApiEnvironment>[0] = {}) {
  const table = { ...DEFAULT_ROUTES, ...routes };
  const requests: MockRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = { ...(init.headers as Record<string, string>) };
    // A raw upload (a Blob) is handed over as it is; JSON bodies are parsed.
    const body = typeof init.body === 'string' ? (init.body ? (JSON.parse(init.body) as unknown) : undefined) : (init.body ?? undefined);
    const request: MockRequest = { url, method: init.method ?? 'GET', headers, body };
    requests.push(request);
    const handler = table[`${request.method} ${url.pathname}`];
    const reply = handler ? await handler(request) : fail(404, '000404', 'not found');
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  setApiEnvironment({ fetch: fetch as unknown as typeof globalThis.fetch, ...env });
  return { fetch, requests };
}
