import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { channelFolders, freeName, keepWithReason } from '../channels/folder-channel.ts';

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
  /** A claim older than this is taken to belong to a process that died, and the file goes back. */
  staleClaimMs?: number;
}

const STALE_CLAIM_MS = 10 * 60_000;

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
 * renamed in are taken on the next pass). Taking it is a rename into working/, so when several server
 * processes watch one folder exactly one of them records each file. A handled file moves to
 * processed/; a file that is not a receipt we know, or names no declaration, moves to failed/ with
 * `<name>.reason.txt` beside it; any other error (the database away, say) puts it back in the inbox to
 * be tried again, up to maxAttempts. A claim left by a process that died goes back after staleClaimMs.
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
    await this.releaseStaleClaims(mainDir);
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

  /**
   * Moves the file into working/ under a name of its own (the rename sets its change time, which dates
   * the claim); answers that path, or null when another process claimed it first (the rename is atomic).
   */
  private async claim(mainDir: string, name: string, full: string): Promise<string | null> {
    const { working } = channelFolders(mainDir);
    await fs.mkdir(working, { recursive: true });
    const claimed = path.join(working, `${process.pid}-${randomBytes(4).toString('hex')}-${name}`);
    try {
      await fs.rename(full, claimed);
    } catch {
      this.seen.delete(full);
      return null;
    }
    return claimed;
  }

  /** Files claimed by a process that died (claims older than staleClaimMs) go back to the inbox. */
  private async releaseStaleClaims(mainDir: string) {
    const { working, inbox } = channelFolders(mainDir);
    const names = await fs.readdir(working).catch(() => [] as string[]);
    const limit = Date.now() - (this.options.staleClaimMs ?? STALE_CLAIM_MS);
    for (const claimedName of names) {
      const claimed = path.join(working, claimedName);
      const stat = await fs.stat(claimed).catch(() => null);
      if (!stat?.isFile() || stat.ctimeMs > limit) continue;
      const original = claimedName.replace(/^\d+-[0-9a-f]{8}-/, '');
      try {
        await fs.rename(claimed, await freeName(inbox, original));
        this.deps.log.warn({ file: original }, 'stale receipt claim released to the inbox');
      } catch {
        // released by another process meanwhile
      }
    }
  }

  private async take(mainDir: string, name: string, full: string) {
    const dirs = channelFolders(mainDir);
    const claimed = await this.claim(mainDir, name, full);
    if (!claimed) return; // another process took it
    let content: Buffer;
    try {
      content = await fs.readFile(claimed);
      await this.deps.handle(content, name, mainDir);
    } catch (e) {
      if (this.deps.isRejection(e)) {
        await this.setAside(dirs.failed, name, claimed, full, (e as Error).message);
        return;
      }
      const seen = this.seen.get(full);
      const attempts = (seen?.attempts ?? 0) + 1;
      if (seen) seen.attempts = attempts;
      this.deps.log.warn({ err: e, file: full, attempts }, 'receipt could not be recorded; will retry');
      if (attempts >= (this.options.maxAttempts ?? 5)) {
        const reason = `gave up after ${attempts} attempts: ${(e as Error).message}`;
        await this.setAside(dirs.failed, name, claimed, full, reason);
      } else {
        await this.unclaim(claimed, full);
      }
      return;
    }
    await this.move(dirs.processed, name, claimed, full);
    this.deps.log.info({ file: name }, 'receipt recorded');
  }

  /** Puts a claimed file back in the inbox to be tried again (keeping what the watcher knows of it). */
  private async unclaim(claimed: string, full: string) {
    try {
      // under its own name unless a new file of that name has come in meanwhile
      await fs.rename(claimed, await freeName(path.dirname(full), path.basename(full)));
    } catch (e) {
      this.deps.log.error({ err: e, file: full }, 'receipt file could not be put back in the inbox');
    }
  }

  private async move(dir: string, name: string, claimed: string, full: string): Promise<string | null> {
    try {
      await fs.mkdir(dir, { recursive: true });
      const target = await freeName(dir, name);
      await fs.rename(claimed, target);
      this.seen.delete(full);
      return target;
    } catch (e) {
      this.deps.log.error({ err: e, file: claimed }, 'receipt file could not be moved');
      return null;
    }
  }

  private async setAside(failedDir: string, name: string, claimed: string, full: string, reason: string) {
    try {
      await fs.mkdir(failedDir, { recursive: true });
      const target = await freeName(failedDir, name);
      // the reason first: a file in failed/ always has one
      await keepWithReason(target, name, null, reason);
      await fs.rename(claimed, target);
      this.seen.delete(full);
      this.deps.log.warn({ file: name, reason }, 'receipt set aside');
    } catch (e) {
      this.deps.log.error({ err: e, file: claimed }, 'receipt file could not be set aside');
    }
  }
}
