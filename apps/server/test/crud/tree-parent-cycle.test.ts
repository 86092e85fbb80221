import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

type Rec = Record<string, unknown> & { id: number; version: number };

const trees: Record<string, { parent: string; sample: (n: string) => Record<string, unknown> }> = {
  organisations: {
    parent: 'parent_id',
    sample: (n) => ({ name: `循环测试组织${n}`, code: `CYC_ORG_${n.toUpperCase()}` }),
  },
  roles: {
    parent: 'parent_id',
    sample: (n) => ({ name: `循环测试角色${n}`, code: `cyc_role_${n}`, client_id: 'web' }),
  },
  cities: {
    parent: 'pid',
    sample: (n) => ({
      name: `循环测试市${n}`,
      code: `9${[...n].map((c) => c.charCodeAt(0)).join('')}`.padEnd(8, '0').slice(0, 12),
      level: 1,
    }),
  },
  resources: {
    parent: 'parent_id',
    sample: (n) => ({ type: '0', code: `cycle:res:${n}`, name: `cycleRes${n}`, title: `循环测试资源${n}` }),
  },
};

/** Three generations under a new top-level record: root → child → grandchild. */
async function chain(resource: string, suffix: string): Promise<Rec[]> {
  const { parent, sample } = trees[resource]!;
  const made: Rec[] = [];
  for (const n of ['a', 'b', 'c']) {
    const res = await t.call('POST', `/api/${resource}`, admin, {
      ...sample(`${n}${suffix}`),
      [parent]: made.at(-1)?.id ?? 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    made.push(res.json<Rec>());
  }
  return made;
}

const MESSAGE = {
  zh: '上级不能是它自己或它的下级',
  en: 'The parent cannot be the record itself or one of its descendants',
};

describe.each(Object.keys(trees))('%s: a record cannot move under itself or its descendants', (resource) => {
  const field = trees[resource]!.parent;

  it('refuses self, child and grandchild as parent with a field error (zh and en), and writes nothing', async () => {
    const [root, child, grandchild] = await chain(resource, '1');
    for (const parent of [root!, child!, grandchild!]) {
      for (const lang of ['zh', 'en'] as const) {
        const res = await t.call(
          'PUT',
          `/api/${resource}/${root!.id}`,
          admin,
          { version: root!.version, [field]: parent.id },
          { 'accept-language': lang },
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<{ errors: Record<string, string> }>().errors[field]).toBe(MESSAGE[lang]);
      }
    }
    const after = await t.call('GET', `/api/${resource}/${root!.id}`, admin);
    expect(after.json<Rec>()).toMatchObject({ [field]: 0, version: root!.version });
  });

  it('still moves a grandchild under the root, and a child to the top', async () => {
    const [root, child, grandchild] = await chain(resource, '2');
    const moved = await t.call('PUT', `/api/${resource}/${grandchild!.id}`, admin, {
      version: grandchild!.version,
      [field]: root!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Rec>()[field]).toBe(root!.id);
    const top = await t.call('PUT', `/api/${resource}/${child!.id}`, admin, {
      version: child!.version,
      [field]: 0,
    });
    expect(top.statusCode, top.body).toBe(200);
  });
});

describe.each(Object.keys(trees))('%s: the tree holds together', (resource) => {
  const field = trees[resource]!.parent;

  it('refuses a parent that does not exist, and deleting a record that still has children', async () => {
    const made = await t.call('POST', `/api/${resource}`, admin, {
      ...trees[resource]!.sample('orphan'),
      [field]: 99_999_999,
    });
    expect(made.statusCode, made.body).toBe(400);
    expect(Object.keys(made.json<{ errors: Record<string, string> }>().errors)).toEqual([field]);
    const [root, child, grandchild] = await chain(resource, '4');
    const refused = await t.call('DELETE', `/api/${resource}/${root!.id}`, admin);
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await t.call('GET', `/api/${resource}/${root!.id}`, admin)).statusCode).toBe(200);
    // a whole branch at once is fine
    const branch = await t.call(
      'DELETE',
      `/api/${resource}/${grandchild!.id},${child!.id},${root!.id}`,
      admin,
    );
    expect(branch.statusCode, branch.body).toBe(200);
    expect((await t.call('GET', `/api/${resource}/${root!.id}`, admin)).statusCode).toBe(404);
  });
});

describe("the spec's city call", () => {
  it('/system-city/city-save refuses to move a division under its grandchild', async () => {
    const [root, , grandchild] = await chain('cities', '3');
    const res = await t.call('POST', '/system-city/city-save', admin, {
      id: root!.id,
      version: root!.version,
      pid: grandchild!.id,
      code: root!.code,
      name: root!.name,
      level: 1,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors.pid, res.body).toBe(MESSAGE.zh);
  });
});
