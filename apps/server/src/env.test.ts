import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('environment', () => {
  it('seeds the demo players outside production only, unless DEMO_DATA says otherwise', () => {
    expect(loadEnv({}).demoData).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadEnv({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('refuses a DEMO_DATA other than 0 or 1', () => {
    expect(() => loadEnv({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('caps registrations at 3 per device and 5 per address a day unless REGISTRATIONS_PER_* raise them', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).registrationCaps).toEqual({ perDevice: 3, perAddressPerDay: 5 });
    expect(loadEnv({ REGISTRATIONS_PER_DEVICE: '1000', REGISTRATIONS_PER_ADDRESS_PER_DAY: '2000' }).registrationCaps).toEqual({ perDevice: 1000, perAddressPerDay: 2000 });
    expect(() => loadEnv({ REGISTRATIONS_PER_DEVICE: '0' })).toThrow(/REGISTRATIONS_PER_DEVICE/);
  });

  it('reads the back office settings: an allow-list of addresses and CIDRs, and a 32-byte hex key (issue 37)', () => {
    expect(loadEnv({}).staffAllowedAddresses).toBeUndefined();
    expect(loadEnv({ STAFF_ALLOWED_ADDRESSES: ' 10.0.0.0/8, 203.0.113.7 ,::1' }).staffAllowedAddresses).toEqual(['10.0.0.0/8', '203.0.113.7', '::1']);
    expect(() => loadEnv({ STAFF_ALLOWED_ADDRESSES: '10.0.0.0/33' })).toThrow(/STAFF_ALLOWED_ADDRESSES/);
    expect(() => loadEnv({ STAFF_ALLOWED_ADDRESSES: 'office' })).toThrow(/STAFF_ALLOWED_ADDRESSES/);
    expect(loadEnv({ STAFF_SECRET_KEY: 'a'.repeat(64) }).staffSecretKey).toBe('a'.repeat(64));
    expect(() => loadEnv({ STAFF_SECRET_KEY: 'short' })).toThrow(/STAFF_SECRET_KEY/);
  });
});
