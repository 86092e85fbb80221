import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

/**
 * The server's process id in DATA_DIR while it serves the embedded database: backup and restore read
 * it to refuse working on a database a running server holds open (PGlite is one process's).
 */
export const serverPidFile = (config: AppConfig) => path.join(config.dataDir, 'server.pid');

/** Writes the pid file (embedded database on disk only); answers the function that removes it. */
export function writeServerPid(config: AppConfig): () => void {
  if (config.databaseUrl || config.dataDir === ':memory:') return () => {};
  const file = serverPidFile(config);
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, String(process.pid));
  return () => {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
  };
}

/** The pid of a live server holding this DATA_DIR's embedded database, if any (a stale file is ignored). */
export function runningServerPid(config: AppConfig): number | undefined {
  const file = serverPidFile(config);
  if (config.databaseUrl || !fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Refuses to go on while a server holds the embedded database. */
export function assertServerStopped(config: AppConfig, action: string) {
  const pid = runningServerPid(config);
  if (pid)
    throw new Error(
      `the server (pid ${pid}) holds the embedded database in ${config.dataDir}: stop it before ${action}`,
    );
}
