import { accountAddAddress, type DeliveryAddressInput } from '@site/contract/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { addressKeys } from './keys';

/** Quiet: the dialog shows the answer (e.g. 設置收貨地址數已滿，刪除後才可以新增) next to the form. */
export function addAddress(body: DeliveryAddressInput) {
  return call(accountAddAddress, { body, quiet: true });
}

/** POST /v1/user/address; the list is asked again. */
export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addAddress, onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }) });
}
