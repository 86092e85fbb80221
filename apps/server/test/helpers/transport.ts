import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  appointments,
  carriers,
  cities,
  companies,
  drivers,
  resources,
  roleResources,
  roles,
  vehicles,
} from '../../src/db/schema/index.ts';
import { caller, type Row } from './bonded.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * The set-up of the task and transport order tests: the app, the service clerk (task, transport,
 * carrier, driver and vehicle permissions) and partner01 (granted search on task and transport orders
 * here, so the scope can be seen: the shipped partner roles do not open 仓储运输).
 */
export async function startTransportApp() {
  const t = await startTestApp();
  const db = t.database.db;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'yy_front'));
  const granted = await db
    .select({ id: resources.id })
    .from(resources)
    .where(inArray(resources.code, ['task:search', 'transport:search']));
  await db
    .insert(roleResources)
    .values(granted.map((r) => ({ role_id: role!.id, resource_id: r.id })))
    .onConflictDoNothing();
  const [service, partner] = await Promise.all([t.login('service'), t.login('partner01')]);
  const companyRows = await db.select().from(companies).orderBy(asc(companies.id));
  return {
    t,
    service,
    partner,
    ok: caller(t, service),
    /** The seeded companies by position: [0] is where service works (厦门), [2] another organisation's. */
    companyIds: companyRows.map((c) => c.id),
  };
}

/** A call that must be refused with this status; answers the error body. */
export async function refused(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  status: number,
) {
  const res = await t.call(method, url, token, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ code: number; message: string; errors?: Record<string, string> }>();
}

let appointmentSeq = 0;
/** An appointment row written straight into its table (the appointment workflow is another module's). */
export async function insertAppointment(
  t: TestApp,
  values: { company_id: number; status: string; customer_code?: string; task_types?: string },
) {
  appointmentSeq += 1;
  const [row] = await t.database.db
    .insert(appointments)
    .values({
      appointment_no: `YY-TEST-${Date.now().toString(36)}-${appointmentSeq}`,
      customer_code: 'C0001',
      customer_name: '厦门嘉禾贸易有限公司',
      warehouse_id: 1,
      date: '2026-12-01',
      slot_id: 1,
      receiver_name: '厦门嘉禾贸易有限公司',
      cd_type: '1',
      cd_trade: '1',
      inspection_no: 'INS001',
      vehicle_no: '闽D12345',
      vehicle_type: 'tractor',
      driver_name: '张建国',
      driver_phone: '13600592001',
      driver_id_card: '350203198506123013',
      container_no: 'MSKU1234565',
      container_type: '40HQ',
      order_no: `PO-${appointmentSeq}`,
      email: 'jiahe@example.com',
      task_types: 'declaration,storage',
      transport_company: '厦门顺达物流有限公司',
      note: '',
      ...values,
    })
    .returning();
  return row!;
}

/** The company's demo crews: carriers with their drivers and vehicles. */
export async function demoCrew(t: TestApp, companyId: number) {
  const db = t.database.db;
  const carrierRows = await db
    .select()
    .from(carriers)
    .where(eq(carriers.company_id, companyId))
    .orderBy(asc(carriers.id));
  const driverRows = await db
    .select()
    .from(drivers)
    .where(eq(drivers.company_id, companyId))
    .orderBy(asc(drivers.id));
  const vehicleRows = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.company_id, companyId))
    .orderBy(asc(vehicles.id));
  return { carriers: carrierRows, drivers: driverRows, vehicles: vehicleRows };
}

/** The ids of two cities of the reference data (厦门市湖里区, 厦门市海沧区). */
export async function twoCities(t: TestApp) {
  const rows = await t.database.db
    .select({ id: cities.id, code: cities.code })
    .from(cities)
    .where(and(inArray(cities.code, ['350206', '350205'])));
  const id = (code: string) => rows.find((r) => r.code === code)!.id;
  return [id('350206'), id('350205')] as const;
}

export type { Row };
