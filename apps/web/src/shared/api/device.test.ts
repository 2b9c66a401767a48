import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, forgetDeviceIdCache, getDeviceId } from './device';
import { generateDeviceId, resolveDeviceId } from '@site/contract/rules/session';

describe('device id (SPEC 4, 9)', () => {
  it('reuses a stored id of 20 or 32 characters and replaces any other', () => {
    const make = () => 'x'.repeat(32);
    expect(resolveDeviceId('a'.repeat(20), make)).toBe('a'.repeat(20));
    expect(resolveDeviceId('b'.repeat(32), make)).toBe('b'.repeat(32));
    expect(resolveDeviceId('c'.repeat(21), make)).toBe(make());
    expect(resolveDeviceId(null, make)).toBe(make());
  });

  it('generates 32 hex characters and keeps them in localStorage', () => {
    localStorage.removeItem(DEVICE_ID_KEY);
    forgetDeviceIdCache();
    expect(generateDeviceId()).toMatch(/^[0-9a-f]{32}$/);
    const id = getDeviceId();
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    localStorage.setItem(DEVICE_ID_KEY, 'd'.repeat(20));
    forgetDeviceIdCache();
    expect(getDeviceId()).toBe('d'.repeat(20));
  });
});
