// Preloaded (NODE_OPTIONS=--import) into every process of a Node 24 run by scripts/node24.mjs: whatever
// resolves to node_modules/better-sqlite3 (an import, a require, Vitest's externals, a spawned server)
// loads the copy compiled for Node 24 instead, since node_modules' own build is for Node 20 and stays so.
// A synchronous in-thread hook (module.registerHooks, Node 22.15+) covers require() as well as import.
import { registerHooks } from 'node:module';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SQLITE_FOR_NODE24 } from './node24.mjs';

const from = pathToFileURL(join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'node_modules', 'better-sqlite3')).href + '/';
const to = pathToFileURL(SQLITE_FOR_NODE24).href + '/';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const found = nextResolve(specifier, context);
    return found.url.startsWith(from) ? { ...found, url: to + found.url.slice(from.length) } : found;
  },
});
