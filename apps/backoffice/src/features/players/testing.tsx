import type { StaffMember } from '@site/contract/api/staff';
import type { PlayerFile } from '@site/contract/api/staff-players';
import { CORE_ERROR_CODES } from '@site/contract/codes/core';
import { SUCCESS_CODE } from '@site/contract/error-codes';
import type { StaffRole } from '@site/contract/staff-roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { keys } from '../../api/keys';
import { queryClient } from '../../app/queryClient';
import { useBackoffice } from '../../app/store';
import { i18n } from '../../i18n/i18n';

/** Test harness of the players pages: a member of the given roles signed in, the app's query cache, a router, fetch answering by "METHOD /path". */

export const TOKEN = 'staff-token-players';
export const member = (roles: StaffRole[], name = 'amy'): StaffMember => ({ id: 7, name, roles, disabled: false, enrolled: true, createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null });

export const FILE: PlayerFile = {
  id: 2, account: 'phone01', nickname: '手機玩家', phone: '0912***678', phoneMasked: true, vip: 'VIP1', status: 'active', registeredAt: '2026-01-01T00:00:00.000Z',
  realName: null, idVerification: 0, userType: 0, lastLoginAt: null, restrictions: [], withdrawPasswordLockedUntil: null,
  wallets: [{ currency: 'NTD', wallet: 'main', balance: '50000.00' }],
};

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const envelope = (data: unknown) => ({ status: 200, body: { code: SUCCESS_CODE, msg: 'success', data } });
export const failure = (status: number, code: string) => ({ status, body: { code, msg: 'refused', data: null } });

/** The error catalogue in zh-TW as the server serves it (only the records a test needs). */
export const catalogue = (records: { errorCode: string; httpStatus: number; description: string }[]) =>
  envelope({ version: 'v1', errorCodes: records.map((r) => ({ ...r, defaultDesc: r.description, showType: 0 })) });

export function stubFetch(replies: Record<string, (call: Call) => { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const call: Call = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = replies[`${call.method} ${call.path}`]?.(call) ?? { status: 404, body: { code: CORE_ERROR_CODES.notFound, msg: 'not found', data: null } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}

export async function renderAs(roles: StaffRole[], ui: ReactElement, path = '/'): Promise<RenderResult> {
  queryClient.clear();
  const me = member(roles);
  useBackoffice.setState({ token: TOKEN, member: me, language: 'zh-TW' });
  queryClient.setQueryData([...keys.me(), TOKEN], me);
  await i18n.loadNamespaces(['players', 'common']);
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return view as RenderResult;
}
