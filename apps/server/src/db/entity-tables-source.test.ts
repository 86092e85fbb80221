import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { entityTablesSource } from './entity-tables-source.ts';

const file = path.join(import.meta.dirname, 'schema/entities.generated.ts');

describe('generated entity tables', () => {
  it('match the registry (run `npm run db:generate` after adding or changing an entity)', async () => {
    const options = (await prettier.resolveConfig(file)) ?? {};
    const expected = await prettier.format(entityTablesSource(), { ...options, filepath: file });
    expect(fs.readFileSync(file, 'utf8')).toBe(expected);
  });

  it('have a migration for every generated table', () => {
    const sql = fs
      .readdirSync(path.join(import.meta.dirname, 'migrations'))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => fs.readFileSync(path.join(import.meta.dirname, 'migrations', f), 'utf8'))
      .join('\n');
    const tables = [...entityTablesSource().matchAll(/= pgTable\(\n\s+'(\w+)'/g)].map((m) => m[1]);
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) expect(sql, table).toContain(`CREATE TABLE "${table}"`);
  });
});
