// Runs every check `npm test` promises and ends with one line
// `N passed, N failed` summing the test runners (Vitest + Playwright).
// Non-test steps (typecheck, lint, build, bundle size) count as one check each.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { prepareNode24 } from './node24.mjs';

// Stale reports must not count: a runner that wrote none counts as failed.
rmSync('node_modules/.reports', { recursive: true, force: true });
mkdirSync('node_modules/.reports', { recursive: true });
let passed = 0;
let failed = 0;
// Names of what failed, repeated just above the summary so a log's tail says what broke.
const failures = [];
// Tests that passed only on CI's retry: they count as passed, and are named as flaky.
const flaky = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(label, cmd, args) {
  if (run(label, cmd, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
    console.log(`!!! ${label} failed`);
  }
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

step('typecheck', 'npx', ['tsc', '-b', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
// Import circles and layers over the whole graph (.dependency-cruiser.cjs); one check, like lint.
step('dependency rules', 'npm', ['run', '--silent', 'deps']);

const vitestJson = resolve('node_modules/.reports/vitest.json');
const retriedJson = resolve('node_modules/.reports/vitest-retried.json');
run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`, '--reporter=./scripts/vitest-retried.ts']);
try {
  flaky.push(...JSON.parse(readFileSync(retriedJson, 'utf8')).map((name) => `vitest: ${name}`));
} catch {
  /* no retries allowed, or none written */
}
const v = countVitest(vitestJson);
passed += v.p;
failed += v.f;

// The server suite again on PostgreSQL (DESIGN 4: same migrations, same tests), on a throwaway cluster.
const pgJson = resolve('node_modules/.reports/vitest-pg.json');
run('server suite on PostgreSQL', 'node', [
  '--import',
  'tsx',
  'scripts/with-pg.mts',
  'npx',
  'vitest',
  'run',
  '--project',
  'server',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${pgJson}`,
]);
const pgCounts = countVitest(pgJson, 'vitest on PostgreSQL');
passed += pgCounts.p;
failed += pgCounts.f;

// The server suite once more on Node 24, the supported LTS (Node 20 stays the default runtime): Node 24 and a
// better-sqlite3 built for it are fetched and compiled on first use, then cached (scripts/node24.mjs). On SQLite.
const node24Json = resolve('node_modules/.reports/vitest-node24.json');
const node24Retried = resolve('node_modules/.reports/vitest-node24-retried.json');
let node24;
try {
  node24 = prepareNode24();
  console.log(`\nnode24: Node ${node24.version} ready in ${node24.seconds.toFixed(1)} s`);
} catch (e) {
  console.log(`!!! Node 24 could not be made ready: ${e instanceof Error ? e.message : String(e)}`);
}
if (node24) {
  run(
    `server suite on Node ${node24.version}`,
    node24.node,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${node24Json}`, '--reporter=./scripts/vitest-retried.ts'],
    { ...node24.env, DATABASE_URL: '', VITEST_RETRIED_FILE: node24Retried },
  );
  try {
    flaky.push(...JSON.parse(readFileSync(node24Retried, 'utf8')).map((name) => `vitest on Node 24: ${name}`));
  } catch {
    /* no retries allowed, or none written */
  }
  const n24Counts = countVitest(node24Json, 'vitest on Node 24');
  passed += n24Counts.p;
  failed += n24Counts.f;
} else {
  failed += 1;
  failures.push('vitest on Node 24: Node 24 not ready (above)');
}

const built = run('build', 'npm', ['run', 'build']);
if (built) passed += 1;
else {
  failed += 1;
  failures.push('build');
}

if (built) {
  const pwJson = resolve('node_modules/.reports/playwright.json');
  run('playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  const p = countPlaywright(pwJson);
  passed += p.p;
  failed += p.f;
} else {
  failed += 1;
  failures.push('build (so playwright did not run)');
  console.log('!!! playwright not run: the build failed');
}

if (flaky.length > 0) console.log(`\nPassed only on a retry (flaky, to fix):\n${flaky.map((f) => `  - ${f}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
