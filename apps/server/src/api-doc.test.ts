import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOC_PATH, apiDocText } from './api-doc';

// passes: sqlite

describe('docs/api.md', () => {
  it('is the text derived from the contract (npm run api-doc, run by npm run build, rewrites it)', () => {
    expect(readFileSync(API_DOC_PATH, 'utf8'), 'docs/api.md is stale: run `npm run api-doc`').toBe(apiDocText());
  });
});
