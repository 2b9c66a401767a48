import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allEndpoints, type Endpoint } from '@site/contract';
import { REPO_ROOT } from './env';

/** docs/api.md, derived from the contract: written by `npm run api-doc` (run by `npm run build`), compared by api-doc.test.ts. */
export const API_DOC_PATH = join(REPO_ROOT, 'docs/api.md');

/** Who may call: a player's, an agent's or a staff member's login (with the contract's roles). */
function authFlag(e: Endpoint): string {
  if (e.auth === 'staff') return e.roles ? `staff login (${e.roles.join(', ')})` : 'staff login';
  return e.auth === 'agent' ? 'agent login' : e.auth ? 'login' : '';
}

/** The text of docs/api.md: every endpoint of the contract, extensions marked. */
export function apiDocText(): string {
  const rows = [...allEndpoints]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((e) => {
      const flags = [e.extension ? '**extension**' : '', authFlag(e), e.idempotent ? 'Idempotency-Key' : ''].filter(Boolean).join(', ');
      const prefix = e.path === '/maintain' ? '' : '/api';
      return `| ${e.method} | \`${prefix}${e.path}\` | \`${e.id}\` | ${flags} | ${e.summary.replace(/\|/g, '\\|')} |`;
    });
  const extensions = allEndpoints.filter((e) => e.extension).length;
  return `# API reference

Generated from \`packages/contract\` by \`npm run api-doc\` (\`npm run build\` runs it; apps/server/src/api-doc.test.ts
fails when this file is stale); the served OpenAPI document is at \`/api/docs\` (JSON: \`/api/docs/openapi.json\`).

Envelope: success \`{"code":"000000","msg":"success","data":...}\` with HTTP 200; failure a 4xx/5xx
with \`{"code":"<6 digits>","msg":"<catalogue text>","data":null|details}\`. Every \`/api\` call is signed
(\`device-id\`, \`os-type\`, \`timestamp\`, \`platform-code\`, \`sign\`); see docs/decisions.md.

${allEndpoints.length} endpoints, ${extensions} of them **extension** (paths SPEC 7 says exist without
naming them, or the cashier's and demo game's own calls).

| method | path | contract id | flags | summary |
|---|---|---|---|---|
${rows.join('\n')}
`;
}

/** Rewrites docs/api.md when it differs; true when it did. */
export function writeApiDoc(): boolean {
  const text = apiDocText();
  if (readFileSync(API_DOC_PATH, 'utf8') === text) return false;
  writeFileSync(API_DOC_PATH, text);
  return true;
}
