import { accountEndSession } from '@site/contract/api/account-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { deviceKeys } from './keys';

export function endSession(id: number) {
  return call(accountEndSession, { params: { id } });
}

/** DELETE /v1/user/sessions/{id}: that device is logged out; the list is asked again (also after a refusal: it was already gone). */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => client.invalidateQueries({ queryKey: deviceKeys.sessions() }) });
}
