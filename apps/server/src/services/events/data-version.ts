import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { Database } from '../../db/schema';

/**
 * SQLite only: another process (`npm run ops -- …`) commits without being able to poke this one. While
 * someone listens, `PRAGMA data_version` is read every `everyMs`; a change (a commit by another connection)
 * calls `onChange`. The players' streams (streams.ts) and the staff's (staff/queue-stream.ts) share it.
 * On PostgreSQL other processes NOTIFY, so start() does nothing there.
 */
export class DataVersionWatcher {
  private timer: NodeJS.Timeout | undefined;
  private version: number | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly everyMs: number,
    private readonly onChange: () => void,
  ) {}

  /** Starts watching (idempotent); the baseline is read at once, so a commit after it is seen by the caller's read or by the watcher. */
  start(): void {
    if (this.dialect !== 'sqlite' || this.timer) return;
    this.timer = setInterval(() => void this.check(), this.everyMs);
    this.timer.unref();
    void this.check();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.version = undefined;
  }

  private async check(): Promise<void> {
    try {
      const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(this.db);
      const version = Number(rows[0]?.data_version);
      const changed = this.version !== undefined && version !== this.version;
      this.version = version;
      if (changed) this.onChange();
    } catch {
      // The next tick tries again.
    }
  }
}
