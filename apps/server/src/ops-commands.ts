import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { loadEnv } from './env';
import { seed } from './bootstrap/seed';
import { latestCodes, type OutboxEntry } from './services/accounts/codes';
import { readMaintenance, setMaintenance, type MaintenanceState } from './services/maintenance';
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
import { createHub, removeHub } from './services/events/poke';
import { attachPgTransport } from './services/events/pg-transport';
import { BACKUP_USAGE, BackupRefused, runBackup, runRestore } from './ops-backup';
import { LEDGER_USAGE, runLedgerOps } from './ops-ledger';

export { OpsFindings } from './ops-ledger';

export const OPS_USAGE = `Usage: npm run ops -- <command>
  maintenance on [--from <ISO time>] [--to <ISO time>]   switch maintenance on now, announcing the window
  maintenance off                                        switch it off
  maintenance status                                     show the switch and the window
  outbox [--telephone <number>] [--limit <n>]            latest SMS / voice codes (newest first)
  housekeeping                                           delete spent idempotency keys, old outbox rows, expired captchas, tickets, sessions and rate-limit windows, time out unpaid deposit orders (the server also does it hourly)
${FUND_USAGE}
${LEDGER_USAGE}
${ACCOUNT_USAGE}
${VIP_USAGE}
${MESSAGE_USAGE}
${ACTIVITY_USAGE}
${RISK_USAGE}
${DORMANCY_USAGE}
${PROTECTION_USAGE}
${AGENT_USAGE}
${BACKUP_USAGE}
The database is the server's: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL).`;

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
  return `maintenance ${state.maintaining ? 'ON' : 'off'}${window}`;
}

/**
 * Runs one operator command against the database and returns what to print.
 * Throws UsageError for a bad command line.
 */
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
    return await run(handle);
  } finally {
    await transport?.close();
    if (hub) removeHub(hub);
    await handle.close();
  }
}

export async function runOps(args: string[], target: OpsTarget): Promise<string> {
  const [area, action, ...rest] = args;
  if (area === 'backup' || area === 'restore') {
    // No withDb: a backup reads the database as it is, a restore replaces it; neither migrates nor seeds.
    const options = args.slice(1);
    const refusal = (error: unknown) => {
      throw error instanceof BackupRefused ? new UsageError(error.message) : error;
    };
    if (area === 'backup') return runBackup(target, option(options, '--out')).catch(refusal);
    const file = options.find((a) => !a.startsWith('--'));
    if (!file) throw new UsageError(`restore needs the backup file: npm run ops -- restore <file> [--force]\n${OPS_USAGE}`);
    return runRestore(target, file, options.includes('--force')).catch(refusal);
  }
  if (area === 'housekeeping') {
    return withDb(target, async (handle) => {
      const { depositTimeouts, ...deleted } = await housekeeping(handle.db);
      return `deleted: ${Object.entries(deleted).map(([what, n]) => `${what} ${n}`).join(', ')}; timed out: deposit orders ${depositTimeouts}`;
    });
  }
  if (area === 'fund') {
    const options = args.slice(1);
    return withDb(target, (handle) =>
      runFundOps(handle.db, options, (name) => option(options, name)).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'ledger') {
    const options = args.slice(1);
    return withDb(target, (handle) =>
      runLedgerOps(handle.db, options).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'idcard') {
    const options = args.slice(1);
    return withDb(target, (handle) =>
      runAccountOps(handle.db, options, (name) => option(options, name)).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'dormancy') {
    const options = args.slice(1);
    return withDb(target, (handle) =>
      runDormancyOps(handle.db, options, (name) => option(options, name)).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'vip') {
    const options = args.slice(1);
    return withDb(target, (handle) =>
      runVipOps(handle.db, options, (name) => option(options, name)).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'agent') {
    const options = args.slice(1);
    return withDb(target, (handle) =>
      runAgentOps(handle.db, options).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'activity') {
    const options = args.slice(1);
    return withDb(target, (handle) =>
      runActivityOps(handle.db, options, (name) => option(options, name), loadEnv().brand).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'risk') {
    const options = args.slice(1);
    return withDb(target, (handle) =>
      runRiskOps(handle.db, options, (name) => option(options, name)).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'protection') {
    const options = args.slice(1);
    return withDb(target, (handle) =>
      runProtectionOps(handle.db, options, (name) => option(options, name)).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'letter' || area === 'feedback') {
    const options = args.slice(1);
    const run = area === 'letter' ? runLetterOps : runFeedbackOps;
    return withDb(target, (handle) =>
      run(handle.db, options, (name) => option(options, name)).catch((error: unknown) => {
        throw error instanceof OpsInputError ? new UsageError(error.message) : error;
      }),
    );
  }
  if (area === 'outbox') {
    const options = args.slice(1);
    const limitText = option(options, '--limit');
    const limit = limitText === undefined ? 20 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
    const telephone = option(options, '--telephone');
    return withDb(target, async (handle) => describeOutbox(await latestCodes(handle.db, { limit, ...(telephone ? { telephone } : {}) })));
  }
  if (area !== 'maintenance' || !action) throw new UsageError(OPS_USAGE);
  if (!['on', 'off', 'status'].includes(action)) throw new UsageError(`unknown maintenance action: ${action}\n${OPS_USAGE}`);
  const from = action === 'on' ? time(rest, '--from') : undefined;
  const to = action === 'on' ? time(rest, '--to') : undefined;
  if (from && to && to <= from) throw new UsageError('--to must be after --from');

  return withDb(target, async (handle) => {
    let state: MaintenanceState;
    if (action === 'on') state = await setMaintenance(handle.db, { enabled: true, startTime: from ?? null, endTime: to ?? null });
    else if (action === 'off') state = await setMaintenance(handle.db, { enabled: false });
    else state = await readMaintenance(handle.db);
    return describeMaintenance(state);
  });
}
