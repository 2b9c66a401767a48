import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@site/contract';
import { SESSION_ERROR_KEYS } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../domain/catalogue';
import { DomainError, CoreErrors } from '../domain/errors';
import { toApiError } from './errors';
import { buildCatalogue } from '../services/catalogue';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const DECLARED = contract as unknown as Record<string, Record<string, { status: number; code: string } | string> | undefined>;

/**
 * Every `domainError(<AREA>.<name>` (a contract declaration), `new DomainError(<status>, <GROUP>.<name>` or
 * `new DomainError(<status>, '<code>'` written in the server's sources, as its catalogue key.
 */
function thrownInSources(): Array<{ key: string; file: string }> {
  const found: Array<{ key: string; file: string }> = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/domainError\(\s*([A-Z_]+)\.(\w+)/g)) {
      const d = DECLARED[m[1]!]?.[m[2]!];
      found.push({ key: typeof d === 'object' ? `${d.status}${d.code}` : `${m[1]}.${m[2]} undeclared`, file: file.slice(SRC.length) });
    }
    for (const m of text.matchAll(/new DomainError\(\s*(\d{3})\s*,\s*(?:'(\d{6})'|([A-Z_]+)\.(\w+))/g)) {
      const code = m[2] ?? DECLARED[m[3]!]?.[m[4]!];
      found.push({ key: `${m[1]}${String(code)}`, file: file.slice(SRC.length) });
    }
  }
  return found;
}

const catalogued = new Set(CATALOGUE.map((e) => `${e.status}${e.code}`));

describe('error catalogue', () => {
  it('is derived from the declarations: outside domain/ and http/ no source writes a status beside a code (issue 35)', () => {
    const own = sourceFiles(SRC).filter((file) => !/[/\\](domain|http)[/\\]/.test(file.slice(SRC.length - 1)));
    expect(own.length).toBeGreaterThan(100);
    for (const file of own) expect(readFileSync(file, 'utf8'), file.slice(SRC.length)).not.toMatch(/new DomainError\(/);
    const declared = Object.values(contract).filter(contract.isErrorDeclarations).flatMap((area) => Object.values(area));
    expect(CATALOGUE).toHaveLength(declared.length);
    expect(catalogued.has('403001002') && catalogued.has('401001002')).toBe(true);
  });

  it('holds every code the sources can throw', () => {
    const thrown = thrownInSources();
    expect(thrown.length).toBeGreaterThanOrEqual(Object.keys(CoreErrors).length);
    for (const { key, file } of thrown) expect(catalogued.has(key), `${key} thrown in ${file}`).toBe(true);
  });

  it('holds every CoreErrors code, the session codes and what toApiError maps to', () => {
    for (const make of Object.values(CoreErrors)) {
      const e = make();
      expect(catalogued.has(`${e.status}${e.code}`), `${e.status}${e.code}`).toBe(true);
    }
    for (const key of SESSION_ERROR_KEYS) expect(catalogued.has(key), key).toBe(true);
    for (const status of [400, 404, 413, 415, 429, 500, 502]) {
      const e = toApiError(Object.assign(new Error('x'), { statusCode: status }));
      expect(catalogued.has(`${e.status}${e.code}`), String(status)).toBe(true);
    }
    expect(toApiError(new Error('plain'))).toMatchObject({ status: 500, code: '000500' });
    expect(toApiError(new DomainError(403, '001002'))).toMatchObject({ status: 403, code: '001002' });
  });

  it('describes each code in zh-TW, en and th, once per status and code', () => {
    expect(catalogued.size).toBe(CATALOGUE.length);
    for (const e of CATALOGUE) {
      expect(e.code, e.code).toMatch(/^\d{6}$/);
      expect(e.tw, e.code).toMatch(/[\u4e00-\u9fff]/);
      expect(e.en, e.code).toMatch(/^[\x20-\x7e]+$/);
      expect(e.th, e.code).toMatch(/[\u0e00-\u0e7f]/);
      expect([0, 1, 2]).toContain(e.showType);
    }
  });

  it('version changes with the content and lists per language', () => {
    const rows = CATALOGUE.map((e) => ({
      http_status: e.status,
      error_code: e.code,
      show_type: e.showType,
      desc_tw: e.tw,
      desc_en: e.en,
      desc_th: e.th,
      default_desc: e.tw,
    }));
    const a = buildCatalogue(rows);
    const b = buildCatalogue([...rows].reverse());
    expect(a.version).toBe(b.version);
    const changed = buildCatalogue(rows.map((r, i) => (i === 0 ? { ...r, desc_en: 'changed' } : r)));
    expect(changed.version).not.toBe(a.version);
    expect(a.describe(404, '000404', 'TH')).toBe('ไม่พบข้อมูลที่ร้องขอ');
    expect(a.describe(404, '999999', 'TW')).toBeUndefined();
    expect(a.list('EN').find((r) => r.errorCode === '001005')).toMatchObject({ httpStatus: 401, showType: 2, defaultDesc: '您的帳號已在其他裝置登入' });
  });
});
