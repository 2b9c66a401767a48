// Runs a command against a throwaway PostgreSQL cluster (DATABASE_URL set for it), then removes the cluster.
//   node --import tsx scripts/with-pg.mts npx vitest run --project server
// The cluster lives in a temporary folder on a free port (apps/server/src/test/pg.ts); as root it runs as the
// postgres (or nobody) user, since initdb refuses root.
import { spawnSync } from 'node:child_process';
import { startPgCluster } from '../apps/server/src/test/pg.ts';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node --import tsx scripts/with-pg.mts <command> [args...]');
  process.exit(2);
}
const cluster = await startPgCluster();
let status = 1;
try {
  console.log(`with-pg: PostgreSQL at ${cluster.url}`);
  status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } }).status ?? 1;
} finally {
  await cluster.stop();
}
process.exit(status);
