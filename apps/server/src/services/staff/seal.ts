import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The staff's two-factor secrets are sealed at rest (issue 37): unlike a password or a token, the server needs
 * the secret itself to check a code, so it cannot keep a hash. AES-256-GCM under STAFF_SECRET_KEY (64 hex
 * digits), or, when that is unset, a key made once in DATA_DIR/staff-secret.key (mode 0600): enough for one
 * server; several servers sharing PostgreSQL must be given the same STAFF_SECRET_KEY (docs/running.md).
 * A database copy alone (a backup) then holds no usable secret.
 */
export function staffSecretKey(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'hex');
  const file = join(dataDir, 'staff-secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': two servers starting together on one folder keep the first one's key.
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

/** 'v1.<iv>.<tag>.<ciphertext>' (base64url). */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('staff secret: not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
