import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { readXlsx, waitForTask } from '../helpers/exports.ts';

// The list and its export share one condition (crud/list-condition.ts): the same query selects the
// same rows; a tree's export takes the whole tree its list opens from the top level.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  process.env.JOBS_POLL_MS = '50';
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

async function exported(resource: string, query: string): Promise<string[]> {
  const started = await t.call('POST', `/api/${resource}/export?${query}`, admin);
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json<{ data: { id: number } }>().data.id;
  const task = await waitForTask(t, id, (s) => s.sta === 2 || s.sta === -10);
  expect(task.sta, task.note).toBe(2);
  const file = await t.call('GET', `/download/file/${id}`, admin);
  const { sheet, headers } = await readXlsx(file.rawPayload);
  const nameColumn = headers.indexOf('名称') + 1;
  expect(nameColumn).toBeGreaterThan(0);
  const names: string[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) names.push(String(row.getCell(nameColumn).value));
  });
  return names;
}

async function listed(resource: string, query: string): Promise<string[]> {
  const res = await t.call('GET', `/api/${resource}?${query}&page=1&size=100`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { name: string }[] }>().content.map((r) => r.name);
}

describe('export = list', () => {
  it('a tree lists its top level and exports every level of it', async () => {
    const root = await t.call('POST', '/api/organisations', admin, { name: '导出树根', code: 'EXPORT_ROOT' });
    expect(root.statusCode, root.body).toBe(201);
    const child = await t.call('POST', '/api/organisations', admin, {
      name: '导出树枝',
      code: 'EXPORT_CHILD',
      parent_id: root.json<{ id: number }>().id,
    });
    expect(child.statusCode, child.body).toBe(201);
    const top = await listed('organisations', 'sort=id,asc');
    expect(top).toContain('导出树根');
    expect(top).not.toContain('导出树枝');
    const all = await exported('organisations', 'sort=id,asc');
    expect(all).toEqual(expect.arrayContaining([...top, '导出树枝']));
    const [stored] = await t.database.queryRows<{ n: number }>(
      'test_count_orgs',
      'select count(*)::int as n from organisations',
      [],
    );
    expect(all.length).toBe(stored!.n);
  });

  it('a filtered query exports exactly the rows the list shows, in its order', async () => {
    for (const query of ['name=%E5%AF%BC%E5%87%BA&sort=id,desc', 'code=EXPORT_CHILD&sort=id,asc']) {
      const shown = await listed('organisations', query);
      expect(shown.length).toBeGreaterThan(0);
      expect(await exported('organisations', query)).toEqual(shown);
    }
  });
});
