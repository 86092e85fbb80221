import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registry } from '@app/shared';
import { tableOf } from './entity-tables.ts';

const COLUMN_KINDS: Record<string, string[]> = {
  string: ['PgVarchar', 'PgText'],
  text: ['PgText', 'PgVarchar'],
  int: ['PgInteger'],
  decimal: ['PgNumeric'],
  bool: ['PgBoolean'],
  date: ['PgDateString', 'PgDate'],
  datetime: ['PgTimestamp'],
  enum: ['PgVarchar'],
  ref: ['PgInteger', 'PgVarchar'],
  json: ['PgJsonb'],
};

describe('every entity has a table that matches its definition', () => {
  it.each(registry.map((d) => [d.name, d] as const))('%s', (_name, def) => {
    const columns = getTableColumns(tableOf(def));
    expect(columns).toHaveProperty('id');
    expect(columns).toHaveProperty('create_time');
    if (!def.readOnly) expect(columns).toHaveProperty('version');
    for (const [name, field] of Object.entries(def.fields)) {
      // a write-only field (a password) is stored as something else by its hook, never under its name
      if (field.writeOnly) {
        expect(columns, `${def.name}.${name} has no column`).not.toHaveProperty(name);
        continue;
      }
      const column = columns[name];
      expect(column, `${def.name}.${name}`).toBeDefined();
      expect(COLUMN_KINDS[field.kind], `${def.name}.${name}: ${column!.columnType}`).toContain(
        column!.columnType,
      );
      if (field.required && field.default === undefined && !field.readonly)
        expect(column!.notNull, `${def.name}.${name} not null`).toBe(true);
      if (field.length && 'length' in column! && column.length)
        expect(column.length, `${def.name}.${name} length`).toBeGreaterThanOrEqual(field.length);
    }
  });
});
