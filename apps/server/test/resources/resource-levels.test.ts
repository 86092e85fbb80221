import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Resources carry their level (depth in the tree, kept by the server) and domain; roles are searched by parent. */

type Row = Record<string, unknown> & { id: number; version: number };
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const create = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/resources', admin, {
    type: '1',
    name: String(body.code),
    title: String(body.code),
    client_ids: 'web',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Row>();
};
const read = async (id: number) => (await t.call('GET', `/api/resources/${id}`, admin)).json<Row>();

describe('a resource’s level and domain', () => {
  it('is its depth in the tree, set again for its subtree when it moves', async () => {
    const top = await create({ code: 'lvl:top', type: '0', domain: 'yy' });
    const child = await create({ code: 'lvl:child', parent_id: top.id });
    const grand = await create({ code: 'lvl:grand', type: '4', parent_id: child.id });
    expect([top.level, child.level, grand.level]).toEqual([1, 2, 3]);
    const moved = await t.call('PUT', `/api/resources/${child.id}`, admin, {
      version: child.version,
      parent_id: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Row>().level).toBe(1);
    expect((await read(grand.id)).level).toBe(2);
  });

  it('is kept for the synced menu tree, and lists filter by level and domain', async () => {
    const pages = (await t.call('GET', '/api/resources?code=sysManage:user&size=10', admin)).json<{
      content: Row[];
    }>().content;
    expect(pages.find((r) => r.code === 'sysManage:user')?.level).toBe(2);
    const tops = (await t.call('GET', '/api/resources?level=1&size=100', admin)).json<{ content: Row[] }>()
      .content;
    expect(tops.length).toBeGreaterThan(0);
    expect(tops.every((r) => r.level === 1)).toBe(true);
    const yy = (await t.call('GET', '/api/resources?domain=yy&size=100', admin)).json<{ content: Row[] }>()
      .content;
    expect(yy.map((r) => r.code)).toEqual(['lvl:top']);
    const bad = await t.call('POST', '/api/resources', admin, {
      type: '1',
      code: 'lvl:bad',
      name: 'bad',
      title: 'bad',
      domain: 'no such domain',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(['domain']);
  });
});

describe('the role list', () => {
  it('is searched by parent role', async () => {
    const roles = (await t.call('GET', '/api/roles?code=service_supervisor', admin)).json<{
      content: Row[];
    }>().content;
    const parent = roles[0]!;
    const children = (await t.call('GET', `/api/roles?parent_id=${parent.id}&size=100`, admin)).json<{
      content: Row[];
    }>().content;
    expect(children.map((r) => r.code)).toEqual(expect.arrayContaining(['yy_review', 'yy_desk']));
    expect(children.every((r) => r.parent_id === parent.id)).toBe(true);
  });
});
