import type { SMS_REQUEST_TYPES} from '@site/contract';
import { TWO_FACTOR_ERRORS } from '@site/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../../domain/errors';
import { writeNotice, type NoticeTexts } from '../fund/notices';
import { lockLength, WITHDRAW_GUARD } from '../fund/withdraw-guard';
import { unseal } from '../staff/seal';
import { checkCode, spendCodes } from './codes';
import { codeStep, recoveryCodeHash } from './totp';

type Db = Kysely<Database>;

const minutesLeft = (until: string, now: Date) => Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 60_000));

export const TwoFactorErrors = {
  codeRequired: (ticket: string, expiresAt: string) => domainError(TWO_FACTOR_ERRORS.codeRequired, { ticket, expiresAt }),
  codeWrong: (remainingAttempts: number) => domainError(TWO_FACTOR_ERRORS.codeWrong, { remainingAttempts }),
  locked: (until: string, now: Date) => domainError(TWO_FACTOR_ERRORS.locked, { lockedUntil: until, minutes: minutesLeft(until, now) }),
  ticketInvalid: () => domainError(TWO_FACTOR_ERRORS.ticketInvalid),
  alreadyOn: () => domainError(TWO_FACTOR_ERRORS.alreadyOn),
  notOn: () => domainError(TWO_FACTOR_ERRORS.notOn),
  codeMissing: () => domainError(TWO_FACTOR_ERRORS.codeMissing),
};

/**
 * The sealing key of the two-factor secrets (services/staff/seal.ts: the staff's key, STAFF_SECRET_KEY or the data
 * folder's key file), per database: the app registers it at start (app.ts), so the money and security services
 * that take a code need no key passed down. A transaction is not its database: the checks run on the root one.
 */
const sealingKeys = new WeakMap<Db, Buffer>();
export function registerTwoFactorKey(db: Db, key: Buffer): void {
  sealingKeys.set(db, key);
}
export function twoFactorKey(db: Db): Buffer {
  const key = sealingKeys.get(db);
  if (!key) throw new Error('two-factor: no sealing key registered for this database (app.ts registerTwoFactorKey)');
  return key;
}

/** The player's two-factor row once it is on (a pending enrolment is not on), else undefined. */
export async function twoFactorOn(db: Db, accountId: number) {
  return db.selectFrom('player_two_factor').selectAll().where('account_id', '=', accountId).where('pending', '=', 0).executeTakeFirst();
}

function lockNotice(until: string): NoticeTexts {
  const when = `${new Date(Date.parse(until) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')}`;
  const n = WITHDRAW_GUARD.maxFailures;
  return {
    TW: { title: '驗證器代碼已鎖定', body: `驗證器代碼連續輸入錯誤 ${n} 次，兩步驟驗證已鎖定至 ${when}（UTC+8），期間無法在新裝置登入或託售。如非本人操作，請立即修改密碼並聯繫客服。` },
    EN: {
      title: 'Authenticator codes locked',
      body: `An authenticator code was entered wrongly ${n} times in a row, so two-factor checks are locked until ${when} (UTC+8): no login from a new device and no withdrawal until then. If this was not you, change your password and contact customer service now.`,
    },
    TH: {
      title: 'รหัสจากแอปยืนยันตัวตนถูกระงับ',
      body: `ใส่รหัสจากแอปยืนยันตัวตนผิด ${n} ครั้งติดต่อกัน การยืนยันสองขั้นตอนถูกระงับถึง ${when} (UTC+8) ระหว่างนี้ไม่สามารถเข้าสู่ระบบจากอุปกรณ์ใหม่หรือถอนเงินได้ หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที`,
    },
  };
}

/**
 * Runs one check of a player's authenticator code or recovery code, counted on the other secrets' limits and
 * lock ladder (the withdrawal password's WITHDRAW_GUARD and lockLength, as the staff login's guard): 5 wrong in a
 * row lock every two-factor check of the player for 15 minutes, then 1 hour, then 24 hours, with an inbox notice.
 * The attempt is counted BEFORE the check in one conditional update, so of any number of concurrent guesses at most
 * 5 are checked; a right one sets the count back to 0.
 */
export async function countedTwoFactorCheck(db: Db, accountId: number, check: () => Promise<boolean>, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const ended = sql<boolean>`player_two_factor.locked_until is not null and player_two_factor.locked_until <= ${at}`;
  const row = await db
    .updateTable('player_two_factor')
    .set((eb) => ({
      failures: eb.case().when(ended).then(1).else(eb('player_two_factor.failures', '+', 1)).end(),
      locked_until: eb.case().when(ended).then(sql<string | null>`null`).else(eb.ref('player_two_factor.locked_until')).end(),
    }))
    .where('account_id', '=', accountId)
    .returning(['failures', 'locks', 'locked_until', 'last_locked_at'])
    .executeTakeFirst();
  if (!row) throw TwoFactorErrors.notOn();
  if (row.locked_until && row.locked_until > at) throw TwoFactorErrors.locked(row.locked_until, now);
  const failures = Number(row.failures);
  if (failures > WITHDRAW_GUARD.maxFailures) throw TwoFactorErrors.locked(at, now);
  if (await check()) {
    await db.updateTable('player_two_factor').set({ failures: 0 }).where('account_id', '=', accountId).execute();
    return;
  }
  if (failures < WITHDRAW_GUARD.maxFailures) throw TwoFactorErrors.codeWrong(WITHDRAW_GUARD.maxFailures - failures);
  const { step, ms } = lockLength(Number(row.locks), row.last_locked_at, now);
  const until = new Date(now.getTime() + ms).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('player_two_factor').set({ failures: 0, locks: step + 1, locked_until: until, last_locked_at: at }).where('account_id', '=', accountId).execute();
    await writeNotice(trx, accountId, 'system', lockNotice(until), now);
  });
  throw TwoFactorErrors.locked(until, now);
}

/**
 * Whether `code` is right for the player's secret now and newer than the last accepted one: the step it was made
 * for is written in one conditional update, so the same code (or an older one) is refused the second time, also
 * when two calls race. `pending` names which secret: the one on, or the enrolment's.
 */
export async function acceptCode(db: Db, accountId: number, sealed: string, code: string, now: Date, pending = 0): Promise<boolean> {
  const step = codeStep(unseal(twoFactorKey(db), sealed), code, now);
  if (step === null) return false;
  const result = await db
    .updateTable('player_two_factor')
    .set({ last_step: step })
    .where('account_id', '=', accountId)
    .where('pending', '=', pending)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends an unused recovery code of the player (one conditional update: a second use finds it used). */
export async function useRecoveryCode(db: Db, accountId: number, code: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('player_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A code or a recovery code of a player whose two-factor is on, counted. */
export async function checkTwoFactorProof(db: Db, accountId: number, proof: { code?: string | undefined; recoveryCode?: string | undefined }, now = new Date()): Promise<void> {
  const row = await twoFactorOn(db, accountId);
  if (!row) throw TwoFactorErrors.notOn();
  const { code, recoveryCode } = proof;
  if (code === undefined && recoveryCode === undefined) throw TwoFactorErrors.codeMissing();
  await countedTwoFactorCheck(db, accountId, () => (code !== undefined ? acceptCode(db, accountId, row.secret, code, now) : useRecoveryCode(db, accountId, recoveryCode ?? '', now)), now);
}

export type SmsRequestType = (typeof SMS_REQUEST_TYPES)[keyof typeof SMS_REQUEST_TYPES];

/**
 * THE rule for the actions that move money or change security (withdrawal, binding a destination, changing the
 * password or the phone; issue 39): while the player's two-factor is on, `code` is an authenticator code (counted,
 * each accepted once) and the bound phone's SMS code is not taken (a swapped SIM opens nothing); otherwise it is
 * the SMS code of `smsTypes` to the bound phone (codes.ts: 5 tries, 012006 / 012036). The check runs now; the
 * answer spends the SMS code: call it once every other check of the action has passed (an authenticator code is
 * spent by its check already).
 */
export async function checkSecurityCode(
  db: Db,
  player: { id: number; country_code: string | null; telephone: string | null },
  smsTypes: SmsRequestType[],
  code: string | undefined,
  now = new Date(),
): Promise<() => Promise<void>> {
  const row = await twoFactorOn(db, player.id);
  if (row) {
    if (!code) throw TwoFactorErrors.codeMissing();
    await countedTwoFactorCheck(db, player.id, () => acceptCode(db, player.id, row.secret, code, now), now);
    return async () => {};
  }
  const codeId = await checkCode(db, { countryCode: player.country_code ?? '', telephone: player.telephone ?? '' }, smsTypes, code ?? '');
  return () => spendCodes(db, [codeId]);
}

/** checkSecurityCode with the SMS code spent at once (an action with nothing else to check after the code). */
export async function useSecurityCode(db: Db, player: { id: number; country_code: string | null; telephone: string | null }, smsTypes: SmsRequestType[], code: string | undefined): Promise<void> {
  await (await checkSecurityCode(db, player, smsTypes, code))();
}
