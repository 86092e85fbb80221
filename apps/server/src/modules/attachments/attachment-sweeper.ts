import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { attachments } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { like } from 'drizzle-orm';

/** A file no row names is left alone this long after its last write (an upload between write and commit). */
export const ATTACHMENT_ORPHAN_GRACE_MS = 30 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Removes the local store's attachment files that no row names any more (the rows of a deleted draft
 * go in the delete's transaction; their files cannot, so they are swept here) and the temporary file of
 * an upload whose process was killed. Answers the keys it removed.
 */
export async function sweepAttachmentFiles(db: Db, filesDir: string, now = new Date()): Promise<string[]> {
  const dir = path.join(filesDir, 'attachments');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  if (!names.length) return [];
  const named = new Set(
    (
      await db
        .select({ key: attachments.file_key })
        .from(attachments)
        .where(like(attachments.file_key, 'attachments/%'))
    ).map((r) => r.key),
  );
  const removed: string[] = [];
  for (const name of names) {
    const key = `attachments/${name}`;
    if (named.has(key)) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (!stat?.isFile() || now.getTime() - stat.mtimeMs < ATTACHMENT_ORPHAN_GRACE_MS) continue;
    await fs.rm(path.join(dir, name), { force: true });
    removed.push(key);
  }
  return removed;
}

/** Sweeps the local store when the server is ready and then every hour, until it closes. */
export function scheduleAttachmentSweep(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    sweepAttachmentFiles(app.db, app.config.filesDir)
      .then((removed) => {
        if (removed.length) app.log.info({ removed: removed.length }, 'attachment files swept');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'attachment sweep failed'));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
