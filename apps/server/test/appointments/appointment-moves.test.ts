import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { appointment } from '@app/shared';
import { messageRecipients, users } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { lastOperation } from '../helpers/operation-log.ts';
import { appointmentBody, PDF, upload, warehouseWithSlot } from '../helpers/appointment-fixtures.ts';

/**
 * The appointment's moves as its definition declares them, served by the engine at
 * `POST /api/appointments/{id}/<move>`: a wrong state and a stale version refused with 409 and nothing
 * written, the caller's scope, the module's hooks (draft file, reason, times, the place taken again),
 * the document log and operation log, the notice to the author, and the older review call.
 */
let t: TestApp;
let admin: string;
let partner: string;
let place: Awaited<ReturnType<typeof warehouseWithSlot>>;
type Row = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  partner = await t.login('partner01');
  place = await warehouseWithSlot(t, admin, 50);
});
afterAll(() => t.close());

const URL = '/api/appointments';
const move = (token: string, id: number, name: string, body: Record<string, unknown>) =>
  t.call('POST', `${URL}/${id}/${name}`, token, body);
const read = async (id: number) => (await t.call('GET', `${URL}/${id}`, admin)).json<Row>();

/** A draft of the partner's, its customs draft uploaded unless told otherwise. */
async function draft(withFile = true): Promise<Row> {
  const res = await t.call('POST', URL, partner, appointmentBody(place));
  expect(res.statusCode, res.body).toBe(201);
  const a = res.json<Row>();
  if (withFile) {
    const files = await t.call('GET', `/api/attachments?owner_type=appointment&owner_id=${a.id}`, partner);
    const header = (files.json().content as { id: number; is_header: boolean }[]).find((r) => r.is_header)!;
    expect((await upload(t, partner, header.id, '报关草单.pdf', PDF)).statusCode).toBe(200);
  }
  return a;
}

/** Moves and expects it done, answering the saved record. */
async function moved(token: string, a: Row, name: string, body: Record<string, unknown> = {}): Promise<Row> {
  const res = await move(token, a.id, name, { version: a.version, ...body });
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json<Row>();
}

describe('the definition', () => {
  it('declares the moves the old transition table held, each with its permission', () => {
    const moves = Object.fromEntries(
      appointment.workflow!.moves.map((m) => [m.name, [m.from, m.to, m.code]]),
    );
    expect(moves).toEqual({
      submit: [['draft', 'rejected'], 'submitted', 'appointment:update'],
      approve: [['submitted'], 'approved', 'appointment:review'],
      reject: [['submitted'], 'rejected', 'appointment:review'],
      arrive: [['approved'], 'arrived', 'appointment:checkin'],
      complete: [['arrived'], 'completed', 'appointment:checkin'],
      cancel: [['draft', 'submitted', 'rejected', 'approved'], 'cancelled', 'appointment:update'],
    });
  });
});

describe('a move refused', () => {
  it('from a wrong state: 409 naming the appointment, its state and the states the move leaves from', async () => {
    const a = await draft();
    const res = await move(admin, a.id, 'arrive', { version: a.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `入仓预约“${String(a.appointment_no)}”状态为“草稿”，不能到场登记；只有“审核通过”状态可以到场登记`,
    );
    expect(await read(a.id)).toMatchObject({ status: 'draft', version: a.version, arrive_time: null });
  });

  it('on a stale version: 409, nothing written', async () => {
    const a = await draft();
    const res = await move(partner, a.id, 'submit', { version: a.version + 1 });
    expect(res.statusCode).toBe(409);
    expect(await read(a.id)).toMatchObject({ status: 'draft', version: a.version });
  });

  it('outside the caller’s scope: another customer’s appointment is not found', async () => {
    const other = await t.call('POST', URL, admin, {
      ...appointmentBody(place),
      customer_code: 'C0002',
      customer_name: '闽南电子',
    });
    expect(other.statusCode, other.body).toBe(201);
    const o = other.json<Row>();
    expect((await move(partner, o.id, 'cancel', { version: o.version })).statusCode).toBe(404);
    expect(await read(o.id)).toMatchObject({ status: 'draft' });
  });

  it('by the hooks: no draft file to submit, no reason to reject (the field named)', async () => {
    const bare = await draft(false);
    const noFile = await move(partner, bare.id, 'submit', { version: bare.version });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ draft_file: '请上传报关草单' });
    const a = await moved(partner, await draft(), 'submit');
    const noReason = await move(admin, a.id, 'reject', { version: a.version, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: '请填写驳回原因' });
    expect(await read(a.id)).toMatchObject({ status: 'submitted', version: a.version });
  });

  it('without the move’s permission: the partner neither approves nor checks in', async () => {
    const a = await moved(partner, await draft(), 'submit');
    expect((await move(partner, a.id, 'approve', { version: a.version })).statusCode).toBe(403);
    expect((await move(partner, a.id, 'reject', { version: a.version, reason: 'x' })).statusCode).toBe(403);
  });
});

describe('the moves through the engine', () => {
  it('answer the saved record with the times the hooks stamp, and log every move', async () => {
    let a = await moved(partner, await draft(), 'submit');
    expect(a).toMatchObject({ status: 'submitted', appointment_no: expect.any(String) });
    expect(a.submit_time).toBeTruthy();
    a = await moved(admin, a, 'reject', { reason: ' 车牌号与司机不符 ' });
    expect(a).toMatchObject({ status: 'rejected', reject_reason: '车牌号与司机不符' });
    expect(a.review_time).toBeTruthy();
    a = await moved(partner, a, 'submit');
    expect(a).toMatchObject({ status: 'submitted', reject_reason: null });
    a = await moved(admin, a, 'approve');
    a = await moved(admin, a, 'arrive');
    expect(a.arrive_time).toBeTruthy();
    a = await moved(admin, a, 'complete');
    expect(a).toMatchObject({ status: 'completed' });
    expect(a.leave_time).toBeTruthy();

    const log = (await t.call('GET', `${URL}/${a.id}/log`, partner)).json().content as {
      action: string;
      message: string;
      user_name: string | null;
    }[];
    expect(log.map((e) => e.action)).toEqual([
      'add',
      'submit',
      'reject',
      'submit',
      'approve',
      'arrive',
      'complete',
    ]);
    expect(log[2]!.message).toBe('车牌号与司机不符');
    expect(await lastOperation(t.database.db, appointment.name, 'complete', a.id)).toBeTruthy();
  });

  it('submit after a rejection takes the place again: refused when the slot filled up meanwhile', async () => {
    const small = await warehouseWithSlot(t, admin, 1, '16:00');
    const first = await t.call('POST', URL, partner, appointmentBody(small));
    const a = first.json<Row>();
    const files = await t.call('GET', `/api/attachments?owner_type=appointment&owner_id=${a.id}`, partner);
    const header = (files.json().content as { id: number; is_header: boolean }[]).find((r) => r.is_header)!;
    await upload(t, partner, header.id, 'draft.pdf', PDF);
    const rejected = await moved(admin, await moved(partner, a, 'submit'), 'reject', { reason: '资料不全' });
    // the rejection gave the place up: another booking takes it
    expect((await t.call('POST', URL, admin, appointmentBody(small))).statusCode).toBe(201);
    const again = await move(partner, a.id, 'submit', { version: rejected.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ slot_id: '时间段 16:00-17:00 已约满，请选择其他时间段' });
    expect(await read(a.id)).toMatchObject({ status: 'rejected', version: rejected.version });
  });

  it('cancel logs its reason and gives the place back', async () => {
    const a = await draft();
    const cancelled = await moved(partner, a, 'cancel', { reason: ' 改期 ' });
    expect(cancelled.status).toBe('cancelled');
    const log = (await t.call('GET', `${URL}/${a.id}/log`, partner)).json().content as {
      action: string;
      message: string;
    }[];
    expect(log.at(-1)).toMatchObject({ action: 'cancel', message: '改期' });
  });

  it('tell the author: a message in the message centre and a mail to the appointment’s address', async () => {
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'partner01'));
    const notices = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(messageRecipients)
          .where(and(eq(messageRecipients.user_id, me!.id)))
      )[0]!.n;
    const a = await moved(partner, await draft(), 'submit');
    const before = await notices();
    const send = vi.spyOn(t.app.mailer, 'send');
    try {
      await moved(admin, a, 'approve');
      expect(await notices()).toBe(before + 1);
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({
          to: 'ops@example.com',
          subject: `入仓预约审核通过：${String(a.appointment_no)}`,
        }),
      );
    } finally {
      send.mockRestore();
    }
  });
});

describe('the older review call', () => {
  it('approves or rejects as the engine’s approve and reject moves, answering the record', async () => {
    const a = await moved(partner, await draft(), 'submit');
    const review = (body: Record<string, unknown>) => t.call('POST', `${URL}/${a.id}/review`, admin, body);
    expect((await review({ version: a.version + 1, approve: true })).statusCode).toBe(409);
    const rejected = await review({ version: a.version, approve: false, reason: '车牌错误' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reject_reason: '车牌错误' });
    const wrong = await review({ version: rejected.json().version, approve: true });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('不能审核通过');
    const log = (await t.call('GET', `${URL}/${a.id}/log`, admin)).json().content as { action: string }[];
    expect(log.at(-1)!.action).toBe('reject');
  });
});
