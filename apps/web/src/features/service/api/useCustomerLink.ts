import { configCustomerLink } from '@site/contract/api/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useSettingsStore } from '../../../shared/stores';
import { serviceKeys } from './keys';

export function fetchCustomerLink(language: ApiLanguage, signal?: AbortSignal) {
  return call(configCustomerLink, { query: { language }, signal });
}

export function customerLinkQueryOptions(language: ApiLanguage) {
  return queryOptions({
    queryKey: serviceKeys.customerLink(language),
    queryFn: ({ signal }) => fetchCustomerLink(language, signal),
    staleTime: 10 * 60_000,
  });
}

/** GET /v1/customer/link: the online-chat link for the current language. */
export function useCustomerLink() {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  return useQuery(customerLinkQueryOptions(language));
}
