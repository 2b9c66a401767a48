import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stripErrorTexts } from '../../packages/contract/src/build/strip-error-texts.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

// The cashier frame (DESIGN 5), served by the API server at /cashier/ and
// embedded by the web app on the same origin. Built to apps/cashier/dist.
export default defineConfig({
  base: '/cashier/',
  plugins: [stripErrorTexts(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    // Read by scripts/bundle-size.mjs: the JS each cashier page needs.
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
