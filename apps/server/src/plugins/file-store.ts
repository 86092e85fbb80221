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

  /** A new unique key in a folder, with the given extension. */
  newKey(folder: string, ext: string): string {
    return `${folder}/${randomUUID()}${ext}`;
  }

  /** The absolute path of a key; its folder is created. */
  async pathForWrite(key: string): Promise<string> {
    const full = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    return full;
  }

  pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`bad file key ${key}`);
    return full;
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
