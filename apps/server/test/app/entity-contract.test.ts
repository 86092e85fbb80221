import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterParams, registry, type EntityDef } from '@app/shared';
import { tableOf } from '../../src/crud/entity-tables.ts';
import { actorForToken } from '../../src/plugins/actor.ts';
import { scopeValues } from '../../src/plugins/data-scope.ts';
import { invalidValue, sampleRecord } from '../helpers/entity-samples.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Every entity of the registry, through the real server: create, get, list with each filter, update,
 * stale update, invalid input per field, delete, 401 and 403. A new entity is covered by adding it to
 * the registry; no test is written for it.
 */
let t: TestApp;
let admin: string;
let nobody: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const created = await t.call('POST', '/code/oauth2/sys-user-dto/add', admin, {
    username: 'contract0',
    name: '无权限',
    password: 'Contract#2026',
    org_ids: [1],
  });
  expect(created.statusCode).toBe(200);
  nobody = await t.login('contract0', { password: 'Contract#2026' });
});
afterAll(() => t.close());

function filterQuery(def: EntityDef, name: string, value: unknown): string {
  const field = def.fields[name]!;
  const text = String(value);
  const params = filterParams(name, field);
  if (field.search === 'range') return params.map((p) => `${p}=${encodeURIComponent(text)}`).join('&');
  if (field.search === 'like') return `${name}=${encodeURIComponent(text.slice(1, -1) || text)}`;
  return `${name}=${encodeURIComponent(text)}`;
}

describe.each(registry.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const base = `/api/${def.name}`;
  let record: Record<string, unknown>;

  it('answers 401 without a token and 403 without the permission', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/1`],
      ...(def.readOnly
        ? []
        : [
            ['POST', base],
            ['PUT', `${base}/1`],
            ['DELETE', `${base}/1`],
          ]),
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await t.call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, nobody, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  /** A record of an entity its workflow writes (its own POST and PUT) goes straight into its table. */
  async function insertDirectly(body: Record<string, unknown>) {
    const { actor } = (await actorForToken(t.database, admin))!;
    const scope = scopeValues(actor, { company: def.scope?.company, customer: def.scope?.customer });
    const [row] = await t.database.db
      .insert(tableOf(def))
      .values({ ...body, ...scope } as never)
      .returning();
    return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
  }

  it.skipIf(def.readOnly)('creates and reads a record', async () => {
    const body = await sampleRecord(t, admin, def);
    if (def.workflowWrites) {
      // the workflow's own create takes its own shape ({head, lines...}), not a flat record
      const res = await t.call('POST', base, admin, body);
      expect(res.statusCode, res.body).toBe(400);
      record = await insertDirectly(body);
    } else {
      const res = await t.call('POST', base, admin, body);
      expect(res.statusCode, res.body).toBe(201);
      record = res.json();
    }
    expect(record).toMatchObject({ id: expect.any(Number), version: 1 });
    const got = await t.call('GET', `${base}/${record.id}`, admin);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id: record.id, version: 1 });
    // what the API reads back (for a workflow entity, the only API side of this test)
    const read = def.workflowWrites ? (got.json() as Record<string, unknown>) : record;
    for (const [name, value] of Object.entries(body)) {
      // a write-only field (a password) is never answered
      if (def.fields[name]!.writeOnly) {
        expect(read).not.toHaveProperty(name);
        continue;
      }
      if (def.fields[name]!.kind === 'decimal') expect(Number(read[name])).toBe(Number(value));
      else if (def.fields[name]!.kind !== 'datetime') expect(read[name], name).toEqual(value);
    }
  });

  it.skipIf(def.readOnly)('finds the record with each filter', async () => {
    for (const [name, field] of Object.entries(def.fields)) {
      if (!field.search || record[name] === null || record[name] === undefined) continue;
      const res = await t.call(
        'GET',
        `${base}?size=100&sort=id,desc&${filterQuery(def, name, record[name])}`,
        admin,
      );
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const ids = (res.json().content as { id: number }[]).map((r) => r.id);
      expect(ids, `filter ${name}=${String(record[name])}`).toContain(record.id);
    }
    const none = await t.call('GET', `${base}?size=10&page=999999`, admin);
    expect(none.json().content).toEqual([]);
  });

  it.skipIf(def.readOnly)('updates with the version read, and refuses a stale version with 409', async () => {
    const field = Object.entries(def.fields).find(
      ([, f]) =>
        !f.readonly &&
        (f.kind === 'string' || f.kind === 'text') &&
        !f.check &&
        !(def.unique ?? []).flat().includes(''),
    );
    const patch: Record<string, unknown> = { version: 1 };
    if (field)
      patch[field[0]] = (record[field[0]] as string).slice(0, (field[1].length ?? 100) - 1) + 'U'.slice(0, 1);
    const res = await t.call('PUT', `${base}/${record.id}`, admin, patch);
    if (def.workflowWrites) {
      expect(res.statusCode, res.body).toBe(400);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(2);
    const stale = await t.call('PUT', `${base}/${record.id}`, admin, patch);
    expect(stale.statusCode).toBe(409);
    expect((await t.call('PUT', `${base}/99999999`, admin, { version: 1 })).statusCode).toBe(404);
  });

  it.skipIf(def.readOnly || def.workflowWrites)(
    'refuses invalid input with 400 naming each field, writing nothing',
    async () => {
      const valid = await sampleRecord(t, admin, def);
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.readonly || (def.tree && name === def.tree.parent)) continue;
        const bad = invalidValue(field);
        if (bad === undefined) continue;
        const res = await t.call('POST', base, admin, { ...valid, [name]: bad });
        expect(res.statusCode, `${name}=${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        expect(Object.keys(res.json().errors ?? {}), name).toContain(name);
      }
      const unknown = await t.call('POST', base, admin, { ...valid, no_such_field: 1 });
      expect(unknown.json().errors).toHaveProperty('no_such_field');
      const required = Object.entries(def.fields).filter(
        ([, f]) => f.required && f.default === undefined && !f.readonly,
      );
      for (const [name] of required) {
        const rest = { ...valid };
        delete rest[name];
        const res = await t.call('POST', base, admin, rest);
        expect(res.statusCode, `without ${name}`).toBe(400);
        expect(Object.keys(res.json().errors), `without ${name}`).toContain(name);
      }
    },
  );

  it.skipIf(def.readOnly)('deletes the record', async () => {
    const res = await t.call('DELETE', `${base}/${record.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', `${base}/${record.id}`, admin)).statusCode).toBe(404);
    expect((await t.call('DELETE', `${base}/${record.id}`, admin)).statusCode).toBe(404);
  });

  it('lists page 1 with the total and the page size', async () => {
    const res = await t.call('GET', `${base}?page=1&size=10`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      page: 1,
      size: 10,
      totalElements: expect.any(Number),
      totalCapped: expect.any(Boolean),
    });
    expect(res.json().content.length).toBeLessThanOrEqual(10);
  });
});
