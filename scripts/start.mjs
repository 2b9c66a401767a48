// `npm start`: builds the web app, the cashier and the back office when missing or older than their sources,
// then serves the whole site (web, API, /maintain) on one port with SQLite.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

// The web app, the cashier frame it embeds (served at /cashier/) and the back office (/backoffice/).
const builtIndexes = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/cashier/dist/index.html', 'apps/backoffice/dist/index.html'];
const sources = ['apps/web', 'apps/cashier', 'apps/backoffice', 'packages/ui/src', 'packages/client/src', 'packages/contract/src'];
const stale =
  builtIndexes.some((f) => !existsSync(f)) ||
  sources.some((d) => newestMtime(d) > Math.min(...builtIndexes.map((f) => statSync(f).mtimeMs)));
if (stale) {
  console.log('Building the web app and the cashier…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
