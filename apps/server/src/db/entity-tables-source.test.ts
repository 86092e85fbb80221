import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityTablesSource } from './entity-tables-source.ts';

describe('generated entity tables', () => {
  it('match the registry (run `npm run db:generate` after adding or changing an entity)', () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, 'schema/entities.generated.ts'), 'utf8');
    expect(file).toBe(entityTablesSource());
  });

  it('have a migration for every generated table', () => {
    const sql = fs
      .readdirSync(path.join(import.meta.dirname, 'migrations'))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => fs.readFileSync(path.join(import.meta.dirname, 'migrations', f), 'utf8'))
      .join('\n');
    for (const [, table] of entityTablesSource().matchAll(/export const (\w+) = buildTable/g)) {
      expect(sql, table).toContain(`CREATE TABLE "${table}"`);
    }
  });
});
