import { staffList } from '@site/contract/api/staff';
import type { ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type StaffListPage = ResponseOf<typeof staffList>;

export function fetchStaffList(page: number, size: number, signal?: AbortSignal): Promise<StaffListPage> {
  return backofficeClient.call(staffList, { query: { page, size }, signal, quiet: true });
}

export function staffListQueryOptions(page: number, size: number) {
  return queryOptions({ queryKey: keys.staffList(page, size), queryFn: ({ signal }) => fetchStaffList(page, size, signal), placeholderData: keepPreviousData });
}

/** Admin: the staff, by name, a page at a time (each member with a running login lock's end). */
export function useStaffList(page: number, size: number) {
  return useQuery(staffListQueryOptions(page, size));
}
