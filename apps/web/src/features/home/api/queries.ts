import { configAdvertList } from '@site/contract/api/config';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage } from '../../../shared/i18n';
import { useSettingsStore } from '../../../shared/stores/settings';
import { homeKeys } from './keys';

export { homeKeys } from './keys';

const useApiLanguage = () => toApiLanguage(useSettingsStore((s) => s.language));

/** GET /v2/message/advert/list: the carousel (the login advert has its own dialog list). */
export function useAdverts() {
  const language = useApiLanguage();
  return useQuery({
    queryKey: homeKeys.adverts(language),
    queryFn: ({ signal }) => call(configAdvertList, { query: { language }, signal }).then((list) => [...list].sort((a, b) => a.sort - b.sort)),
    staleTime: 5 * 60_000,
  });
}
