import { and, eq } from 'drizzle-orm';
import { businessDate8, STAFF_CLIENT_ID } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import {
  appointments,
  attachments,
  roles,
  userOrgs,
  userRoles,
  users,
  warehouse_slots,
  warehouses,
} from '../db/schema/index.ts';

/** The front desk of the demo company's second warehouse: sees and checks in only its appointments. */
export const DESK_USER = { username: 'desk01', name: '海沧仓前台 周丽', warehouse: 'HC02' };

/** Vehicles booked at the second warehouse: status, vehicle, container. */
const BOOKINGS: ['approved' | 'arrived', string, string][] = [
  ['approved', '闽D6H218', 'MSKU7729319'],
  ['approved', '闽D7K552', 'TGHU8836524'],
  ['arrived', '闽D2M930', 'CSQU3054383'],
];

/**
 * The warehouse front desk of the demo (after the appointments demo): a staff user of the first
 * organisation given the warehouse code HC02, and appointments at HC02 beside the many at XY01, so a
 * fresh start shows the desk only its own warehouse's bookings (and lets it check them in).
 */
export async function seedWarehouseDeskDemo(
  tx: DbOrTx,
  companyId: number,
  account: { passwordHash: string; orgId: number },
) {
  const [desk] = await tx
    .insert(users)
    .values({
      username: DESK_USER.username,
      name: DESK_USER.name,
      password_hash: account.passwordHash,
      client_id: STAFF_CLIENT_ID,
      email: `${DESK_USER.username}@example.com`,
      warehouse_codes: DESK_USER.warehouse,
    })
    .returning({ id: users.id });
  await tx.insert(userOrgs).values({ user_id: desk!.id, org_id: account.orgId });
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, 'yy_desk'), eq(roles.client_id, STAFF_CLIENT_ID)));
  if (role) await tx.insert(userRoles).values({ user_id: desk!.id, role_id: role.id });

  const [wh] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.company_id, companyId), eq(warehouses.warehouse_code, DESK_USER.warehouse)));
  const [model] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.company_id, companyId), eq(appointments.status, 'approved')))
    .limit(1);
  if (!wh || !model) return;
  const slots = await tx.select().from(warehouse_slots).where(eq(warehouse_slots.warehouse_id, wh.id));
  const today = businessDate8();
  const { id: _id, version: _v, create_time: _c, update_time: _u, ...copy } = model;
  for (const [i, [status, vehicle, container]] of BOOKINGS.entries()) {
    const slot = slots[i % slots.length]!;
    const [row] = await tx
      .insert(appointments)
      .values({
        ...copy,
        appointment_no: `YY${today}${String(81 + i).padStart(4, '0')}`,
        status,
        warehouse_id: wh.id,
        slot_id: slot.id,
        reserve_time: slot.slot_name,
        date: model.date,
        vehicle_no: vehicle,
        container_no: container,
        order_no: `PO-HC-2611-0${i + 1}`,
        arrive_time: status === 'arrived' ? new Date(Date.now() - 3600_000) : null,
      })
      .returning({ id: appointments.id });
    await tx.insert(attachments).values({
      owner_type: 'appointment',
      owner_id: row!.id,
      kind: 'draft',
      title: '报关草单',
      is_header: true,
      company_id: companyId,
      customer_code: model.customer_code,
    });
  }
}
