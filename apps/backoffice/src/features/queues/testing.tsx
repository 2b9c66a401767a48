import type { StaffMember } from '@site/contract/api/staff';
import { CORE_ERROR_CODES } from '@site/contract/codes/core';
import { SUCCESS_CODE } from '@site/contract/error-codes';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { vi } from 'vitest';
import { keys } from '../../api/keys';
import { queryClient } from '../../app/queryClient';
import { useBackoffice } from '../../app/store';
import { i18n } from '../../i18n/i18n';

/** Test harness of the queues: a signed-in member (known to useMe), the app's query cache, fetch answering by "METHOD /path". */

export const TOKEN = 'staff-token-1';
export const MEMBER: StaffMember = { id: 7, name: 'amy', roles: ['finance', 'risk'], disabled: false, enrolled: true, createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null };

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export const envelope = (data: unknown) => ({ status: 200, body: { code: SUCCESS_CODE, msg: 'success', data } });

/** Replaces fetch: each call recorded, answered by `replies` ("POST /api/v1/…") or 404. */
export function stubFetch(replies: Record<string, (call: Call) => { status: number; body: unknown } | Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const call: Call = { method: init.method ?? 'GET', path: url.pathname, headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = replies[`${call.method} ${call.path}`]?.(call) ?? { status: 404, body: { code: CORE_ERROR_CODES.notFound, msg: 'not found', data: null } };
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

/** Signs MEMBER in (the token in the store, the member in useMe's cache) and renders `ui` inside the app's providers, its texts loaded. */
export async function renderSignedIn(ui: ReactElement): Promise<RenderResult> {
  queryClient.clear();
  useBackoffice.setState({ token: TOKEN, member: MEMBER, language: 'zh-TW' });
  queryClient.setQueryData([...keys.me(), TOKEN], MEMBER);
  await i18n.loadNamespaces(['queues', 'common']);
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>{ui}</Suspense>
      </QueryClientProvider>,
    );
  });
  return view as RenderResult;
}
