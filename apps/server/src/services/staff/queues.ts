import { ID_CARD_STATUS, type Page, type StaffQueueCounts, type queueCard, type queueDeposit, type queueIdCard, type queueWithdrawal, type StaffQueueKind } from '@site/contract';
import type { z } from 'zod/mini';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { maskIdNumber } from '../accounts/identity';
import { maskCard } from '../fund/common';
import { progressOf } from '../fund/wagering';
import { withdrawViews } from '../fund/withdrawals';
import { linkedAccounts } from '../risk/links';
import { formatMinor } from '../wallet/money';
import { claimsOf } from './claims';

type Db = Kysely<Database>;
type Paging = { page: number; size: number };

/** The address of a review photo, served to risk and admin only (routes/staff-queues.ts). */
export const photoPath = (fileId: string) => `/api/v1/staff/queues/photos/${encodeURIComponent(fileId)}`;

/** Deposits waiting for approval (processing), oldest first. */
export async function depositQueue(db: Db, p: Paging, now = new Date()): Promise<Page<z.output<typeof queueDeposit>>> {
  const base = db.selectFrom('deposit_orders').innerJoin('accounts', 'accounts.id', 'deposit_orders.account_id').where('deposit_orders.status', '=', 'processing');
  const [rows, total] = await Promise.all([
    base
      .leftJoin('bank_cards', 'bank_cards.id', 'deposit_orders.card_id')
      .selectAll('deposit_orders')
      .select(['accounts.username', 'bank_cards.bank_code', 'bank_cards.card_no'])
      .orderBy('deposit_orders.created_at')
      .orderBy('deposit_orders.id')
      .limit(p.size)
      .offset((p.page - 1) * p.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const claims = await claimsOf(db, 'deposit', rows.map((r) => r.order_no), now);
  return {
    total: Number(total.n),
    records: rows.map((r) => ({
      orderNo: r.order_no,
      playerId: r.account_id,
      account: r.username,
      method: r.method,
      channel: r.channel_code,
      currency: r.currency,
      amount: formatMinor(Number(r.amount)),
      status: r.status,
      boundCard: r.card_no ? `${r.bank_code ?? ''} ${maskCard(r.card_no)}`.trim() : null,
      fromCard: r.from_card,
      txHash: r.tx_hash,
      paymentCode: r.payment_code,
      createdAt: r.created_at,
      claim: claims.get(r.order_no) ?? null,
    })),
  };
}

/** What a withdrawal's reviewer should know about the player: each linked account and why, and a withdrawal lock. */
async function warningsOf(db: Db, accountId: number, currency: string): Promise<string[]> {
  const out: string[] = [];
  for (const [other, links] of await linkedAccounts(db, accountId)) out.push(`linked:${other}:${[...new Set(links.map((l) => l.kind))].join('+')}`);
  const gate = await db.selectFrom('fund_gates').select(['withdraw_lock', 'withdraw_open']).where('account_id', '=', accountId).where('currency', '=', currency).executeTakeFirst();
  if (gate?.withdraw_lock) out.push('withdrawLocked');
  if (gate && !gate.withdraw_open) out.push('withdrawClosed');
  return out;
}

const WITHDRAW_WAITING = ['processing', 'reviewing', 'withdrawing'];

/** Withdrawals waiting for a decision or a payout, oldest first, with what the decision needs. */
export async function withdrawQueue(db: Db, p: Paging, fourEyesAboveMinor: number, now = new Date()): Promise<Page<z.output<typeof queueWithdrawal>>> {
  const base = db.selectFrom('withdraw_orders').innerJoin('accounts', 'accounts.id', 'withdraw_orders.account_id').where('withdraw_orders.status', 'in', WITHDRAW_WAITING);
  const [rows, total] = await Promise.all([
    base.selectAll('withdraw_orders').select('accounts.username').orderBy('withdraw_orders.created_at').orderBy('withdraw_orders.id').limit(p.size).offset((p.page - 1) * p.size).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const views = await withdrawViews(db, rows);
  const claims = await claimsOf(db, 'withdraw', rows.map((r) => r.order_no), now);
  const approvals = rows.length
    ? await db.selectFrom('withdraw_approvals').selectAll().where('order_id', 'in', rows.map((r) => r.id)).orderBy('id').execute()
    : [];
  const records = [];
  for (const [i, r] of rows.entries()) {
    const view = views[i];
    const wagering = await progressOf(db, r.account_id, r.currency);
    const ntd = Number(r.currency === 'NTD' ? r.amount : (r.ntd_amount ?? 0));
    records.push({
      orderNo: r.order_no,
      playerId: r.account_id,
      account: r.username,
      method: r.method,
      currency: r.currency,
      amount: formatMinor(Number(r.amount)),
      fee: view?.fee ?? '0.00',
      parts: view?.parts ?? [formatMinor(Number(r.amount))],
      destination: r.destination,
      status: r.status,
      wagering: { required: formatMinor(wagering.required), done: formatMinor(wagering.done), remaining: formatMinor(wagering.remaining) },
      warnings: await warningsOf(db, r.account_id, r.currency),
      fourEyes: ntd > fourEyesAboveMinor,
      approvals: approvals.filter((a) => a.order_id === r.id).map((a) => ({ staffId: a.staff_id, name: a.actor, step: a.step, at: a.at })),
      createdAt: r.created_at,
      claim: claims.get(r.order_no) ?? null,
    });
  }
  return { total: Number(total.n), records };
}

/** Bank cards waiting for review, oldest first, with their three photos. */
export async function cardQueue(db: Db, p: Paging, now = new Date()): Promise<Page<z.output<typeof queueCard>>> {
  const base = db.selectFrom('bank_cards').innerJoin('accounts', 'accounts.id', 'bank_cards.account_id').where('bank_cards.status', '=', 'reviewing');
  const [rows, total] = await Promise.all([
    base.selectAll('bank_cards').select('accounts.username').orderBy('bank_cards.id').limit(p.size).offset((p.page - 1) * p.size).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const claims = await claimsOf(db, 'card', rows.map((r) => String(r.id)), now);
  return {
    total: Number(total.n),
    records: rows.map((r) => ({
      id: r.id,
      playerId: r.account_id,
      account: r.username,
      bank: r.bank_code,
      branch: r.branch,
      // The reviewer compares the whole number with the cover photo.
      cardNo: r.card_no,
      photos: [r.id_front_file, r.id_back_file, r.cover_file].filter(Boolean).map(photoPath),
      createdAt: r.created_at,
      claim: claims.get(String(r.id)) ?? null,
    })),
  };
}

/** ID verifications waiting for review, oldest first; the ID number masked, the photos by address. */
export async function idCardQueue(db: Db, p: Paging, now = new Date()): Promise<Page<z.output<typeof queueIdCard>>> {
  const base = db.selectFrom('id_verifications').innerJoin('accounts', 'accounts.id', 'id_verifications.account_id').where('id_verifications.status', '=', ID_CARD_STATUS.verifying);
  const [rows, total] = await Promise.all([
    base.selectAll('id_verifications').select('accounts.username').orderBy('id_verifications.id').limit(p.size).offset((p.page - 1) * p.size).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const claims = await claimsOf(db, 'idcard', rows.map((r) => String(r.id)), now);
  return {
    total: Number(total.n),
    records: rows.map((r) => ({
      id: r.id,
      playerId: r.account_id,
      account: r.username,
      realName: r.real_name,
      idNumber: maskIdNumber(r.id_number),
      photos: [r.front_file, r.back_file].filter((f): f is string => Boolean(f)).map(photoPath),
      submittedAt: r.submitted_at,
      claim: claims.get(String(r.id)) ?? null,
    })),
  };
}

/** Whether an item is in its queue now (a claim on anything else is 031016). */
export async function isWaiting(db: Db, kind: StaffQueueKind, itemId: string): Promise<boolean> {
  const id = Number(itemId);
  const byId = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
  switch (kind) {
    case 'deposit':
      return Boolean(await db.selectFrom('deposit_orders').select('id').where('order_no', '=', itemId).where('status', '=', 'processing').executeTakeFirst());
    case 'withdraw':
      return Boolean(await db.selectFrom('withdraw_orders').select('id').where('order_no', '=', itemId).where('status', 'in', WITHDRAW_WAITING).executeTakeFirst());
    case 'card':
      return byId && Boolean(await db.selectFrom('bank_cards').select('id').where('id', '=', id).where('status', '=', 'reviewing').executeTakeFirst());
    case 'idcard':
      return byId && Boolean(await db.selectFrom('id_verifications').select('id').where('id', '=', id).where('status', '=', ID_CARD_STATUS.verifying).executeTakeFirst());
  }
}

/** Whether a stored upload is a photo of a card or an ID (the only files the photo endpoint serves). */
export async function isReviewPhoto(db: Db, fileId: string): Promise<boolean> {
  const card = await db
    .selectFrom('bank_cards')
    .select('id')
    .where((eb) => eb.or([eb('id_front_file', '=', fileId), eb('id_back_file', '=', fileId), eb('cover_file', '=', fileId)]))
    .executeTakeFirst();
  if (card) return true;
  return Boolean(await db.selectFrom('id_verifications').select('id').where((eb) => eb.or([eb('front_file', '=', fileId), eb('back_file', '=', fileId)])).executeTakeFirst());
}

/** Each queue's length and oldest item (the live channel's `queues` event, the dashboard's queue lengths). */
export async function queueCounts(db: Db): Promise<StaffQueueCounts> {
  const [deposit, withdraw, card, idcard] = await Promise.all([
    db.selectFrom('deposit_orders').select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min<string | null>('created_at').as('oldest')]).where('status', '=', 'processing').executeTakeFirstOrThrow(),
    db.selectFrom('withdraw_orders').select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min<string | null>('created_at').as('oldest')]).where('status', 'in', WITHDRAW_WAITING).executeTakeFirstOrThrow(),
    db.selectFrom('bank_cards').select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min<string | null>('created_at').as('oldest')]).where('status', '=', 'reviewing').executeTakeFirstOrThrow(),
    db.selectFrom('id_verifications').select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min<string | null>('submitted_at').as('oldest')]).where('status', '=', ID_CARD_STATUS.verifying).executeTakeFirstOrThrow(),
  ]);
  const view = (r: { n: number | string; oldest: string | null }) => ({ waiting: Number(r.n), oldest: r.oldest });
  return { deposit: view(deposit), withdraw: view(withdraw), card: view(card), idcard: view(idcard), at: new Date().toISOString() };
}
