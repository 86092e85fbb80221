import { eq } from 'drizzle-orm';
import {
  businessDay,
  localize,
  stateName,
  TASK_OPEN_STATES,
  taskOrder,
  transportOrder,
  type Lang,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { carriers, drivers, task_orders, transport_orders, vehicles } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { recordAction } from '../../crud/document-events.ts';
import { nextDocNo } from '../../db/doc-numbers.ts';

const to = transport_orders;

export type TransportStatus = 'planned' | 'dispatched' | 'in_transit' | 'delivered' | 'cancelled';

/** Only planned and dispatched orders are edited; on the road, delivered or cancelled they are a record. */
export const TRANSPORT_EDITABLE: readonly string[] = ['planned', 'dispatched'];

export function assertTransportEditable(order: { status: string | null }, lang: Lang = 'zh') {
  if (!TRANSPORT_EDITABLE.includes(order.status ?? ''))
    throw new AppError(409, 'transport.not_editable', {
      status: stateName(transportOrder, order.status, lang),
    });
}

/** The next transport order number of a company: YS, the business date and a daily sequence. */
export const nextTransportNo = (tx: DbOrTx, companyId: number) =>
  nextDocNo(tx, { prefix: 'YS', table: to, no: to.order_no, company: to.company_id }, companyId);

const fieldLabel = (name: 'carrier_id' | 'driver_id' | 'vehicle_id', lang: Lang) =>
  localize(transportOrder.fields[name]!.label, lang);

/** The carrier, driver and vehicle an order names. */
export interface Crew {
  carrier_id?: number | null;
  driver_id?: number | null;
  vehicle_id?: number | null;
}

/** Whether a driver's licence is still valid on a business day (valid through its expiry day). */
export const licenceValid = (expiry: string, day: string = businessDay()) => expiry >= day;

/**
 * Checks the carrier, driver and vehicle an order names: each of the order's company and enabled, the
 * driver's licence not expired, the driver and vehicle of the chosen carrier. `complete` (dispatching)
 * also requires all three. Field errors name the field (400).
 */
export async function assertCrew(
  tx: DbOrTx,
  companyId: number | null,
  crew: Crew,
  lang: Lang = 'zh',
  complete = false,
) {
  const names = ['carrier_id', 'driver_id', 'vehicle_id'] as const;
  if (complete)
    for (const name of names)
      if (!crew[name]) throw fieldError(name, 'transport.dispatch_needs', { field: fieldLabel(name, lang) });
  const disabled = (name: (typeof names)[number], shown: string) =>
    fieldError(name, 'transport.disabled', { field: fieldLabel(name, lang), name: shown });
  if (crew.carrier_id) {
    const [c] = await tx.select().from(carriers).where(eq(carriers.id, crew.carrier_id));
    if (!c || c.company_id !== companyId) throw fieldError('carrier_id', 'error.out_of_scope');
    if (c.status !== '1') throw disabled('carrier_id', c.carrier_name);
  }
  if (crew.driver_id) {
    const [d] = await tx.select().from(drivers).where(eq(drivers.id, crew.driver_id));
    if (!d || d.company_id !== companyId) throw fieldError('driver_id', 'error.out_of_scope');
    if (crew.carrier_id && d.carrier_id !== crew.carrier_id)
      throw fieldError('driver_id', 'transport.not_of_carrier', { field: fieldLabel('driver_id', lang) });
    if (d.status !== '1') throw disabled('driver_id', d.driver_name);
    if (!licenceValid(d.licence_expiry))
      throw fieldError('driver_id', 'transport.licence_expired', {
        name: d.driver_name,
        date: d.licence_expiry,
      });
  }
  if (crew.vehicle_id) {
    const [v] = await tx.select().from(vehicles).where(eq(vehicles.id, crew.vehicle_id));
    if (!v || v.company_id !== companyId) throw fieldError('vehicle_id', 'error.out_of_scope');
    if (crew.carrier_id && v.carrier_id !== crew.carrier_id)
      throw fieldError('vehicle_id', 'transport.not_of_carrier', { field: fieldLabel('vehicle_id', lang) });
    if (v.status !== '1') throw disabled('vehicle_id', v.plate_no);
  }
}

/**
 * A task order named by a transport order is one of the same company, and open (the rule the form's
 * picker filters by: TASK_OPEN_STATES).
 */
async function assertTaskOfCompany(tx: DbOrTx, companyId: unknown, taskId: unknown, lang: Lang = 'zh') {
  if (taskId === undefined || taskId === null) return;
  const [task] = await tx
    .select({ company_id: task_orders.company_id, status: task_orders.status })
    .from(task_orders)
    .where(eq(task_orders.id, Number(taskId)));
  if (!task || task.company_id !== companyId) throw fieldError('task_order_id', 'error.out_of_scope');
  if (!TASK_OPEN_STATES.includes(task.status))
    throw fieldError('task_order_id', 'transport.task_closed', {
      status: stateName(taskOrder, task.status, lang),
    });
}

const crewOf = (row: Row): Crew => ({
  carrier_id: (row.carrier_id as number | null | undefined) ?? null,
  driver_id: (row.driver_id as number | null | undefined) ?? null,
  vehicle_id: (row.vehicle_id as number | null | undefined) ?? null,
});
const changesCrew = (values: Row) =>
  values.carrier_id !== undefined || values.driver_id !== undefined || values.vehicle_id !== undefined;

export const transportOrderEntityHooks: Record<string, EntityHooks> = {
  'transport-orders': {
    async beforeCreate(tx, values) {
      const companyId = values.company_id as number;
      await assertTaskOfCompany(tx, companyId, values.task_order_id);
      await assertCrew(tx, companyId, crewOf(values));
      return {
        values: {
          ...values,
          status: 'planned',
          actual_pickup_time: null,
          actual_delivery_time: null,
          order_no: await nextTransportNo(tx, companyId),
        },
      };
    },
    async afterCreate(tx, after, actor) {
      await recordAction(tx, { type: 'transport-order', id: after.id }, actor, { action: 'add' });
    },
    async beforeUpdate(tx, before, values) {
      assertTransportEditable({ status: before.status as string | null });
      // a task named anew must be open; the one it already names may have closed since
      if (values.task_order_id !== undefined && values.task_order_id !== before.task_order_id)
        await assertTaskOfCompany(tx, before.company_id, values.task_order_id);
      if (changesCrew(values)) {
        const crew = { ...crewOf(before), ...crewOf({ ...before, ...values }) };
        // a dispatched order keeps a complete crew; a planned one may name part of it
        await assertCrew(tx, before.company_id as number, crew, 'zh', before.status === 'dispatched');
      }
      return values;
    },
    async beforeDelete(_tx, rows, lang) {
      // a planned order made by mistake, or a cancelled one, may go; one dispatched or on the road stays
      for (const row of rows)
        if (row.status !== 'planned' && row.status !== 'cancelled')
          throw new AppError(409, 'transport.not_editable', {
            status: stateName(transportOrder, row.status, lang),
          });
    },
  },
};
