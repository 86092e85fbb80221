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
    expect(await rulesFor('apps/web/src/__cycle_fixture__/a.ts', code)).toContain('import-x/no-cycle');
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
  it.each([
    ['as unknown as', 'export const n = (JSON.parse("1") as unknown as number) + 1;\n'],
    ['as never', 'export const f = (g: (v: number) => void) => g("x" as never);\n'],
  ])('fails on %s in application code, not in a test', async (_what, code) => {
    expect(await rulesFor('apps/server/src/modules/fixture.ts', code)).toContain('no-restricted-syntax');
    expect(await rulesFor('apps/web/src/features/admin/fixture.ts', code)).toContain('no-restricted-syntax');
    expect(await rulesFor('apps/server/src/modules/fixture.test.ts', code)).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('lets a single cast through', async () => {
    expect(
      await rulesFor('apps/server/src/modules/fixture.ts', 'export const n = JSON.parse("1") as number;\n'),
    ).toEqual([]);
  });
});
