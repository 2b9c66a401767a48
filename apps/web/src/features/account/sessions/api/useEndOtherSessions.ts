import { accountEndOtherSessions } from '@site/contract/api/account-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { deviceKeys } from './keys';

export function endOtherSessions() {
  return call(accountEndOtherSessions, {});
}

/** POST /v1/user/sessions/logoutOthers: every other device is logged out; the list is asked again. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => client.invalidateQueries({ queryKey: deviceKeys.sessions() }) });
}
