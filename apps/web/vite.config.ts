import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
import { firstScreenChunk } from './build/first-screen-chunk.ts';
import { serviceWorker } from './build/service-worker.ts';
import { stripErrorTexts } from '../../packages/contract/src/build/strip-error-texts.ts';

const require = createRequire(import.meta.url);

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

// Built to apps/web/dist (hashed assets under /assets/); the API server serves it.
// `vite build --ssr` (build:ssr): the server's renderer, src/entry-server.tsx -> dist-server/entry-server.js.
export default defineConfig(({ command, isSsrBuild }) => {
  const firstScreen = firstScreenChunk();
  if (isSsrBuild) return ssrConfig(command);
  const built = { entry: new Set<string>(), pages: new Set<string>() };
  return {
  plugins: [stripErrorTexts(), react(), firstScreen.plugin, serviceWorker(), entryFilesOf(built)],
  resolve: {
    // react-router's package exports point at its development build only; ship the production one.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Every image is a file under /assets/ (no data: urls): a brand's chunk points at its own images only.
    assetsInlineLimit: 0,
    manifest: true,
    target: 'es2022',
    // A lazy page's import asks for every chunk it imports and their CSS at once (issue 36: a page's code in one
    // round, not one level of imports per round trip). Without the polyfill: it would be an inline script
    // (CSP script-src 'self'), and the browsers the site supports preload modules themselves.
    // Only a page's import lists its scripts (other lazy imports list their CSS, as without preloading), and not those
    // the entry imports statically, loaded before any lazy import runs: the lists are in the entry, which / loads.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file: string, deps: string[]) => deps.filter((dep) => !built.entry.has(dep) && (built.pages.has(file) || dep.endsWith('.css'))),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: firstScreen.groups },
        // Short names: the entry lists every lazy chunk's file name.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      // The built cashier frame, served by the API server (same origin through the proxy).
      '/cashier': { target: API_TARGET, changeOrigin: true },
      '/maintain': {
        target: API_TARGET,
        changeOrigin: true,
        // Browser navigations to /maintain get the SPA; the JSON call goes to the server.
        bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
      },
    },
  },
};
});

/**
 * Records, before Vite lists each lazy import's dependencies (resolveDependencies above), the files the entry loads
 * statically (its imports, transitively, and their CSS) and the chunks of the declared pages (features/<f>/pages/).
 */
function entryFilesOf(into: { entry: Set<string>; pages: Set<string> }): Plugin {
  return {
    name: 'entry-files',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const entries = chunks.filter((c) => c.isEntry);
        for (const c of entries) for (const css of c.viteMetadata?.importedCss ?? []) into.entry.add(css);
        const stack = entries.flatMap((c) => c.imports);
        for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
          if (into.entry.has(file)) continue;
          into.entry.add(file);
          const chunk = byName.get(file);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) into.entry.add(css);
          stack.push(...(chunk?.imports ?? []));
        }
        const page = /\/src\/features\/[^/]+\/pages\/[^/]+\.tsx$/;
        for (const c of chunks) if (!c.isEntry && c.moduleIds.some((id) => page.test(id))) into.pages.add(c.fileName);
      },
    },
  };
}

/** The server renderer's build: the same aliases and asset names (so its image URLs are the client's), one file, Node's modules left outside. */
function ssrConfig(command: string) {
  return {
    plugins: [stripErrorTexts(), react()],
    resolve: {
      alias:
        command === 'build'
          ? [{ find: /^react-router$/, replacement: join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') }]
          : [],
    },
    build: {
      outDir: 'dist-server',
      emptyOutDir: true,
      assetsDir: 'assets',
      assetsInlineLimit: 0,
      target: 'node20',
      copyPublicDir: false,
      rolldownOptions: {
        input: 'src/entry-server.tsx',
        output: { entryFileNames: 'entry-server.js', chunkFileNames: 'chunks/[hash].js', assetFileNames: 'assets/[hash][extname]', codeSplitting: false },
      },
    },
  };
}
