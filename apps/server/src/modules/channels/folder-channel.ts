import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The folders of a folder ("ftp_tool") channel under its main directory: the customs client picks
 * messages up from `outbox` and drops import responses and receipts into `inbox`; we move what we read
 * to `processed`, and what we cannot use to `failed` (with a `.reason.txt` beside it). `tmp` holds a
 * message while it is being written, so the client never sees half a file.
 */
export function channelFolders(mainDir: string) {
  const root = path.resolve(mainDir);
  return {
    root,
    outbox: path.join(root, 'outbox'),
    inbox: path.join(root, 'inbox'),
    processed: path.join(root, 'processed'),
    failed: path.join(root, 'failed'),
    /** Receipts a watcher has claimed and is recording (one process per file). */
    working: path.join(root, 'working'),
    tmp: path.join(root, 'tmp'),
  };
}

/**
 * The folder a channel's main directory names, confined to the channels root (CHANNELS_ROOT): a
 * relative name is taken under the root, an absolute one must lie inside it. Anything that resolves
 * to the root itself or outside it (`/tmp/x`, `a/../../b`) answers undefined: such a channel has no folder.
 */
export function resolveChannelDir(root: string, mainDir: string | null | undefined): string | undefined {
  const given = (mainDir ?? '').trim();
  if (!given || given.includes('\0')) return undefined;
  const base = path.resolve(root);
  const dir = path.resolve(base, given);
  const rel = path.relative(base, dir);
  if (!rel || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined;
  return dir;
}

/**
 * The outbox file name of a message: its kind (DEC for a declaration, INV101, SAS121, ICP101, MT1401,
 * MT2401) and the client sequence number, which makes it unique. Customs names its answer after it
 * (`Successed_SAS121_….xml`), which tells a common response to a passport from one to a declaration.
 */
export function messageFileName(clientSeqNo: string, kind: string | undefined = 'DEC'): string {
  return `${kind}_${clientSeqNo}.xml`;
}

/** A message for a folder channel's outbox. */
export interface OutboxMessage {
  mainDir: string;
  clientSeqNo: string;
  xml: string;
  /** DEC, INV101, SAS121, …: the file name's prefix. */
  kind?: string | undefined;
}

/** Writes the bytes to a new file and forces them to disk before closing it. */
async function writeSynced(file: string, xml: string): Promise<void> {
  const handle = await fs.open(file, 'wx');
  try {
    await handle.writeFile(xml, 'utf8');
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Forces a directory's entries (the names just linked into it) to disk. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Puts the synced temporary file in place under `target`, never replacing a file of that name. */
async function linkInto(temp: string, target: string): Promise<void> {
  try {
    // link + unlink instead of rename: fails (EEXIST) rather than replacing another message
    await retryMissing(path.dirname(target), () => fs.link(temp, target));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw e;
    // a file system without hard links: rename, having checked the name is free
    if (await exists(target)) throw Object.assign(new Error(`${target} exists`), { code: 'EEXIST' });
    await fs.rename(temp, target);
  }
}

/**
 * Writes messages into their channels' outboxes, all at once, each whole or not at all: every message
 * goes to a temporary file in `tmp` on the same file system, written and forced to disk, then is
 * hard-linked into `outbox` under its name (a file appears there complete, and an existing file of the
 * same name is never replaced); each outbox directory is synced once for the whole batch (files written
 * before one directory sync), so the names survive a crash; the temporary files go. Answers, in order, each message's path or its error (a name
 * already taken answers an EEXIST error, and the other messages are written).
 */
export async function writeOutboxMessages(messages: OutboxMessage[]): Promise<(string | Error)[]> {
  const plans = messages.map((m) => {
    const dirs = channelFolders(m.mainDir);
    const name = messageFileName(m.clientSeqNo, m.kind);
    return {
      xml: m.xml,
      outbox: dirs.outbox,
      target: path.join(dirs.outbox, name),
      temp: path.join(dirs.tmp, `${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`),
    };
  });
  const results = await Promise.all(
    plans.map(async (p): Promise<string | Error> => {
      try {
        // the folders exist but for the first message: made only when a write finds them missing
        await retryMissing(path.dirname(p.temp), () => writeSynced(p.temp, p.xml));
        await linkInto(p.temp, p.target);
        return p.target;
      } catch (e) {
        return e instanceof Error ? e : new Error(String(e));
      }
    }),
  );
  const linked = new Set(plans.flatMap((p, i) => (typeof results[i] === 'string' ? [p.outbox] : [])));
  // the messages are in their outboxes (the client may take them now) whether or not the sync succeeds:
  // a directory that cannot be synced is no reason to answer that they were not written
  await Promise.all([...linked].map((dir) => syncDir(dir).catch(() => undefined)));
  await Promise.all(plans.map((p) => fs.unlink(p.temp).catch(() => undefined)));
  return results;
}

/**
 * Writes one message into the channel's outbox atomically (`writeOutboxMessages` with one message).
 * An existing file of the same name is never overwritten. Answers the path written.
 */
export async function writeOutboxMessage(
  mainDir: string,
  clientSeqNo: string,
  xml: string,
  kind = 'DEC',
): Promise<string> {
  const [result] = await writeOutboxMessages([{ mainDir, clientSeqNo, xml, kind }]);
  if (typeof result === 'string') return result;
  throw result ?? new Error('the message was not written');
}

/** Runs the write; when its folder is missing (ENOENT), makes the folder and runs it once more. */
async function retryMissing(dir: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    await fs.mkdir(dir, { recursive: true });
    await write();
  }
}

async function exists(p: string): Promise<boolean> {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

/** A free name in `dir` for `name`: the name itself, else name-1, name-2 ... before the extension. */
export async function freeName(dir: string, name: string): Promise<string> {
  const ext = path.extname(name);
  const base = name.slice(0, name.length - ext.length);
  for (let i = 0; ; i++) {
    const candidate = path.join(dir, i === 0 ? name : `${base}-${i}${ext}`);
    if (!(await exists(candidate))) return candidate;
  }
}

/**
 * Moves a file into `dir` under `name`, else name-1, name-2 …, never replacing a file there even when
 * other moves into `dir` run at the same time (a hard link fails on a taken name; the source is then
 * unlinked). Answers the path it took.
 */
export async function moveUnder(file: string, dir: string, name: string): Promise<string> {
  const ext = path.extname(name);
  const base = name.slice(0, name.length - ext.length);
  for (let i = 0; ; i++) {
    const candidate = path.join(dir, i === 0 ? name : `${base}-${i}${ext}`);
    try {
      await fs.link(file, candidate);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw e;
      // a file system without hard links
      const target = await freeName(dir, name);
      await fs.rename(file, target);
      return target;
    }
    await fs.unlink(file);
    return candidate;
  }
}

/** Keeps a receipt that could not be recorded at `file`, with `<file>.reason.txt` beside it (written first). */
export async function keepWithReason(file: string, name: string, content: Buffer | null, reason: string) {
  await fs.writeFile(`${file}.reason.txt`, `${new Date().toISOString()} ${name}\n${reason}\n`, 'utf8');
  if (content) await fs.writeFile(file, content);
}
