import { accountIdCard, ID_CARD_STATUS, type IdCardState } from '@site/contract/api/account';
import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { useSessionStore } from '../../../shared/stores/session';
import { accountKeys } from './keys';

export type { IdCardState };

/** While the ID is under review, it is asked again this often (besides the live path below). */
export const ID_REVIEW_POLL_MS = 60_000;

/** GET /v1/user/idcard: the ID verification (none, verifying, success, failure with its reason). */
export function fetchIdCard(signal?: AbortSignal): Promise<IdCardState> {
  return call(accountIdCard, { signal });
}

export function idCardQueryOptions() {
  return queryOptions({ queryKey: accountKeys.idCard(), queryFn: ({ signal }) => fetchIdCard(signal), staleTime: 30_000 });
}

const UNREAD = hashKey(sessionKeys.unread());

/**
 * The player's ID verification. Under review (審核中) it follows the operator's decision without a
 * reload (issue 19): the decision writes an inbox notice, so a new unread count (pushed by the live
 * stream, or polled without one) asks again at once; besides, it is asked again on focus and every
 * ID_REVIEW_POLL_MS.
 */
export function useIdCard() {
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();
  const query = useQuery({
    ...idCardQueryOptions(),
    enabled: token !== null,
    refetchInterval: (q) => (q.state.data?.status === ID_CARD_STATUS.verifying ? ID_REVIEW_POLL_MS : false),
    refetchOnWindowFocus: (q) => (q.state.data?.status === ID_CARD_STATUS.verifying ? 'always' : true),
  });
  const verifying = query.data?.status === ID_CARD_STATUS.verifying;

  useEffect(() => {
    if (!verifying) return undefined;
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === UNREAD) {
        void client.invalidateQueries({ queryKey: accountKeys.idCard() });
        void client.invalidateQueries({ queryKey: accountKeys.detail() });
      }
    });
  }, [verifying, client]);

  return query;
}
