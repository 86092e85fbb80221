import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_NOTE_SETTING } from '@app/shared';
import { companies, globalSettings } from '../../src/db/schema/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { appointmentBody, PDF, upload, warehouseWithSlot } from '../helpers/appointment-fixtures.ts';

/** 备注 optional unless the global setting asks for it; the partner's service companies to book with. */
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

const setNoteRequired = (val: string) =>
  t.database.db
    .update(globalSettings)
    .set({ val })
    .where(eq(globalSettings.code, APPOINTMENT_NOTE_SETTING.code));
const withoutNote = () => {
  const { note: _note, ...body } = appointmentBody(place);
  return body;
};
const create = (body: Record<string, unknown>, lang = 'zh-CN') =>
  t.call('POST', '/api/appointments', partner, body, { 'accept-language': lang });

describe('the appointment note', () => {
  it('is a setting every install has, off by default', async () => {
    const res = await t.call('GET', `/config/get?key=${APPOINTMENT_NOTE_SETTING.code}`, partner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: 0 });
    const [row] = await t.database.db
      .select()
      .from(globalSettings)
      .where(eq(globalSettings.code, APPOINTMENT_NOTE_SETTING.code));
    expect(row).toMatchObject({ name: '入仓预约备注必填', type: 'int', val: '0' });
  });

  it('may be left out or blank while the setting is off', async () => {
    await setNoteRequired('0');
    const left = await create(withoutNote());
    expect(left.statusCode, left.body).toBe(201);
    expect(left.json().note ?? null).toBeNull();
    expect((await create({ ...withoutNote(), note: '' })).statusCode).toBe(201);
  });

  it('is asked for, with the field named, on a save and on a submit while the setting is on', async () => {
    await setNoteRequired('0');
    const draft = (await create(withoutNote())).json<{ id: number; version: number }>();
    await setNoteRequired('1');
    try {
      const refused = await create(withoutNote());
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual({ note: '请填写备注：全局设置要求入仓预约填写备注' });
      const english = await create({ ...withoutNote(), note: '  ' }, 'en');
      expect(english.json().errors).toEqual({
        note: 'Enter a note: the global settings require one on appointments',
      });
      expect((await create(appointmentBody(place))).statusCode).toBe(201);

      // a draft kept without a note is not submitted until it has one
      const files = await t.call(
        'GET',
        `/api/attachments?owner_type=appointment&owner_id=${draft.id}`,
        partner,
      );
      const header = (files.json().content as { id: number; is_header: boolean }[]).find((r) => r.is_header)!;
      expect((await upload(t, partner, header.id, '报关草单.pdf', PDF)).statusCode).toBe(200);
      const submit = await t.call('POST', `/api/appointments/${draft.id}/submit`, partner, {
        version: draft.version,
      });
      expect(submit.statusCode, submit.body).toBe(400);
      expect(Object.keys(submit.json().errors)).toEqual(['note']);
      const noted = await t.call('PUT', `/api/appointments/${draft.id}`, partner, {
        version: draft.version,
        note: '整柜入仓',
      });
      expect(noted.statusCode, noted.body).toBe(200);
      const cleared = await t.call('PUT', `/api/appointments/${draft.id}`, partner, {
        version: noted.json().version,
        note: '',
      });
      expect(cleared.statusCode, cleared.body).toBe(400);
      const submitted = await t.call('POST', `/api/appointments/${draft.id}/submit`, partner, {
        version: noted.json().version,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
    } finally {
      await setNoteRequired('0');
    }
  });
});

describe('the companies the form offers', () => {
  it('are a partner’s service companies that have a warehouse to book (the demo partner: one)', async () => {
    const res = await t.call('GET', '/api/appointments/options', partner);
    expect(res.statusCode, res.body).toBe(200);
    const { companies: offered, warehouses } = res.json<{
      companies: { id: number; name: string }[];
      warehouses: { company_id: number }[];
    }>();
    const [xiamen] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.code, '3502980001'));
    // C0001 is also a customer of the Shenzhen company, which keeps no warehouse
    expect(offered.map((c) => c.id)).toEqual([xiamen!.id]);
    expect(new Set(warehouses.map((w) => w.company_id))).toEqual(new Set([xiamen!.id]));
  });
});
