// The cluster half of the bench (issue 12): two servers on one PostgreSQL behind nginx
// (scripts/cluster.mts), loaded exactly as the single SQLite server is, in the same run:
// catalogue p99 at 1,000/s and its throughput, transfer p99 and throughput with 50 players,
// then the ledger checked in PostgreSQL once the servers have stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { api, fixedRate, maxRate, transferLoad } from './api.mjs';
import { measureQuietly, runTs, waitForQuietMachine } from './util.mjs';

const { startCluster } = await tsImport('../cluster.mts', import.meta.url);

/** What every bench server gets (scripts/bench/server.mjs says why). */
export const BENCH_SERVER_ENV = { NODE_ENV: 'production', DEMO_DATA: '1', RATE_LIMIT_MAX: '100000000', SENSITIVE_RATE_LIMIT_MAX: '100000' };

/**
 * Starts the cluster, seeds the bench players into its database, measures, stops the servers,
 * verifies the ledger and stops everything. Answers the figures and the ledger's verdict.
 */
export async function measureCluster({ players, startMinor, seconds, catalogue }) {
  await waitForQuietMachine('starting the cluster');
  const cluster = await startCluster({ servers: 2, env: BENCH_SERVER_ENV });
  const scratch = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const dbEnv = { DATABASE_URL: cluster.databaseUrl };
  try {
    console.log(`\nbench: cluster on ${cluster.url} (nginx -> ${cluster.servers.map((s) => s.url).join(', ')}, PostgreSQL)`);
    const seeded = await runTs('scripts/bench/players.ts', ['seed', scratch, String(players), String(startMinor)], dbEnv);
    if (seeded.code !== 0) throw new Error(`seeding the cluster's players failed:\n${seeded.stderr}`);
    const usernames = JSON.parse(seeded.stdout.trim().split('\n').pop());
    const figures = { catalogue: {}, throughput: {} };
    for (const path of catalogue) {
      figures.catalogue[path] = await measureQuietly(`cluster GET ${path}`, () => fixedRate(cluster.url, path, seconds));
      figures.throughput[path] = await measureQuietly(`cluster GET ${path} throughput`, () => maxRate(cluster.url, path, seconds));
    }
    const tokens = [];
    for (const username of usernames) tokens.push((await api(cluster.url, 'POST', '/v1/user/login', { body: { username, pwd: 'demo1234' } })).token);
    figures.transfer = await measureQuietly('cluster transfers', () => transferLoad(cluster.url, tokens, seconds));
    // Stop the servers first, so the check reads a ledger nothing writes to any more.
    for (const server of cluster.servers) await server.kill('SIGTERM');
    const verified = await runTs('scripts/bench/players.ts', ['verify', scratch, String(startMinor)], dbEnv);
    figures.ledger = verified.code === 0 ? JSON.parse(verified.stdout.trim().split('\n').pop()) : { problems: [verified.stderr.trim()], wallets: 0, entries: 0 };
    return figures;
  } finally {
    await cluster.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
