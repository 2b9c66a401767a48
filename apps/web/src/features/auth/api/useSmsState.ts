import { validationSmsState } from '@site/contract/api/validation';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /v1/validation/sms/state: an SMS code checked for a telephone state (register step 1). */
export function smsState(body: BodyOf<typeof validationSmsState>): Promise<ResponseOf<typeof validationSmsState>> {
  return call(validationSmsState, { body });
}

export function useSmsState() {
  return useMutation({ mutationFn: smsState });
}
