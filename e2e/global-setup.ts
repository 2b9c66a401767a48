import { execFileSync } from 'node:child_process';
import { REPO_ROOT, startServer, type RunningServer } from './server';

/** One server per brand for the whole run; specs that change server state start their own. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Every server of the run (these and the specs' own) starts on a copy of one migrated and seeded database (server.ts).
  process.env.E2E_SQLITE_TEMPLATE = execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/test/template-cli.ts'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  // The three start together: each spends most of its start loading its code and waiting to be up.
  const started = await Promise.allSettled(['jade', 'pearl', 'amber'].map((brand) => startServer(brand)));
  const servers: RunningServer[] = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  for (const s of servers) {
    process.env[`E2E_URL_${s.brand.toUpperCase()}`] = s.url;
    process.env[`E2E_DATA_${s.brand.toUpperCase()}`] = s.dataDir;
  }
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
