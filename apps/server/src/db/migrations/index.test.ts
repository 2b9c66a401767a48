import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationNames, migrations } from './index';

describe('migrations are found in their folder', () => {
  it('has every NNN_*.ts file of the folder, in order, each with up and down', () => {
    const files = readdirSync(new URL('./', import.meta.url)).filter((f) => /^\d{3}_.*\.ts$/.test(f) && !f.endsWith('.test.ts'));
    const names = Object.keys(migrations);
    expect(names).toEqual(files.map((f) => f.slice(0, -3)).sort());
    expect(names.length).toBeGreaterThanOrEqual(21);
    expect(names[0]).toBe('001_foundation');
    for (const name of names) {
      expect(typeof migrations[name]?.up, name).toBe('function');
      expect(typeof migrations[name]?.down, name).toBe('function');
    }
  });

  it('refuses a gap, a twin number or a missing first file, and ignores tests and helpers', () => {
    expect(migrationNames(['002_b.ts', '001_a.ts', 'util.ts', 'index.ts', '001_a.test.ts'])).toEqual(['001_a', '002_b']);
    expect(() => migrationNames(['001_a.ts', '003_c.ts'])).toThrow('expected 002_<name>.ts next, found 003_c.ts');
    expect(() => migrationNames(['001_a.ts', '002_b.ts', '002_c.ts'])).toThrow('expected 003_<name>.ts next, found 002_c.ts');
    expect(() => migrationNames(['002_b.ts'])).toThrow('expected 001_<name>.ts next');
  });
});
