import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { writeAudit } from './services/staff/audit';

/** How a command line names a secret: its option values (and agent create's positional password) never reach the audit log. */
const SECRET_OPTIONS = /^--(password|pwd|secret|token|key)(=|$)/i;
const REDACTED = '[redacted]';

/** The command line as the audit log keeps it: every secret replaced, nothing else changed. */
export function redactOpsArgs(name: string, args: readonly string[]): string[] {
  const out = [...args];
  for (let i = 0; i < out.length; i++) {
    const arg = out[i] ?? '';
    const m = SECRET_OPTIONS.exec(arg);
    if (!m) continue;
    if (m[2] === '=') out[i] = `${arg.slice(0, arg.indexOf('=') + 1)}${REDACTED}`;
    else if (i + 1 < out.length) out[++i] = REDACTED;
  }
  // agent create <account> <password> <proxyCode> [tier] (ops-agent.ts).
  if (name === 'agent' && out[0] === 'create' && out.length > 2) out[2] = REDACTED;
  return out;
}

/** 'ops.fund.approve' for `fund approve ...`, 'ops.housekeeping' for a command without an action word. */
export function opsAction(name: string, args: readonly string[]): string {
  const action = args[0] !== undefined && /^[a-z][a-z-]*$/.test(args[0]) ? `.${args[0]}` : '';
  return `ops.${name}${action}`.slice(0, 64);
}

/**
 * One audit row per operator command that ran (issue 37): actor 'ops', the command, its arguments without
 * secrets, and whether it succeeded. Written after the command, on the database it ran against (a restore's
 * row lands in the restored database); a command line refused before anything ran (a usage error) writes none.
 */
export async function recordOpsCommand(target: { dataDir: string; databaseUrl?: string | undefined }, name: string, args: readonly string[], outcome: { ok: true } | { ok: false; error: string }): Promise<void> {
  // A running server writing without pause can keep SQLite busy past one busy timeout (a backup taken under load):
  // the row is tried again for about half a minute before the command is reported as failed for want of it.
  for (let attempt = 0; ; attempt++) {
    try {
      await writeOpsRow(target, name, args, outcome);
      return;
    } catch (error) {
      if (attempt >= BUSY_RETRIES || !/database is locked|SQLITE_BUSY/i.test(error instanceof Error ? error.message : String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** Math.min(attempt, 4)));
    }
  }
}

const BUSY_RETRIES = 8;

async function writeOpsRow(target: { dataDir: string; databaseUrl?: string | undefined }, name: string, args: readonly string[], outcome: { ok: true } | { ok: false; error: string }): Promise<void> {
  const handle = openDatabase(target);
  try {
    await migrateToLatest(handle.db);
    await writeAudit(handle.db, { ops: true }, { action: opsAction(name, args), subjectType: 'ops', before: null, after: { command: name, args: redactOpsArgs(name, args), ...outcome } });
  } finally {
    await handle.close();
  }
}
