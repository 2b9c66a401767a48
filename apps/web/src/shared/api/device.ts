import { generateDeviceId, resolveDeviceId } from '@site/contract/rules/session';
import { readLocal, writeLocal } from '../stores/storage';

export const DEVICE_ID_KEY = 'site.deviceId';

let cached: string | null = null;

/** The persisted device id: a stored id of 20 or 32 characters is reused, otherwise a new 32-character one (SPEC 4, 9). */
export function getDeviceId(): string {
  if (cached) return cached;
  const stored = readLocal(DEVICE_ID_KEY);
  const id = resolveDeviceId(stored, generateDeviceId);
  if (id !== stored) writeLocal(DEVICE_ID_KEY, id);
  cached = id;
  return id;
}

/** Tests only. */
export function forgetDeviceIdCache(): void {
  cached = null;
}
