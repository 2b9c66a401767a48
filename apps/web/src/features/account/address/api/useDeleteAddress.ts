import { accountDeleteAddress } from '@site/contract/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { addressKeys } from './keys';

export function deleteAddress(id: number) {
  return call(accountDeleteAddress, { params: { id } });
}

/** DELETE /v1/user/address/{id}; the list is asked again (the server may have moved the default). */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }) });
}
