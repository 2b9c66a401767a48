import { accountPasskeyRegister } from '@site/contract/api/account-passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { createPasskey } from '../../../../shared/webauthn/webauthn';
import { passkeyKeys } from './keys';
import { fetchRegisterOptions } from './registerOptions';

/** POST /v1/user/passkeys: the credential the browser made over registerOptions' challenge, with the player's name for it. */
export function registerPasskey(body: { name: string; credential: unknown }) {
  return call(accountPasskeyRegister, { body: body as never, quiet: true });
}

/** Adds a passkey: the options, the browser's dialog (a refusal there rejects with a DOMException), the answer; the list is asked again. */
export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { options } = await fetchRegisterOptions();
      const credential = await createPasskey(options);
      return registerPasskey({ name, credential });
    },
    onSettled: () => client.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}
