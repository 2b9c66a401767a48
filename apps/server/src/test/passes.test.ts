import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// passes: sqlite

/** scripts/server-passes.mjs, which `npm test` asks which server files its PostgreSQL and Node 24 passes run. */
interface ServerPasses {
  PASSES: string[];
  DECLARATION: RegExp;
  serverTestFiles: () => string[];
  sourceOf: (file: string) => string;
  declarationLines: (source: string) => string[];
  declaredPasses: (file: string) => Set<string>;
  filesForPass: (pass: string) => string[];
  opensDatabase: (source: string) => boolean;
}
// Plain JavaScript outside this TypeScript project: imported by path and typed above.
const passes = (await import(fileURLToPath(new URL('../../../../scripts/server-passes.mjs', import.meta.url)))) as ServerPasses;

const files = passes.serverTestFiles().map((file) => ({ file, source: passes.sourceOf(file), declared: passes.declaredPasses(file) }));

/** The modules a source imports, as written (`../services/wallet/group-commit`, `better-sqlite3`). */
function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

/** The titles of a file's describe/it/test calls. */
function titlesOf(source: string): string[] {
  return [...source.matchAll(/^\s*(?:describe|it|test)(?:\.\w+)*\(\s*['"`]([^'"`]*)/gm)].map((m) => m[1] ?? '');
}

interface Rule {
  pass: 'postgres' | 'node24';
  /** What the file is about that differs in that pass (said in the failure). */
  subject: string;
  applies: (file: string, source: string) => boolean;
}

// A file whose subject differs in a pass must run in it. Each rule looks at what a file cannot hide: its name,
// its imports, the titles of its tests. The rules are a floor: a file may declare a pass no rule asks for.
const RULES: Rule[] = [
  {
    pass: 'node24',
    subject: 'better-sqlite3, the native module (the driver itself, db/prepared, the checkpointer worker, the reader connection)',
    applies: (file, source) =>
      /\/(native-sqlite|prepared|checkpointer|sqlite-readers)\.test\.ts$/.test(file) || importsOf(source).some((m) => /^better-sqlite3$|\/db\/prepared$/.test(m)),
  },
  {
    pass: 'node24',
    subject: 'AsyncLocalStorage scopes (runInHub, runWithLedgerListener): Node 24 builds them on async context frames, not promise hooks',
    applies: (_file, source) => /\b(runInHub|runWithLedgerListener)\s*\(/.test(source),
  },
  {
    pass: 'node24',
    subject: 'a server process stopping on SIGTERM (signals, the HTTP server closing its connections)',
    applies: (_file, source) => /\.kill\(\s*'SIGTERM'\s*\)/.test(source) && /\b(spawnServer|childFixture)\b/.test(source),
  },
  {
    pass: 'postgres',
    subject: "a database of its own made on the suite's DATABASE_URL (createTestDatabase without a URL)",
    applies: (_file, source) => /\bcreateTestDatabase\(\)/.test(source),
  },
  {
    pass: 'postgres',
    subject: 'races, money or the ledger by name',
    applies: (file) => /(race|concurren|ledger|money)[^/]*\.test\.ts$/.test(file),
  },
  {
    pass: 'postgres',
    subject: 'requests run concurrently (row locks and upserts decide them on PostgreSQL, the single writer on SQLite)',
    applies: (_file, source) => titlesOf(source).some((t) => /\bconcurren|\bin parallel\b|\btwice at once\b/i.test(t)),
  },
  {
    pass: 'postgres',
    subject:
      'a module written per dialect (group commit, the PostgreSQL event transport, protection locks, terms locks, wagering periods) or the migrations',
    applies: (_file, source) =>
      importsOf(source).some((m) =>
        /\/wallet\/group-commit$|\/events\/pg-transport$|\/protection\/(limits|breaks|play-limits)$|\/services\/terms\/|\/fund\/wagering$|\/migrations\/\d{3}_|(^|\/)migrate$/.test(m),
      ),
  },
];

describe('the passes each server test file declares (`// passes: …`, scripts/server-passes.mjs)', () => {
  it('every file that opens a database says which passes it needs', () => {
    const silent = files.filter((f) => passes.opensDatabase(f.source) && passes.declarationLines(f.source).length === 0).map((f) => f.file);
    expect(silent, 'add `// passes: sqlite` (and postgres / node24 as the subject asks) after the imports').toEqual([]);
  });

  it('a declaration is one line of the known form (sqlite first, then postgres, then node24), above the first test', () => {
    const bad: string[] = [];
    for (const { file, source } of files) {
      const lines = passes.declarationLines(source);
      if (lines.length === 0) continue;
      if (lines.length > 1) bad.push(`${file}: ${lines.length} declarations`);
      for (const line of lines) if (!passes.DECLARATION.test(line)) bad.push(`${file}: "${line}"`);
      const firstTest = source.search(/^\s*(?:describe|it|test)(?:\.\w+)*\(/m);
      if (firstTest >= 0 && source.indexOf(lines[0] ?? '') > firstTest) bad.push(`${file}: the declaration comes after the first test`);
    }
    expect(bad).toEqual([]);
  });

  it('reads a declaration as its passes, and no declaration as the main pass alone', () => {
    for (const { file, source, declared } of files) {
      expect([...declared].every((p) => passes.PASSES.includes(p)), file).toBe(true);
      expect(declared.has('sqlite'), file).toBe(true);
      if (passes.declarationLines(source).length === 0) expect([...declared], file).toEqual(['sqlite']);
    }
  });

  it('a file whose subject differs on PostgreSQL or on Node 24 declares that pass', () => {
    const missing = RULES.flatMap((rule) =>
      files.filter((f) => rule.applies(f.file, f.source) && !f.declared.has(rule.pass)).map((f) => `${f.file}: needs ${rule.pass} (${rule.subject})`),
    );
    expect(missing).toEqual([]);
  });

  it("a file declaring PostgreSQL reaches it: a server or database that takes the suite's DATABASE_URL", () => {
    // Otherwise the PostgreSQL pass would only run it on SQLite (or its own cluster) a second time.
    const reach = /\b(startTestServer|childFixture)\(|\bcreateTestDatabase\(\)|process\.env\.DATABASE_URL/;
    const unreached = files.filter((f) => f.declared.has('postgres') && !reach.test(f.source)).map((f) => f.file);
    expect(unreached).toEqual([]);
  });

  it('the PostgreSQL and Node 24 passes each run some of the files, not all of them', () => {
    const all = passes.filesForPass('sqlite');
    expect(all).toEqual(files.map((f) => f.file));
    for (const pass of ['postgres', 'node24']) {
      const some = passes.filesForPass(pass);
      expect(some.length, pass).toBeGreaterThan(0);
      expect(some.length, pass).toBeLessThan(all.length);
    }
  });
});
