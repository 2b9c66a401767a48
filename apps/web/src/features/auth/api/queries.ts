import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api';
import { parseDomainQueryOptions } from '../../../shared/config';
import { proxyCodeLookup } from './endpoints';

/**
 * Query keys of the auth feature (one factory per feature, DESIGN 2). The
 * calls behind the shared form pieces (country codes, process data, voice
 * check, captcha channel) have theirs in shared/forms/queries.ts.
 */
export const authKeys = {
  all: ['auth'] as const,
  proxy: (proxyCode: string | null) => ['auth', 'proxy', proxyCode ?? 'domain'] as const,
};

const TEN_MINUTES = 10 * 60_000;

/** The proxy code of the address (`proxyCode`), if any. */
export function addressProxyCode(search: string = window.location.search): string | null {
  const code = new URLSearchParams(search).get('proxyCode')?.trim();
  return code ? code.slice(0, 32) : null;
}

export const DEFAULT_PROXY_ACCOUNT = 'admin';

/**
 * The proxy a new player joins (SPEC 6): the proxy code of the address, else
 * the one owning this domain (parseDomain). `shown` when it is an account
 * other than admin: the register form then shows it in a disabled field.
 */
export function useRegisterProxy() {
  const proxyCode = addressProxyCode();
  const byCode = useQuery({
    queryKey: authKeys.proxy(proxyCode),
    queryFn: ({ signal }) => call(proxyCodeLookup, { query: { proxyCode: proxyCode ?? '' }, signal }),
    enabled: proxyCode !== null,
    staleTime: TEN_MINUTES,
    retry: false,
  });
  const byDomain = useQuery({ ...parseDomainQueryOptions(), enabled: proxyCode === null });
  const info = (proxyCode !== null ? byCode.data : byDomain.data) ?? null;
  const shown = info !== null && info.proxyAccount !== '' && info.proxyAccount.toLowerCase() !== DEFAULT_PROXY_ACCOUNT;
  return { info, shown };
}
