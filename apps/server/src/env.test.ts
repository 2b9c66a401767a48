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
});
