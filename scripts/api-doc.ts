// Writes docs/api.md from the contract: every endpoint, extensions marked.
// Run: node --import tsx scripts/api-doc.ts
import { writeFileSync } from 'node:fs';
import { allEndpoints } from '../packages/contract/src/api/registry';

const rows = [...allEndpoints]
  .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
  .map((e) => {
    const flags = [e.extension ? '**extension**' : '', e.auth === 'agent' ? 'agent login' : e.auth ? 'login' : '', e.idempotent ? 'Idempotency-Key' : ''].filter(Boolean).join(', ');
    const prefix = e.path === '/maintain' ? '' : '/api';
    return `| ${e.method} | \`${prefix}${e.path}\` | \`${e.id}\` | ${flags} | ${e.summary.replace(/\|/g, '\\|')} |`;
  });

const extensions = allEndpoints.filter((e) => e.extension).length;
writeFileSync(
  'docs/api.md',
  `# API reference

Generated from \`packages/contract\` by \`node --import tsx scripts/api-doc.ts\`; the served OpenAPI
document is at \`/api/docs\` (JSON: \`/api/docs/openapi.json\`).

Envelope: success \`{"code":"000000","msg":"success","data":...}\` with HTTP 200; failure a 4xx/5xx
with \`{"code":"<6 digits>","msg":"<catalogue text>","data":null|details}\`. Every \`/api\` call is signed
(\`device-id\`, \`os-type\`, \`timestamp\`, \`platform-code\`, \`sign\`); see docs/decisions.md.

${allEndpoints.length} endpoints, ${extensions} of them **extension** (paths SPEC 7 says exist without
naming them, or the cashier's and demo game's own calls).

| method | path | contract id | flags | summary |
|---|---|---|---|---|
${rows.join('\n')}
`,
);
console.log(`docs/api.md: ${allEndpoints.length} endpoints`);
