// Runs every check `npm test` promises and ends with one line
// `N passed, N failed` summing the test runners (Vitest + Playwright).
// Non-test steps (typecheck, lint, build, bundle size) count as one check each.
// Steps that would leave a core waiting run side by side (docs/testing.md, "The full run"); each part's minutes are
// printed at the end, with every test that passed only on a retry.
import { spawn } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { prepareNode24 } from './node24.mjs';
import { filesForPass } from './server-passes.mjs';

// Stale reports must not count: a runner that wrote none counts as failed.
rmSync('node_modules/.reports', { recursive: true, force: true });
mkdirSync('node_modules/.reports', { recursive: true });
let passed = 0;
let failed = 0;
// Names of what failed, repeated just above the summary so a log's tail says what broke.
const failures = [];
// Tests that passed only on CI's retry: they count as passed, and are named as flaky.
const flaky = [];
// [part, minutes], in the order the parts ended.
const minutes = [];
const started = Date.now();

/**
 * Runs one command. Alone (`live`) its output streams as it comes; beside another step it is kept and printed whole
 * when the step ends, so two steps' lines never interleave. Resolves true on exit code 0.
 */
function run(label, cmd, args, { env = {}, live = true } = {}) {
  const t0 = Date.now();
  if (live) console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const finish = (ok) => {
      const took = (Date.now() - t0) / 60_000;
      minutes.push([label, took]);
      if (!live) console.log(`\n=== ${label}: ${cmd} ${args.join(' ')} (ran beside other steps)\n${output}`);
      console.log(`--- ${label}: ${ok ? 'ok' : 'FAILED'} in ${took.toFixed(1)} min`);
      done(ok);
    };
    child.on('error', (e) => {
      output += String(e);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

function count(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
    console.log(`!!! ${label} failed`);
  }
}

async function step(label, cmd, args, options) {
  count(label, await run(label, cmd, args, options));
}

function countVitest(file, label = 'vitest') {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    for (const suite of j.testResults ?? []) {
      const bad = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of bad) failures.push(`${label}: ${relative(process.cwd(), suite.name)} > ${a.fullName}`);
      if (suite.status === 'failed' && bad.length === 0) failures.push(`${label}: ${relative(process.cwd(), suite.name)} (${String(suite.message ?? '').split('\n')[0]})`);
    }
    return { p: j.numPassedTests ?? 0, f: (j.numFailedTests ?? 0) + (j.numTotalTestSuites && j.success === false && !j.numFailedTests ? 1 : 0) };
  } catch {
    failures.push(`${label}: no report written`);
    return { p: 0, f: 1 };
  }
}

function countPlaywright(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    const s = j.stats ?? {};
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const name = `playwright: ${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}`;
          if (t.status === 'unexpected') failures.push(name);
          if (t.status === 'flaky') flaky.push(name);
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of j.suites ?? []) walk(suite, []);
    for (const e of j.errors ?? []) failures.push(`playwright: ${String(e.message ?? '').split('\n')[0]}`);
    return { p: (s.expected ?? 0) + (s.flaky ?? 0), f: (s.unexpected ?? 0) + (j.errors?.length ?? 0) };
  } catch {
    failures.push('playwright: no report written');
    return { p: 0, f: 1 };
  }
}

function readRetried(file, label) {
  try {
    flaky.push(...JSON.parse(readFileSync(file, 'utf8')).map((name) => `${label}: ${name}`));
  } catch {
    /* no retries allowed, or none written */
  }
}

const report = (name) => resolve(`node_modules/.reports/${name}`);
const vitestArgs = (json) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, '--reporter=./scripts/vitest-retried.ts'];

// 1. Static checks: the typecheck and lint are one core's work each; the dependency rules follow.
await Promise.all([
  step('typecheck', 'npx', ['tsc', '-b', 'tsconfig.json'], { live: false }),
  step('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], { live: false }),
]);
// Import circles and layers over the whole graph (.dependency-cruiser.cjs); one check, like lint.
await step('dependency rules', 'npm', ['run', '--silent', 'deps']);

// 2. Every Vitest project on Node 20 and SQLite: the one full pass of the server suite.
const vitestJson = report('vitest.json');
await run('vitest', 'npx', ['vitest', ...vitestArgs(vitestJson)]);
readRetried(report('vitest-retried.json'), 'vitest');
const v = countVitest(vitestJson);
passed += v.p;
failed += v.f;

// 3. The build (then the browser, step 4), beside the server files that depend on the dialect (PostgreSQL, on a throwaway cluster: DESIGN 4,
// same migrations, same tests) and those that depend on the runtime (Node 24, the supported LTS; Node 20 stays the
// default): each file says which passes it needs (scripts/server-passes.mjs; apps/server/src/test/passes.test.ts
// keeps that true). The server files wait on their databases and sockets much of the time, so the three together
// keep both cores busy where one after another left them waiting.
async function postgresPass() {
  const json = report('vitest-pg.json');
  const files = filesForPass('postgres');
  await run(`server suite on PostgreSQL (${files.length} files)`, 'node', ['--import', 'tsx', 'scripts/with-pg.mts', 'npx', 'vitest', ...vitestArgs(json), '--project', 'server', ...files], {
    env: { VITEST_RETRIED_FILE: report('vitest-pg-retried.json') },
    live: false,
  });
  readRetried(report('vitest-pg-retried.json'), 'vitest on PostgreSQL');
  const counts = countVitest(json, 'vitest on PostgreSQL');
  passed += counts.p;
  failed += counts.f;
}

async function node24Pass() {
  let node24;
  try {
    node24 = prepareNode24();
    console.log(`\nnode24: Node ${node24.version} ready in ${node24.seconds.toFixed(1)} s`);
  } catch (e) {
    console.log(`!!! Node 24 could not be made ready: ${e instanceof Error ? e.message : String(e)}`);
    failed += 1;
    failures.push('vitest on Node 24: Node 24 not ready (above)');
    return;
  }
  const json = report('vitest-node24.json');
  const files = filesForPass('node24');
  await run(`server suite on Node ${node24.version} (${files.length} files)`, node24.node, ['node_modules/vitest/vitest.mjs', ...vitestArgs(json), '--project', 'server', ...files], {
    env: { ...node24.env, DATABASE_URL: '', VITEST_RETRIED_FILE: report('vitest-node24-retried.json') },
    live: false,
  });
  readRetried(report('vitest-node24-retried.json'), 'vitest on Node 24');
  const counts = countVitest(json, 'vitest on Node 24');
  passed += counts.p;
  failed += counts.f;
}

// 4. The browser: the page matrix and the journeys against the built site, started as soon as the build is done while
// the database and runtime passes go on beside it (they wait on PostgreSQL and sockets most of the time, and the
// journeys' first minutes are servers starting: CI14 measured the overlap in docs/testing.md).
async function browserPass() {
  const built = await run('build', 'npm', ['run', 'build'], { live: false });
  count('build', built);
  if (!built) {
    failed += 1;
    failures.push('build (so playwright did not run)');
    console.log('!!! playwright not run: the build failed');
    return;
  }
  const pwJson = report('playwright.json');
  await run('playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson } });
  const p = countPlaywright(pwJson);
  passed += p.p;
  failed += p.f;
}

await Promise.all([browserPass(), postgresPass(), node24Pass()]);

console.log(`\nMinutes per part (${((Date.now() - started) / 60_000).toFixed(1)} in all; parts side by side overlap):`);
for (const [label, took] of minutes) console.log(`  ${took.toFixed(1).padStart(5)}  ${label}`);
if (flaky.length > 0) console.log(`\nPassed only on a retry (flaky, to fix):\n${flaky.map((f) => `  - ${f}`).join('\n')}`);
else console.log('\nPassed only on a retry: none');
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
