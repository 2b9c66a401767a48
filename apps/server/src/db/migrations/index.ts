import { readdirSync } from 'node:fs';
import type { Migration } from 'kysely';

/**
 * Every migration, in order, found in this folder rather than listed: a file `NNN_name.ts` (three
 * digits, the next number) is a migration as soon as it exists, for the server, the tests on SQLite
 * and PostgreSQL, `npm run ops` and scripts/bench alike. Never edit one that has shipped.
 *
 * Nothing bundles the server (it runs its TypeScript through tsx, and Vitest in tests), so a
 * dynamic import of the folder's files works everywhere it runs. A bundler would need the list back.
 */
const FILE = /^\d{3}_[a-z0-9_]+\.ts$/;
const folder = new URL('./', import.meta.url);

/** The migration names (file names without .ts) in order; throws on a gap or two files with one number. */
export function migrationNames(files: readonly string[]): string[] {
  const names = files
    .filter((f) => FILE.test(f))
    .map((f) => f.slice(0, -'.ts'.length))
    .sort();
  names.forEach((name, i) => {
    const expected = String(i + 1).padStart(3, '0');
    // Kysely applies in name order: a gap or a twin number is a mistake to stop at, not to run.
    if (!name.startsWith(`${expected}_`)) throw new Error(`migrations: expected ${expected}_<name>.ts next, found ${name}.ts (a gap, or two files with one number)`);
  });
  return names;
}

async function load(name: string): Promise<Migration> {
  const module = (await import(new URL(`${name}.ts`, folder).href)) as Partial<Migration>;
  if (typeof module.up !== 'function') throw new Error(`migrations: ${name}.ts exports no up(db)`);
  return module as Migration;
}

export const migrations: Record<string, Migration> = Object.fromEntries(
  await Promise.all(migrationNames(readdirSync(folder)).map(async (name) => [name, await load(name)] as const)),
);
