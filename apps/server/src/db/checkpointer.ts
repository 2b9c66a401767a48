import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints off the event loop (issue 22, money calls).
 *
 * SQLite copies the write-ahead log back into the database file every 1,000 pages, inside
 * whichever commit crosses that mark: that commit then writes and fsyncs the database file on
 * the server's only thread (better-sqlite3 is synchronous), 12-58 ms against ~1 ms for a
 * commit, and every request waits behind it. Here the server's own connection never
 * checkpoints (`wal_autocheckpoint = 0`) and a worker thread with a connection of its own runs
 * PASSIVE checkpoints instead: they copy what is committed without blocking writers or readers.
 * Durability does not change: a commit is durable when its WAL frames are fsynced
 * (synchronous=FULL), which still happens in the commit; a checkpoint only moves committed
 * pages, fsyncing both files as before.
 */
export interface Checkpointer {
  /** Stops the worker after one last checkpoint; resolves when it has closed its connection. */
  stop: () => Promise<void>;
}

/** How often the worker looks at the log (ms). */
export const CHECKPOINT_EVERY_MS = 200;

// The worker is plain JavaScript (no loader needed in the worker); better-sqlite3 resolved here.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage({ error: String(error && error.message || error) }); } };
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.postMessage('stopped');
  parentPort.close();
});
`;

/**
 * Starts the background checkpoints of the SQLite file `file` (its server connection has
 * wal_autocheckpoint = 0). `onError` hears a failed checkpoint; `onGone` is called when the
 * worker ends without being stopped, so the server connection can checkpoint itself again.
 */
export function startCheckpointer(file: string, onError: (message: string) => void, onGone: () => void, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, everyMs } });
  worker.unref();
  let exited = false;
  let stopping = false;
  const gone = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true;
      if (!stopping) onGone();
      resolve();
    }),
  );
  worker.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'error' in message) onError(String((message as { error: unknown }).error));
  });
  worker.on('error', (error) => onError(error.message));
  return {
    stop: async () => {
      if (exited) return;
      stopping = true;
      // Referenced while it stops: the process must not end (all else closed) before the worker has.
      worker.ref();
      worker.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([gone, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
      if (!exited) await worker.terminate();
    },
  };
}
