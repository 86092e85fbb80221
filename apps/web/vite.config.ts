import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
const apiPaths = [
  '/oauth',
  '/oos',
  '/sys-user',
  '/menu',
  '/version',
  '/config',
  '/public',
  '/code',
  '/resource',
  '/docs',
];

export default defineConfig({
  base: '/index/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // `npm run dev -w apps/web` proxies API calls to a running server (`npm start`).
  server: { proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: true }])) },
});
