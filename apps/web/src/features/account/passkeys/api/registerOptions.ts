import { accountPasskeyRegisterOptions } from '@site/contract/api/account-passkeys';
import { call } from '../../../../shared/api/call';

/** POST /v1/user/passkeys/registerOptions: what the browser's passkey dialog is given (a challenge for this player, 5 minutes); quiet: the dialog says a refusal. */
export function fetchRegisterOptions() {
  return call(accountPasskeyRegisterOptions, { quiet: true });
}
