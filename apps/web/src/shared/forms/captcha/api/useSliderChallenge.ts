import { validationSliderChallenge } from '@site/contract/api/validation';
import type { ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { getDeviceId } from '../../../api/device';

export type SliderChallenge = ResponseOf<typeof validationSliderChallenge>;

/**
 * POST /v1/validation/slider/challenge: a new puzzle for this device. A
 * mutation, not a query: every call makes a new challenge, nothing is cached;
 * offline it fails at once, as useImgCode.ts.
 */
export function newSliderChallenge(): Promise<SliderChallenge> {
  return call(validationSliderChallenge, { query: { uuid: getDeviceId() } });
}

export function useSliderChallenge() {
  return useMutation({ mutationFn: newSliderChallenge });
}
