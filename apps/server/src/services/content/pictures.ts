import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_PICTURE_WIDTHS, STAFF_CONTENT_ERRORS, type ContentPicture } from '@site/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema';
import { domainError } from '../../domain/errors';
import { FundErrors } from '../fund/errors';
import { reencodeImage } from '../fund/images';
import { detectImage } from '../fund/uploads';

type Db = Kysely<Database>;

const FOLDER = 'content';
const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' } as const;

/** Where a stored width of a picture is served (routes/staff-content.ts). */
export const pictureUrl = (id: string, width: number, ext: string) => `/assets/content/${id}-${width}.${ext}`;

/** The widths a picture `width` px wide is stored at: each of CONTENT_PICTURE_WIDTHS it reaches, and at least the smallest. */
export function widthsFor(width: number): number[] {
  const reached = CONTENT_PICTURE_WIDTHS.filter((w) => w <= width);
  return reached.length > 0 ? reached : [Math.min(width, CONTENT_PICTURE_WIDTHS[0])];
}

/**
 * A picture marketing uploads (issue 38): the players' pipeline (issue 17: magic bytes, then decoded and encoded
 * again, pixels only: no EXIF, comments or appended bytes survive; 25 megapixels at most), then resized once per
 * responsive width, each file under DATA_DIR/content named by a random id. Public: the site shows them to everyone.
 */
export async function storeContentPicture(db: Db, dataDir: string, staffId: number, body: unknown, now = new Date()): Promise<ContentPicture> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw FundErrors.uploadFormat();
  const detected = detectImage(body);
  if (!detected) throw FundErrors.uploadFormat();
  const clean = await reencodeImage(body, FORMATS[detected]);
  const ext = clean.mime === 'image/jpeg' ? 'jpg' : 'png';
  const meta = await sharp(clean.data).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width === 0 || height === 0) throw FundErrors.uploadFormat();
  const id = randomBytes(18).toString('base64url');
  const dir = join(dataDir, FOLDER);
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const widths = widthsFor(width);
  for (const w of widths) {
    const resized = sharp(clean.data).resize({ width: w, withoutEnlargement: true });
    const data = ext === 'jpg' ? await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer() : await resized.png({ compressionLevel: 9 }).toBuffer();
    await writeFile(join(dir, `${id}-${w}.${ext}`), data, { mode: 0o644, flag: 'wx' });
  }
  await db.insertInto('content_pictures').values({ id, ext, widths: widths.join(','), width, height, staff_id: staffId, created_at: now.toISOString() }).execute();
  return { pictureId: id, width, height, sizes: widths.map((w) => ({ width: w, url: pictureUrl(id, w, ext) })) };
}

export interface PictureRow {
  id: string;
  ext: string;
  widths: string;
}

/** A picture's urls: the one for `width` (the nearest stored one up, else the largest), and a srcset of them all. */
export function pictureSources(row: PictureRow, width = 750): { image: string; srcset: string } {
  const widths = row.widths.split(',').map(Number).filter((w) => w > 0);
  const chosen = widths.find((w) => w >= width) ?? widths.at(-1) ?? width;
  return { image: pictureUrl(row.id, chosen, row.ext), srcset: widths.map((w) => `${pictureUrl(row.id, w, row.ext)} ${w}w`).join(', ') };
}

/** The stored picture named, or 081082 (never uploaded). */
export async function pictureById(db: Db, id: string): Promise<PictureRow> {
  const row = await db.selectFrom('content_pictures').select(['id', 'ext', 'widths']).where('id', '=', id).executeTakeFirst();
  if (!row) throw domainError(STAFF_CONTENT_ERRORS.pictureNotFound);
  return row;
}

/** Pictures by id (for a list), absent ids left out. */
export async function picturesByIds(db: Db, ids: readonly (string | null)[]): Promise<Map<string, PictureRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('content_pictures').select(['id', 'ext', 'widths']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The bytes of one stored width (`<id>-<width>.<ext>`), or undefined for a name that is not one. */
export async function readContentPicture(db: Db, dataDir: string, file: string): Promise<{ data: Buffer; mime: string } | undefined> {
  const m = /^([A-Za-z0-9_-]{16,48})-(\d{2,4})\.(jpg|png)$/.exec(file);
  if (!m) return undefined;
  const [, id = '', width = '', ext = ''] = m;
  const row = await db.selectFrom('content_pictures').select(['ext', 'widths']).where('id', '=', id).executeTakeFirst();
  if (!row || row.ext !== ext || !row.widths.split(',').includes(width)) return undefined;
  return { data: await readFile(join(dataDir, FOLDER, `${id}-${width}.${ext}`)), mime: ext === 'jpg' ? 'image/jpeg' : 'image/png' };
}
