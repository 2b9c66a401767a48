import { accountPasskeyLogin, accountPasskeyLoginOptions } from '@site/contract/api/account-passkeys';
import type { ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { getPasskey } from '../../../shared/webauthn/webauthn';

/** POST /v1/user/passkeys/loginOptions: a challenge bound to a new attempt (5 minutes). Quiet: the popup says a refusal. */
export function fetchPasskeyLoginOptions() {
  return call(accountPasskeyLoginOptions, { quiet: true });
}

/** POST /v1/user/passkeys/login: the assertion over the attempt's challenge; the password login's answer. */
export function passkeyLogin(body: { attempt: string; credential: unknown }): Promise<ResponseOf<typeof accountPasskeyLogin>> {
  return call(accountPasskeyLogin, { body: body as never, quiet: true });
}

/** A passkey login: the options, the browser's passkey dialog (rejects with a DOMException when closed), the answer. */
export function usePasskeyLogin() {
  return useMutation({
    mutationFn: async () => {
      const { attempt, options } = await fetchPasskeyLoginOptions();
      const credential = await getPasskey(options);
      return passkeyLogin({ attempt, credential });
    },
  });
}
