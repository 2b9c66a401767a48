// Only the money part of `npm run bench` (issue 22): transfers and deposit orders with 50 players
// on one server on SQLite, then the ledger checked, as scripts/bench.mjs measures them; no build,
// no pages, no cluster. For working on the money calls:
//
//   node scripts/bench/money.mjs [--runs N] [--seconds S] [--cpu-prof DIR] [--only transfer|deposit] [--cluster]
//                                [--pages-first PATH,PATH] [--node-args "--flag --flag"]
//
// --cluster: the same loads on two servers on PostgreSQL behind nginx (scripts/cluster.mts) instead,
// the ledger checked in PostgreSQL once the servers stopped;
// --runs: each load measured N times (default 2: the figures are noisy on 2 shared cores);
// --cpu-prof: the server runs with node --cpu-prof, its profile written to DIR when it stops;
// --pages-first: before the money loads, the same server answers these pages (asked with br) as fast as it can for
// 8 s each, as the whole bench's page loads do first (a server that did so was seen to do fewer money calls a second).
// --node-args: options of the server's node (one server on SQLite), e.g. a GC setting being tried.
// It waits for a quiet machine before each measurement, as the bench does; --no-wait measures at
// once and prints the load average beside each figure instead (others' work then falsifies it).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import autocannon from 'autocannon';
import { api, depositLoad, ownedByPlayer, transferLoad } from './api.mjs';
import { startServer } from './server.mjs';
import { BENCH_SERVER_ENV } from './cluster.mjs';
import { measureQuietly, runTs, waitForQuietMachine } from './util.mjs';

/** CPU seconds a process has used so far (Linux /proc; clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

const { values } = parseArgs({
  options: { 'pages-first': { type: 'string' }, runs: { type: 'string', default: '2' }, seconds: { type: 'string', default: '10' }, 'cpu-prof': { type: 'string' }, only: { type: 'string' }, 'no-wait': { type: 'boolean', default: false }, cluster: { type: 'boolean', default: false }, 'node-args': { type: 'string' } },
});
const PLAYERS = 50;
const START_MINOR = 10_000_00;
const LOADS = { transfer: transferLoad, deposit: depositLoad };

const noWait = values['no-wait'];
if (!noWait) await waitForQuietMachine('seeding the bench database');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-money-'));
let cluster;
if (values.cluster) {
  const { startCluster } = await tsImport('../cluster.mts', import.meta.url);
  cluster = await startCluster({ servers: 2, env: BENCH_SERVER_ENV });
}
const dbEnv = cluster ? { DATABASE_URL: cluster.databaseUrl } : {};
const seeded = await runTs('scripts/bench/players.ts', ['seed', dataDir, String(PLAYERS), String(START_MINOR)], dbEnv);
if (seeded.code !== 0) throw new Error(`seeding players failed:\n${seeded.stderr}`);
const usernames = JSON.parse(seeded.stdout.trim().split('\n').pop());
const prof = values['cpu-prof'];
const server = cluster
  ? { url: cluster.url, pids: () => cluster.servers.map((s) => s.pid), stop: async () => { for (const s of cluster.servers) await s.kill('SIGTERM'); } }
  : await startServer(dataDir, { nodeArgs: [...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []), ...(values['node-args']?.split(/\s+/).filter(Boolean) ?? [])] }).then((s) => ({ ...s, pids: () => [s.pid] }));
// The servers' own CPU per call: less at the mercy of other work on the machine than the p99 is.
const serversCpu = () => server.pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
let wrong = 0;
try {
  const tokens = [];
  for (const username of usernames) tokens.push((await api(server.url, 'POST', '/v1/user/login', { body: { username, pwd: 'demo1234' } })).token);
  for (const path of values['pages-first']?.split(',') ?? []) {
    const done = await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 8, headers: { 'accept-encoding': 'br' } });
    console.log(`pages first: ${path} ${Math.round(done.requests.average)}/s for 8 s (non-2xx ${done.non2xx})`);
  }
  for (const [name, load] of Object.entries(LOADS)) {
    if (values.only && values.only !== name) continue;
    for (let run = 1; run <= Number(values.runs); run++) {
      let cpu = 0;
      const measure = async () => {
        const before = serversCpu();
        const result = await load(server.url, tokens, Number(values.seconds));
        cpu = serversCpu() - before;
        return result;
      };
      const r = noWait ? await measure() : await measureQuietly(`the ${name} load`, measure);
      const load1 = noWait ? `, load average ${loadavg()[0].toFixed(1)}` : '';
      console.log(`${name} #${run}${load1}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${Math.round(r.rps)}/s (${r.requests} requests, non-2xx ${r.non2xx}, errors ${r.errors}, uncorrected p99 ${r.rawP99.toFixed(1)} ms); server CPU ${((cpu * 1000) / r.requests).toFixed(2)} ms a call\n  ${r.spread}`);
    }
  }
  const owned = await Promise.all(tokens.map((t) => ownedByPlayer(server.url, t)));
  wrong = owned.filter((o) => o.total !== START_MINOR || o.negative > 0).length;
} finally {
  await server.stop();
}
const verified = await runTs('scripts/bench/players.ts', ['verify', dataDir, String(START_MINOR)], dbEnv);
await cluster?.stop();
const ledger = verified.code === 0 ? JSON.parse(verified.stdout.trim().split('\n').pop()) : { problems: [verified.stderr.trim()] };
const exact = wrong === 0 && ledger.problems.length === 0;
console.log(`ledger: ${exact ? 'exact' : 'NOT exact'} (${ledger.entries} entries; players off by the balance call: ${wrong}) ${ledger.problems.slice(0, 5).join('; ')}`);
if (exact) rmSync(dataDir, { recursive: true, force: true });
else console.log(`database kept: ${dataDir}`);
process.exit(exact ? 0 : 1);
