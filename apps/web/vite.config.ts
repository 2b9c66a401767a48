import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
  return {
  plugins: [stripErrorTexts(), react(), firstScreen.plugin, serviceWorker()],
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
    // The entry must not inject an inline script (CSP script-src 'self').
    modulePreload: false,
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
