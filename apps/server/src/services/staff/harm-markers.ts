import { HARM_MARKERS, type HarmFinding, type HarmMarker, type HarmPlayer, type Page } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formatMinor } from '../wallet/money';

type Db = Kysely<Database>;

/**
 * Markers of harm (issue 38, safer gambling; the UK Gambling Commission's customer-interaction guidance). Each is
 * defined here by named thresholds (docs/decisions.md "Issue 38" says why these values); a player appears in the
 * list when at least one holds, with every one that holds and what was measured.
 */

/** PGSI high band (Ferris & Wynne 2001; services/protection/self-assessment.ts pgsiBand): the latest assessment in the window. */
export const SELF_ASSESSMENT_HIGH_SCORE = 8;
export const SELF_ASSESSMENT_WINDOW_DAYS = 90;
/** Deposits (credited, in NTD) rose in each of this many consecutive 7-day weeks ending now over the week before... */
export const RISING_DEPOSIT_WEEKS = 3;
/** ...each week at least this factor of the one before (the first week above zero)... */
export const RISING_DEPOSIT_FACTOR = 1.25;
/** ...and the last week at least this much (NTD minor units): small sums rising are not a marker. */
export const RISING_DEPOSIT_MIN_MINOR = 3_000_00;
/** Requests to raise or remove a deposit or play limit (increaseRequested, removeRequested) in the window. */
export const LIMIT_RAISE_REQUESTS = 2;
export const LIMIT_RAISE_WINDOW_DAYS = 30;
/** Withdrawals the player cancelled in the window. */
export const CANCELLED_WITHDRAWALS = 2;
export const CANCELLED_WITHDRAWALS_WINDOW_DAYS = 30;
/** A play period (protection's play_periods: from the first stake to the last activity) lasting at least this long. */
export const LONG_SESSION_HOURS = 3;
export const SESSION_WINDOW_DAYS = 30;
/** Play between these hours, Asia/Taipei (start inclusive, end exclusive), on at least LATE_NIGHT_NIGHTS nights in SESSION_WINDOW_DAYS. */
export const LATE_NIGHT_FROM_HOUR = 0;
export const LATE_NIGHT_TO_HOUR = 6;
export const LATE_NIGHT_NIGHTS = 3;
/** Deposits refused (status failure) in the window. */
export const REFUSED_DEPOSITS = 3;
export const REFUSED_DEPOSITS_WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const TAIPEI_OFFSET_MS = 8 * HOUR_MS;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

type Findings = Map<number, Map<HarmMarker, HarmFinding>>;
const add = (found: Findings, id: number, f: HarmFinding) => {
  const m = found.get(id) ?? new Map<HarmMarker, HarmFinding>();
  m.set(f.marker, f);
  found.set(id, m);
};

async function selfAssessments(db: Db, now: Date, found: Findings) {
  const rows = await db.selectFrom('self_assessments').select(['account_id', 'score', 'id']).where('created_at', '>=', ago(now, SELF_ASSESSMENT_WINDOW_DAYS)).orderBy('id').execute();
  const latest = new Map<number, number>();
  for (const r of rows) latest.set(r.account_id, Number(r.score));
  for (const [id, score] of latest) if (score >= SELF_ASSESSMENT_HIGH_SCORE) add(found, id, { marker: 'selfAssessment', figure: String(score), threshold: `≥ ${SELF_ASSESSMENT_HIGH_SCORE}` });
}

/** Week i (0 = the oldest) of the RISING_DEPOSIT_WEEKS + 1 weeks ending now. */
async function risingDeposits(db: Db, now: Date, found: Findings) {
  const weeks = RISING_DEPOSIT_WEEKS + 1;
  const start = now.getTime() - weeks * 7 * DAY_MS;
  const rows = await db
    .selectFrom('deposit_orders')
    .select(['account_id', 'created_at', 'currency', 'amount', 'ntd_amount'])
    .where('status', '=', 'success')
    .where('created_at', '>=', new Date(start).toISOString())
    .where('created_at', '<', now.toISOString())
    .execute();
  const sums = new Map<number, number[]>();
  for (const r of rows) {
    const ntd = r.ntd_amount !== null ? Number(r.ntd_amount) : r.currency === 'NTD' ? Number(r.amount) : 0;
    const week = Math.min(weeks - 1, Math.floor((Date.parse(r.created_at) - start) / (7 * DAY_MS)));
    const s = sums.get(r.account_id) ?? new Array<number>(weeks).fill(0);
    s[week] = (s[week] ?? 0) + ntd;
    sums.set(r.account_id, s);
  }
  for (const [id, s] of sums) {
    const rising = s[0]! > 0 && s.every((v, i) => i === 0 || v >= s[i - 1]! * RISING_DEPOSIT_FACTOR) && s[weeks - 1]! >= RISING_DEPOSIT_MIN_MINOR;
    if (rising) add(found, id, { marker: 'risingDeposits', figure: s.map((v) => formatMinor(v)).join(' → '), threshold: `×${RISING_DEPOSIT_FACTOR} ${RISING_DEPOSIT_WEEKS}` });
  }
}

async function counted(found: Findings, marker: HarmMarker, rows: Array<{ account_id: number; n: number | string }>, threshold: number) {
  for (const r of rows) if (Number(r.n) >= threshold) add(found, r.account_id, { marker, figure: String(Number(r.n)), threshold: `≥ ${threshold}` });
}

async function limitRaises(db: Db, now: Date, found: Findings) {
  const since = ago(now, LIMIT_RAISE_WINDOW_DAYS);
  const actions = ['increaseRequested', 'removeRequested'];
  const deposit = await db.selectFrom('deposit_limit_history').select('account_id').where('action', 'in', actions).where('created_at', '>=', since).execute();
  const play = await db.selectFrom('play_limit_history').select('account_id').where('action', 'in', actions).where('created_at', '>=', since).execute();
  const n = new Map<number, number>();
  for (const r of [...deposit, ...play]) n.set(r.account_id, (n.get(r.account_id) ?? 0) + 1);
  await counted(found, 'limitRaises', [...n].map(([account_id, c]) => ({ account_id, n: c })), LIMIT_RAISE_REQUESTS);
}

async function cancelledWithdrawals(db: Db, now: Date, found: Findings) {
  const rows = await db
    .selectFrom('withdraw_orders')
    .select((eb) => ['account_id', eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'cancelled')
    .where('updated_at', '>=', ago(now, CANCELLED_WITHDRAWALS_WINDOW_DAYS))
    .groupBy('account_id')
    .execute();
  await counted(found, 'cancelledWithdrawals', rows, CANCELLED_WITHDRAWALS);
}

async function refusedDeposits(db: Db, now: Date, found: Findings) {
  const rows = await db
    .selectFrom('deposit_orders')
    .select((eb) => ['account_id', eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'failure')
    .where('updated_at', '>=', ago(now, REFUSED_DEPOSITS_WINDOW_DAYS))
    .groupBy('account_id')
    .execute();
  await counted(found, 'refusedDeposits', rows, REFUSED_DEPOSITS);
}

/** The Taipei nights (named by the date the night's early hours fall on) a period [from, to] overlaps the late-night hours of. */
export function lateNights(from: number, to: number): string[] {
  const nights: string[] = [];
  // Every Taipei day from the one `from` falls on to the one `to` falls on: its late-night window [day + FROM, day + TO).
  const firstDay = Math.floor((from + TAIPEI_OFFSET_MS) / DAY_MS);
  const lastDay = Math.floor((to + TAIPEI_OFFSET_MS) / DAY_MS);
  for (let day = firstDay; day <= lastDay; day++) {
    const start = day * DAY_MS - TAIPEI_OFFSET_MS + LATE_NIGHT_FROM_HOUR * HOUR_MS;
    const end = day * DAY_MS - TAIPEI_OFFSET_MS + LATE_NIGHT_TO_HOUR * HOUR_MS;
    if (from < end && to >= start) nights.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  }
  return nights;
}

async function sessions(db: Db, now: Date, found: Findings) {
  const rows = await db.selectFrom('play_periods').select(['account_id', 'started_at', 'last_activity_at']).where('last_activity_at', '>=', ago(now, SESSION_WINDOW_DAYS)).execute();
  const longest = new Map<number, number>();
  const nights = new Map<number, Set<string>>();
  for (const r of rows) {
    const from = Date.parse(r.started_at);
    const to = Date.parse(r.last_activity_at);
    longest.set(r.account_id, Math.max(longest.get(r.account_id) ?? 0, to - from));
    const set = nights.get(r.account_id) ?? new Set<string>();
    for (const n of lateNights(from, to)) set.add(n);
    nights.set(r.account_id, set);
  }
  for (const [id, ms] of longest) {
    if (ms >= LONG_SESSION_HOURS * HOUR_MS) add(found, id, { marker: 'longSessions', figure: `${(ms / HOUR_MS).toFixed(1)}h`, threshold: `≥ ${LONG_SESSION_HOURS}h` });
  }
  for (const [id, set] of nights) {
    if (set.size >= LATE_NIGHT_NIGHTS) add(found, id, { marker: 'lateNight', figure: String(set.size), threshold: `≥ ${LATE_NIGHT_NIGHTS}` });
  }
}

/** Every player showing a marker now, with the markers each shows (in HARM_MARKERS order). */
export async function harmFindings(db: Db, now = new Date()): Promise<Map<number, HarmFinding[]>> {
  const found: Findings = new Map();
  await selfAssessments(db, now, found);
  await risingDeposits(db, now, found);
  await limitRaises(db, now, found);
  await cancelledWithdrawals(db, now, found);
  await sessions(db, now, found);
  await refusedDeposits(db, now, found);
  const out = new Map<number, HarmFinding[]>();
  for (const [id, m] of found) out.set(id, HARM_MARKERS.flatMap((k) => (m.has(k) ? [m.get(k)!] : [])));
  return out;
}

export const INTERACTION_ACTION = 'risk.interaction';

/** The list page: players with the most markers first (then by id, newest account first); `marker` keeps those showing it. */
export async function harmList(db: Db, q: { marker?: HarmMarker | undefined; page: number; size: number }, now = new Date()): Promise<Page<HarmPlayer>> {
  const all = [...(await harmFindings(db, now))].filter(([, f]) => !q.marker || f.some((x) => x.marker === q.marker));
  all.sort((a, b) => b[1].length - a[1].length || b[0] - a[0]);
  const slice = all.slice((q.page - 1) * q.size, q.page * q.size);
  const ids = slice.map(([id]) => id);
  const accounts = ids.length ? await db.selectFrom('accounts').select(['id', 'username']).where('id', 'in', ids).execute() : [];
  const names = new Map(accounts.map((a) => [a.id, a.username]));
  const last = ids.length
    ? await db
        .selectFrom('audit_log')
        .select((eb) => ['subject_id', eb.fn.max('at').as('at')])
        .where('action', '=', INTERACTION_ACTION)
        .where('subject_type', '=', 'player')
        .where('subject_id', 'in', ids.map(String))
        .groupBy('subject_id')
        .execute()
    : [];
  const lastAt = new Map(last.map((r) => [Number(r.subject_id), String(r.at)]));
  return {
    total: all.length,
    records: slice.map(([id, markers]) => ({ playerId: id, account: names.get(id) ?? `#${id}`, markers, lastInteractionAt: lastAt.get(id) ?? null })),
  };
}
