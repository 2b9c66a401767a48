import { loadEnv } from './env';
import { OpsFindings, runOps, UsageError } from './ops-commands';

/** Operator CLI: `npm run ops -- maintenance on --from ... --to ...` (see OPS_USAGE). */
const env = loadEnv();
runOps(process.argv.slice(2), { dataDir: env.dataDir, databaseUrl: env.databaseUrl }).then(
  (output) => {
    console.log(output);
  },
  (error: unknown) => {
    // A check that ran and found something (ledger audit): its report on stdout, exit code 1.
    if (error instanceof OpsFindings) {
      console.log(error.message);
      process.exitCode = 1;
      return;
    }
    console.error(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
