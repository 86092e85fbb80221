import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/appointment-fixtures.ts';
import {
  billionLaughsXlsx,
  billionLaughsXml,
  emptyRowsXlsx,
  hugeCellXlsx,
  zipBombXlsx,
} from '../helpers/hostile-files.ts';
import { openApiAnswers } from '../helpers/openapi-answers.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Route-wide robustness: every operation of /docs/json is called with generated hostile
 * input, so a route added tomorrow is covered without a test of its own. Bodies: wrong types for each
 * declared field, NUL, huge strings, deep nesting, prototype keys; queries: the same for every
 * parameter. Every answer is below 500, and an answer of 4xx wrote nothing (the database fingerprint
 * is unchanged). Randomness is seeded and the number of cases per route bounded, so a failure repeats.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
};
type Op = {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

let t: TestApp;
let admin: string;
let ops: { method: string; path: string; op: Op }[] = [];
let doc: Parameters<typeof openApiAnswers>[0];

/** mulberry32: a small seeded generator, so every run sends the same cases. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'Ω'.repeat(100_000);
const deep = (depth: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};
const deepArrayText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Values of the wrong kind for a field of a declared type. */
function wrongValues(schema: Schema | undefined): unknown[] {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  switch (type) {
    case 'integer':
    case 'number':
      return ['12abc', true, { $gt: 0 }, 1e308, -1.5, 'NaN', [1]];
    case 'boolean':
      return ['yes', 2, {}];
    case 'array':
      return ['not-a-list', { 0: 'x' }, [null, {}, '\u0000']];
    case 'object':
      return ['text', [1, 2], 42];
    default:
      return [12345, true, ['a'], { nested: 'x' }, 'a\u0000b', HUGE, '\uD800'];
  }
}

const pick = <T>(rand: () => number, list: T[]): T => list[Math.floor(rand() * list.length)]!;

/** Bounded hostile bodies for one operation: a few whole-body cases and wrong types per field. */
function hostileBodies(op: Op, rand: () => number): { label: string; payload: string }[] {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const props = Object.entries(schema?.properties ?? {});
  const cases: { label: string; payload: string }[] = [
    { label: 'a JSON string', payload: JSON.stringify('\u0000') },
    { label: 'a JSON array', payload: '[1,2,3]' },
    { label: 'deep nesting', payload: JSON.stringify(deep(2_000)) },
    { label: 'deep arrays', payload: deepArrayText(50_000) },
    {
      label: 'prototype keys',
      payload: '{"__proto__":{"isAdmin":true,"id":1},"constructor":{"prototype":{"polluted":1}}}',
    },
  ];
  for (let i = 0; i < Math.min(6, props.length * 2); i++) {
    const body: Record<string, unknown> = {};
    for (const [name, field] of props) if (rand() < 0.5) body[name] = pick(rand, wrongValues(field));
    const [name, field] = pick(rand, props);
    body[name] = pick(rand, wrongValues(field));
    cases.push({ label: `wrong types ${Object.keys(body).join(',')}`, payload: JSON.stringify(body) });
  }
  return cases;
}

/** Hostile query strings for one operation: its declared parameters with wrong values, and junk. */
function hostileQueries(op: Op, rand: () => number): string[] {
  const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const junk = [
    'page=-1&size=1e9&sort=id;drop table users,desc',
    'sort=__proto__,asc&page=NaN&size=%00',
    '__proto__[isAdmin]=1&constructor[prototype][x]=1',
    'a[b][c][d][e][f][g]=1&%ff%fe=%ff',
    `q=${encodeURIComponent('%'.repeat(2000))}`,
  ];
  const out = [...junk];
  for (let i = 0; i < Math.min(4, names.length); i++) {
    const params = names
      .filter(() => rand() < 0.6)
      .map((n) => {
        const value = pick(rand, [
          '%00',
          '-1',
          '1e400',
          '[]',
          'x'.repeat(5000),
          '2024-13-45',
          "' or 1=1 --",
          '%E0%A4%A',
        ]);
        return `${encodeURIComponent(n)}=${value}&${encodeURIComponent(n)}=again`;
      });
    if (params.length) out.push(params.join('&'));
  }
  return out;
}

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '999999');

/**
 * The tables whose rows a refused request must leave as they were: all of them, left out what every
 * request or the background moves on its own (tokens' last use, sign-in log, live
 * pushes, the public pages' per-address counts, which count every call, a refused one too, and the jobs
 * and download tasks of exports accepted earlier, which progress meanwhile; export-limits.test.ts shows a
 * refused export writes no task).
 */
const VOLATILE = new Set([
  'access_tokens',
  'login_logs',
  'hub_messages',
  'jobs',
  'login_challenges',
  'download_tasks',
  'public_pay_hits',
]);
let tableNames: string[] | undefined;
async function tables(): Promise<string[]> {
  tableNames ??= (
    await t.database.queryRows<{ name: string }>(
      'fuzz_tables',
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'
        order by table_name`,
      [],
    )
  )
    .map(({ name }) => name)
    .filter((name) => !VOLATILE.has(name));
  return tableNames;
}
const statements = new Map<string, string>();
async function fingerprintBy(kind: 'rows' | 'versions', perTable: string): Promise<string> {
  if (!statements.has(kind))
    statements.set(
      kind,
      (await tables())
        .map((name) => `select '${name}' as t, count(*)::int as n, ${perTable} as h from "${name}" x`)
        .join(' union all '),
    );
  const rows = await t.database.queryRows<{ t: string; n: number; h: string }>(
    `fuzz_fingerprint_${kind}`,
    statements.get(kind)!,
    [],
  );
  return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join('\n');
}
/** Every table's rows, hashed: equal before and after means no row was added, changed or removed. */
const fingerprint = () =>
  fingerprintBy('rows', `md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), ''))`);
/**
 * Every table's row count and newest row version (the highest xmin: a row inserted or updated by a
 * committed transaction carries a newer transaction id than any row before it; a deletion lowers the
 * count). Equal before and after means no row was written, so the rows' hashes are equal too; a fifth of
 * the cost of hashing them (the reference tables hold ~16,000 rows). Unequal can still be a write of
 * equal values, which fingerprint() tells apart.
 */
const versions = () => fingerprintBy('versions', `coalesce(max(x.xmin::text::bigint), 0)::text`);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const served = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, Op>>;
  }>();
  doc = served;
  ops = Object.entries(served.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}, 180_000);
afterAll(() => t?.close());

/**
 * A request with the admin's token; when it answers 401 because an earlier route (a sign-out, a revoke)
 * ended that token, signs in again and sends it once more.
 */
async function asAdmin(send: (token: string) => Promise<LightMyRequestResponse>) {
  const res = await send(admin);
  if (res.statusCode !== 401) return res;
  if ((await t.call('GET', '/sys-user/get-user-info', admin)).statusCode === 200) return res;
  admin = await t.login('admin');
  return send(admin);
}

describe('every route of /docs/json under hostile input', () => {
  it('knows the routes', () => {
    expect(ops.length).toBeGreaterThan(150);
  });

  it('answers every hostile body to a POST, PUT or PATCH below 500, and a refused one writes nothing', async () => {
    const rand = seeded(18);
    const failures: string[] = [];
    let refused = 0;
    const send = (method: string, path: string, payload: string) =>
      asAdmin((token) =>
        t.call(method as 'POST', concrete(path), token, payload, { 'content-type': 'application/json' }),
      );
    // the versions after one route are those before the next (nothing else writes to the tables compared)
    let before = await versions();
    for (const { method, path, op } of ops.filter((o) => ['POST', 'PUT', 'PATCH'].includes(o.method))) {
      const cases = hostileBodies(op, rand);
      const answers: { label: string; payload: string; status: number }[] = [];
      for (const c of cases) {
        const res = await send(method, path, c.payload);
        answers.push({ ...c, status: res.statusCode });
        if (res.statusCode >= 500)
          failures.push(
            `${method} ${path} (${c.label.slice(0, 80)}): ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
      const refusals = answers.filter((a) => a.status >= 400 && a.status < 500);
      refused += refusals.length;
      if ((await versions()) === before) continue;
      // something was written: by an accepted case, or (a fault) by a refused one: look at each refusal alone
      for (const a of refusals) {
        const alone = await fingerprint();
        await send(method, path, a.payload);
        if ((await fingerprint()) !== alone)
          failures.push(`wrote on a refusal: ${method} ${path} (${a.label.slice(0, 80)})`);
      }
      before = await versions();
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(300);
  }, 600_000);

  it('answers every hostile file to an upload route below 500, writing nothing, and serves the next request', async () => {
    const files: [string, Buffer][] = [
      ['bomb.xlsx', zipBombXlsx()],
      ['cell.xlsx', hugeCellXlsx()],
      ['rows.xlsx', emptyRowsXlsx()],
      ['laughs.xlsx', billionLaughsXlsx()],
      ['laughs.xml', billionLaughsXml()],
      ['junk.xml', Buffer.alloc(3 * 1024 * 1024, 0x3c)],
    ];
    // a body of 200 parts: more than the multipart bound lets through
    const boundary = '----many-parts';
    const manyParts = Buffer.from(
      Array.from(
        { length: 200 },
        (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
      ).join('') + `--${boundary}--\r\n`,
    );
    const uploads = ops.filter(
      (o) => o.method !== 'GET' && /multipart/i.test(`${o.op.summary} ${o.op.description}`),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(7);
    const failures: string[] = [];
    for (const { method, path } of uploads) {
      const before = await versions();
      const sent = [
        ...files.map(([name, bytes]) => ({ name, ...multipartFile(name, bytes) })),
        {
          name: 'many parts',
          body: manyParts,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        },
      ];
      for (const f of sent) {
        const res = await asAdmin((token) =>
          t.app.inject({
            method: method as 'POST',
            url: concrete(path),
            headers: { ...f.headers, 'access-token': token },
            payload: f.body,
          }),
        );
        if (res.statusCode >= 500)
          failures.push(`${method} ${path} (${f.name}): ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode < 400)
          failures.push(`${method} ${path} (${f.name}): accepted ${res.statusCode}`);
      }
      if ((await versions()) !== before) failures.push(`wrote on a refused file: ${method} ${path}`);
      const next = await asAdmin((token) => t.call('GET', '/sys-user/get-user-info', token));
      if (next.statusCode !== 200)
        failures.push(`after ${path}: the next request answered ${next.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers every hostile query string below 500, on every route, and a 2xx as the document declares', async () => {
    const rand = seeded(2026);
    const failures: string[] = [];
    const check = openApiAnswers(doc);
    for (const { method, path, op } of ops) {
      // reads only: writes get their query junk in the body test's company (their bodies are refused first)
      if (method !== 'GET') continue;
      for (const query of hostileQueries(op, rand)) {
        const res = await asAdmin((token) => t.call('GET', `${concrete(path)}?${query}`, token));
        if (res.statusCode >= 500)
          failures.push(`GET ${path}?${query.slice(0, 80)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode < 300 && String(res.headers['content-type'] ?? '').includes('json')) {
          const mismatch = check('GET', path, res.statusCode, res.json());
          if (mismatch.length) failures.push(`GET ${path}?${query.slice(0, 80)}: ${mismatch.join('; ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
