import fs from 'node:fs/promises';
import path from 'node:path';
import { channelFolders, freeName } from '../channels/folder-channel.ts';

/** A file the watcher will not take: set aside in failed/ with this reason. */
export class RejectedFile extends Error {}

export interface WatcherDeps {
  /** The main directories of the active folder channels (looked up on every pass). */
  folders(): Promise<string[]>;
  /** Records one receipt file; throws RejectedFile (or a parse/no-match error mapped to it) to set it aside. */
  handle(content: Buffer, fileName: string, mainDir: string): Promise<void>;
  /** Errors that mean "set aside" rather than "try again later". */
  isRejection(error: unknown): boolean;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export interface WatcherOptions {
  intervalMs: number;
  /** A file whose handling failed for another reason this many times is set aside too. */
  maxAttempts?: number;
}

interface Seen {
  size: number;
  mtimeMs: number;
  attempts: number;
}

/** Names that are still being written or are not receipts at all. */
function ignored(name: string): boolean {
  return (
    name.startsWith('.') || /\.(tmp|part|partial|crdownload|filepart)$/i.test(name) || name.startsWith('~')
  );
}

/**
 * Polls the inbox folder of every active folder channel. A file is taken only once it is stable (the
 * same size and modification time on two passes in a row; files written under a temporary name and
 * renamed in are taken on the next pass). A handled file moves to processed/; a file that is not a
 * receipt we know, or names no declaration, moves to failed/ with `<name>.reason.txt` beside it; any
 * other error (the database away, say) leaves it in the inbox to be tried again, up to maxAttempts.
 * Nothing a file does stops the watcher, and no file is deleted.
 */
export class InboxWatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private readonly seen = new Map<string, Seen>();

  constructor(
    private readonly deps: WatcherDeps,
    private readonly options: WatcherOptions,
  ) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((e: unknown) => this.deps.log.error({ err: e }, 'receipt watcher pass failed'))
        .finally(() => {
          this.running = null;
          this.schedule(this.options.intervalMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** One look at every inbox (also callable directly, e.g. by a test or a benchmark). */
  async pass(): Promise<void> {
    const dirs = await this.deps.folders();
    const present = new Set<string>();
    for (const mainDir of dirs) await this.passFolder(mainDir, present);
    for (const key of this.seen.keys()) if (!present.has(key)) this.seen.delete(key);
  }

  private async passFolder(mainDir: string, present: Set<string>) {
    const { inbox } = channelFolders(mainDir);
    let names: string[];
    try {
      await fs.mkdir(inbox, { recursive: true });
      names = await fs.readdir(inbox);
    } catch (e) {
      this.deps.log.warn({ err: e, inbox }, 'receipt inbox cannot be read');
      return;
    }
    const files: { name: string; full: string; mtimeMs: number }[] = [];
    for (const name of names) {
      if (ignored(name)) continue;
      const full = path.join(inbox, name);
      const stat = await fs.stat(full).catch(() => null);
      if (!stat?.isFile()) continue;
      present.add(full);
      const before = this.seen.get(full);
      if (!before || before.size !== stat.size || before.mtimeMs !== stat.mtimeMs) {
        this.seen.set(full, { size: stat.size, mtimeMs: stat.mtimeMs, attempts: before?.attempts ?? 0 });
        continue; // not yet stable
      }
      files.push({ name, full, mtimeMs: stat.mtimeMs });
    }
    // oldest first, so receipts dropped in order are recorded in order
    files.sort((a, b) => a.mtimeMs - b.mtimeMs || a.name.localeCompare(b.name));
    for (const f of files) await this.take(mainDir, f.name, f.full);
  }

  private async take(mainDir: string, name: string, full: string) {
    const dirs = channelFolders(mainDir);
    let content: Buffer;
    try {
      content = await fs.readFile(full);
    } catch {
      return; // gone (another process took it) or unreadable for now
    }
    try {
      await this.deps.handle(content, name, mainDir);
    } catch (e) {
      if (this.deps.isRejection(e)) {
        await this.setAside(dirs.failed, name, full, (e as Error).message);
        return;
      }
      const seen = this.seen.get(full);
      const attempts = (seen?.attempts ?? 0) + 1;
      if (seen) seen.attempts = attempts;
      this.deps.log.warn({ err: e, file: full, attempts }, 'receipt could not be recorded; will retry');
      if (attempts >= (this.options.maxAttempts ?? 5)) {
        await this.setAside(
          dirs.failed,
          name,
          full,
          `gave up after ${attempts} attempts: ${(e as Error).message}`,
        );
      }
      return;
    }
    await this.move(dirs.processed, name, full);
    this.deps.log.info({ file: name }, 'receipt recorded');
  }

  private async move(dir: string, name: string, full: string): Promise<string | null> {
    try {
      await fs.mkdir(dir, { recursive: true });
      const target = await freeName(dir, name);
      await fs.rename(full, target);
      this.seen.delete(full);
      return target;
    } catch (e) {
      this.deps.log.error({ err: e, file: full }, 'receipt file could not be moved');
      return null;
    }
  }

  private async setAside(failedDir: string, name: string, full: string, reason: string) {
    try {
      await fs.mkdir(failedDir, { recursive: true });
      const target = await freeName(failedDir, name);
      // the reason first: a file in failed/ always has one
      await fs.writeFile(`${target}.reason.txt`, `${new Date().toISOString()} ${name}\n${reason}\n`, 'utf8');
      await fs.rename(full, target);
      this.seen.delete(full);
      this.deps.log.warn({ file: name, reason }, 'receipt set aside');
    } catch (e) {
      this.deps.log.error({ err: e, file: full }, 'receipt file could not be set aside');
    }
  }
}
