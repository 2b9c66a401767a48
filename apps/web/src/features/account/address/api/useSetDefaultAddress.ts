import { accountSetDefaultAddress } from '@site/contract/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { addressKeys } from './keys';

export function setDefaultAddress(id: number) {
  return call(accountSetDefaultAddress, { params: { id } });
}

/** PUT /v1/user/address/setDefault/{id}; the list is asked again. */
export function useSetDefaultAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setDefaultAddress, onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }) });
}
