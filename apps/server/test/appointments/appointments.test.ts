import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointment } from '@app/shared';
import { messageRecipients, roles, userRoles, users } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  appointmentBody,
  dayAfter,
  PDF,
  upload,
  warehouseWithSlot,
} from '../helpers/appointment-fixtures.ts';

/** Warehouse appointments through the real server: the form's rules, slot capacity, the states, the notices. */
let t: TestApp;
let admin: string;
let partner: string;
let place: Awaited<ReturnType<typeof warehouseWithSlot>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  partner = await t.login('partner01');
  place = await warehouseWithSlot(t, admin, 50);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/appointments', token, body);
const headerRow = async (token: string, id: number) => {
  const res = await t.call('GET', `/api/attachments?owner_type=appointment&owner_id=${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().content as { id: number; is_header: boolean; title: string }[]).find(
    (r) => r.is_header,
  )!;
};
const act = (token: string, id: number, action: string, body: Record<string, unknown>) =>
  t.call('POST', `/api/appointments/${id}/${action}`, token, body);

describe('the appointment form', () => {
  it('books a slot as a draft with its number, time and the customs draft as header attachment', async () => {
    const res = await create(partner, appointmentBody(place));
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({ status: 'draft', customer_code: 'C0001', reserve_time: '09:00-10:00' });
    expect(a.appointment_no).toMatch(/^YY\d{8}\d{4}$/);
    expect(await headerRow(partner, a.id)).toMatchObject({ title: '报关草单', is_header: true });
  });

  it.each(Object.entries(appointment.fields).filter(([, f]) => f.required && !f.readonly))(
    'refuses a form without %s, naming the field',
    async (name) => {
      const body: Record<string, unknown> = appointmentBody(place);
      delete body[name];
      const res = await create(admin, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(name);
    },
  );

  it.each([
    ['driver_phone', '1380013800'],
    ['pay_phone', '23800138000'],
    ['email', 'ops@'],
    ['container_no', 'CSQ3054383'],
    ['driver_id_card', '110105194912310021'],
    ['vehicle_weight', 'heavy'],
    ['container_weight', '-1'],
    ['chassis_no', 'AB12'],
    ['receiver_code', '12345'],
  ])('refuses a wrong %s format (%s)', async (name, value) => {
    const res = await create(admin, { ...appointmentBody(place), [name]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain(name);
  });

  it('refuses the customs trade type "none"', async () => {
    const res = await create(partner, { ...appointmentBody(place), cd_trade: 'none' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ cd_trade: '报关贸易类型不能为“无”' });
  });

  it.each([
    ['declaration,filing', '报关单、备案清单、两步申报只能选择其中一项'],
    ['two_step,declaration,storage', '报关单、备案清单、两步申报只能选择其中一项'],
    ['other,storage', '选择“其他单证”时不能再选择其他类型'],
    ['declaration,unknown', '请选择有效的任务单类型'],
  ])('applies the task-type rule to %s', async (types, message) => {
    const res = await create(partner, { ...appointmentBody(place), task_types: types });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ task_types: message });
  });

  it('accepts "other documents" alone and one declaration kind with warehouse work', async () => {
    for (const types of ['other', 'filing,storage', 'two_step'])
      expect((await create(partner, { ...appointmentBody(place), task_types: types })).statusCode).toBe(201);
  });

  it('refuses a date before today, and a company that does not serve the partner', async () => {
    const past = await create(partner, appointmentBody(place, dayAfter(-1)));
    expect(past.json().errors).toEqual({ date: '预计送货日期不能早于今天' });
    const other = await create(partner, { ...appointmentBody(place), company_id: 4 });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toHaveProperty('company_id');
  });

  it('finds a consignee by a 10-digit customs code or an 18-character credit code only', async () => {
    await t.call('POST', '/api/partner-consignees', partner, {
      consignee_code: '3502960077',
      consignee_name: '厦门示例收货人有限公司',
    });
    const byCustoms = await t.call('GET', '/api/appointments/consignees?code=3502960077', partner);
    expect(byCustoms.json().content).toEqual([{ code: '3502960077', name: '厦门示例收货人有限公司' }]);
    const bad = await t.call('GET', '/api/appointments/consignees?code=35029', partner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ code: '请输入10位海关编码或18位统一社会信用代码' });
  });
});

describe('slot capacity', () => {
  it('offers the places left and refuses a full slot', async () => {
    const small = await warehouseWithSlot(t, admin, 2, '13:00');
    const date = dayAfter(3);
    const slots = async () =>
      (
        await t.call('GET', `/api/appointments/slots?warehouse_id=${small.warehouseId}&date=${date}`, partner)
      ).json().content;
    expect(await slots()).toEqual([expect.objectContaining({ capacity: 2, taken: 0, left: 2 })]);
    expect((await create(partner, appointmentBody(small, date))).statusCode).toBe(201);
    expect((await create(admin, appointmentBody(small, date))).statusCode).toBe(201);
    expect(await slots()).toEqual([expect.objectContaining({ taken: 2, left: 0 })]);
    const full = await create(partner, appointmentBody(small, date));
    expect(full.statusCode).toBe(409);
    expect(full.json().errors).toEqual({ slot_id: '时间段 13:00-14:00 已约满，请选择其他时间段' });
  });

  it('gives the last place to exactly one of two bookings made at once', async () => {
    const last = await warehouseWithSlot(t, admin, 1, '15:00');
    const date = dayAfter(4);
    const results = await Promise.all([
      create(partner, appointmentBody(last, date)),
      create(admin, appointmentBody(last, date)),
      create(partner, appointmentBody(last, date)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('shows the bookings per slot in the calendar, the partner only their own', async () => {
    const cal = await t.call(
      'GET',
      `/api/appointments/calendar?warehouse_id=${place.warehouseId}&from=${dayAfter(1)}&to=${dayAfter(7)}`,
      partner,
    );
    expect(cal.statusCode, cal.body).toBe(200);
    const days = cal.json().days as { date: string; slots: { taken: number; bookings: unknown[] }[] }[];
    expect(days).toHaveLength(7);
    const day2 = days.find((d) => d.date === dayAfter(2))!;
    expect(day2.slots[0]!.bookings.length).toBeGreaterThan(0);
    expect(day2.slots[0]!.taken).toBeGreaterThanOrEqual(day2.slots[0]!.bookings.length);
  });
});

describe('the states of an appointment', () => {
  it('goes draft → submitted → rejected (reason) → submitted → approved → arrived → completed, logged', async () => {
    const a = (await create(partner, appointmentBody(place))).json();
    const noDraft = await act(partner, a.id, 'submit', { version: a.version });
    expect(noDraft.statusCode).toBe(400);
    expect(noDraft.json().errors).toEqual({ draft_file: '请上传报关草单' });
    const header = await headerRow(partner, a.id);
    expect((await upload(t, partner, header.id, '报关草单.pdf', PDF)).statusCode).toBe(200);

    let v = a.version as number;
    const step = async (
      token: string,
      action: string,
      body: Record<string, unknown> = {},
      status?: string,
    ) => {
      const res = await act(token, a.id, action, { version: v, ...body });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      v = res.json().version;
      if (status) expect(res.json().status).toBe(status);
    };
    await step(partner, 'submit', {}, 'submitted');
    // attachments cannot change once submitted
    const locked = await t.call('DELETE', `/api/attachments/${header.id}/file`, partner);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain('待审核');
    // the partner does not review; a rejection needs its reason
    expect((await act(partner, a.id, 'review', { version: v, approve: true })).statusCode).toBe(403);
    const noReason = await act(admin, a.id, 'review', { version: v, approve: false, reason: ' ' });
    expect(noReason.json().errors).toEqual({ reason: '请填写驳回原因' });
    await step(admin, 'review', { approve: false, reason: '车牌号与司机不符' }, 'rejected');
    const rejected = (await t.call('GET', `/api/appointments/${a.id}`, partner)).json();
    expect(rejected.reject_reason).toBe('车牌号与司机不符');
    // corrected and submitted again
    const fixed = await t.call('PUT', `/api/appointments/${a.id}`, partner, {
      version: v,
      vehicle_no: '闽D54321',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    v = fixed.json().version;
    await step(partner, 'submit', {}, 'submitted');
    await step(admin, 'review', { approve: true }, 'approved');
    // edits and a second approval are refused now
    expect(
      (await t.call('PUT', `/api/appointments/${a.id}`, partner, { version: v, note: 'x' })).statusCode,
    ).toBe(409);
    const again = await act(admin, a.id, 'review', { version: v, approve: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `入仓预约“${a.appointment_no}”状态为“审核通过”，不能审核通过；只有“待审核”状态可以审核通过`,
    );
    await step(admin, 'arrive', {}, 'arrived');
    await step(admin, 'complete', {}, 'completed');

    const log = (await t.call('GET', `/api/appointments/${a.id}/log`, partner)).json().content as {
      action: string;
      message: string;
    }[];
    expect(log.map((e) => e.action)).toEqual([
      'add',
      'submit',
      'reject',
      'update',
      'submit',
      'approve',
      'arrive',
      'complete',
    ]);
    expect(log[2]!.message).toBe('车牌号与司机不符');

    // the partner was told of each move by the back office, in the message centre
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'partner01'));
    const notices = await t.database.db
      .select()
      .from(messageRecipients)
      .where(and(eq(messageRecipients.user_id, me!.id)));
    expect(notices.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a stale version, deletes only drafts and cancels with the place given back', async () => {
    const a = (await create(partner, appointmentBody(place))).json();
    expect((await act(partner, a.id, 'cancel', { version: a.version + 1 })).statusCode).toBe(409);
    const cancelled = await act(partner, a.id, 'cancel', { version: a.version });
    expect(cancelled.json().status).toBe('cancelled');
    const del = await t.call('DELETE', `/api/appointments/${a.id}`, partner);
    expect(del.statusCode).toBe(409);
    const b = (await create(partner, appointmentBody(place))).json();
    expect((await t.call('DELETE', `/api/appointments/${b.id}`, partner)).statusCode).toBe(200);
  });
});

describe('the back office roles', () => {
  it('lets the front desk (仓库前台) check vehicles in and out but not review', async () => {
    // a desk user of its own, without warehouse codes (the demo's desk01 keeps to its warehouse HC02)
    const made = await t.call('POST', '/code/oauth2/sys-user-dto/add', admin, {
      username: 'desk09',
      name: '前台小王',
      password: 'Desk#2026ok',
      org_ids: [1],
    });
    expect(made.statusCode, made.body).toBe(200);
    const [desk] = await t.database.db.select().from(roles).where(eq(roles.code, 'yy_desk'));
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'desk09'));
    await t.database.db.insert(userRoles).values({ user_id: user!.id, role_id: desk!.id });
    const token = await t.login('desk09', { password: 'Desk#2026ok' });
    const a = (await create(partner, appointmentBody(place))).json();
    await upload(t, partner, (await headerRow(partner, a.id)).id, 'draft.pdf', PDF);
    const submitted = (await act(partner, a.id, 'submit', { version: a.version })).json();
    expect((await act(token, a.id, 'review', { version: submitted.version, approve: true })).statusCode).toBe(
      403,
    );
    const approved = (await act(admin, a.id, 'review', { version: submitted.version, approve: true })).json();
    const arrived = await act(token, a.id, 'arrive', { version: approved.version });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect((await act(token, a.id, 'complete', { version: arrived.json().version })).json().status).toBe(
      'completed',
    );
    // the desk neither books nor edits
    expect((await create(token, appointmentBody(place))).statusCode).toBe(403);
  });
});

describe('scope', () => {
  it('never shows a partner another customer’s appointment or its files', async () => {
    const other = await create(admin, {
      ...appointmentBody(place),
      customer_code: 'C0002',
      customer_name: '闽南电子',
    });
    expect(other.statusCode, other.body).toBe(201);
    const id = other.json().id as number;
    const header = await headerRow(admin, id);
    expect((await upload(t, admin, header.id, 'draft.pdf', PDF)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/appointments/${id}`, partner)).statusCode).toBe(404);
    const list = (await t.call('GET', '/api/appointments?size=100', partner)).json().content as {
      customer_code: string;
    }[];
    expect(list.every((r) => r.customer_code === 'C0001')).toBe(true);
    expect(
      (await t.call('GET', `/api/attachments?owner_type=appointment&owner_id=${id}`, partner)).statusCode,
    ).toBe(404);
    expect((await t.call('GET', `/api/attachments/${header.id}/file`, partner)).statusCode).toBe(404);
    expect((await upload(t, partner, header.id, 'x.pdf', PDF)).statusCode).toBe(404);
  });
});
