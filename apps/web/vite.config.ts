import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress.ts';

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
