import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isEndpoint } from '../endpoint';
import { allEndpoints, collectEndpoints } from './registry';

// The area files as they lie in this folder, whatever api/index.ts says.
const dir = new URL('.', import.meta.url);
const areaFiles = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && f !== 'registry.ts');

describe('allEndpoints (collected from api/index.ts)', () => {
  it('holds every endpoint every area file exports: an area missing from api/index.ts fails here', async () => {
    const known = new Set(allEndpoints);
    for (const file of areaFiles) {
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      const missing = collectEndpoints(module).filter((e) => !known.has(e));
      expect(missing.map((e) => e.id), `${file}: add \`export * from './${file.replace(/\.ts$/, '')}'\` to api/index.ts`).toEqual([]);
    }
  });

  it('has each id once and each method + path once', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('tells endpoints from schemas and area objects', () => {
    expect(allEndpoints.length).toBeGreaterThan(100);
    expect(allEndpoints.every(isEndpoint)).toBe(true);
    expect(isEndpoint({ id: 'x', method: 'PATCH', path: '/v1/x', response: {} })).toBe(false);
    expect(isEndpoint(null)).toBe(false);
  });
});
