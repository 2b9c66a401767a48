import { ID_CARD_STATUS, type BoundBankCard, type BoundWalletAddress } from '@site/contract';
import type { Selectable } from 'kysely';
import type { BankCardsTable, WalletAddressesTable } from '../../db/schema-fund';
import { CoreErrors } from '../../domain/errors';
import type { ApiLanguage } from '../../domain/language';
import { AccountErrors } from '../accounts/account-errors';
import { verifiedIdPhotos } from '../accounts/identity';
import { label } from '../labels';
import { type Db, maskAddress, maskCard, playerOf } from './common';
import { MAX_BANK_CARDS, MAX_WALLET_ADDRESSES } from './constants';
import { heldDestinations, holdNewDestination, noticeNewAddress, proveBinding, type BindingProof } from './destination-holds';
import { FundErrors } from './errors';
import { refuseAgent, requirePhone } from './gates';
import { assertOwnUploads } from './uploads';

const ID_VERIFIED = ID_CARD_STATUS.success;

/** Bank cards (reviewed by an operator) and TRC-20 wallet addresses (bound at once) of SPEC 3 and 4. */

export async function banks(db: Db, lang: ApiLanguage) {
  const rows = await db.selectFrom('banks').selectAll().orderBy('sort').execute();
  return rows.map((b) => ({ code: b.code, name: label(b.names, lang) }));
}

type CardRow = Selectable<BankCardsTable> & { names: string };

function cardView(r: CardRow, lang: ApiLanguage, usableFrom: string | null): BoundBankCard {
  return {
    id: r.id,
    bankCode: r.bank_code,
    bankName: label(r.names, lang),
    branch: r.branch,
    cardNo: maskCard(r.card_no),
    status: r.status as BoundBankCard['status'],
    reason: r.reason,
    createdAt: r.created_at,
    reviewedAt: r.reviewed_at,
    usableFrom,
  };
}

export async function bankCards(db: Db, accountId: number, lang: ApiLanguage, onlyApproved = false): Promise<BoundBankCard[]> {
  let q = db.selectFrom('bank_cards').innerJoin('banks', 'banks.code', 'bank_cards.bank_code').selectAll('bank_cards').select('banks.names').where('bank_cards.account_id', '=', accountId);
  if (onlyApproved) q = q.where('bank_cards.status', '=', 'approved');
  const [rows, held] = await Promise.all([q.orderBy('bank_cards.id', 'desc').execute(), heldDestinations(db, accountId, new Date())]);
  return rows.map((r) => cardView(r, lang, held.get(`card:${r.id}`) ?? null));
}

export interface CardInput extends BindingProof {
  bankCode: string;
  branch: string;
  cardNo: string;
  /** Left out: the approved ID verification's photos are used (issue 19). */
  idFrontFileId?: string | undefined;
  idBackFileId?: string | undefined;
  coverFileId: string;
}

/**
 * Applies to bind a card: not an agent account (031032), phone bound (031010), ID verified (013005),
 * the withdrawal password or a type-9 code (issue 17: 031033, 031008, 031030), no application under
 * review (031003), under the cap (031018), not bound already (031020), a known bank,
 * and the three photos the player's own uploads of the right purposes (031021). The ID photos are those
 * of the approved ID verification unless the application sends its own (issue 19: the form does not ask
 * again); a verification recorded without photos and an application without them is 031021.
 * One transaction, so two quick submissions cannot both pass the pending check.
 */
export async function bindBankCard(db: Db, accountId: number, input: CardInput, lang: ApiLanguage, now = new Date()): Promise<BoundBankCard> {
  const player = await playerOf(db, accountId);
  refuseAgent(player);
  requirePhone(player);
  // SPEC 5: bank-card binding needs ID verification first (013005; status 2 = success).
  if (player.verify_id_card_status !== ID_VERIFIED) throw AccountErrors.idCardRequired();
  await proveBinding(db, player, input, now);
  const id = await db.transaction().execute(async (trx) => {
    // Serialises this player's applications on PostgreSQL (SQLite runs one writer at a time).
    await trx.updateTable('accounts').set({ updated_at: now.toISOString() }).where('id', '=', accountId).execute();
    const cards = await trx.selectFrom('bank_cards').select(['status', 'card_no']).where('account_id', '=', accountId).execute();
    if (cards.some((c) => c.status === 'reviewing')) throw FundErrors.bankCardPending();
    const live = cards.filter((c) => c.status === 'approved');
    if (live.some((c) => c.card_no === input.cardNo)) throw FundErrors.alreadyBound();
    if (live.length >= MAX_BANK_CARDS) throw FundErrors.bindingCapReached(MAX_BANK_CARDS);
    const bank = await trx.selectFrom('banks').select('code').where('code', '=', input.bankCode).executeTakeFirst();
    if (!bank) throw CoreErrors.badRequest({ issues: [{ in: 'body', path: 'bankCode', message: 'unknown bank' }] });
    const onFile = input.idFrontFileId && input.idBackFileId ? null : await verifiedIdPhotos(trx, accountId);
    const idFront = input.idFrontFileId ?? onFile?.front;
    const idBack = input.idBackFileId ?? onFile?.back;
    if (!idFront) throw FundErrors.uploadInvalid('idFront');
    if (!idBack) throw FundErrors.uploadInvalid('idBack');
    await assertOwnUploads(trx, accountId, { idFront, idBack, cardCover: input.coverFileId });
    const row = await trx
      .insertInto('bank_cards')
      .values({
        account_id: accountId,
        bank_code: input.bankCode,
        branch: input.branch,
        card_no: input.cardNo,
        id_front_file: idFront,
        id_back_file: idBack,
        cover_file: input.coverFileId,
        status: 'reviewing',
        created_at: now.toISOString(),
        reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const card = (await bankCards(db, accountId, lang)).find((c) => c.id === id);
  if (!card) throw new Error('card missing after insert');
  return card;
}

function addressView(r: Selectable<WalletAddressesTable>, usableFrom: string | null): BoundWalletAddress {
  return { id: r.id, network: 'TRC20', address: r.address, name: r.name, createdAt: r.created_at, usableFrom };
}

export async function walletAddresses(db: Db, accountId: number): Promise<BoundWalletAddress[]> {
  const [rows, held] = await Promise.all([
    db.selectFrom('wallet_addresses').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').execute(),
    heldDestinations(db, accountId, new Date()),
  ]);
  return rows.map((r) => addressView(r, held.get(`address:${r.id}`) ?? null));
}

/**
 * Binds a TRC-20 address at once (the contract verified its checksum): not an agent account, phone
 * first, proved by the withdrawal password or a type-9 code (issue 17), at most MAX_WALLET_ADDRESSES.
 * An address that is not the first destination receives withdrawals 24 hours later; the player is
 * told by a system notice either way.
 */
export async function bindWalletAddress(db: Db, accountId: number, input: { address: string; name: string } & BindingProof, now = new Date()): Promise<BoundWalletAddress> {
  const player = await playerOf(db, accountId);
  refuseAgent(player);
  requirePhone(player);
  await proveBinding(db, player, input, now);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('accounts').set({ updated_at: now.toISOString() }).where('id', '=', accountId).execute();
    const rows = await trx.selectFrom('wallet_addresses').select('address').where('account_id', '=', accountId).execute();
    if (rows.some((r) => r.address === input.address)) throw FundErrors.alreadyBound();
    if (rows.length >= MAX_WALLET_ADDRESSES) throw FundErrors.bindingCapReached(MAX_WALLET_ADDRESSES);
    const row = await trx
      .insertInto('wallet_addresses')
      .values({ account_id: accountId, network: 'TRC20', address: input.address, name: input.name, created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const usableFrom = await holdNewDestination(trx, accountId, 'address', row.id, now);
    await noticeNewAddress(trx, accountId, maskAddress(row.address), usableFrom, now);
    return addressView(row, usableFrom);
  });
}
