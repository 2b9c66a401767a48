import { validationImgCode } from '@site/contract/api/validation';
import type { ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { getDeviceId } from '../../../api/device';

export type CaptchaPicture = ResponseOf<typeof validationImgCode>;

/**
 * POST /v1/validation/imgCode: a new picture for this device. A mutation, not
 * a query: every call makes the server draw a new code, nothing is cached.
 * Offline, the call fails at once and the gate gives up (onFailed) rather than
 * waiting to be online (every mutation's networkMode, @site/client/query-client).
 */
export function newImgCode(): Promise<CaptchaPicture> {
  return call(validationImgCode, { query: { uuid: getDeviceId() } });
}

export function useImgCode() {
  return useMutation({ mutationFn: newImgCode });
}
