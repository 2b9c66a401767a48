import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { loadEnv } from './env';
import { seed } from './bootstrap/seed';
import { latestCodes, type OutboxEntry } from './services/accounts/codes';
import { readMaintenance, scheduleMaintenance, setMaintenance, type MaintenanceState } from './services/maintenance';
import { housekeeping } from './services/housekeeping';
import { FUND_USAGE, runFundOps } from './ops-fund';
import { ACCOUNT_USAGE, runAccountOps } from './ops-account';
import { runVipOps, VIP_USAGE } from './ops-vip';
import { AGENT_USAGE, runAgentOps } from './ops-agent';
import { MESSAGE_USAGE, runFeedbackOps, runLetterOps } from './ops-message';
import { ACTIVITY_USAGE, runActivityOps } from './ops-activity';
import { RISK_USAGE, runRiskOps } from './ops-risk';
import { DORMANCY_USAGE, runDormancyOps } from './ops-terms';
import { PROTECTION_USAGE, runProtectionOps } from './ops-protection';
import { OpsInputError } from './services/fund/operator';
import { createHub, pokeStaff, removeHub, runInHub } from './services/events/poke';
import { attachPgTransport } from './services/events/pg-transport';
import { BACKUP_USAGE, BackupRefused, runBackup, runRestore } from './ops-backup';
import { LEDGER_USAGE, runLedgerOps } from './ops-ledger';
import { recordOpsCommand } from './ops-audit';
import { runStaffOps, STAFF_USAGE } from './ops-staff';
import { PLAYER_USAGE, runPlayerOps } from './ops-player';

export { OpsFindings } from './ops-ledger';

export class UsageError extends Error {}

export interface OpsTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) {
    const inline = args.find((a) => a.startsWith(`${name}=`));
    return inline?.slice(name.length + 1);
  }
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function time(args: string[], name: string): Date | undefined {
  const text = option(args, name);
  if (text === undefined) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new UsageError(`${name} is not a date: ${text} (use ISO-8601, e.g. 2026-11-22T10:00:00Z)`);
  return date;
}

export function describeMaintenance(state: MaintenanceState): string {
  const window = state.startTime || state.endTime ? ` (window ${state.startTime ?? '?'} .. ${state.endTime ?? '?'})` : '';
  const scheduled = state.scheduled && !state.maintaining ? ' scheduled' : '';
  return `maintenance ${state.maintaining ? 'ON' : 'off'}${scheduled}${window}`;
}

/** The outbox's rows, one a line. */
export function describeOutbox(rows: OutboxEntry[]): string {
  if (rows.length === 0) return 'outbox is empty';
  const now = new Date().toISOString();
  return rows
    .map((r) => {
      const state = r.usedAt ? 'used' : r.expiresAt <= now ? 'expired' : 'valid';
      return `${r.createdAt}  ${r.channel.padEnd(5)}  +${r.countryCode} ${r.telephone.padEnd(11)}  type ${String(r.requestType).padEnd(2)}  ${r.code}  ${state}`;
    })
    .join('\n');
}

async function withDb<T>(target: OpsTarget, run: (handle: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const handle = openDatabase(target);
  // On PostgreSQL the command's pokes (balances, notices, maintenance) reach the running servers by
  // NOTIFY; on SQLite the servers notice the commit themselves (services/events/streams.ts).
  const hub = handle.dialect === 'postgres' && target.databaseUrl ? createHub() : undefined;
  const transport = hub && target.databaseUrl ? attachPgTransport(hub, handle.db, target.databaseUrl, { listen: false }) : undefined;
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db, { demo: loadEnv().demoData });
    const value = await run(handle);
    // Whatever the command changed may be in a back office queue: the servers' staff streams re-read once it is all
    // committed (a poke made inside the command could reach them before its own transaction's commit).
    if (hub) runInHub(hub, () => pokeStaff('queues'));
    return value;
  } finally {
    await transport?.close();
    if (hub) removeHub(hub);
    await handle.close();
  }
}

type Db = ReturnType<typeof openDatabase>['db'];
type Opt = (name: string) => string | undefined;

/** One command of `npm run ops`: the first word(s) it answers to, its lines of the usage text and what it does. */
export interface OpsCommand {
  names: readonly string[];
  usage: string;
  /** `args` is the command line after its name; `name` the word it was called by. */
  run(args: string[], target: OpsTarget, name: string): Promise<string>;
}

/** An area's command on the migrated, seeded database: its refusal of the input (OpsInputError) is a usage error. */
function inDb(run: (db: Db, args: string[], opt: Opt, name: string) => Promise<string>): OpsCommand['run'] {
  return (args, target, name) =>
    withDb(target, (handle) =>
      run(handle.db, args, (flag) => option(args, flag), name).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
}

async function maintenance([action, ...rest]: string[], target: OpsTarget): Promise<string> {
  if (!action) throw new UsageError(OPS_USAGE);
  if (!['on', 'off', 'status', 'schedule'].includes(action)) throw new UsageError(`unknown maintenance action: ${action}\n${OPS_USAGE}`);
  const windowed = action === 'on' || action === 'schedule';
  const from = windowed ? time(rest, '--from') : undefined;
  const to = windowed ? time(rest, '--to') : undefined;
  if (from && to && to <= from) throw new UsageError('--to must be after --from');
  if (action === 'schedule' && (!from || !to)) throw new UsageError('maintenance schedule needs --from and --to');
  const message = { TW: option(rest, '--message-tw') ?? '', EN: option(rest, '--message-en') ?? '', TH: option(rest, '--message-th') ?? '' };
  return withDb(target, async (handle) => {
    let state: MaintenanceState;
    // The back office's rule and audit (services/maintenance.ts), the actor being the command.
    if (action === 'on') state = await setMaintenance(handle.db, { enabled: true, startTime: from ?? null, endTime: to ?? null }, { ops: true });
    else if (action === 'schedule' && from && to) state = await scheduleMaintenance(handle.db, { from, to, message: message.TW || message.EN || message.TH ? message : null }, { ops: true });
    else if (action === 'off') state = await setMaintenance(handle.db, { enabled: false }, { ops: true });
    else state = await readMaintenance(handle.db);
    return describeMaintenance(state);
  });
}

async function outbox(args: string[], target: OpsTarget): Promise<string> {
  const limitText = option(args, '--limit');
  const limit = limitText === undefined ? 20 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
  const telephone = option(args, '--telephone');
  return withDb(target, async (handle) => describeOutbox(await latestCodes(handle.db, { limit, ...(telephone ? { telephone } : {}) })));
}

/** No withDb: a backup reads the database as it is, a restore replaces it; neither migrates nor seeds. */
async function backupOrRestore(args: string[], target: OpsTarget, name: string): Promise<string> {
  const refusal = (error: unknown) => {
    throw error instanceof BackupRefused ? new UsageError(error.message) : error;
  };
  if (name === 'backup') return runBackup(target, option(args, '--out')).catch(refusal);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new UsageError(`restore needs the backup file: npm run ops -- restore <file> [--force]\n${OPS_USAGE}`);
  return runRestore(target, file, args.includes('--force')).catch(refusal);
}

/** Every operator command, in the order of the usage text, which is derived from this table. */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  {
    names: ['maintenance'],
    usage: `  maintenance on [--from <ISO time>] [--to <ISO time>]   switch maintenance on now, announcing the window
  maintenance schedule --from <ISO time> --to <ISO time> [--message-tw <text>] [--message-en <text>] [--message-th <text>]
                                                         close the site only inside the window, with the message players see
  maintenance off                                        switch it off (or cancel a scheduled window)
  maintenance status                                     show the switch and the window`,
    run: maintenance,
  },
  { names: ['outbox'], usage: '  outbox [--telephone <number>] [--limit <n>]            latest SMS / voice codes (newest first)', run: outbox },
  {
    names: ['housekeeping'],
    usage:
      '  housekeeping                                           delete spent idempotency keys, old outbox rows, expired captchas, tickets, sessions and rate-limit windows, time out unpaid deposit orders (the server also does it hourly)',
    run: (_args, target) =>
      withDb(target, async (handle) => {
        const { depositTimeouts, ...deleted } = await housekeeping(handle.db);
        return `deleted: ${Object.entries(deleted).map(([what, n]) => `${what} ${n}`).join(', ')}; timed out: deposit orders ${depositTimeouts}`;
      }),
  },
  { names: ['fund'], usage: FUND_USAGE, run: inDb((db, args, opt) => runFundOps(db, args, opt)) },
  { names: ['ledger'], usage: LEDGER_USAGE, run: inDb((db, args) => runLedgerOps(db, args)) },
  { names: ['idcard'], usage: ACCOUNT_USAGE, run: inDb((db, args, opt) => runAccountOps(db, args, opt)) },
  { names: ['vip'], usage: VIP_USAGE, run: inDb((db, args, opt) => runVipOps(db, args, opt)) },
  { names: ['letter', 'feedback'], usage: MESSAGE_USAGE, run: inDb((db, args, opt, name) => (name === 'letter' ? runLetterOps : runFeedbackOps)(db, args, opt)) },
  { names: ['activity'], usage: ACTIVITY_USAGE, run: inDb((db, args, opt) => runActivityOps(db, args, opt, loadEnv().brand)) },
  { names: ['risk'], usage: RISK_USAGE, run: inDb((db, args, opt) => runRiskOps(db, args, opt)) },
  { names: ['dormancy'], usage: DORMANCY_USAGE, run: inDb((db, args, opt) => runDormancyOps(db, args, opt)) },
  { names: ['protection'], usage: PROTECTION_USAGE, run: inDb((db, args, opt) => runProtectionOps(db, args, opt)) },
  { names: ['agent'], usage: AGENT_USAGE, run: inDb((db, args) => runAgentOps(db, args)) },
  { names: ['staff'], usage: STAFF_USAGE, run: inDb((db, args, opt) => runStaffOps(db, args, opt)) },
  { names: ['player'], usage: PLAYER_USAGE, run: inDb((db, args) => runPlayerOps(db, args)) },
  { names: ['backup', 'restore'], usage: BACKUP_USAGE, run: backupOrRestore },
];

export const OPS_USAGE = `Usage: npm run ops -- <command>
${OPS_COMMANDS.map((command) => command.usage).join('\n')}
The database is the server's: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL).`;

/**
 * Runs one operator command against the database and returns what to print.
 * Throws UsageError for a bad command line (an unknown command: the usage text).
 */
export async function runOps(args: string[], target: OpsTarget): Promise<string> {
  const [name, ...rest] = args;
  const command = OPS_COMMANDS.find((c) => name !== undefined && c.names.includes(name));
  if (!command || name === undefined) throw new UsageError(OPS_USAGE);
  // Every command that ran is in the audit log (ops-audit.ts), the same log the back office's staff write; but a
  // backup or restore, which copy the database file a running server may be writing: a connection opened for the row
  // beside it made the server's own reads fail with "database is locked" (the backup tests); they print what they did.
  if (command.names.includes('backup')) return command.run(rest, target, name);
  let output: string;
  try {
    output = await command.run(rest, target, name);
  } catch (error) {
    // A refused command line changed nothing; a finding (ledger audit) is a command that ran.
    if (error instanceof UsageError) throw error;
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
    await recordOpsCommand(target, name, rest, { ok: false, error: message }).catch(() => undefined);
    throw error;
  }
  await recordOpsCommand(target, name, rest, { ok: true });
  return output;
}
