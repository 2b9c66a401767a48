// API load (DESIGN 8) with autocannon, no pipelining:
// - catalogue reads at a fixed 1,000 requests/s (autocannon -R 1000, its default 10 connections);
// - balance and transfer with 50 players at once, one connection each, back to back.
// Every /api request carries the sign headers the SPA sends (packages/contract/src/rules/sign.ts).
// The timestamp is accepted for 5 minutes and never as a one-time value, so one set of headers,
// made just before each run of ~10 s, is what a browser would send too.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { percentile } from './util.mjs';

const { requestSign } = await tsImport('@site/contract/rules/sign', import.meta.url);
const { BRAND_SIGN_SECRETS } = await tsImport('@site/contract/brands', import.meta.url);

const BRAND = 'jade';
const DEVICE_ID = 'bench00000000000000000000000dev';
const OS_TYPE = 'pc';

export function signedHeaders(baseUrl, extra = {}) {
  const timestamp = String(Date.now());
  return {
    'content-type': 'application/json',
    'device-id': DEVICE_ID,
    'os-type': OS_TYPE,
    timestamp,
    'platform-code': BRAND,
    origin_url: baseUrl,
    sign: requestSign(BRAND_SIGN_SECRETS[BRAND], DEVICE_ID, OS_TYPE, timestamp),
    ...extra,
  };
}

/** One signed call, as e2e/api.ts makes it; throws unless the envelope says 000000. */
export async function api(baseUrl, method, path, { body, token } = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: signedHeaders(baseUrl, token ? { token } : {}),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200 || json.code !== '000000') throw new Error(`${method} ${path}: ${res.status} ${json.code}`);
  return json.data;
}

/** Runs autocannon and also keeps every raw response time (ms) for an uncorrected p99. */
function cannon(options) {
  return new Promise((resolve, reject) => {
    const samples = [];
    const instance = autocannon({ pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve({ result, samples })));
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
}

function summary({ result, samples }) {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rawP99: percentile(samples, 99),
    /** The whole distribution (ms), for telling a slow tail from a slow middle (scripts/bench/money.mjs). */
    spread: ['p10', 'p25', 'p50', 'p75', 'p90', 'p97_5', 'p99', 'max'].map((k) => `${k.replace('_', '.')} ${result.latency[k]}`).join(', '),
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A catalogue read at a fixed 1,000 requests/s for `seconds` (after a short warm-up). */
export async function fixedRate(baseUrl, path, seconds = 10) {
  await api(baseUrl, 'GET', path); // answers 000000 before it is measured
  const options = { url: `${baseUrl}/api${path}`, overallRate: 1000, connections: 10 };
  await cannon({ ...options, duration: 2, headers: signedHeaders(baseUrl) });
  return summary(await cannon({ ...options, duration: seconds, headers: signedHeaders(baseUrl) }));
}

/** As many catalogue reads as the server answers on 50 connections for `seconds`: its throughput. */
export async function maxRate(baseUrl, path, seconds = 10) {
  const options = { url: `${baseUrl}/api${path}`, connections: 50 };
  await cannon({ ...options, duration: 2, headers: signedHeaders(baseUrl) });
  return summary(await cannon({ ...options, duration: seconds, headers: signedHeaders(baseUrl) }));
}

/** As fast as answered on 50 connections, any URL with the given headers (ours or the bare server beside it). */
export async function maxRateOf(url, headers, seconds = 10) {
  const options = { url, connections: 50, headers };
  await cannon({ ...options, duration: 2 });
  return summary(await cannon({ ...options, duration: seconds }));
}

/** A fixed rate (`rate` requests/s over 20 connections), any URL with the given headers. */
export async function fixedRateOf(url, headers, rate, seconds = 10) {
  const options = { url, connections: 20, overallRate: rate, headers };
  await cannon({ ...options, duration: 2 });
  return summary(await cannon({ ...options, duration: seconds }));
}

/**
 * Each of the players on a connection of its own, as fast as the server answers.
 * `requests` are autocannon request objects; every request gets a fresh Idempotency-Key.
 */
async function asPlayers(baseUrl, tokens, path, requests, seconds) {
  let next = 0;
  const options = {
    url: `${baseUrl}/api${path}`,
    connections: tokens.length,
    duration: seconds,
    headers: signedHeaders(baseUrl),
    setupClient: (client) => client.setHeaders(signedHeaders(baseUrl, { token: tokens[next++ % tokens.length] })),
    requests: requests.map((r) =>
      r.method === 'GET' ? r : { ...r, setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }) },
    ),
  };
  return cannon(options);
}

export async function balanceLoad(baseUrl, tokens, seconds = 10) {
  const path = '/v1/wallet/front/user/balance';
  await asPlayers(baseUrl, tokens, path, [{ method: 'GET', path: `/api${path}` }], 2);
  return summary(await asPlayers(baseUrl, tokens, path, [{ method: 'GET', path: `/api${path}` }], seconds));
}

/** Main <-> KT (ratio 1) and main <-> DB (ratio 0.2: 50 main = 10 points), in turn, so nobody runs dry. */
const TRANSFERS = [
  { from: 'main', to: 'KT', amount: '100' },
  { from: 'KT', to: 'main', amount: '100' },
  { from: 'main', to: 'DB', amount: '50' },
  { from: 'DB', to: 'main', amount: '10' },
];

export async function transferLoad(baseUrl, tokens, seconds = 10) {
  const path = '/v1/wallet/transfer';
  const requests = TRANSFERS.map((t) => ({ method: 'POST', path: `/api${path}`, body: JSON.stringify({ ...t, currency: 'NTD' }) }));
  await asPlayers(baseUrl, tokens, path, requests, 2);
  return summary(await asPlayers(baseUrl, tokens, path, requests, seconds));
}

const toMinor = (amount) => Math.round(Number(amount) * 100);

/** What a player owns in main NTD minor units, as the balance call shows it: main plus every game wallet / ratio. */
export async function ownedByPlayer(baseUrl, token) {
  const data = await api(baseUrl, 'GET', '/v1/wallet/front/user/balance?currency=NTD', { token });
  const main = data.currencies.find((c) => c.currency === 'NTD');
  const negative = [main, ...data.gameWallets].filter((w) => w && toMinor(w.balance) < 0).length;
  const games = data.gameWallets.filter((w) => w.currency === 'NTD').reduce((sum, w) => sum + Math.round(toMinor(w.balance) / w.ratio), 0);
  return { total: toMinor(main?.balance ?? '0') + games, negative };
}

/**
 * Deposit orders (POST /v1/fund/recharge/order, USDT on TRC-20 into NTD) with every player at once:
 * the cashier's money call that writes an order in one transaction behind an Idempotency-Key.
 * Orders stay pending (nothing is credited), so the ledger is untouched.
 */
export async function depositLoad(baseUrl, tokens, seconds = 10) {
  const path = '/v1/fund/recharge/order';
  const body = JSON.stringify({ channelCode: 'USDT_TRC20', method: 'usdt', currency: 'NTD', amount: '300' });
  const requests = [{ method: 'POST', path: `/api${path}`, body }];
  await asPlayers(baseUrl, tokens, path, requests, 2);
  return summary(await asPlayers(baseUrl, tokens, path, requests, seconds));
}
