import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/**
 * Generated and uploaded files under the configured files directory (DATA_DIR/files), addressed by a
 * key such as `exports/3f2a….xlsx`. Keys are made here, never taken from a request, so no path escapes
 * the directory. Several server processes share it when they share DATA_DIR.
 */
export class FileStore {
  constructor(private readonly root: string) {}

  /**
   * A new unique key in a folder, with the given extension; with `owner` (a process's instance id) the
   * name begins `<owner>.`, so the file of a process that is gone can be told (export-sweeper.ts).
   */
  newKey(folder: string, ext: string, owner?: string): string {
    return `${folder}/${owner ? `${owner}.` : ''}${randomUUID()}${ext}`;
  }

  /** The absolute path of a key; its folder is created. */
  async pathForWrite(key: string): Promise<string> {
    const full = this.pathOf(key);
    await makeDir(path.dirname(full));
    return full;
  }

  pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`bad file key ${key}`);
    return full;
  }

  /** The absolute path of a folder of keys (`exports`). */
  folderPath(folder: string): string {
    return path.dirname(this.pathOf(`${folder}/-`));
  }

  exists(key: string): boolean {
    return fs.existsSync(this.pathOf(key));
  }

  async size(key: string): Promise<number> {
    return (await fs.promises.stat(this.pathOf(key))).size;
  }

  /** Removes a file; a missing one is not an error. */
  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}

/**
 * `mkdir -p` that tolerates a race: two writers starting at once in a new data folder (an export
 * creating `files/exports` while the demo files create `files/attachments`) both create `files/`, and
 * Node's recursive mkdir can then fail with EEXIST on that parent although nothing is wrong. The
 * folder being there ends it; an EEXIST on a parent is retried.
 */
export async function makeDir(dir: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await fs.promises.mkdir(dir, { recursive: true });
      return;
    } catch (error) {
      const exists = await fs.promises.stat(dir).then(
        (s) => s.isDirectory(),
        () => false,
      );
      if (exists) return;
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
    }
  }
}
