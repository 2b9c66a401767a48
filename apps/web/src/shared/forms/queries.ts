import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { toApiLanguage } from '../i18n/languages';
import { useSettingsStore } from '../stores/settings';
import { configCountryCode, configProcessData, validationCaptcha, validationVoiceCheck } from './endpoints';

/**
 * Query keys of the calls behind the shared form pieces: one key per call,
 * whichever feature asks (the auth popups and the account dialogs share them).
 */
export const formsKeys = {
  countryCodes: () => ['config', 'countryCodes', 'display'] as const,
  processData: () => ['config', 'processData'] as const,
  voiceCheck: (countryCode: string) => ['validation', 'voiceCheck', countryCode] as const,
  captchaChannel: (language: string) => ['validation', 'captchaChannel', language] as const,
};

const TEN_MINUTES = 10 * 60_000;

export function countryCodesOptions() {
  return queryOptions({
    queryKey: formsKeys.countryCodes(),
    queryFn: ({ signal }) => call(configCountryCode, { query: { isDisplay: 'true' }, signal }),
    staleTime: TEN_MINUTES,
  });
}

/** GET /v1/message/countryCode?isDisplay=true: the countries offered in the phone fields (the first is the default). */
export function useCountryCodes() {
  return useQuery(countryCodesOptions());
}

/** GET /v1/platform/process-data: which steps need a captcha (SPEC 5: skipped when not needed). */
export function processDataOptions() {
  return queryOptions({ queryKey: formsKeys.processData(), queryFn: ({ signal }) => call(configProcessData, { signal }), staleTime: 60_000 });
}

export function useProcessData() {
  return useQuery(processDataOptions());
}

/** GET /v1/validation/voice/check: whether voice codes are offered for a country. */
export function useVoiceCheck(countryCode: string | undefined) {
  return useQuery({
    queryKey: formsKeys.voiceCheck(countryCode ?? ''),
    queryFn: ({ signal }) => call(validationVoiceCheck, { query: { countryCode: countryCode ?? '' }, signal }),
    enabled: Boolean(countryCode),
    staleTime: TEN_MINUTES,
  });
}

/** GET /v1/validation/captcha: the provider (channel) to draw. */
export function captchaChannelOptions(language = toApiLanguage(useSettingsStore.getState().language)) {
  return queryOptions({
    queryKey: formsKeys.captchaChannel(language),
    queryFn: ({ signal }) => call(validationCaptcha, { query: { language }, signal }),
    // Asked at every captcha: an operator's switch of provider applies at once.
    staleTime: 0,
  });
}
