import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { APPOINTMENT_HOLDS_PLACE } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, warehouse_slots, warehouses } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';

const ap = appointments;
const holds = [...APPOINTMENT_HOLDS_PLACE] as string[];

/** Bookings that hold a place, per slot, on one day (optionally leaving one appointment out). */
async function takenBySlot(tx: DbOrTx, slotIds: number[], date: string, exceptId?: number) {
  if (!slotIds.length) return new Map<number, number>();
  const rows = await tx
    .select({ slot_id: ap.slot_id, n: sql<number>`count(*)::int` })
    .from(ap)
    .where(
      and(
        inArray(ap.slot_id, slotIds),
        eq(ap.date, date),
        inArray(ap.status, holds),
        exceptId ? sql`${ap.id} <> ${exceptId}` : undefined,
      ),
    )
    .groupBy(ap.slot_id);
  return new Map(rows.map((r) => [Number(r.slot_id), Number(r.n)]));
}

/**
 * Takes a place in a slot for a booking: the slot's row is locked first (`for update`), so two
 * partners booking the last place at once are served one after the other and the second finds it
 * full. Refuses a slot of another warehouse, a disabled one and a full one, with the field named.
 */
export async function takePlace(
  tx: DbOrTx,
  booking: { slot_id: number; warehouse_id: number; date: string; company_id: number },
  exceptId?: number,
): Promise<{ reserve_time: string }> {
  const [slot] = await tx
    .select()
    .from(warehouse_slots)
    .where(eq(warehouse_slots.id, booking.slot_id))
    .for('update');
  if (!slot || slot.warehouse_id !== booking.warehouse_id || slot.company_id !== booking.company_id)
    throw fieldError('slot_id', 'appointment.slot_other_warehouse');
  if (slot.status !== '1') throw fieldError('slot_id', 'appointment.slot_disabled');
  const taken = (await takenBySlot(tx, [slot.id], booking.date, exceptId)).get(slot.id) ?? 0;
  if (taken >= slot.capacity) {
    const params = { slot: `${slot.start_time}-${slot.end_time}` };
    throw new AppError(409, 'appointment.slot_full', params, {
      slot_id: { key: 'appointment.slot_full', params },
    });
  }
  return { reserve_time: `${slot.start_time}-${slot.end_time}` };
}

/** The enabled slots of a warehouse on a day, each with its capacity, places taken and places left. */
export async function slotsOfDay(tx: DbOrTx, warehouseId: number, date: string) {
  const slots = await tx
    .select()
    .from(warehouse_slots)
    .where(and(eq(warehouse_slots.warehouse_id, warehouseId), eq(warehouse_slots.status, '1')))
    .orderBy(asc(warehouse_slots.start_time));
  const taken = await takenBySlot(
    tx,
    slots.map((s) => s.id),
    date,
  );
  return slots.map((s) => {
    const used = taken.get(s.id) ?? 0;
    return {
      id: s.id,
      slot_name: `${s.start_time}-${s.end_time}`,
      start_time: s.start_time,
      end_time: s.end_time,
      capacity: s.capacity,
      taken: used,
      left: Math.max(0, s.capacity - used),
    };
  });
}

/** The warehouse of a company, enabled. */
export async function warehouseOf(tx: DbOrTx, warehouseId: number, companyId: number, actor?: Actor) {
  const [row] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), eq(warehouses.company_id, companyId)));
  if (!row || row.status !== '1' || (actor && !worksAt(actor, row.warehouse_code)))
    throw fieldError('warehouse_id', 'appointment.warehouse_unknown');
  return row;
}

/** Whether a warehouse is in the caller's reach: a staff user given warehouse codes works at those only. */
export const worksAt = (actor: Actor, warehouseCode: string) =>
  actor.isCustomerClient || actor.warehouseCodes.length === 0 || actor.warehouseCodes.includes(warehouseCode);
