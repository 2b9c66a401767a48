import { staffMe, type StaffMember } from '@site/contract/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { useBackoffice } from '../app/store';
import { keys } from './keys';

export function fetchMe(signal?: AbortSignal): Promise<StaffMember> {
  return backofficeClient.call(staffMe, { signal });
}

export function meQueryOptions(token: string | null) {
  return queryOptions({ queryKey: [...keys.me(), token], queryFn: ({ signal }) => fetchMe(signal), enabled: token !== null, staleTime: 60_000 });
}

/** The member of this tab's session, asked of the server (a stored member is never trusted: roles change, members are disabled). */
export function useMe() {
  const token = useBackoffice((state) => state.token);
  return useQuery(meQueryOptions(token));
}
