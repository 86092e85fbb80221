import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Content-hashed build output: its name changes with its content, so it never needs asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, logo): use it only after asking the server whether it changed. */
export const REVALIDATE = 'no-cache';

/**
 * What the web app may load: its own scripts only, styles inline too (antd writes its styles at run
 * time), images from itself and data/blob URLs, its API and live channel, external pages in the
 * embedded-page host (menu type 2), and no framing by other sites.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' http: https:",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function cacheHeader(reply: FastifyReply, file: string) {
  const hashed = file.split(path.sep).includes('assets');
  reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
  if (file.endsWith('.html')) reply.header('content-security-policy', WEB_APP_CSP);
}

/**
 * The built single-page app under /index/ (history mode): unknown /index/* paths get index.html.
 * Files precompressed at build (`.br`, `.gz` beside each asset) are sent to clients that accept them;
 * hashed assets are cached for a year, index.html is revalidated on every load so a new release shows.
 */
export function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  app.get('/', { config: { permission: 'public' }, schema: { hide: true } }, (_req, reply) =>
    reply.redirect('/index/'),
  );
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return;
  void app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: webDist,
      prefix: '/index/',
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => cacheHeader(reply, file),
    });
    scope.get('/index/*', { config: { permission: 'public' }, schema: { hide: true } }, (_req, reply) =>
      reply
        .header('cache-control', REVALIDATE)
        .header('content-security-policy', WEB_APP_CSP)
        .type('text/html; charset=utf-8')
        .sendFile('index.html'),
    );
    scope.get('/index', { config: { permission: 'public' }, schema: { hide: true } }, (_req, reply) =>
      reply.redirect('/index/'),
    );
  });
}
