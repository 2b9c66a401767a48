// The quick tier (docs/testing.md): what a change touches, in minutes. The changed files are the work tree's against
// HEAD (staged, unstaged and new), or, with a clean tree, the last commit's; `--base <ref>` compares with a ref.
//   npm run test:quick                  typecheck, lint of the changed files, the Vitest tests related to them,
//                                       and the Playwright matrix rows and journeys of the pages they belong to
//   npm run test:quick -- --no-browser  without the build and Playwright
// Ends with the same `N passed, N failed` line as npm test. It is no substitute for npm test before a merge.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const argv = process.argv.slice(2);
const baseAt = argv.indexOf('--base');
const base = baseAt >= 0 ? argv[baseAt + 1] : undefined;
const browser = !argv.includes('--no-browser');

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

function changedFiles() {
  if (base) return git('diff', '--name-only', `${base}...HEAD`).concat(git('diff', '--name-only', 'HEAD'), git('ls-files', '--others', '--exclude-standard'));
  const dirty = git('diff', '--name-only', 'HEAD').concat(git('ls-files', '--others', '--exclude-standard'));
  return dirty.length > 0 ? dirty : git('diff', '--name-only', 'HEAD~1', 'HEAD');
}

const changed = [...new Set(changedFiles())].filter((file) => existsSync(file));
console.log(`test:quick: ${changed.length} changed file(s)\n${changed.map((f) => `  ${f}`).join('\n')}`);

let passed = 0;
let failed = 0;
const minutes = [];
function step(label, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const ok = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
  minutes.push([label, (Date.now() - t0) / 60_000]);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

const code = changed.filter((f) => /\.(m?[jt]sx?|cjs)$/.test(f));
step('typecheck', 'npx', ['tsc', '-b', 'tsconfig.json']);
if (code.length > 0) step('lint (changed files)', 'npx', ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...code]);
const sources = code.filter((f) => /^(apps|packages|scripts\/bench)\//.test(f));
if (sources.length > 0) step('vitest (related tests)', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...sources]);

/** The absolute page paths a web feature declares (its pages.ts). */
function featurePaths(feature) {
  const file = join('apps/web/src/features', feature, 'pages.ts');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/path: '(\/[^':*]*)/g)].map((m) => m[1].replace(/\/$/, '') || '/');
}

const SPECS = 'e2e/tests';
const specSources = Object.fromEntries(readdirSync(SPECS).map((name) => [name, readFileSync(join(SPECS, name), 'utf8')]));
const paths = new Set();
const specs = new Set();
for (const file of changed) {
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
  if (feature) for (const path of featurePaths(feature)) paths.add(path);
  else if (/^(apps\/web\/src\/(app|shared)|packages\/(ui|client))\//.test(file)) {
    // The shell and what every page shares: home and one player's page stand for all of them, with the shell's journey.
    paths.add('/');
    paths.add('/mine/vip');
    specs.add('shell.spec.ts');
  } else if (file.startsWith('apps/cashier/')) paths.add('/finance');
  if (file.startsWith('e2e/tests/')) specs.add(file.slice(SPECS.length + 1));
}
// A journey that visits one of the pages (by its address) is the page's too.
for (const [name, source] of Object.entries(specSources)) {
  if (name.startsWith('matrix') || !name.endsWith('.spec.ts')) continue;
  if ([...paths].some((path) => path !== '/' && new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(source))) specs.add(name);
}

if (browser && (paths.size > 0 || specs.size > 0)) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Matrix rows are titled `matrix: <address> as <who>` or `matrix: <view> on <address> as <who>`.
  const rows = [...paths].map((path) => (path === '/' ? '(matrix: | on )/ as ' : `(matrix: | on )${escape(path)}[/? ]`));
  if (step('build', 'npm', ['run', 'build'])) {
    const files = [...(rows.length > 0 ? ['matrix.spec.ts', 'matrix-faults.spec.ts'] : []), ...specs];
    const grep = rows.length > 0 ? [`--grep`, `${rows.join('|')}|matrix: (the checks|axe names|every view)${specs.size > 0 ? '|^(?!.*matrix)' : ''}`] : [];
    console.log(`test:quick: pages ${[...paths].join(', ') || '-'}; journeys ${[...specs].join(', ') || '-'}`);
    step('playwright (the pages touched)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list', ...files.map((f) => `${SPECS}/${f}`), ...grep]);
  }
}

console.log(`\nMinutes per part:`);
for (const [label, took] of minutes) console.log(`  ${took.toFixed(1).padStart(5)}  ${label}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
