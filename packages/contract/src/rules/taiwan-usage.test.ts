/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Our own zh-TW words are written in Taiwan usage (為, 啟, 設定, 字元). SPEC's quoted messages keep their
// wording character for character, Mainland forms included, so they are the only exceptions.
const SPEC_QUOTES = ['密碼為6-18個字符組成，必須包含數字、字母', '當前必須啓用一個錢包幣種', '設置收貨地址數已滿，刪除後才可以新增', '爲了保障您的帳號安全，請先綁定託售密碼'];
const MAINLAND = /爲|啓|設置|字符/g;
const ROOT = join(__dirname, '..', '..', '..', '..');

/** Every zh-TW text we write: the apps' zh-TW locale files and the server's catalogue and seed sources. */
function ownTextFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return ownTextFiles(full);
    const isLocale = full.includes(`${join('locales', 'zh-TW')}`) && name.endsWith('.json');
    const isSeed = full.includes(join('db', 'seed')) && name.endsWith('.ts') && !name.endsWith('.test.ts');
    return isLocale || isSeed ? [full] : [];
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

  it('writes every locale file and catalogue text with 為, 啟, 設定 and 字元', () => {
    const files = ['apps/web/src', 'apps/cashier/src', 'apps/server/src'].flatMap((d) => ownTextFiles(join(ROOT, d)));
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) => mainlandFormsIn(readFileSync(f, 'utf8')).map((form) => `${relative(ROOT, f)}: ${form}`));
    expect(found).toEqual([]);
  });
});
