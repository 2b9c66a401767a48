// Writes docs/api.md from the contract (apps/server/src/api-doc.ts); `npm run build` runs it, and
// apps/server/src/api-doc.test.ts fails when the committed file is stale.
// Run: npm run api-doc
import { apiDocText, writeApiDoc } from '../apps/server/src/api-doc';

const changed = writeApiDoc();
console.log(`docs/api.md: ${apiDocText().split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| method')).length} endpoints${changed ? ' (rewritten)' : ''}`);
