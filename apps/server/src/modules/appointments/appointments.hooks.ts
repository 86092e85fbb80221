import { and, eq, sql } from 'drizzle-orm';
import {
  APPOINTMENT_EDITABLE,
  appointment,
  businessDay,
  businessDate8,
  checkCustomsTrade,
  checkSlotTimes,
  stateName,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, attachments, customers } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import type { Actor } from '../../plugins/actor.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { registerAttachmentOwner } from '../attachments/attachment-owners.ts';
import { createHeaderRows } from '../attachments/attachments.service.ts';
import { recordAction } from '../../crud/document-events.ts';
import { appointmentMoves } from './appointment-moves.ts';
import { assertNote } from './appointment-note.ts';
import { takePlace, warehouseOf } from './appointment-slots.ts';

const ap = appointments;

export function isEditable(status: string | null): boolean {
  return (APPOINTMENT_EDITABLE as readonly string[]).includes(status ?? '');
}

export function assertEditable(status: string | null) {
  if (!isEditable(status))
    throw new AppError(409, 'appointment.not_editable', { status: stateName(appointment, status) });
}

/** The customs draft file (报关草单): the header attachment every appointment starts with. */
export const DRAFT_ROW = { kind: 'draft', title: '报关草单' };

/** The company serves the customer (a customers row of that company with that code, enabled). */
async function assertServes(tx: DbOrTx, companyId: number, customerCode: string, field: string) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.company_id, companyId),
        eq(customers.customer_code, customerCode),
        eq(customers.status, 1),
      ),
    );
  if (!row)
    throw fieldError(
      field,
      field === 'company_id' ? 'appointment.company_not_serving' : 'appointment.customer_unknown',
    );
}

/** Cross-field rules of the form that a single field's check cannot see. */
function assertFormRules(values: Row, isNew: boolean) {
  const trade = checkCustomsTrade(values.cd_trade as string | undefined);
  if (trade) throw fieldError('cd_trade', trade.key);
  if (typeof values.date === 'string' && (isNew || values.date) && values.date < businessDay())
    throw fieldError('date', 'appointment.date_past');
}

/** YY + business date + a 4-digit number of the day, under a transaction-wide lock (no duplicates). */
async function nextAppointmentNo(tx: DbOrTx): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(715001)`);
  const prefix = `YY${businessDate8()}`;
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(substring(${ap.appointment_no} from 11)::int), 0)::int` })
    .from(ap)
    .where(sql`${ap.appointment_no} like ${`${prefix}%`}`);
  return `${prefix}${String(Number(row?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** The booking checks (warehouse of the company, slot of the warehouse with room) and the slot's time. */
async function book(tx: DbOrTx, actor: Actor, values: Row, exceptId?: number) {
  const companyId = Number(values.company_id);
  await warehouseOf(tx, Number(values.warehouse_id), companyId, actor);
  return takePlace(
    tx,
    {
      slot_id: Number(values.slot_id),
      warehouse_id: Number(values.warehouse_id),
      date: String(values.date),
      company_id: companyId,
    },
    exceptId,
  );
}

/** The appointment as the attachments see it (in the caller's scope). */
async function loadOwner(tx: DbOrTx, actor: Actor, id: number) {
  const [row] = await tx
    .select({ company_id: ap.company_id, customer_code: ap.customer_code, status: ap.status })
    .from(ap)
    .where(and(eq(ap.id, id), scopeOf(appointment, tableOf(appointment), actor)));
  if (!row) return undefined;
  return {
    company_id: row.company_id,
    customer_code: row.customer_code,
    editable: isEditable(row.status),
    stateName: stateName(appointment, row.status),
  };
}

registerAttachmentOwner('appointment', {
  load: loadOwner,
  viewPerm: 'appointment:search',
  editPerm: 'appointment:update',
});

export const appointmentEntityHooks: Record<string, EntityHooks> = {
  appointments: {
    moves: appointmentMoves,
    async beforeCreate(tx, values, actor) {
      const v = { ...values };
      if (actor.isCustomerClient) v.customer_code = actor.customerCode;
      await assertServes(
        tx,
        Number(v.company_id),
        String(v.customer_code),
        actor.isCustomerClient ? 'company_id' : 'customer_code',
      );
      assertFormRules(v, true);
      await assertNote(tx, v.note);
      const { reserve_time } = await book(tx, actor, v);
      return {
        values: { ...v, reserve_time, status: 'draft', appointment_no: await nextAppointmentNo(tx) },
      };
    },
    async afterCreate(tx, after, actor) {
      await createHeaderRows(
        tx,
        {
          type: 'appointment',
          id: after.id,
          company_id: after.company_id as number,
          customer_code: after.customer_code as string,
        },
        [DRAFT_ROW],
      );
      await recordAction(tx, { type: 'appointment', id: after.id }, actor, { action: 'add' });
    },
    async beforeUpdate(tx, before, values, actor) {
      assertEditable(before.status as string);
      const merged = { ...before, ...values };
      if (actor.isCustomerClient) {
        merged.customer_code = before.customer_code;
        delete values.customer_code;
      }
      if (values.company_id !== undefined || values.customer_code !== undefined)
        await assertServes(
          tx,
          Number(merged.company_id),
          String(merged.customer_code),
          actor.isCustomerClient ? 'company_id' : 'customer_code',
        );
      assertFormRules(values.date === undefined ? { cd_trade: values.cd_trade } : values, false);
      if ('note' in values) await assertNote(tx, values.note);
      const moved = ['slot_id', 'date', 'warehouse_id', 'company_id'].some(
        (k) => values[k] !== undefined && String(values[k]) !== String(before[k]),
      );
      if (!moved) return values;
      const { reserve_time } = await book(tx, actor, merged, Number(before.id));
      return { ...values, reserve_time };
    },
    async afterUpdate(tx, _before, after, actor) {
      await recordAction(tx, { type: 'appointment', id: Number(after.id) }, actor, { action: 'update' });
    },
    async beforeDelete(tx, rows) {
      for (const row of rows)
        if (row.status !== 'draft')
          throw new AppError(409, 'appointment.delete_draft_only', {
            status: stateName(appointment, row.status),
          });
      for (const row of rows)
        await tx
          .delete(attachments)
          .where(and(eq(attachments.owner_type, 'appointment'), eq(attachments.owner_id, Number(row.id))));
    },
  },
  'warehouse-slots': {
    async beforeCreate(tx, values, actor) {
      await warehouseOf(tx, Number(values.warehouse_id), Number(values.company_id), actor);
      const slot = checkSlotTimes(String(values.start_time), String(values.end_time));
      if (slot) throw fieldError('end_time', slot.key);
      return {
        values: { ...values, slot_name: `${String(values.start_time)}-${String(values.end_time)}` },
      };
    },
    async beforeUpdate(_tx, before, values) {
      const start = String(values.start_time ?? before.start_time);
      const end = String(values.end_time ?? before.end_time);
      const slot = checkSlotTimes(start, end);
      if (slot) throw fieldError('end_time', slot.key);
      return { ...values, slot_name: `${start}-${end}` };
    },
    async beforeDelete(tx, rows) {
      for (const row of rows) {
        const [used] = await tx
          .select({ id: ap.id })
          .from(ap)
          .where(eq(ap.slot_id, Number(row.id)))
          .limit(1);
        if (used) throw new AppError(409, 'appointment.slot_in_use');
      }
    },
  },
};
