import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress.ts';

/** The product's version (the root package.json's, as the server answers it) and this build's time. */
const product = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const buildTime = new Date().toISOString();

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
const apiPaths = [
  '/oauth',
  '/oos',
  '/sys-user',
  '/site',
  '/menu',
  '/version',
  '/config',
  '/public',
  '/code',
  '/resource',
  '/admin',
  '/api',
  '/enum',
  '/base-data',
  '/system-city',
  '/docs',
  '/download',
];

export default defineConfig({
  base: '/index/',
  plugins: [react(), precompress()],
  // read by app/build-info.ts; the home card shows them
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(product.version),
    'import.meta.env.VITE_BUILD_TIME': JSON.stringify(buildTime),
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // `npm run dev -w apps/web` proxies API calls to a running server (`npm start`). The Host header is
  // passed on unchanged, so http://yy.localhost:5173/index/ gets the yy site from /site/config.
  server: {
    proxy: {
      ...Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
      // the live-update channel
      '/ws': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
});
