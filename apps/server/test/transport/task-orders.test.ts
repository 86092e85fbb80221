import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate8 } from '@app/shared';
import { appointments, declarations, inventory_lists, passports, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { insertAppointment, refused, startTransportApp, type Row } from '../helpers/transport.ts';

let t: TestApp;
let service: string;
let partner: string;
let ok: Awaited<ReturnType<typeof startTransportApp>>['ok'];
let companyIds: number[];

beforeAll(async () => {
  ({ t, service, partner, ok, companyIds } = await startTransportApp());
});
afterAll(() => t.close());

const TASKS = '/api/task-orders';
const newTask = (more: Row | Record<string, unknown> = {}) =>
  ok('POST', TASKS, { task_types: 'declaration', customer_code: 'C0001', ...more });
const move = (task: Row, action: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `${TASKS}/${task.id}/${action}`, service, { version: task.version, ...body });

describe('task order numbers', () => {
  it('are RW, the business date and a daily sequence per company, made by the server', async () => {
    const a = await newTask();
    const b = await newTask({ customer_code: 'C0002', task_types: 'filing,storage' });
    const stem = `RW${businessDate8()}`;
    expect(String(a.task_no)).toMatch(new RegExp(`^${stem}\\d{4}$`));
    expect(Number(String(b.task_no).slice(stem.length))).toBe(
      Number(String(a.task_no).slice(stem.length)) + 1,
    );
    expect(a).toMatchObject({ status: 'new', company_id: companyIds[0] });
    // neither the number nor the status can be written by a client
    await refused(
      t,
      service,
      'POST',
      TASKS,
      { task_types: 'declaration', customer_code: 'C0001', task_no: 'X1' },
      400,
    );
    await refused(t, service, 'PUT', `${TASKS}/${a.id}`, { version: a.version, status: 'done' }, 400);
  });

  it('do not repeat when many are made at once', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => newTask()));
    const numbers = made.map((m) => String(m.task_no));
    expect(new Set(numbers).size).toBe(6);
  });
});

describe('the task type rule', () => {
  it('takes one of declaration, filing list and two-step, with warehouse work; other documents alone', async () => {
    await newTask({ task_types: 'declaration,storage' });
    await newTask({ task_types: 'other' });
    for (const [types, word] of [
      ['declaration,filing', '只能选择其中一项'],
      ['two_step,filing,storage', '只能选择其中一项'],
      ['other,storage', '其他单证'],
      ['declaration,unknown', '有效'],
    ] as const) {
      const body = await refused(
        t,
        service,
        'POST',
        TASKS,
        { task_types: types, customer_code: 'C0001' },
        400,
      );
      expect(body.errors?.task_types, types).toContain(word);
    }
    const task = await newTask();
    const res = await refused(
      t,
      service,
      'PUT',
      `${TASKS}/${task.id}`,
      { version: task.version, task_types: 'other,declaration' },
      400,
    );
    expect(res.errors?.task_types).toBeTruthy();
  });
});

describe('the status of a task order', () => {
  it('moves new → in progress → done, and only so', async () => {
    const task = await newTask();
    expect((await move(task, 'finish')).statusCode).toBe(409);
    const wrongVersion = await t.call('POST', `${TASKS}/${task.id}/start`, service, { version: 99 });
    expect(wrongVersion.statusCode).toBe(409);
    const started = await move(task, 'start');
    expect(started.statusCode, started.body).toBe(200);
    const s = started.json<Row>();
    expect(s).toMatchObject({ status: 'in_progress', version: task.version + 1 });
    const again = await move(s, 'start');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('处理中');
    const done = (await move(s, 'finish')).json<Row>();
    expect(done).toMatchObject({ status: 'done' });
    for (const action of ['start', 'finish', 'cancel'])
      expect((await move(done, action)).statusCode).toBe(409);
    // a done task order is a record: no edits, no delete
    const edit = await refused(
      t,
      service,
      'PUT',
      `${TASKS}/${task.id}`,
      { version: done.version, note: 'x' },
      409,
    );
    expect(edit.message).toContain('已完成');
    await refused(t, service, 'DELETE', `${TASKS}/${task.id}`, undefined, 409);
    const log = await ok('GET', `${TASKS}/${task.id}/log`);
    expect((log.content as Row[]).map((e) => e.action)).toEqual(['add', 'start', 'finish']);
  });

  it('cancels new ones and those in progress; a cancelled one goes no further', async () => {
    const fresh = await newTask();
    const cancelled = (await move(fresh, 'cancel', { reason: '客户取消' })).json<Row>();
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    const refusedStart = await move(cancelled, 'start', {});
    expect(refusedStart.statusCode).toBe(409);
    expect(refusedStart.json().message).toContain('已取消');
    const working = (await move(await newTask(), 'start')).json<Row>();
    expect((await move(working, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
    // a cancelled one may be deleted, as may a new one
    await ok('DELETE', `${TASKS}/${fresh.id}`);
    const other = await newTask();
    await ok('DELETE', `${TASKS}/${other.id}`);
  });

  it('answers in the caller’s language', async () => {
    const task = (await move(await newTask(), 'cancel')).json<Row>();
    const res = await t.call(
      'POST',
      `${TASKS}/${task.id}/start`,
      service,
      { version: task.version },
      {
        'accept-language': 'en',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Cancelled');
  });
});

describe('a task order from an appointment', () => {
  it('copies an approved appointment of the company and is made only once', async () => {
    const ap = await insertAppointment(t, { company_id: companyIds[0]!, status: 'approved' });
    const res = await t.call('POST', `${TASKS}/from-appointment/${ap.id}`, service, {});
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json<Row>();
    expect(task).toMatchObject({
      appointment_id: ap.id,
      customer_code: 'C0001',
      customer_name: '厦门嘉禾贸易有限公司',
      task_types: 'declaration,storage',
      container_no: 'MSKU1234565',
      order_no: ap.order_no,
      status: 'new',
    });
    const [after] = await t.database.db.select().from(appointments).where(eq(appointments.id, ap.id));
    expect(after!.task_order_id).toBe(task.id);
    const second = await refused(t, service, 'POST', `${TASKS}/from-appointment/${ap.id}`, {}, 409);
    expect(second.message).toContain(String(task.task_no));
  });

  it('refuses appointments that are not approved, and those of other companies', async () => {
    for (const status of ['draft', 'submitted', 'rejected', 'cancelled']) {
      const ap = await insertAppointment(t, { company_id: companyIds[0]!, status });
      const body = await refused(t, service, 'POST', `${TASKS}/from-appointment/${ap.id}`, undefined, 409);
      expect(body.message).toContain('审核通过');
    }
    const elsewhere = await insertAppointment(t, { company_id: companyIds[2]!, status: 'approved' });
    await refused(t, service, 'POST', `${TASKS}/from-appointment/${elsewhere.id}`, {}, 404);
    await refused(t, service, 'POST', `${TASKS}/from-appointment/99999999`, {}, 404);
  });

  it('takes the clerk and due date, and makes one task order when asked twice at once', async () => {
    const [clerk] = await t.database.db.select().from(users).where(eq(users.username, 'clerk'));
    const ap = await insertAppointment(t, { company_id: companyIds[0]!, status: 'approved' });
    const url = `${TASKS}/from-appointment/${ap.id}`;
    const body = { clerk_id: clerk!.id, due_date: '2026-12-05' };
    const answers = await Promise.all([
      t.call('POST', url, service, body),
      t.call('POST', url, service, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const made = answers.find((a) => a.statusCode === 201)!.json<Row>();
    expect(made).toMatchObject({ clerk_id: clerk!.id, due_date: '2026-12-05' });
  });
});

describe('the clerk of a task order', () => {
  it('is one of the company’s staff', async () => {
    const clerks = await ok('GET', `${TASKS}/clerks`);
    const names = (clerks.content as Row[]).map((c) => c.username);
    expect(names).toEqual(expect.arrayContaining(['clerk', 'service']));
    expect(names).not.toContain('partner01');
    expect(names).not.toContain('finance');
    const [finance] = await t.database.db.select().from(users).where(eq(users.username, 'finance'));
    const res = await refused(
      t,
      service,
      'POST',
      TASKS,
      { task_types: 'other', customer_code: 'C0001', clerk_id: finance!.id },
      400,
    );
    expect(res.errors?.clerk_id).toBeTruthy();
  });
});

describe('the documents of a task order', () => {
  it('lists declarations with its number and linked lists and passports; links and unlinks within scope', async () => {
    const db = t.database.db;
    const task = await newTask();
    const [declaration] = await db
      .select({ id: declarations.id })
      .from(declarations)
      .where(eq(declarations.cd_company_id, companyIds[0]!))
      .orderBy(asc(declarations.id))
      .limit(1);
    await db
      .update(declarations)
      .set({ task_no: String(task.task_no) })
      .where(eq(declarations.id, declaration!.id));
    const [list] = await db
      .select({ id: inventory_lists.id, no: inventory_lists.etps_inner_invt_no })
      .from(inventory_lists)
      .where(eq(inventory_lists.company_id, companyIds[0]!))
      .limit(1);
    const [passport] = await db
      .select({ id: passports.id })
      .from(passports)
      .where(eq(passports.company_id, companyIds[0]!))
      .limit(1);
    const docs = `${TASKS}/${task.id}/documents`;
    expect(await ok('POST', docs, { doc_type: 'inventory-list', doc_id: list!.id })).toMatchObject({
      doc_type: 'inventory-list',
    });
    await ok('POST', docs, { doc_type: 'passport', doc_id: passport!.id });
    const twice = await refused(
      t,
      service,
      'POST',
      docs,
      { doc_type: 'passport', doc_id: passport!.id },
      409,
    );
    expect(twice.message).toContain('已关联');
    // the declaration is already the task's by its task number
    await refused(t, service, 'POST', docs, { doc_type: 'declaration', doc_id: declaration!.id }, 409);
    const listed = (await ok('GET', docs)).content as Row[];
    expect(listed.map((d) => `${d.doc_type}:${d.doc_id}:${d.linked_by}`)).toEqual([
      `declaration:${declaration!.id}:task_no`,
      `inventory-list:${list!.id}:link`,
      `passport:${passport!.id}:link`,
    ]);
    expect(listed[1]).toMatchObject({ doc_no: list!.no });
    expect(typeof listed[1]!.status_name).toBe('string');

    await ok('DELETE', `${docs}/passport/${passport!.id}`);
    await refused(t, service, 'DELETE', `${docs}/passport/${passport!.id}`, undefined, 404);
    const byNumber = await refused(
      t,
      service,
      'DELETE',
      `${docs}/declaration/${declaration!.id}`,
      undefined,
      409,
    );
    expect(byNumber.message).toContain('任务单号');
    expect(((await ok('GET', docs)).content as Row[]).length).toBe(2);
    await refused(t, service, 'POST', docs, { doc_type: 'manifest', doc_id: 1 }, 400);
    await refused(t, service, 'POST', docs, { doc_type: 'passport', doc_id: 99999999 }, 400);
  });

  it('refuses documents of another company and closed task orders', async () => {
    const db = t.database.db;
    const task = await newTask();
    const [foreign] = await db
      .select({ id: inventory_lists.id })
      .from(inventory_lists)
      .where(and(eq(inventory_lists.company_id, companyIds[0]!)))
      .limit(1);
    // the same list, seen from the other company's task order: out of scope
    await db
      .update(inventory_lists)
      .set({ company_id: companyIds[2]! })
      .where(eq(inventory_lists.id, foreign!.id));
    const res = await refused(
      t,
      service,
      'POST',
      `${TASKS}/${task.id}/documents`,
      { doc_type: 'inventory-list', doc_id: foreign!.id },
      400,
    );
    expect(res.errors?.doc_id).toBeTruthy();
    await db
      .update(inventory_lists)
      .set({ company_id: companyIds[0]! })
      .where(eq(inventory_lists.id, foreign!.id));
    const cancelled = (await move(task, 'cancel')).json<Row>();
    await refused(
      t,
      service,
      'POST',
      `${TASKS}/${cancelled.id}/documents`,
      { doc_type: 'inventory-list', doc_id: foreign!.id },
      409,
    );
  });
});

describe('a partner', () => {
  it('sees only its own customer’s task orders, and changes none', async () => {
    const own = await newTask({ customer_code: 'C0001' });
    const other = await newTask({ customer_code: 'C0002' });
    const list = await t.call('GET', `${TASKS}?size=100`, partner);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ content: Row[] }>().content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.customer_code === 'C0001')).toBe(true);
    expect((await t.call('GET', `${TASKS}/${own.id}`, partner)).statusCode).toBe(200);
    expect((await t.call('GET', `${TASKS}/${other.id}`, partner)).statusCode).toBe(404);
    expect((await t.call('GET', `${TASKS}/${other.id}/documents`, partner)).statusCode).toBe(404);
    expect((await t.call('GET', `${TASKS}/${own.id}/documents`, partner)).statusCode).toBe(200);
    await refused(t, partner, 'POST', `${TASKS}/${own.id}/start`, { version: own.version }, 403);
    await refused(t, partner, 'PUT', `${TASKS}/${own.id}`, { version: own.version, note: 'x' }, 403);
    await refused(t, partner, 'POST', TASKS, { task_types: 'other', customer_code: 'C0001' }, 403);
    await refused(
      t,
      partner,
      'POST',
      `${TASKS}/${own.id}/documents`,
      { doc_type: 'passport', doc_id: 1 },
      403,
    );
    await refused(t, partner, 'POST', `${TASKS}/from-appointment/1`, {}, 403);
  });
});
