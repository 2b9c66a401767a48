import { buildApp } from './app';
import { loadEnv } from './env';
import { scheduleHousekeeping } from './services/housekeeping';

/** `node --import tsx apps/server/src/main.ts` (from any folder): the whole site on one port. */
async function main(): Promise<void> {
  const env = loadEnv();
  const app = await buildApp({ env });
  // Spent idempotency keys, old outbox rows, expired captchas, tickets and sessions go hourly.
  const stopHousekeeping = scheduleHousekeeping(app.site.db, (error) => app.log.error({ err: error }, 'housekeeping failed'));
  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: env.port, host: env.host });
  const shown = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  app.log.info(`Player site (${env.brand}) listening on http://${shown}:${env.port} — API docs at /api/docs`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
