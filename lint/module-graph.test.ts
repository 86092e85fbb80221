import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server's modules import one another one way only: of two modules, at most one imports the other
 * (relative imports between the folders of apps/server/src/modules, type-only, re-exports, dynamic
 * imports and tests included). A module that needs to be called back by one it uses registers with it
 * (the receipts module hands a document's receipts to the handler its module registered).
 */
const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Every import between two module folders: "a -> b" with the files and specifiers that make it. */
function moduleEdges(dir: string): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const from = path.relative(dir, file).split(path.sep)[0]!;
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName: spec } of importedFiles) {
      if (!spec.startsWith('.')) continue;
      const target = path.relative(dir, path.resolve(path.dirname(file), spec));
      if (target.startsWith('..') || path.isAbsolute(target)) continue;
      const to = target.split(path.sep)[0]!;
      if (to === from || to === target) continue; // within a module, or a file beside the modules
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${path.relative(dir, file)}: ${spec}`]);
    }
  }
  return edges;
}

/** The pairs of modules that import each other, each with the imports both ways. */
function twoWayPairs(dir: string): string[] {
  const edges = moduleEdges(dir);
  const pairs: string[] = [];
  for (const [key, there] of edges) {
    const [a, b] = key.split(' -> ') as [string, string];
    const back = edges.get(`${b} -> ${a}`);
    if (a < b && back) pairs.push(`${a} ⇄ ${b}: ${[...there, ...back].join('; ')}`);
  }
  return pairs.sort();
}

describe('module imports', () => {
  it('no two modules of apps/server/src/modules import each other', () => {
    expect(twoWayPairs(modulesDir)).toEqual([]);
  });

  it('sees the imports between modules (the graph is not empty)', () => {
    expect([...moduleEdges(modulesDir).keys()]).toContain('bonded -> receipts');
  });

  describe('a fixture', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, code: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), code);
    };

    it('fails on two modules that import each other, also when one way is type-only or a re-export', () => {
      write('a/a.ts', "import { b } from '../b/b.ts';\nexport const a = () => b;\n");
      write('b/b.ts', "import type { C } from '../c/sub/c.ts';\nexport const b = 1;\nexport type B = C;\n");
      write('b/b-types.ts', "import type { A } from '../a/types.ts';\nexport type BA = A;\n");
      write('a/types.ts', 'export type A = number;\n');
      write('c/sub/c.ts', "export type C = string;\nexport { a } from '../../a/a.ts';\n");
      expect(twoWayPairs(dir).map((p) => p.split(':')[0])).toEqual(['a ⇄ b']);
      write('a/late.ts', "export const later = () => import('../c/sub/c.ts');\n");
      expect(twoWayPairs(dir).map((p) => p.split(':')[0])).toEqual(['a ⇄ b', 'a ⇄ c']);
    });

    it('lets imports that go one way through', () => {
      fs.rmSync(dir, { recursive: true, force: true });
      write('a/a.ts', "import { b } from '../b/b.ts';\nimport '../../db/client.ts';\nexport const a = b;\n");
      write('b/b.ts', "import { own } from './own.ts';\nexport const b = own;\n");
      write('b/own.ts', 'export const own = 1;\n');
      expect(twoWayPairs(dir)).toEqual([]);
      expect([...moduleEdges(dir).keys()]).toEqual(['a -> b']);
    });
  });
});
