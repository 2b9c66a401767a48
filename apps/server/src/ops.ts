import { loadEnv } from './env';
import { runOps, UsageError } from './ops-commands';

/** Operator CLI: `npm run ops -- maintenance on --from ... --to ...` (see OPS_USAGE). */
const env = loadEnv();
runOps(process.argv.slice(2), { dataDir: env.dataDir, databaseUrl: env.databaseUrl }).then(
  (output) => {
    console.log(output);
  },
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
