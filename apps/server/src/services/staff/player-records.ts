import type { Page } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { maskedPhone } from '../accounts/phone';
import { maskAddress, maskCard } from '../fund/common';
import { linkedAccounts, type Link } from '../risk/links';
import { formatMinor } from '../wallet/money';
import { playerById } from './players';

type Db = Kysely<Database>;

export type RecordPart = 'deposits' | 'withdrawals' | 'bets' | 'sessions' | 'letters';

interface PlayerRecord {
  id: string;
  at: string;
  kind: string;
  status: string;
  currency: string | null;
  amount: string | null;
  detail: string;
}

const money = (minor: number | null) => (minor === null ? null : formatMinor(Number(minor)));

/** One part of the player's history, newest first, a page at a time (the file's tables). */
export async function playerRecords(db: Db, id: number, part: RecordPart, page: number, size: number): Promise<Page<PlayerRecord>> {
  await playerById(db, id);
  const offset = (page - 1) * size;
  const count = async (table: 'deposit_orders' | 'withdraw_orders' | 'bet_records' | 'sessions' | 'letters') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).where('account_id', '=', id).executeTakeFirstOrThrow()).n);
  switch (part) {
    case 'deposits': {
      const rows = await db.selectFrom('deposit_orders').selectAll().where('account_id', '=', id).orderBy('id', 'desc').limit(size).offset(offset).execute();
      return {
        total: await count('deposit_orders'),
        records: rows.map((r) => ({
          id: r.order_no, at: r.created_at, kind: `${r.method} ${r.channel_code}`, status: r.status, currency: r.currency, amount: money(r.amount),
          detail: [r.from_card ? `card ${maskCard(r.from_card)}` : '', r.tx_hash ? `tx ${r.tx_hash}` : '', r.payment_code ? `code ${r.payment_code}` : '', r.reason].filter(Boolean).join(' · '),
        })),
      };
    }
    case 'withdrawals': {
      const rows = await db.selectFrom('withdraw_orders').selectAll().where('account_id', '=', id).orderBy('id', 'desc').limit(size).offset(offset).execute();
      return {
        total: await count('withdraw_orders'),
        records: rows.map((r) => ({ id: r.order_no, at: r.created_at, kind: r.method, status: r.status, currency: r.currency, amount: money(r.amount), detail: [r.destination, r.reason].filter(Boolean).join(' · ') })),
      };
    }
    case 'bets': {
      const rows = await db.selectFrom('bet_records').selectAll().where('account_id', '=', id).orderBy('id', 'desc').limit(size).offset(offset).execute();
      return {
        total: await count('bet_records'),
        records: rows.map((r) => ({
          id: r.order_no, at: r.bet_time, kind: `${r.channel_code} ${r.game_code}`, status: r.payout_time ? 'settled' : 'open', currency: r.currency, amount: money(r.total_bet),
          detail: `valid ${formatMinor(Number(r.valid_bet))} · profit ${formatMinor(Number(r.profit))}`,
        })),
      };
    }
    case 'sessions': {
      const rows = await db.selectFrom('sessions').selectAll().where('account_id', '=', id).orderBy('id', 'desc').limit(size).offset(offset).execute();
      const now = new Date().toISOString();
      return {
        total: await count('sessions'),
        records: rows.map((r) => ({
          id: String(r.id), at: r.created_at, kind: `${r.kind} device ${r.device_id ?? '-'}`,
          status: r.revoked_at ? `ended ${r.revoke_reason ?? ''}`.trim() : r.expires_at <= now ? 'expired' : 'open',
          currency: null, amount: null, detail: `last seen ${r.last_seen_at}`,
        })),
      };
    }
    case 'letters': {
      const rows = await db.selectFrom('letters').selectAll().where('account_id', '=', id).orderBy('id', 'desc').limit(size).offset(offset).execute();
      return {
        total: await count('letters'),
        records: rows.map((r) => ({ id: String(r.id), at: r.created_at, kind: r.origin, status: `${r.is_read ? 'read' : 'unread'}${r.answered ? ', answered' : ''}`, currency: null, amount: null, detail: r.title })),
      };
    }
  }
}

/** A shared value as staff see it: card, wallet and phone masked as `npm run ops -- risk linked` shows them. */
async function shown(db: Db, link: Link): Promise<string> {
  if (link.kind === 'card') return maskCard(link.value);
  if (link.kind === 'wallet') return maskAddress(link.value);
  if (link.kind === 'phone') {
    const [countryCode = '', telephone = ''] = link.value.replace(/^\+/, '').split(' ');
    return maskedPhone(db, countryCode, telephone);
  }
  return link.value;
}

/** Linked accounts and why, the protection the player set (read only) and the wagering requirements. */
export async function playerStanding(db: Db, id: number) {
  await playerById(db, id);
  const links = await linkedAccounts(db, id);
  const names = links.size ? new Map((await db.selectFrom('accounts').select(['id', 'username']).where('id', 'in', [...links.keys()]).execute()).map((r) => [r.id, r.username])) : new Map<number, string>();
  const linked = await Promise.all(
    [...links].map(async ([other, via]) => ({ playerId: other, account: names.get(other) ?? `#${other}`, via: await Promise.all(via.map(async (l) => ({ kind: l.kind, value: await shown(db, l) }))) })),
  );
  const deposit = await db.selectFrom('deposit_limits').selectAll().where('account_id', '=', id).execute();
  const play = await db.selectFrom('play_limits').selectAll().where('account_id', '=', id).execute();
  const breaks = await db.selectFrom('protection_breaks').selectAll().where('account_id', '=', id).orderBy('id', 'desc').limit(50).execute();
  const wagering = await db.selectFrom('turnover_requirements').selectAll().where('account_id', '=', id).orderBy('id', 'desc').limit(200).execute();
  // The session-time limit is kept in minutes, every other limit in minor units.
  const limit = (kind: string, r: { period: string; amount: number; pending_amount: number | null; pending_effective_at: string | null }) => {
    const minutes = kind === 'session';
    const shown = (v: number) => (minutes ? String(Number(v)) : formatMinor(Number(v)));
    return { kind, period: r.period, unit: minutes ? ('minutes' as const) : ('money' as const), value: shown(r.amount), pendingValue: r.pending_amount === null ? null : shown(r.pending_amount), pendingFrom: r.pending_effective_at };
  };
  return {
    linked,
    protection: {
      limits: [...deposit.map((r) => limit('deposit', r)), ...play.map((r) => limit(r.kind, r))],
      breaks: breaks.map((b) => ({ kind: b.kind, period: b.period, startedAt: b.started_at, until: b.until, endedAt: b.ended_at })),
    },
    wagering: wagering
      .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'))
      .map((w) => ({ source: w.source, reference: w.reference, currency: w.currency, amount: formatMinor(Number(w.amount)), required: formatMinor(Number(w.required)), status: w.status, startedAt: w.started_at })),
  };
}
