import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/** The PostgreSQL server the tests use (TEST_PG_URL, default the local trust-auth server). */
const base = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function adminUrl(): string {
  return base;
}

export function databaseUrl(name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Every database a test run creates is named `app_test_<the run's process id>_…`: the template
 * (`…_tpl`, global-setup.ts) and each file's databases, named after the template. The run drops its own
 * at its end, and a later run drops those of a run whose process is gone (killed, or stopped at a limit
 * before its files closed their databases).
 */
export const templateName = (runPid: number) => `app_test_${runPid}_tpl`;

/** A new database name of the run whose template is `template` (lower case, unique, under 63 characters). */
export function runDatabaseName(template: string, what: string): string {
  return `${template.replace(/_tpl$/, '')}_${what}_${randomBytes(4).toString('hex')}`;
}

const runPidOf = (name: string) => Number(/^app_test_(\d+)_/.exec(name)?.[1] ?? NaN);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the databases of a test run: `runPid`'s, or with none given those of every run whose process is
 * no longer alive on this machine. Answers the names dropped.
 */
export async function dropRunDatabases(admin: pg.Client, runPid?: number): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'app\\_test\\_%'`,
  );
  const gone = rows
    .map((r) => r.datname)
    .filter((name) => {
      const pid = runPidOf(name);
      if (Number.isNaN(pid)) return false;
      return runPid === undefined ? !alive(pid) : pid === runPid;
    });
  for (const name of gone) await admin.query(`drop database if exists "${name}" with (force)`);
  return gone;
}
