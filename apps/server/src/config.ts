import os from 'node:os';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in dataDir/db (or in memory when dataDir is ':memory:'). */
  databaseUrl: string | undefined;
  tokenTtlSeconds: number;
  nodeEnv: string;
  production: boolean;
  /** Seed demo data when the database is empty (always outside production; SEED_DEMO=1 in production). */
  seedDemo: boolean;
  logLevel: string;
  /** Uploaded files (avatars, attachments, exports). */
  filesDir: string;
  /** Built web app served under /index/ (absent in API-only tests). */
  webDist: string | undefined;
  /** Sign-in failures allowed per user name or address within a minute before 429. */
  loginFailuresPerMinute: number;
}

function intFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const dataDir = env.DATA_DIR
    ? env.DATA_DIR === ':memory:'
      ? ':memory:'
      : path.resolve(env.DATA_DIR)
    : path.join(repoRoot, 'data');
  return {
    port: intFrom('PORT', env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    filesDir:
      dataDir === ':memory:'
        ? path.join(os.tmpdir(), `app-files-${process.pid}`)
        : path.join(dataDir, 'files'),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenTtlSeconds: intFrom('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 86_400),
    nodeEnv,
    production,
    seedDemo: production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    loginFailuresPerMinute: intFrom('LOGIN_FAILURES_PER_MINUTE', env.LOGIN_FAILURES_PER_MINUTE, 5),
  };
}
