import { letterQuizTypes } from '@site/contract/api/letter';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { messageKeys } from './keys';

export function fetchQuizTypes(language: ApiLanguage, signal?: AbortSignal) {
  return call(letterQuizTypes, { query: { language }, signal });
}

export function quizTypesQueryOptions(language: ApiLanguage) {
  return queryOptions({ queryKey: messageKeys.quizTypes(language), queryFn: ({ signal }) => fetchQuizTypes(language, signal), staleTime: 60 * 60_000 });
}

/** GET /v1/user/internal/letter/quiz/types: the question types of a new letter. */
export function useQuizTypes() {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...quizTypesQueryOptions(language), enabled: loggedIn });
}
