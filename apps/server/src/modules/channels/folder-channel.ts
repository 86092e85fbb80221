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
export function messageFileName(clientSeqNo: string, kind = 'DEC'): string {
  return `${kind}_${clientSeqNo}.xml`;
}

/**
 * Writes a message into the channel's outbox atomically: the bytes go to a temporary file on the same
 * file system first, which is then renamed into place. An existing file of the same name is never
 * overwritten. Answers the path written.
 */
export async function writeOutboxMessage(
  mainDir: string,
  clientSeqNo: string,
  xml: string,
  kind = 'DEC',
): Promise<string> {
  const dirs = channelFolders(mainDir);
  const name = messageFileName(clientSeqNo, kind);
  const target = path.join(dirs.outbox, name);
  const temp = path.join(dirs.tmp, `${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  // the folders exist but for the first message: made only when a write finds them missing
  await retryMissing(dirs.tmp, () => fs.writeFile(temp, xml, { encoding: 'utf8', flag: 'wx' }));
  try {
    // link + unlink instead of rename: fails (EEXIST) rather than replacing another message
    await retryMissing(dirs.outbox, () => fs.link(temp, target));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw e;
    // a file system without hard links: rename, having checked the name is free
    if (await exists(target)) throw Object.assign(new Error(`${target} exists`), { code: 'EEXIST' });
    await fs.rename(temp, target);
  } finally {
    await fs.rm(temp, { force: true });
  }
  return target;
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

/** Keeps a receipt that could not be recorded at `file`, with `<file>.reason.txt` beside it (written first). */
export async function keepWithReason(file: string, name: string, content: Buffer | null, reason: string) {
  await fs.writeFile(`${file}.reason.txt`, `${new Date().toISOString()} ${name}\n${reason}\n`, 'utf8');
  if (content) await fs.writeFile(file, content);
}
