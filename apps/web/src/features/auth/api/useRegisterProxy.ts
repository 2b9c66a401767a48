import { proxyCodeLookup } from '@site/contract/api/config';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { parseDomainQueryOptions } from '../../../shared/config';
import { authKeys } from './keys';

const TEN_MINUTES = 10 * 60_000;

export type ProxyInfo = ResponseOf<typeof proxyCodeLookup>;

/** The proxy code of the address (`proxyCode`), if any. */
export function addressProxyCode(search: string = window.location.search): string | null {
  const code = new URLSearchParams(search).get('proxyCode')?.trim();
  return code ? code.slice(0, 32) : null;
}

export const DEFAULT_PROXY_ACCOUNT = 'admin';

/** GET /v1/proxy/code: the proxy a code belongs to. */
export function fetchProxyByCode(proxyCode: string, signal?: AbortSignal) {
  return call(proxyCodeLookup, { query: { proxyCode }, signal });
}

export function proxyByCodeQueryOptions(proxyCode: string | null) {
  return queryOptions({
    queryKey: authKeys.proxy(proxyCode),
    queryFn: ({ signal }) => fetchProxyByCode(proxyCode ?? '', signal),
    enabled: proxyCode !== null,
    staleTime: TEN_MINUTES,
    retry: false,
  });
}

/**
 * The proxy a new player joins (SPEC 6): the proxy code of the address, else
 * the one owning this domain (parseDomain). `shown` when it is an account
 * other than admin: the register form then shows it in a disabled field.
 */
export function useRegisterProxy() {
  const proxyCode = addressProxyCode();
  const byCode = useQuery(proxyByCodeQueryOptions(proxyCode));
  const byDomain = useQuery({ ...parseDomainQueryOptions(), enabled: proxyCode === null });
  const info = (proxyCode !== null ? byCode.data : byDomain.data) ?? null;
  const shown = info !== null && info.proxyAccount !== '' && info.proxyAccount.toLowerCase() !== DEFAULT_PROXY_ACCOUNT;
  return { info, shown };
}
