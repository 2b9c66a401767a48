import { accountUpdateAddress, type DeliveryAddressInput } from '@site/contract/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { addressKeys } from './keys';

export function updateAddress({ id, body }: { id: number; body: DeliveryAddressInput }) {
  return call(accountUpdateAddress, { params: { id }, body, quiet: true });
}

/** PUT /v1/user/address/{id}; the list is asked again. */
export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }) });
}
