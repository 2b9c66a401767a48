import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutErrorTexts } from '../build/strip-error-texts';
import { isErrorDeclarations } from './declare';
import * as codes from './index';

const DIR = new URL('.', import.meta.url);
const areaFiles = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !['declare.ts', 'index.ts'].includes(f));

describe("the clients' bundles leave the declarations' texts out (src/build/strip-error-texts.ts, issue 35)", () => {
  it('every text of every declaration is on one tw/en/th line the plugin removes, and nothing else is removed', () => {
    const declared = Object.values(codes).filter(isErrorDeclarations).flatMap((area) => Object.values(area));
    let removed = 0;
    for (const file of areaFiles) {
      const source = readFileSync(new URL(file, DIR), 'utf8');
      const stripped = withoutErrorTexts(source);
      expect(stripped, file).not.toMatch(/^\s+(tw|en|th):/m);
      removed += source.split('\n').length - stripped.split('\n').length;
      for (const line of stripped.split('\n')) if (/code: '\d{6}'/.test(line)) expect(line, file).toMatch(/status: \d{3}/);
    }
    expect(removed).toBe(declared.length * 3);
  });
});
