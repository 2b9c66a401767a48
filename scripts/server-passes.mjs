// Which server test files each pass of `npm test` runs. The main pass (SQLite on Node 20) runs them all; the
// PostgreSQL pass and the Node 24 pass run only the files whose subject differs there, as each file declares
// near its top, for example:
//   // passes: sqlite postgres node24
// No line means the main pass only. apps/server/src/test/passes.test.ts keeps the declarations honest.
//   node scripts/server-passes.mjs postgres      the files of a pass, one a line, relative to the repository
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = join(ROOT, 'apps', 'server', 'src');

export const PASSES = ['sqlite', 'postgres', 'node24'];

/** The one form a declaration takes: the main pass always, then the others in this order. */
export const DECLARATION = /^\/\/ passes: sqlite(?: postgres)?(?: node24)?$/;

// Loose on purpose: a misspelt declaration (`//passes:sqlite`, an unknown pass) is found and refused by the
// test, not silently read as "no line", which would drop the file from a pass.
const LOOSE = /^[ \t]*\/\/[ \t]*pass(?:es)?[ \t]*:.*$/gim;

/** Every server test file (what `vitest --project server` collects), repo-relative, sorted. */
export function serverTestFiles() {
  return readdirSync(SERVER_SRC, { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => relative(ROOT, join(SERVER_SRC, f)).split(sep).join('/'))
    .sort();
}

export function sourceOf(file) {
  return readFileSync(resolve(ROOT, file), 'utf8');
}

/** The lines of a source that look like a declaration (well formed or not). */
export function declarationLines(source) {
  return source.match(LOOSE) ?? [];
}

/** The passes a file declares; the main pass alone when it has no line. */
export function declaredPasses(file) {
  const [line] = declarationLines(sourceOf(file));
  if (!line) return new Set(['sqlite']);
  return new Set(line.replace(/^.*?:/, '').trim().split(/\s+/).filter(Boolean));
}

/** The files a pass runs, repo-relative: every file for 'sqlite', the declared ones for the others. */
export function filesForPass(pass) {
  if (!PASSES.includes(pass)) throw new Error(`unknown pass ${pass} (known: ${PASSES.join(', ')})`);
  return serverTestFiles().filter((file) => declaredPasses(file).has(pass));
}

// What opens a database in a test: the harness's servers and child servers (main.ts) open one each, the test
// helpers make or copy one (apps/server/src/test/pg.ts, template.ts), db/connection opens one, or a driver is
// used directly.
const OPENS = [
  /\b(?:startTestServer|startChildServer|spawnServer|childFixture|createTestDatabase|startPgCluster|openDatabase|createDb|sqliteTemplate|copySqliteTemplate|pgTemplate)\s*\(/,
  /\bnew\s+(?:pg\.)?(?:Pool|Client)\s*\(/,
  /\bnew\s+(?:Database|BetterSqlite3|Kysely)\b/,
  /(?:from\s*|require\(\s*)['"](?:better-sqlite3|pg)['"]/,
];

/** Whether a test file's source opens a database (the heuristic the honesty test applies). */
export function opensDatabase(source) {
  return OPENS.some((re) => re.test(source));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pass = process.argv[2];
  if (!pass) {
    console.error(`usage: node scripts/server-passes.mjs <${PASSES.join('|')}>`);
    process.exit(2);
  }
  console.log(filesForPass(pass).join('\n'));
}
