import { UPLOAD_LIMITS } from '@site/contract';
import { serverDayOf } from '../vip/days';
import type { Db } from './common';
import { UploadErrors } from './upload-errors';

/**
 * Takes one upload of `bytes` from the player's quota of the server day, or throws 013020 when
 * that would pass 20 uploads or 50 MB. One statement: the insert starts the day's row, the
 * conditional update adds to it only while both stay within the limits, and no row comes back when
 * they would not. Concurrent uploads are serialised on the row (PostgreSQL's ON CONFLICT, SQLite's
 * single writer), so parallel requests from any number of processes cannot pass the cap together.
 * Taken before decoding: a player cannot make the server decode without limit by sending files
 * that turn out broken.
 */
export async function takeUploadQuota(db: Db, accountId: number, bytes: number, now = new Date()): Promise<void> {
  const { perDayCount, perDayBytes } = UPLOAD_LIMITS;
  if (bytes > perDayBytes) throw UploadErrors.dailyQuota();
  const row = await db
    .insertInto('upload_quota')
    .values({ account_id: accountId, day: serverDayOf(now), count: 1, bytes })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'day'])
        .doUpdateSet((eb) => ({ count: eb('upload_quota.count', '+', 1), bytes: eb('upload_quota.bytes', '+', bytes) }))
        .where((eb) => eb.and([eb('upload_quota.count', '<', perDayCount), eb(eb('upload_quota.bytes', '+', bytes), '<=', perDayBytes)])),
    )
    .returning('count')
    .executeTakeFirst();
  if (!row) throw UploadErrors.dailyQuota();
}
