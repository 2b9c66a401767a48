// `npm start`: builds the web app when it is missing or older than its sources,
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

const builtIndex = 'apps/web/dist/index.html';
const sources = ['apps/web', 'packages/ui/src', 'packages/contract/src'];
const stale = !existsSync(builtIndex) || sources.some((d) => newestMtime(d) > statSync(builtIndex).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
