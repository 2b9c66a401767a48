// Prints the path of this hour's SQLite template (test/template.ts), making it first if needed: e2e/global-setup.ts
// runs it once, and each e2e server starts on a copy.   node --import tsx apps/server/src/test/template-cli.ts
import { sqliteTemplate } from './template';

process.stdout.write(`${await sqliteTemplate()}\n`);
