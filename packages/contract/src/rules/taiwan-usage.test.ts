/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Our own zh-TW words are written in Taiwan usage (為, 啟, 設定, 字元). SPEC's quoted messages keep their
// wording character for character, Mainland vocabulary included, so they are the exceptions; but not the
// character 爲 (issue 34: 為了保障您的帳號安全… was shown with SPEC's 爲 and this test let it stand), which a
// Taiwan reader takes for a typo: no quote keeps it.
const SPEC_QUOTES = ['密碼為6-18個字符組成，必須包含數字、字母', '當前必須啓用一個錢包幣種', '設置收貨地址數已滿，刪除後才可以新增'];
const MAINLAND = /爲|啓|設置|字符/g;
const ROOT = join(__dirname, '..', '..', '..', '..');
const THIS_FILE = join('rules', 'taiwan-usage.test.ts');

/**
 * Every zh-TW text we write or check: the apps' and packages' sources, locale files, the server's catalogue
 * and seed, and the tests and journeys that quote them (issue 34: the copies in a test fixture, a component
 * test and a journey kept the 爲 where only the locale and seed files were read).
 */
function ownTextFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'test-results') return [];
    if (statSync(full).isDirectory()) return ownTextFiles(full);
    if (full.endsWith(THIS_FILE)) return [];
    return /\.(tsx?|mts|json)$/.test(name) ? [full] : [];
  });
}

function mainlandFormsIn(text: string): string[] {
  const rest = SPEC_QUOTES.reduce((t, quote) => t.split(quote).join(''), text);
  return rest.match(MAINLAND) ?? [];
}

describe('zh-TW in Taiwan usage', () => {
  it('finds a Mainland form outside SPEC quotes and lets the quotes stand', () => {
    expect(mainlandFormsIn('請先設置密碼')).toEqual(['設置']);
    expect(mainlandFormsIn('當前必須啓用一個錢包幣種')).toEqual([]);
  });

  it('finds 爲 even in a message SPEC writes with it', () => {
    expect(mainlandFormsIn('爲了保障您的帳號安全，請先綁定託售密碼')).toEqual(['爲']);
    expect(mainlandFormsIn('為了保障您的帳號安全，請先綁定託售密碼')).toEqual([]);
  });

  it('writes every source, locale, catalogue and test text with 為, 啟, 設定 and 字元', () => {
    const dirs = ['apps/web/src', 'apps/cashier/src', 'apps/server/src', 'packages', 'e2e'];
    const files = dirs.flatMap((d) => ownTextFiles(join(ROOT, d)));
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((f) => mainlandFormsIn(readFileSync(f, 'utf8')).map((form) => `${relative(ROOT, f)}: ${form}`));
    expect(found).toEqual([]);
  });
});
