import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js / eslint.layers.js: a crossing in any of these places fails `npm run lint`.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const crossings: [string, string, string][] = [
  [
    'the engine imports a module',
    'apps/server/src/crud/fixture.ts',
    "import '../modules/declarations/declarations.hooks.ts';",
  ],
  ['storage imports the engine', 'apps/server/src/db/fixture.ts', "import '../crud/entity-routes.ts';"],
  [
    'storage imports a module',
    'apps/server/src/db/fixture.ts',
    "import '../modules/receipts/receipts.service.ts';",
  ],
  [
    'a plugin imports a module',
    'apps/server/src/plugins/fixture.ts',
    "import '../modules/auth/oauth.service.ts';",
  ],
  ['a module imports the application', 'apps/server/src/modules/fixture.ts', "import '../app.ts';"],
  [
    'a module imports a specification adapter',
    'apps/server/src/modules/fixture.ts',
    "import '../adapters/system-city.routes.ts';",
  ],
  [
    'the engine imports an adapter',
    'apps/server/src/crud/fixture.ts',
    "import '../adapters/menu.routes.ts';",
  ],
  [
    'the shared package imports an app',
    'packages/shared/src/fixture.ts',
    "import '../../../apps/server/src/config.ts';",
  ],
  [
    'the http client imports the session',
    'apps/web/src/api/fixture.ts',
    "import '../session/session-store.ts';",
  ],
  ['the http client imports the menu', 'apps/web/src/api/fixture.ts', "import '../menu/menu-model.ts';"],
  ['the http client imports the layout', 'apps/web/src/api/fixture.ts', "import '../layout/Layout.tsx';"],
  [
    'the generic list imports a feature',
    'apps/web/src/crud/fixture.ts',
    "import '../features/downloads/api.ts';",
  ],
  [
    'the generic list imports the session',
    'apps/web/src/crud/fixture.ts',
    "import '../session/session-store.ts';",
  ],
  ['a feature imports the shell', 'apps/web/src/features/admin/fixture.ts', "import '../../app/Root.tsx';"],
  ['storage imports a plugin', 'apps/server/src/db/fixture.ts', "import '../plugins/app-error.ts';"],
  [
    'storage imports a plugin’s type',
    'apps/server/src/db/fixture.ts',
    "import type { Actor } from '../plugins/actor.ts';\nexport type A = Actor;",
  ],
  ['a plugin imports the engine', 'apps/server/src/plugins/fixture.ts', "import '../crud/references.ts';"],
  [
    'the layout imports a feature',
    'apps/web/src/layout/fixture.ts',
    "import '../features/messages/screens/MessageBell.tsx';",
  ],
  ['the generic list imports the menu', 'apps/web/src/crud/fixture.ts', "import '../menu/menu-model.ts';"],
];

describe('layer rules', () => {
  it.each(crossings)('fails when %s', async (_what, file, code) => {
    expect(await rulesFor(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('lets the arrows that point down through', async () => {
    expect(
      await rulesFor('apps/server/src/modules/fixture.ts', "import '../crud/entity-routes.ts';"),
    ).toEqual([]);
    expect(
      await rulesFor('apps/web/src/features/admin/fixture.ts', "import '../../crud/services.tsx';"),
    ).toEqual([]);
    expect(
      await rulesFor('apps/server/src/adapters/fixture.ts', "import '../modules/users/users.service.ts';"),
    ).toEqual([]);
    expect(await rulesFor('apps/web/src/app/fixture.ts', "import '../features/lookup/api.ts';")).toEqual([]);
    expect(
      await rulesFor('apps/web/src/features/admin/fixture.ts', "import '../../layout/header-tools.ts';"),
    ).toEqual([]);
    expect(await rulesFor('apps/server/src/plugins/fixture.ts', "import '../db/client.ts';")).toEqual([]);
  });
});

describe('import cycles', () => {
  const dir = path.join(root, 'apps/web/src/__cycle_fixture__');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails on two files that import each other', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    const code = fs.readFileSync(path.join(dir, 'a.ts'), 'utf8');
    expect(await rulesFor('apps/web/src/__cycle_fixture__/a.ts', code)).toContain('cycles/no-cycle');
  });

  it('fails on a cycle closed by type-only imports', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'type-b.ts'),
      "import type { A } from './type-a.ts';\nexport interface B {\n  a?: A;\n}\n",
    );
    fs.writeFileSync(
      path.join(dir, 'type-a.ts'),
      "import { type B } from './type-b.ts';\nexport interface A {\n  b?: B;\n}\n",
    );
    const code = fs.readFileSync(path.join(dir, 'type-a.ts'), 'utf8');
    const rules = await rulesFor('apps/web/src/__cycle_fixture__/type-a.ts', code);
    expect(rules).toContain('cycles/no-cycle');
  });

  it('lets a file that imports without a way back through', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'leaf.ts'), 'export type Leaf = number;\n');
    fs.writeFileSync(
      path.join(dir, 'root.ts'),
      "import type { Leaf } from './leaf.ts';\nexport type R = Leaf;\n",
    );
    const code = fs.readFileSync(path.join(dir, 'root.ts'), 'utf8');
    expect(await rulesFor('apps/web/src/__cycle_fixture__/root.ts', code)).toEqual([]);
  });
});

describe('react hooks', () => {
  it('fails on a hook called conditionally', async () => {
    const code =
      "import { useState } from 'react';\nexport function C({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await rulesFor('apps/web/src/features/admin/fixture.tsx', code)).toContain(
      'react-hooks/rules-of-hooks',
    );
  });
});

describe('casts at the border', () => {
  const unknownCast = 'export const n = (JSON.parse("1") as unknown as number) + 1;\n';
  const neverCast = 'export const f = (g: (v: number) => void) => g("x" as never);\n';

  it.each([
    ['as unknown as', unknownCast],
    ['as never', neverCast],
  ])('fails on %s in application code', async (_what, code) => {
    expect(await rulesFor('apps/server/src/modules/fixture.ts', code)).toContain('no-restricted-syntax');
    expect(await rulesFor('apps/web/src/features/admin/fixture.ts', code)).toContain('no-restricted-syntax');
  });

  it.each([
    'apps/server/src/modules/fixture.test.ts',
    'apps/server/test/fixture.test.ts',
    'apps/server/test/helpers/fixture.ts',
    'apps/web/src/crud/fixture.test.ts',
    'packages/shared/src/fixture.ts',
    'packages/shared/src/fixture.test.ts',
  ])('fails on as unknown as in %s', async (file) => {
    expect(await rulesFor(file, unknownCast)).toContain('no-restricted-syntax');
    expect(await rulesFor(file, 'export const n = <number>(<unknown>JSON.parse("1"));\n')).toContain(
      'no-restricted-syntax',
    );
  });

  it('lets as never through in a test', async () => {
    expect(await rulesFor('apps/server/src/modules/fixture.test.ts', neverCast)).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('lets a single cast through', async () => {
    expect(
      await rulesFor('apps/server/src/modules/fixture.ts', 'export const n = JSON.parse("1") as number;\n'),
    ).toEqual([]);
  });
});
