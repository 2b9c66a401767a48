// Quick Lighthouse look while working on page speed (not part of npm test or bench):
//   node scripts/bench/quick-lighthouse.mjs [runs] [path ...]
// Builds nothing: serves the current apps/web/dist from a fresh server, like the bench.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measurePages } from './lighthouse.mjs';
import { startServer } from './server.mjs';

const runs = Number(process.argv[2] ?? 3);
const pages = process.argv.slice(3).length ? process.argv.slice(3) : ['/'];
const server = await startServer(mkdtempSync(join(tmpdir(), 'quick-lh-')));
try {
  const reportDir = mkdtempSync(join(tmpdir(), 'quick-lh-reports-'));
  const out = await measurePages(server.url, pages, { runs, reportDir });
  for (const [page, r] of Object.entries(out)) console.log(page, JSON.stringify(r.median), r.story.phases, reportDir);
} finally {
  await server.stop();
}
