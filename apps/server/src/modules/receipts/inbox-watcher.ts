import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { channelFolders, freeName, keepWithReason, moveUnder } from '../channels/folder-channel.ts';
import { mapLimit } from './map-limit.ts';
import { readBounded } from './receipt-errors.ts';

/** A file the watcher will not take: set aside in failed/ with this reason. */
export class RejectedFile extends Error {}

export interface WatcherDeps {
  /** The main directories of the active folder channels (looked up on every pass). */
  folders(): Promise<string[]>;
  /** Records one receipt file; throws RejectedFile (or a parse/no-match error mapped to it) to set it aside. */
  handle(content: Buffer, fileName: string, mainDir: string): Promise<void>;
  /**
   * Records the files of one batch together (in their order), answering each file's outcome; an error
   * outcome is treated as `handle` throwing it. When absent, `handle` takes the files one by one.
   */
  handleBatch?(files: WatchedFile[], mainDir: string): Promise<FileOutcome[]>;
  /** Errors that mean "set aside" rather than "try again later". */
  isRejection(error: unknown): boolean;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

/** A claimed file's bytes and its name in the inbox. */
export interface WatchedFile {
  content: Buffer;
  name: string;
}

/** A file of a batch, claimed (in working/) and read, or with the error reading it gave. */
interface ClaimedFile {
  name: string;
  full: string;
  claimed: string;
  content?: Buffer;
  error?: unknown;
}

/** What became of one file of a batch. */
export type FileOutcome = { ok: true } | { ok: false; error: unknown };

export interface WatcherOptions {
  intervalMs: number;
  /** How many stable files are claimed and recorded together (default 200). */
  batchSize?: number;
  /** A file whose handling failed for another reason this many times is set aside too. */
  maxAttempts?: number;
  /** A claim older than this is taken to belong to a process that died, and the file goes back. */
  staleClaimMs?: number;
}

const STALE_CLAIM_MS = 10 * 60_000;
/** A claimed file's name in working/: the claiming process's pid, 8 random hex digits, the inbox name. */
const CLAIM_NAME = /^(\d+)-[0-9a-f]{8}-/;
const BATCH_SIZE = 200;
/** File-system calls in flight at once while looking at an inbox. */
const STAT_CONCURRENCY = 32;

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
 * be tried again, up to maxAttempts. A claim left by a process that is gone goes back to the inbox at
 * once when the process lease says so (`releaseDeadClaims`, at start before the first pass and at each
 * look), and after staleClaimMs otherwise. Nothing a file does stops the watcher, and no file is deleted.
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
    const stats = await mapLimit(names, STAT_CONCURRENCY, (name) =>
      ignored(name) ? Promise.resolve(null) : fs.stat(path.join(inbox, name)).catch(() => null),
    );
    const files: { name: string; full: string; mtimeMs: number }[] = [];
    names.forEach((name, i) => {
      const stat = stats[i];
      if (!stat?.isFile()) return;
      const full = path.join(inbox, name);
      present.add(full);
      const before = this.seen.get(full);
      if (!before || before.size !== stat.size || before.mtimeMs !== stat.mtimeMs) {
        this.seen.set(full, { size: stat.size, mtimeMs: stat.mtimeMs, attempts: before?.attempts ?? 0 });
        return; // not yet stable
      }
      files.push({ name, full, mtimeMs: stat.mtimeMs });
    });
    // oldest first, so receipts dropped in order are recorded in order
    files.sort((a, b) => a.mtimeMs - b.mtimeMs || a.name.localeCompare(b.name));
    if (!files.length) return;
    const size = Math.max(1, this.options.batchSize ?? BATCH_SIZE);
    const batches: (typeof files)[] = [];
    for (let i = 0; i < files.length; i += size) batches.push(files.slice(i, i + size));
    await this.takeBatches(mainDir, batches);
  }

  /**
   * Moves the file into working/ under a name of its own (the rename sets its change time, which dates
   * the claim); answers that path, or null when another process claimed it first (the rename is atomic).
   */
  private async claim(working: string, name: string, full: string): Promise<string | null> {
    const claimed = path.join(working, `${process.pid}-${randomBytes(4).toString('hex')}-${name}`);
    try {
      await fs.rename(full, claimed);
    } catch {
      this.seen.delete(full);
      return null;
    }
    return claimed;
  }

  /**
   * Files claimed by processes that are gone go back to the inbox at once: a claim (`<pid>-<8 hex>-<name>`)
   * made before `live.asOf` by a pid no live process has. Answers how many went back.
   */
  async releaseDeadClaims(live: { pids: ReadonlySet<number>; asOf: number }): Promise<number> {
    let released = 0;
    let finished = 0;
    for (const mainDir of await this.deps.folders()) {
      const { working, inbox } = channelFolders(mainDir);
      const names = await fs.readdir(working).catch(() => [] as string[]);
      for (const claimedName of names) {
        const match = CLAIM_NAME.exec(claimedName);
        if (!match || live.pids.has(Number(match[1]))) continue;
        const claimed = path.join(working, claimedName);
        const stat = await fs.stat(claimed).catch(() => null);
        // claimed after the look at the live processes: by one that began meanwhile
        if (!stat?.isFile() || stat.ctimeMs >= live.asOf) continue;
        if (await this.finishMove(claimed, stat.nlink)) {
          finished += 1;
          continue;
        }
        const original = claimedName.slice(match[0].length);
        try {
          await fs.mkdir(inbox, { recursive: true });
          await fs.rename(claimed, await freeName(inbox, original));
          released += 1;
        } catch {
          // released by another process meanwhile
        }
      }
    }
    if (released)
      this.deps.log.warn({ files: released }, 'receipts claimed by a gone process put back in the inbox');
    if (finished)
      this.deps.log.warn({ files: finished }, 'receipts a gone process had already moved: claims removed');
    return released;
  }

  /**
   * A claim with a second link was already recorded and moved (`moveUnder` links the file into processed/,
   * then unlinks the claim): its process died between the two, so the claim is only unlinked. Putting it
   * back would record it again (once, the record is idempotent) and keep a second copy in processed/.
   */
  private async finishMove(claimed: string, links: number): Promise<boolean> {
    if (links < 2) return false;
    await fs.unlink(claimed).catch(() => undefined);
    return true;
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
      if (await this.finishMove(claimed, stat.nlink)) continue;
      const original = claimedName.replace(CLAIM_NAME, '');
      try {
        await fs.rename(claimed, await freeName(inbox, original));
        this.deps.log.warn({ file: original }, 'stale receipt claim released to the inbox');
      } catch {
        // released by another process meanwhile
      }
    }
  }

  /**
   * Takes the batches in order, as a pipeline: while one batch is recorded, the next is claimed (each file
   * a rename into working/: one another process claimed first is skipped) and read, and the one before is
   * moved, each file by its outcome: recorded → processed/, set aside → failed/, failed otherwise → back to
   * the inbox (or failed/ after maxAttempts). The batches are recorded one after the other, in order.
   */
  private async takeBatches(mainDir: string, batches: { name: string; full: string }[][]) {
    const dirs = channelFolders(mainDir);
    await fs.mkdir(dirs.working, { recursive: true });
    await fs.mkdir(dirs.processed, { recursive: true });
    let next = this.claimBatch(dirs, batches[0]!);
    let moving: Promise<void> = Promise.resolve();
    for (let b = 0; b < batches.length; b++) {
      const taken = await next;
      if (b + 1 < batches.length) next = this.claimBatch(dirs, batches[b + 1]!);
      const results = await this.record(taken, mainDir);
      await moving;
      moving = this.settleBatch(dirs, taken, results);
    }
    await moving;
  }

  /** Claims and reads the files of a batch (never fails: a file that cannot be read carries its error). */
  private async claimBatch(dirs: ReturnType<typeof channelFolders>, files: { name: string; full: string }[]) {
    const claims = await Promise.all(files.map((f) => this.claim(dirs.working, f.name, f.full)));
    const taken = files.flatMap((f, i) => (claims[i] ? [{ ...f, claimed: claims[i] }] : []));
    return Promise.all(
      taken.map((f): Promise<ClaimedFile> =>
        readBounded(f.claimed).then(
          (content) => ({ ...f, content }),
          (error: unknown) => ({ ...f, error }),
        ),
      ),
    );
  }

  private async settleBatch(
    dirs: ReturnType<typeof channelFolders>,
    taken: ClaimedFile[],
    results: FileOutcome[],
  ) {
    // recorded files move at once (each takes a name no other file has); the rest one by one
    await Promise.all(taken.map((f, i) => (results[i]!.ok ? this.settle(dirs, f, results[i]!) : null)));
    for (const [i, f] of taken.entries()) if (!results[i]!.ok) await this.settle(dirs, f, results[i]!);
    const recorded = results.filter((r) => r.ok).length;
    if (recorded) this.deps.log.info({ files: recorded, inbox: dirs.inbox }, 'receipts recorded');
  }

  /**
   * The outcomes of a batch's files, in order: handleBatch's, or handle's one by one; a file that could not
   * be read fails with its error, and a batch that throws fails every file.
   */
  private async record(taken: ClaimedFile[], mainDir: string): Promise<FileOutcome[]> {
    const files = taken.flatMap((f) => (f.content ? [{ content: f.content, name: f.name }] : []));
    const outcomes = await this.recordRead(files, mainDir);
    let at = 0;
    return taken.map((f): FileOutcome => (f.content ? outcomes[at++]! : { ok: false, error: f.error }));
  }

  private async recordRead(files: WatchedFile[], mainDir: string): Promise<FileOutcome[]> {
    if (!files.length) return [];
    const { handleBatch } = this.deps;
    if (handleBatch) {
      try {
        const outcomes = await handleBatch(files, mainDir);
        if (outcomes.length === files.length) return outcomes;
        throw new Error(`${outcomes.length} outcomes for ${files.length} files`);
      } catch (error) {
        return files.map(() => ({ ok: false, error }));
      }
    }
    const outcomes: FileOutcome[] = [];
    for (const f of files) {
      try {
        await this.deps.handle(f.content, f.name, mainDir);
        outcomes.push({ ok: true });
      } catch (error) {
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  }

  private async settle(
    dirs: ReturnType<typeof channelFolders>,
    f: { name: string; full: string; claimed: string },
    outcome: FileOutcome,
  ) {
    const { name, full, claimed } = f;
    if (outcome.ok) {
      await this.move(dirs.processed, name, claimed, full);
      return;
    }
    const e = outcome.error;
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
      const target = await moveUnder(claimed, dir, name);
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
