import { ID_CARD_STATUS, type IdCardState } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdVerificationsTable } from '../../db/schema-account-extra';
import { writeNotice, type NoticeTexts } from '../fund/notices';
import { OpsInputError } from '../fund/operator';
import { pokingTransaction } from '../wallet/group-commit';
import { type Decider, OPS_DECIDER, recordDecision } from '../fund/decider';
import { accountById, usernameKey } from './accounts';
import { AccountErrors } from './account-errors';

type Db = Kysely<Database>;
type Row = Selectable<IdVerificationsTable>;

/**
 * ID verification (SPEC 3 verifyIdCardStatus, SPEC 5): the player submits a
 * real name, a Taiwan ID number and two photos; an operator approves or
 * rejects (`npm run ops -- idcard ...`) and the decision reaches the inbox.
 * The ID number is kept whole for the review and the one-account-per-ID check
 * but only ever leaves the server masked, and is never logged.
 */

/** A12****789: the letter and two digits, then the last three. */
export function maskIdNumber(id: string): string {
  return id.length < 7 ? '*'.repeat(id.length) : `${id.slice(0, 3)}****${id.slice(-3)}`;
}

async function latest(db: Db, accountId: number): Promise<Row | undefined> {
  return db.selectFrom('id_verifications').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').executeTakeFirst();
}

function stateOf(row: Row | undefined, accountStatus: number): IdCardState {
  if (!row) return { status: accountStatus, realName: null, idNumber: null, reason: null, submittedAt: null, reviewedAt: null };
  return {
    status: row.status,
    realName: row.real_name,
    idNumber: maskIdNumber(row.id_number),
    reason: row.reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    photosOnFile: Boolean(row.front_file && row.back_file),
  };
}

/** The front and back photos of the player's approved ID verification, or null when none is on file (issue 19). */
export async function verifiedIdPhotos(db: Db, accountId: number): Promise<{ front: string; back: string } | null> {
  const row = await db
    .selectFrom('id_verifications')
    .select(['front_file', 'back_file'])
    .where('account_id', '=', accountId)
    .where('status', '=', ID_CARD_STATUS.success)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.front_file && row.back_file ? { front: row.front_file, back: row.back_file } : null;
}

export async function idCardState(db: Db, accountId: number): Promise<IdCardState> {
  const account = await accountById(db, accountId);
  return stateOf(await latest(db, accountId), account.verify_id_card_status);
}

/** True once an operator approved the player's ID (bank-card binding needs it, SPEC 5). */
export async function isIdVerified(db: Db, accountId: number): Promise<boolean> {
  return (await accountById(db, accountId)).verify_id_card_status === ID_CARD_STATUS.success;
}

export interface IdCardInput {
  realName: string;
  idNumber: string;
  frontFileId: string;
  backFileId: string;
}

/**
 * Submits for review: refused while one is under review (013001) or after
 * success (013002); the photos must be this player's uploads of purpose
 * idFront / idBack (013003); an ID number verified or under review on another
 * account is 013004. One transaction, so a double submission cannot pass both.
 */
export async function submitIdCard(db: Db, accountId: number, input: IdCardInput, now = new Date()): Promise<IdCardState> {
  const idNumber = input.idNumber.trim().toUpperCase();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Serialises this player's submissions on PostgreSQL (SQLite has one writer at a time).
    await trx.updateTable('accounts').set({ updated_at: at }).where('id', '=', accountId).execute();
    const account = await accountById(trx, accountId);
    if (account.verify_id_card_status === ID_CARD_STATUS.verifying) throw AccountErrors.idCardVerifying();
    if (account.verify_id_card_status === ID_CARD_STATUS.success) throw AccountErrors.idCardVerified();
    const photos = [
      { field: 'frontFileId', id: input.frontFileId, purpose: 'idFront' },
      { field: 'backFileId', id: input.backFileId, purpose: 'idBack' },
    ] as const;
    for (const photo of photos) {
      const upload = await trx.selectFrom('uploads').select('purpose').where('id', '=', photo.id).where('account_id', '=', accountId).executeTakeFirst();
      if (upload?.purpose !== photo.purpose) throw AccountErrors.idCardPhotoInvalid(photo.field);
    }
    const holder = await trx
      .selectFrom('id_verifications')
      .select('account_id')
      .where('id_number', '=', idNumber)
      .where('status', 'in', [ID_CARD_STATUS.verifying, ID_CARD_STATUS.success])
      .where('account_id', '!=', accountId)
      .executeTakeFirst();
    if (holder) throw AccountErrors.idNumberTaken();
    await trx
      .insertInto('id_verifications')
      .values({
        account_id: accountId,
        real_name: input.realName,
        id_number: idNumber,
        front_file: input.frontFileId,
        back_file: input.backFileId,
        status: ID_CARD_STATUS.verifying,
        reason: null,
        submitted_at: at,
        reviewed_at: null,
      })
      .execute();
    await trx.updateTable('accounts').set({ verify_id_card_status: ID_CARD_STATUS.verifying }).where('id', '=', accountId).execute();
  });
  return idCardState(db, accountId);
}

// ---- Operator ------------------------------------------------------------------------

const STATUS_NAMES: Record<number, string> = { 0: 'none', 1: 'verifying', 2: 'success', 3: 'failure' };

const approvedTexts: NoticeTexts = {
  TW: { title: '身分證驗證成功', body: '您的身分證驗證已通過審核，現在可以綁定銀行卡。' },
  EN: { title: 'ID verified', body: 'Your ID verification has been approved. You can now bind a bank card.' },
  TH: { title: 'ยืนยันบัตรประชาชนสำเร็จ', body: 'การยืนยันบัตรประชาชนของคุณผ่านการตรวจสอบแล้ว ตอนนี้คุณสามารถผูกบัญชีธนาคารได้' },
};

const rejectedTexts = (reason: string): NoticeTexts => ({
  TW: { title: '身分證驗證失敗', body: `身分證驗證失敗：${reason}。請重新提交驗證，如有疑問，請聯繫客服。` },
  EN: { title: 'ID verification failed', body: `ID verification failed: ${reason}. Please submit it again; if you have any questions, contact customer service.` },
  TH: { title: 'ยืนยันบัตรประชาชนไม่สำเร็จ', body: `ยืนยันบัตรประชาชนไม่สำเร็จ: ${reason} กรุณาส่งใหม่อีกครั้ง หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า` },
});

export interface IdCardLine {
  username: string;
  status: string;
  realName: string;
  idNumber: string;
  front: string | null;
  back: string | null;
  submittedAt: string;
  reason: string | null;
}

/** Submissions for the operator, newest first; under review only unless `status` says otherwise. ID numbers masked. */
export async function listIdCards(db: Db, options: { status?: number | undefined; limit?: number } = {}): Promise<IdCardLine[]> {
  let q = db
    .selectFrom('id_verifications')
    .innerJoin('accounts', 'accounts.id', 'id_verifications.account_id')
    .selectAll('id_verifications')
    .select('accounts.username')
    .orderBy('id_verifications.id', 'desc')
    .limit(options.limit ?? 50);
  q = q.where('id_verifications.status', '=', options.status ?? ID_CARD_STATUS.verifying);
  const rows = await q.execute();
  return rows.map((r) => ({
    username: r.username,
    status: STATUS_NAMES[r.status] ?? String(r.status),
    realName: r.real_name,
    idNumber: maskIdNumber(r.id_number),
    front: r.front_file ? `uploads/${r.front_file}` : null,
    back: r.back_file ? `uploads/${r.back_file}` : null,
    submittedAt: r.submitted_at,
    reason: r.reason,
  }));
}

async function pendingOf(db: Db, username: string) {
  const account = await db.selectFrom('accounts').select(['id', 'username']).where('username_key', '=', usernameKey(username)).executeTakeFirst();
  if (!account) throw new OpsInputError(`no such account: ${username}`);
  const row = await latest(db, account.id);
  if (row?.status !== ID_CARD_STATUS.verifying) throw new OpsInputError(`${account.username} has no ID verification under review`);
  return { account, row };
}

/**
 * Decides the submission under review: approval sets status 2 and the
 * account's real name; rejection sets 3 with the reason. Either way a system
 * notice in three languages goes to the player's inbox, and an audit row (`by`: ops or a staff queue).
 */
export async function reviewIdCard(db: Db, username: string, decision: { approve: true } | { approve: false; reason: string }, now = new Date(), by: Decider = OPS_DECIDER): Promise<IdCardState> {
  const at = now.toISOString();
  const accountId = await pokingTransaction(db, async (trx) => {
    await by.check?.(trx);
    const { account, row } = await pendingOf(trx, username);
    const status = decision.approve ? ID_CARD_STATUS.success : ID_CARD_STATUS.failure;
    const reason = decision.approve ? null : decision.reason.trim().slice(0, 255);
    // Only a row still under review changes: two operators deciding at once cannot both win.
    const updated = await trx
      .updateTable('id_verifications')
      .set({ status, reason, reviewed_at: at })
      .where('id', '=', row.id)
      .where('status', '=', ID_CARD_STATUS.verifying)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new OpsInputError(`${account.username} has no ID verification under review`);
    const accountSet = decision.approve ? { verify_id_card_status: status, real_name: row.real_name, updated_at: at } : { verify_id_card_status: status, updated_at: at };
    await trx.updateTable('accounts').set(accountSet).where('id', '=', account.id).execute();
    await writeNotice(trx, account.id, 'system', decision.approve ? approvedTexts : rejectedTexts(reason ?? ''), now);
    await recordDecision(
      trx,
      by,
      { action: decision.approve ? 'account.idcard.approve' : 'account.idcard.reject', subjectType: 'player', subjectId: account.id, before: { verificationId: row.id, status: STATUS_NAMES[row.status] }, after: { verificationId: row.id, status: STATUS_NAMES[status], reason } },
      now,
    );
    return account.id;
  });
  return idCardState(db, accountId);
}
