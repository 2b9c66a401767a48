import { buildApp } from './app';
import { loadEnv } from './env';
import { drainer } from './http/drain';
import { testSlowRoutes } from './routes/test-slow';
import { startJobs } from './jobs';

/** `node --import tsx apps/server/src/main.ts` (from any folder): the whole site on one port. */
async function main(): Promise<void> {
  const env = loadEnv();
  // A money commit never waits for a WAL checkpoint: they run in a worker thread (db/checkpointer.ts).
  const app = await buildApp({ env, backgroundCheckpoint: true, ...(env.testSlowRoute ? { plugins: [testSlowRoutes] } : {}) });
  // Every background job (VIP daily, agents' month-end and review, housekeeping, dormancy): jobs.ts.
  const jobs = startJobs(app, env);
  const drain = drainer(app);
  let stopping = false;
  /**
   * Graceful stop, safe behind nginx's upstream keepalive (http/drain.ts): the server stops listening
   * at once (new connections are refused), answers every request still reaching it on a kept
   * connection normally with `Connection: close`, leaves idle kept connections SHUTDOWN_DRAIN_MS for
   * nginx to close, then closes what is left once its requests are answered; then app.close() runs
   * the onClose hooks (the database), once the jobs have stopped too. Requests still running SHUTDOWN_GRACE_MS after the signal have
   * their connections cut, so the stop can finish. Exit 0 when it did, 1 when closing failed or a
   * second signal came.
   */
  const shutdown = (signal: string) => {
    if (stopping) {
      // A second signal (a second Ctrl-C) does not wait.
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, graceMs: env.shutdownGraceMs, drainMs: env.shutdownDrainMs }, 'shutting down: finishing requests in flight');
    const grace = setTimeout(() => {
      app.log.warn({ graceMs: env.shutdownGraceMs }, 'shutdown grace period over: closing the remaining connections');
      app.server.closeAllConnections();
    }, env.shutdownGraceMs);
    grace.unref();
    // The jobs stop (a run in progress finishes) while requests drain, both before the database closes.
    Promise.all([jobs.stop(), drain.drain(env.shutdownDrainMs)]).then(() => app.close()).then(
      () => {
        clearTimeout(grace);
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: env.port, host: env.host });
  const shown = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  app.log.info(`Player site (${env.brand}) listening on http://${shown}:${env.port} — API docs at /api/docs`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
