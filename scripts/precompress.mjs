// Writes a .br and a .gz beside every built text asset (JS, CSS, SVG, JSON) of the given
// folders, so the server sends them compressed without spending CPU per request
// (@fastify/static preCompressed). Run by `npm run build` after the Vite builds.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const dir of process.argv.slice(2)) {
  for (const path of files(dir)) {
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
    before += raw.length;
    after += br.length;
  }
}
console.log(`precompress: ${count} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`);
