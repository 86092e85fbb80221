import os from 'node:os';
import path from 'node:path';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@app/shared';
import { APP_PATHS } from './app-paths.ts';

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
  /**
   * S3_URL: attachments go to an S3-compatible store instead of filesDir, e.g.
   * `http://ACCESS_KEY:SECRET@127.0.0.1:9000/bucket` (path-style; region from S3_REGION, default us-east-1).
   */
  s3Url: string | undefined;
  /** CHANNELS_ROOT: every folder channel's main directory lies under it (default <DATA_DIR>/channels). */
  channelsRoot: string;
  /** Built web app served under /index/ (absent in API-only tests). */
  webDist: string | undefined;
  /** The business calendar's time zone (internal numbers, "today", file stamps): BUSINESS_TIME_ZONE. */
  businessTimeZone: string;
  /** Keep answers of lists until the next write (embedded database only; LIST_CACHE=0 turns it off). */
  listCache: boolean;
  /** Check every answer against its schema, engine lists included (tests; CHECK_ANSWERS=1 elsewhere). */
  checkAnswers: boolean;
  /**
   * Wrong passwords allowed per user name within a minute: from one address, then 429 for that address;
   * from all addresses together, then the drag slider is asked for (the real user still signs in).
   */
  loginFailuresPerMinute: number;
  /** Sign-in failures allowed from one address within a minute, whatever the user name, before 429. */
  loginAddressFailuresPerMinute: number;
  /** Watch the folder channels' inboxes for customs receipts (RECEIPT_WATCHER=0|1; off by default in tests). */
  receiptWatcher: boolean;
  /** How often the inbox folders are looked at, in milliseconds. */
  receiptPollMs: number;
  /** Kafka brokers of the kafka channels (KAFKA_BROKERS, comma-separated host:port). */
  kafkaBrokers: string[];
  /** SMTP_URL: outgoing mail through this SMTP server (nodemailer URL); unset: `.eml` files in mailDir. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of outgoing mail. */
  mailFrom: string;
  /** Where mail is written as `.eml` files when there is no SMTP server (DATA_DIR/mail). */
  mailDir: string;
}

function intFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** BUSINESS_TIME_ZONE, an IANA zone name (default Asia/Shanghai); an unknown name stops the start. */
function timeZoneFrom(value: string | undefined): string {
  const name = value?.trim() || DEFAULT_BUSINESS_TIME_ZONE;
  if (!isTimeZone(name)) throw new Error(`BUSINESS_TIME_ZONE: unknown time zone "${name}"`);
  return name;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const dataDir = env.DATA_DIR
    ? env.DATA_DIR === ':memory:'
      ? ':memory:'
      : path.resolve(env.DATA_DIR)
    : APP_PATHS.defaultDataDir;
  return {
    port: intFrom('PORT', env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    filesDir:
      dataDir === ':memory:'
        ? path.join(os.tmpdir(), `app-files-${process.pid}`)
        : path.join(dataDir, 'files'),
    channelsRoot: env.CHANNELS_ROOT
      ? path.resolve(env.CHANNELS_ROOT)
      : dataDir === ':memory:'
        ? path.join(os.tmpdir(), `app-channels-${process.pid}`)
        : path.join(dataDir, 'channels'),
    databaseUrl: env.DATABASE_URL || undefined,
    s3Url: env.S3_URL || undefined,
    tokenTtlSeconds: intFrom('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 86_400),
    nodeEnv,
    production,
    seedDemo: production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    webDist: env.WEB_DIST ?? APP_PATHS.webDist,
    businessTimeZone: timeZoneFrom(env.BUSINESS_TIME_ZONE),
    listCache: env.LIST_CACHE !== '0',
    checkAnswers: nodeEnv === 'test' || env.CHECK_ANSWERS === '1',
    loginFailuresPerMinute: intFrom('LOGIN_FAILURES_PER_MINUTE', env.LOGIN_FAILURES_PER_MINUTE, 5),
    loginAddressFailuresPerMinute: intFrom(
      'LOGIN_ADDRESS_FAILURES_PER_MINUTE',
      env.LOGIN_ADDRESS_FAILURES_PER_MINUTE,
      20,
    ),
    receiptWatcher: env.RECEIPT_WATCHER ? env.RECEIPT_WATCHER !== '0' : nodeEnv !== 'test',
    receiptPollMs: intFrom('RECEIPT_POLL_MS', env.RECEIPT_POLL_MS, 1000),
    kafkaBrokers: (env.KAFKA_BROKERS ?? 'localhost:9092')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    mailDir:
      dataDir === ':memory:' ? path.join(os.tmpdir(), `app-mail-${process.pid}`) : path.join(dataDir, 'mail'),
  };
}
