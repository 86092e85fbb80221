import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  appointment as appointmentDef,
  declaration,
  entityByName,
  inventoryList,
  localize,
  passport,
  stateName,
  TASK_LINKABLE,
  taskOrder,
  transportOrder,
  type Lang,
  type LinkableType,
  type TaskDocument,
} from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  appointments,
  declarations,
  inventory_lists,
  passports,
  taskOrderLinks,
  task_orders,
  transport_orders,
} from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import { entityScope } from '../../crud/list-condition.ts';
import { assertTaskOpen } from './task-orders.hooks.ts';

const tk = task_orders;

/** The task order in the caller's scope, locked for the change (404 outside the scope). */
async function lockTask(tx: DbOrTx, actor: Actor, id: number) {
  const [task] = await tx
    .select()
    .from(tk)
    .where(and(eq(tk.id, id), entityScope(taskOrder, actor)))
    .for('update');
  if (!task) throw notFound();
  return task;
}

async function taskNoOf(tx: DbOrTx, id: number) {
  const [row] = await tx.select({ task_no: tk.task_no }).from(tk).where(eq(tk.id, id));
  return row?.task_no ?? String(id);
}

/** Refuses an appointment that is not approved or already has its task order (409, in words). */
async function assertAppointmentFree(
  tx: DbOrTx,
  appointment: { status: string | null; task_order_id: number | null },
  lang: Lang,
) {
  if (appointment.task_order_id !== null)
    throw new AppError(409, 'task.appointment_has_task', {
      no: await taskNoOf(tx, appointment.task_order_id),
    });
  if (appointment.status !== 'approved')
    throw new AppError(409, 'task.appointment_not_approved', {
      status: stateName(appointmentDef, appointment.status, lang),
    });
}

/**
 * A task order for an approved appointment of the caller's scope: the customer, the task types, the
 * container and the order number come from the appointment, which then names its task order. A second
 * task order for the same appointment is refused, also when two clerks ask at once (the appointment
 * row is locked and read again inside the create).
 */
export async function taskFromAppointment(
  app: FastifyInstance,
  req: FastifyRequest,
  actor: Actor,
  appointmentId: number,
  body: { clerk_id?: number | undefined; due_date?: string | undefined; note?: string | undefined },
) {
  const ap = appointments;
  const read = (tx: DbOrTx, lock: boolean) => {
    const q = tx
      .select()
      .from(ap)
      .where(and(eq(ap.id, appointmentId), entityScope(appointmentDef, actor)));
    return lock ? q.for('update') : q;
  };
  const [appointment] = await read(app.db, false);
  if (!appointment) throw notFound();
  await assertAppointmentFree(app.db, appointment, req.lang);
  const service = app.entities('task-orders');
  const values = service.parseCreate({
    task_types: appointment.task_types,
    customer_code: appointment.customer_code,
    customer_name: appointment.customer_name,
    container_no: appointment.container_no || undefined,
    order_no: appointment.order_no || undefined,
    ...body,
  });
  // the appointment is a read-only field of the task order: written here, with the appointment's link back
  const created = await service.create(req, values, {
    async within(tx, record) {
      const [again] = await read(tx, true);
      if (!again) throw notFound();
      await assertAppointmentFree(tx, again, req.lang);
      await tx.update(tk).set({ appointment_id: appointmentId }).where(eq(tk.id, record.id));
      await tx
        .update(ap)
        .set({ task_order_id: record.id, version: sql`${ap.version} + 1`, update_time: new Date() })
        .where(eq(ap.id, appointmentId));
    },
  });
  return service.get(actor, created.id);
}

/** The documents a task order links by id, with where their number and status live. */
export const LINKABLE = TASK_LINKABLE;
export type { LinkableType };
export type DocumentType = LinkableType | 'transport-order';

interface DocKind {
  entity: string;
  table: PgTable & { id: PgColumn };
  no: PgColumn;
  status: PgColumn;
  statusField: string;
  customer: PgColumn;
  scope: (actor: Actor) => SQL;
}
const KINDS: Record<DocumentType, DocKind> = {
  declaration: {
    entity: 'declarations',
    table: declarations,
    no: declarations.cd_sn,
    status: declarations.cd_status,
    statusField: 'cd_status',
    customer: declarations.customer_code,
    scope: (actor) => entityScope(declaration, actor),
  },
  'inventory-list': {
    entity: 'inventory-lists',
    table: inventory_lists,
    no: inventory_lists.etps_inner_invt_no,
    status: inventory_lists.status,
    statusField: 'status',
    customer: inventory_lists.customer_code,
    scope: (actor) => entityScope(inventoryList, actor),
  },
  passport: {
    entity: 'passports',
    table: passports,
    no: passports.etps_preent_no,
    status: passports.status,
    statusField: 'status',
    customer: passports.customer_code,
    scope: (actor) => entityScope(passport, actor),
  },
  'transport-order': {
    entity: 'transport-orders',
    table: transport_orders,
    no: transport_orders.order_no,
    status: transport_orders.status,
    statusField: 'status',
    customer: transport_orders.customer_code,
    scope: (actor) => entityScope(transportOrder, actor),
  },
};

function statusName(type: DocumentType, status: string | null, lang: Lang) {
  const field = entityByName(KINDS[type].entity)?.fields[KINDS[type].statusField];
  const option = field?.options?.find((o) => o.value === status);
  return option ? localize(option.label, lang) : (status ?? '');
}

export type { TaskDocument };

/** The task order in the caller's scope, else 404. */
export async function scopedTask(db: DbOrTx, actor: Actor, id: number) {
  const [task] = await db
    .select()
    .from(tk)
    .where(and(eq(tk.id, id), entityScope(taskOrder, actor)));
  if (!task) throw notFound();
  return task;
}

async function docsOf(
  db: DbOrTx,
  actor: Actor,
  type: DocumentType,
  where: SQL,
  linkedBy: TaskDocument['linked_by'],
  lang: Lang,
): Promise<TaskDocument[]> {
  const k = KINDS[type];
  const rows = await db
    .select({ id: k.table.id, no: k.no, status: k.status, customer: k.customer })
    .from(k.table)
    .where(and(where, k.scope(actor)))
    .orderBy(asc(k.table.id));
  return rows.map((r) => ({
    doc_type: type,
    doc_id: Number(r.id),
    doc_no: (r.no as string | null) ?? null,
    status: (r.status as string | null) ?? null,
    status_name: statusName(type, r.status as string | null, lang),
    customer_code: (r.customer as string | null) ?? null,
    linked_by: linkedBy,
  }));
}

/**
 * The documents of a task order the caller may see: declarations carrying its task number, the
 * inventory lists, passports and declarations linked to it, and the transport orders made from it.
 */
export async function taskDocuments(db: Db, actor: Actor, id: number, lang: Lang): Promise<TaskDocument[]> {
  const task = await scopedTask(db, actor, id);
  const links = await db
    .select({ doc_type: taskOrderLinks.doc_type, doc_id: taskOrderLinks.doc_id })
    .from(taskOrderLinks)
    .where(eq(taskOrderLinks.task_order_id, id));
  const byTaskNo = task.task_no
    ? await docsOf(db, actor, 'declaration', eq(declarations.task_no, task.task_no), 'task_no', lang)
    : [];
  const linked: TaskDocument[] = [];
  for (const type of LINKABLE) {
    const ids = links.filter((l) => l.doc_type === type).map((l) => l.doc_id);
    if (!ids.length) continue;
    const found = await docsOf(db, actor, type, inArray(KINDS[type].table.id, ids), 'link', lang);
    linked.push(
      ...found.filter((d) => !byTaskNo.some((x) => x.doc_type === d.doc_type && x.doc_id === d.doc_id)),
    );
  }
  const transport = await docsOf(
    db,
    actor,
    'transport-order',
    eq(transport_orders.task_order_id, id),
    'task_order',
    lang,
  );
  return [...byTaskNo, ...linked, ...transport];
}

/** Links a declaration, inventory list or passport of the caller's scope to an open task order. */
export async function linkDocument(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  doc: { doc_type: LinkableType; doc_id: number },
) {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, actor, id);
    assertTaskOpen(task, req.lang);
    const k = KINDS[doc.doc_type];
    const [found] = await tx
      .select({ id: k.table.id, customer: k.customer })
      .from(k.table)
      .where(and(eq(k.table.id, doc.doc_id), k.scope(actor)));
    if (!found) throw fieldError('doc_id', 'error.out_of_scope');
    if (doc.doc_type === 'declaration' && task.task_no) {
      const [named] = await tx
        .select({ id: declarations.id })
        .from(declarations)
        .where(and(eq(declarations.id, doc.doc_id), eq(declarations.task_no, task.task_no)));
      if (named) throw new AppError(409, 'task.link_exists');
    }
    const inserted = await tx
      .insert(taskOrderLinks)
      .values({ task_order_id: id, doc_type: doc.doc_type, doc_id: doc.doc_id, create_id: actor.userId })
      .onConflictDoNothing()
      .returning({ id: taskOrderLinks.id });
    if (!inserted.length) throw new AppError(409, 'task.link_exists');
    await recordOperation(tx, req, {
      action: 'link',
      target: 'task-orders',
      recordId: id,
      after: { doc_type: doc.doc_type, doc_id: doc.doc_id },
    });
    return { task_order_id: id, doc_type: doc.doc_type, doc_id: doc.doc_id };
  });
}

/** Removes a document's link from an open task order (a declaration named by task number stays). */
export async function unlinkDocument(
  db: Db,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  doc: { doc_type: LinkableType; doc_id: number },
) {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, actor, id);
    assertTaskOpen(task, req.lang);
    const removed = await tx
      .delete(taskOrderLinks)
      .where(
        and(
          eq(taskOrderLinks.task_order_id, id),
          eq(taskOrderLinks.doc_type, doc.doc_type),
          eq(taskOrderLinks.doc_id, doc.doc_id),
        ),
      )
      .returning({ id: taskOrderLinks.id });
    if (!removed.length) {
      if (doc.doc_type === 'declaration' && task.task_no) {
        const [named] = await tx
          .select({ id: declarations.id })
          .from(declarations)
          .where(and(eq(declarations.id, doc.doc_id), eq(declarations.task_no, task.task_no)));
        if (named) throw new AppError(409, 'task.link_by_task_no');
      }
      throw new AppError(404, 'task.link_missing');
    }
    await recordOperation(tx, req, {
      action: 'unlink',
      target: 'task-orders',
      recordId: id,
      before: { doc_type: doc.doc_type, doc_id: doc.doc_id },
    });
    return { task_order_id: id, doc_type: doc.doc_type, doc_id: doc.doc_id };
  });
}
