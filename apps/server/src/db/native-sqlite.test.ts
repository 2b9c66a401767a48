import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// passes: sqlite node24

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

// better-sqlite3 has no finalize(): the garbage collector frees statements. Compiled against Node 24.19+'s headers,
// better-sqlite3 12's Statement destructor aborts the whole process (`Assertion failed: (env) != nullptr`,
// nodejs/node#65446) when a collection runs from one of V8's own tasks, outside any context: with a heap of some
// size, soon after startup. A server on Node 24 would die at a random moment (scripts/node24.mjs builds it against
// 24.18.1's headers instead). Run in a child of this same runtime (on Node 24 with the same resolve hook, through
// NODE_OPTIONS), so an abort fails this test rather than the worker. With the 24.21.0-header build it aborted within
// 0.4 s in 3 of 3 runs; with the fix, or on Node 20, it ends in about 1 s.
const script = `
const Database = require('better-sqlite3');
const db = new Database(':memory:');
let answered = 0;
(async () => {
  let garbage = [];
  for (let round = 0; round < 40; round++) {
    for (let i = 0; i < 1000; i++) if (db.prepare('SELECT ? AS n').get(i).n === i) answered += 1;
    garbage.push(Array.from({ length: 20000 }, (_, i) => ({ i, s: 'x' + i })));
    if (garbage.length > 20) garbage = [];
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  db.close();
  console.log('freed ' + answered + ' statements on ' + process.versions.node);
})();
`;

describe('better-sqlite3 on this runtime', () => {
  it('statements freed by the garbage collector do not abort the process', async () => {
    const { stdout } = await run(process.execPath, ['-e', script], { cwd: repoRoot });
    expect(stdout.trim()).toBe(`freed 40000 statements on ${process.versions.node}`);
  });
});
