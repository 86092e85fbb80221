import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { livePush, type AppointmentStatus } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appointments, attachments } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/actor.ts';
import { AppError, conflict, fieldError, notFound } from '../../plugins/app-error.ts';
import { pushNewMessage } from '../messages/messages.push.ts';
import { storeMessage } from '../messages/messages.service.ts';
import { recordAction, type DocAction } from '../../crud/document-events.ts';
import { appointmentScope, appointmentStateName, FROM } from './appointments.hooks.ts';
import { takePlace } from './appointment-slots.ts';
import { raiseFor } from '../finance/charging/raise-charges.ts';

const ap = appointments;
type AppointmentRow = typeof ap.$inferSelect;

export type AppointmentAction = 'submit' | 'approve' | 'reject' | 'arrive' | 'complete' | 'cancel';

const ACTION_WORDS: Record<AppointmentAction, string> = {
  submit: '提交',
  approve: '审核',
  reject: '审核',
  arrive: '到场登记',
  complete: '离场登记',
  cancel: '取消',
};
const TO: Record<AppointmentAction, AppointmentStatus> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  arrive: 'arrived',
  complete: 'completed',
  cancel: 'cancelled',
};
const FROM_OF: Record<AppointmentAction, readonly AppointmentStatus[]> = {
  submit: FROM.submit!,
  approve: FROM.review!,
  reject: FROM.review!,
  arrive: FROM.arrive!,
  complete: FROM.complete!,
  cancel: FROM.cancel!,
};
const LOG_ACTION: Record<AppointmentAction, DocAction> = {
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  arrive: 'arrive',
  complete: 'complete',
  cancel: 'cancel',
};

/** The appointment in the caller's scope, locked for the move. */
async function lockedAppointment(tx: DbOrTx, actor: Actor, id: number): Promise<AppointmentRow> {
  const [row] = await tx
    .select()
    .from(ap)
    .where(and(eq(ap.id, id), appointmentScope(actor)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The customs draft file is uploaded (the header row holds a file). */
async function assertDraftFile(tx: DbOrTx, id: number) {
  const [draft] = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.owner_type, 'appointment'),
        eq(attachments.owner_id, id),
        eq(attachments.is_header, true),
        isNotNull(attachments.file_key),
      ),
    );
  if (!draft) throw fieldError('draft_file', 'appointment.draft_required');
}

/**
 * Moves an appointment by one action, in one transaction: the state it starts from is checked, the
 * version guards against a stale screen, the change and its reason go to the log. Submitting again
 * after a rejection re-checks the slot (the place was given up by the rejection).
 */
export async function moveAppointment(
  db: Db,
  actor: Actor,
  id: number,
  action: AppointmentAction,
  body: { version: number; reason?: string },
): Promise<AppointmentRow> {
  return db.transaction(async (tx) => {
    const row = await lockedAppointment(tx, actor, id);
    if (row.version !== body.version) throw conflict();
    if (!FROM_OF[action].includes(row.status as AppointmentStatus))
      throw new AppError(409, 'appointment.action_state', {
        status: appointmentStateName(row.status),
        action: ACTION_WORDS[action],
      });
    const reason = body.reason?.trim() ?? '';
    if (action === 'reject' && !reason) throw fieldError('reason', 'appointment.reason_required');
    const now = new Date();
    const set: Partial<AppointmentRow> = { status: TO[action], update_id: actor.userId, update_time: now };
    if (action === 'submit') {
      await assertDraftFile(tx, id);
      if (row.status === 'rejected')
        await takePlace(
          tx,
          {
            slot_id: row.slot_id,
            warehouse_id: row.warehouse_id,
            date: row.date,
            company_id: row.company_id,
          },
          id,
        );
      set.submit_time = now;
      set.reject_reason = null;
    }
    if (action === 'approve' || action === 'reject') set.review_time = now;
    if (action === 'reject') set.reject_reason = reason;
    if (action === 'arrive') set.arrive_time = now;
    if (action === 'complete') set.leave_time = now;
    const [saved] = await tx
      .update(ap)
      .set({ ...set, version: row.version + 1 })
      .where(eq(ap.id, id))
      .returning();
    if (action === 'complete') await raiseFor(tx, 'appointment', id);
    await recordAction(tx, { type: 'appointment', id }, actor, {
      action: LOG_ACTION[action],
      message: reason || undefined,
    });
    return saved!;
  });
}

/** What the partner is told, by the state the appointment moved to. */
const NOTICE: Partial<Record<AppointmentStatus, (a: AppointmentRow) => string>> = {
  approved: (a) => `您的入仓预约 ${a.appointment_no} 已审核通过，请于 ${a.date} ${a.reserve_time} 按时到达。`,
  rejected: (a) =>
    `您的入仓预约 ${a.appointment_no} 被驳回，原因：${a.reject_reason ?? ''}。请修改后重新提交。`,
  arrived: (a) => `您的入仓预约 ${a.appointment_no} 车辆 ${a.vehicle_no} 已到场。`,
  completed: (a) => `您的入仓预约 ${a.appointment_no} 车辆 ${a.vehicle_no} 已离场，作业完成。`,
  cancelled: (a) => `入仓预约 ${a.appointment_no} 已取消。`,
};

/**
 * Tells the appointment's author of its new state at once: a private message (message centre and the
 * live channel's notification), a `doc_changed` push so an open list refreshes, and an e-mail to the
 * appointment's address. Failures are logged: the move is committed already.
 */
export async function notifyAppointment(app: FastifyInstance, actor: Actor, row: AppointmentRow) {
  const text = NOTICE[row.status as AppointmentStatus]?.(row);
  const authorId = row.create_id;
  if (!text) return;
  const title = `入仓预约${appointmentStateName(row.status)}：${row.appointment_no}`;
  try {
    if (authorId && authorId !== actor.userId) {
      const { message, recipients } = await app.db.transaction((tx) =>
        storeMessage(tx, actor.userId, {
          kind: 'private',
          title,
          body: text,
          target_type: 'user',
          target_ids: [authorId],
        }),
      );
      await pushNewMessage(app, message, recipients);
    }
    if (authorId)
      await app.hub.publish(
        { userIds: [authorId] },
        livePush('doc_changed', { doc: 'appointment', id: row.id, status: row.status ?? '' }),
      );
  } catch (err) {
    app.log.warn({ err, appointment: row.id }, 'appointment notice failed');
  }
  if (row.email)
    await app.mailer
      .send({ to: row.email, subject: title, text })
      .catch((err: unknown) => app.log.warn({ err, appointment: row.id }, 'appointment e-mail failed'));
}
