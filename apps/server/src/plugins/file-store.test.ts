import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStore } from './file-store.ts';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

describe('FileStore.pathForWrite', () => {
  it('creates a new folder for many writers at once without failing', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'files-'));
    roots.push(root);
    const store = new FileStore(root);
    const keys = Array.from({ length: 40 }, () => store.newKey('exports/deep/er', '.xlsx'));
    const paths = await Promise.all(keys.map((k) => store.pathForWrite(k)));
    expect(new Set(paths).size).toBe(40);
    expect(fs.statSync(path.join(root, 'exports/deep/er')).isDirectory()).toBe(true);
  });

  it('creates sibling folders under a new parent at once (exports and attachments)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'files-'));
      roots.push(root);
      const store = new FileStore(path.join(root, 'data', 'files'));
      const folders = ['exports', 'attachments', 'avatars', 'mail', 'exports/x', 'attachments/y'];
      await Promise.all(folders.map((f) => store.pathForWrite(`${f}/a.bin`)));
      for (const f of folders)
        expect(fs.statSync(path.join(root, 'data', 'files', f)).isDirectory()).toBe(true);
    }
  });

  it('still fails when a file stands where the folder must be', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'files-'));
    roots.push(root);
    fs.writeFileSync(path.join(root, 'exports'), 'not a folder');
    await expect(new FileStore(root).pathForWrite('exports/a.xlsx')).rejects.toThrow();
  });

  it('refuses a key that leaves the root', () => {
    expect(() => new FileStore('/tmp/x').pathOf('../etc/passwd')).toThrow();
  });
});
