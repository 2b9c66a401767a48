import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnyUploadPurpose, UploadPurpose } from '@site/contract';
import { CoreErrors } from '../../domain/errors';
import type { Db } from './common';
import { FundErrors } from './errors';
import { reencodeImage } from './images';
import { takeUploadQuota } from './upload-quota';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (buf: Uint8Array, bytes: number[]) => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);
const ascii = (buf: Uint8Array, text: string) => startsWith(buf, [...text].map((c) => c.charCodeAt(0)));

/**
 * The image type from the content's magic bytes, never from a name or a
 * declared type (an HTML page called x.png is refused). Three formats only
 * (SPEC 5). Only a first sort: the decoder has the last word (images.ts).
 */
export function detectImage(buf: Uint8Array): ImageMime | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, PNG)) return 'image/png';
  if (ascii(buf, 'GIF87a') || ascii(buf, 'GIF89a')) return 'image/gif';
  return null;
}

const UPLOAD_DIR = 'uploads';
const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' } as const;

/**
 * Stores a player's ID or card photo or letter attachment under DATA_DIR/uploads with a random
 * name (the file id: 24 random bytes, unguessable), readable by the server's user only (0600).
 * The magic bytes pick the format; then the day's quota is taken and the picture is decoded and
 * a re-encoded copy stored (images.ts): never the bytes as sent (issue 17). Only the stored
 * copy's type, size and hash are recorded; contents and ids are never logged.
 */
export async function storeUpload(db: Db, dataDir: string, accountId: number, purpose: AnyUploadPurpose, body: unknown, now = new Date()) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw FundErrors.uploadFormat();
  const detected = detectImage(body);
  // A letter's attachments are jpg or png only (SPEC 5); ID and card photos may also be gif.
  if (!detected || (purpose === 'letter' && detected === 'image/gif')) throw FundErrors.uploadFormat();
  await takeUploadQuota(db, accountId, body.length, now);
  const { data, mime } = await reencodeImage(body, FORMATS[detected]);
  const id = randomBytes(24).toString('base64url');
  const dir = join(dataDir, UPLOAD_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, id), data, { mode: 0o600, flag: 'wx' });
  await db
    .insertInto('uploads')
    .values({
      id,
      account_id: accountId,
      purpose,
      mime,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      path: `${UPLOAD_DIR}/${id}`,
      created_at: now.toISOString(),
    })
    .execute();
  return { fileId: id, mime, size: data.length };
}

/** The owner's file (path and type); anyone else's, or an unknown id, is 404 without saying which. */
export async function ownUpload(db: Db, dataDir: string, accountId: number, fileId: string) {
  const row = /^[A-Za-z0-9_-]{8,64}$/.test(fileId)
    ? await db.selectFrom('uploads').select(['path', 'mime', 'size']).where('id', '=', fileId).where('account_id', '=', accountId).executeTakeFirst()
    : undefined;
  if (!row) throw CoreErrors.notFound();
  return { file: join(dataDir, row.path), mime: row.mime, size: row.size };
}

/** The three photos of a card application: the player's own uploads, each of the purpose its field needs. */
export async function assertOwnUploads(db: Db, accountId: number, files: Record<UploadPurpose, string>): Promise<void> {
  for (const [purpose, id] of Object.entries(files)) {
    const row = await db.selectFrom('uploads').select('purpose').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    if (!row || row.purpose !== purpose) throw FundErrors.uploadInvalid(purpose);
  }
}
