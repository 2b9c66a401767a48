import { accountPasskeyRemove } from '@site/contract/api/account-passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { passkeyKeys } from './keys';

/** POST /v1/user/passkeys/{id}/remove with the login password; its refusals are answered in the dialog (quiet). */
export function removePasskey(input: { id: number; pwd: string }) {
  return call(accountPasskeyRemove, { params: { id: input.id }, body: { pwd: input.pwd }, quiet: true });
}

/** Removes one of the player's passkeys, confirmed with the login password; the list is asked again. */
export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removePasskey, onSettled: () => client.invalidateQueries({ queryKey: passkeyKeys.list() }) });
}
