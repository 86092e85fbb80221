import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's API tests sit in folders by module, as the code does: apps/server/test/<module>/ for each
 * module of apps/server/src/modules, and a few folders for what is not one module's (the engine, plugins,
 * storage, operations, the demo data, and the tests that sweep every route).
 */
const root = path.resolve(import.meta.dirname, '..');
const testDir = path.join(root, 'apps/server/test');
const modules = fs.readdirSync(path.join(root, 'apps/server/src/modules'));
const BESIDE_MODULES = ['app', 'crud', 'plugins', 'db', 'ops', 'seed', 'helpers', 'fixtures'];

describe('apps/server/test', () => {
  it('holds no test file at its top level', () => {
    expect(fs.readdirSync(testDir).filter((f) => f.endsWith('.test.ts'))).toEqual([]);
  });

  it('has a folder only for a module or for what is beside the modules', () => {
    const folders = fs
      .readdirSync(testDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.filter((f) => !modules.includes(f) && !BESIDE_MODULES.includes(f))).toEqual([]);
  });
});
