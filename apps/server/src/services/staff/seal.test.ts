import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seal, staffSecretKey, unseal } from './seal';

const dir = mkdtempSync(join(tmpdir(), 'staff-seal-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('sealing the staff two-factor secrets (issue 37)', () => {
  it('round-trips, hides the secret, and refuses a changed value or another key', () => {
    const key = staffSecretKey('ab'.repeat(32), dir);
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(unseal(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('x' + Buffer.from(parts[3] ?? '', 'base64url').toString('latin1').slice(1), 'latin1').toString('base64url')].join('.');
    expect(() => unseal(key, tampered)).toThrow();
    expect(() => unseal(staffSecretKey('cd'.repeat(32), dir), sealed)).toThrow();
  });

  it('without STAFF_SECRET_KEY makes one key file, readable by the owner only, and keeps it', () => {
    const first = staffSecretKey(undefined, dir);
    const file = join(dir, 'staff-secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(staffSecretKey(undefined, dir).equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });
});
