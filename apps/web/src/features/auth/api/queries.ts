import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api';
import { parseDomainQueryOptions } from '../../../shared/config';
import { toApiLanguage } from '../../../shared/i18n/languages';
import { useSettingsStore } from '../../../shared/stores/settings';
import {
  configCountryCode,
  configProcessData,
  proxyCodeLookup,
  validationCaptcha,
  validationVoiceCheck,
} from './endpoints';

/** Query keys of the auth feature (one factory per feature, DESIGN 2). */
export const authKeys = {
  all: ['auth'] as const,
  countryCodes: () => ['auth', 'countryCodes'] as const,
  processData: () => ['auth', 'processData'] as const,
  voiceCheck: (countryCode: string) => ['auth', 'voiceCheck', countryCode] as const,
  captchaChannel: (language: string) => ['auth', 'captchaChannel', language] as const,
  proxy: (proxyCode: string | null) => ['auth', 'proxy', proxyCode ?? 'domain'] as const,
};

const TEN_MINUTES = 10 * 60_000;

/** GET /v1/message/countryCode?isDisplay=true: the countries offered in the phone fields (the first is the default). */
export function useCountryCodes() {
  return useQuery({
    queryKey: authKeys.countryCodes(),
    queryFn: ({ signal }) => call(configCountryCode, { query: { isDisplay: 'true' }, signal }),
    staleTime: TEN_MINUTES,
  });
}

export function processDataOptions() {
  return queryOptions({ queryKey: authKeys.processData(), queryFn: ({ signal }) => call(configProcessData, { signal }), staleTime: 60_000 });
}

/** GET /v1/platform/process-data: which steps need a captcha (SPEC 5: skipped when not needed). */
export function useProcessData() {
  return useQuery(processDataOptions());
}

/** GET /v1/validation/voice/check: whether voice codes are offered for a country. */
export function useVoiceCheck(countryCode: string | undefined) {
  return useQuery({
    queryKey: authKeys.voiceCheck(countryCode ?? ''),
    queryFn: ({ signal }) => call(validationVoiceCheck, { query: { countryCode: countryCode ?? '' }, signal }),
    enabled: Boolean(countryCode),
    staleTime: TEN_MINUTES,
  });
}

export function captchaChannelOptions(language = toApiLanguage(useSettingsStore.getState().language)) {
  return queryOptions({
    queryKey: authKeys.captchaChannel(language),
    queryFn: ({ signal }) => call(validationCaptcha, { query: { language }, signal }),
    // Asked at every captcha: an operator's switch of provider applies at once.
    staleTime: 0,
  });
}

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
