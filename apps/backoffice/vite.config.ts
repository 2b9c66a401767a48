import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stripErrorTexts } from '../../packages/contract/src/build/strip-error-texts.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

// The operator's back office (issue 37), served by the API server at /backoffice/ (or on a host of
// its own, BACKOFFICE_HOST). Built to apps/backoffice/dist; the player site never links it.
export default defineConfig({
  base: '/backoffice/',
  plugins: [stripErrorTexts(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    manifest: true,
    target: 'es2022',
    // No inline script (CSP script-src 'self').
    modulePreload: false,
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
});
