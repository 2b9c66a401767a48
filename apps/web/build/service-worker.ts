import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { OFFLINE_ASSETS } from '../src/sw/strategy.ts';

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The files the offline screen needs (public/offline.html, public/offline.css, and offline.js built here). */
const OFFLINE_FILES = OFFLINE_ASSETS;

/** The shell: every entry, the chunks it imports statically and their CSS, as absolute paths. */
export function shellFiles(manifest: ViteManifest): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  while (stack.length > 0) {
    const key = stack.pop() as string;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    stack.push(...(chunk.imports ?? []));
  }
  return [...files].sort();
}

/**
 * Writes dist/sw.js (src/sw/sw.ts) and dist/offline.js (src/sw/offline.ts)
 * after the build, bundled with esbuild. The worker gets the build's version
 * (a hash of every emitted file name: hashed names change when content does,
 * plus the offline files' content) and its precache list (the shell from the
 * Vite manifest and the offline screen). docs/decisions.md says why.
 */
export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let names: string[] = [];
  return {
    name: 'site:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      names = Object.keys(bundle).sort();
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
      const common = { bundle: true, minify: true, write: false, format: 'iife', target: 'es2022', platform: 'browser', legalComments: 'none' } as const;
      const offline = await build({ ...common, entryPoints: [join(root, 'src/sw/offline.ts')] });
      const offlineJs = offline.outputFiles[0]?.text ?? '';
      writeFileSync(join(outDir, 'offline.js'), offlineJs);
      const hash = createHash('sha256').update(names.join('\n'));
      for (const file of ['offline.html', 'offline.css']) hash.update(readFileSync(join(outDir, file)));
      hash.update(offlineJs);
      const version = hash.digest('hex').slice(0, 16);
      const precache = [...shellFiles(manifest), ...OFFLINE_FILES];
      const sw = await build({
        ...common,
        entryPoints: [join(root, 'src/sw/sw.ts')],
        define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
      });
      writeFileSync(join(outDir, 'sw.js'), `/* build ${version} */\n${sw.outputFiles[0]?.text ?? ''}`);
    },
  };
}
