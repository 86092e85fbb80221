import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry, updateSchema } from '@app/shared';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The demo data a newcomer signs in to is data a person could have typed: every record of every entity
 * the generic API lists passes the checks of an edit (the update schema: required fields, lengths, code
 * lists, credit-code check characters, …), so opening it and pressing 确定 saves. A passport that took an
 * invalid credit code from its demo book could not be saved nor declared from its dialog.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('demo data', () => {
  it('passes the edit checks of its definition, record by record', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const def of registry.filter((d) => !d.readOnly && d.path)) {
      const res = await t.call('GET', `/api/${def.name}?page=1&size=100`, admin);
      expect(res.statusCode, def.name).toBe(200);
      const schema = updateSchema(def);
      for (const row of res.json<{ content: Record<string, unknown>[] }>().content) {
        const payload: Record<string, unknown> = { version: row.version };
        for (const [name, field] of Object.entries(def.fields))
          if (!field.readonly && !field.writeOnly && name in row) payload[name] = row[name];
        const parsed = schema.safeParse(payload);
        checked += 1;
        if (!parsed.success)
          for (const issue of parsed.error.issues)
            failures.push(`${def.name}#${String(row.id)}.${issue.path.join('.')}: ${issue.message}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});
