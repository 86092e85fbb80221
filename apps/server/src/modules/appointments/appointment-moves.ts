import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointment, livePush, stateName } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { attachments } from '../../db/schema/index.ts';
import type { MoveHooks, Row } from '../../crud/hooks.ts';
import type { Actor } from '../../plugins/actor.ts';
import { fieldError } from '../../plugins/app-error.ts';
import { pushNewMessage } from '../messages/messages.push.ts';
import { storeMessage } from '../messages/messages.service.ts';
import { raiseFor } from '../finance/charging/raise-charges.ts';
import { takePlace } from './appointment-slots.ts';
import { assertNote } from './appointment-note.ts';

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

const reasonOf = (body: Row) => (typeof body.reason === 'string' ? body.reason.trim() : '');

/**
 * What the appointment's moves (its definition's workflow) do beyond the state: submit needs the
 * customs draft file and, after a rejection (which gave the place up), takes the slot's place again;
 * the review, check-in and check-out stamp their times; a rejection needs its reason; the check-out
 * raises the appointment's charges.
 */
const ownMoves: Record<string, MoveHooks> = {
  submit: {
    async before({ tx, before, now }) {
      const id = Number(before.id);
      await assertDraftFile(tx, id);
      await assertNote(tx, before.note);
      if (before.status === 'rejected')
        await takePlace(
          tx,
          {
            slot_id: Number(before.slot_id),
            warehouse_id: Number(before.warehouse_id),
            date: String(before.date),
            company_id: Number(before.company_id),
          },
          id,
        );
      return { values: { submit_time: now, reject_reason: null } };
    },
  },
  approve: {
    before: async ({ now }) => ({ values: { review_time: now } }),
  },
  reject: {
    async before({ body, now }) {
      const reason = reasonOf(body);
      if (!reason) throw fieldError('reason', 'appointment.reason_required');
      return { values: { review_time: now, reject_reason: reason }, message: reason };
    },
  },
  arrive: {
    before: async ({ now }) => ({ values: { arrive_time: now } }),
  },
  complete: {
    before: async ({ now }) => ({ values: { leave_time: now } }),
    async after({ tx }, after) {
      await raiseFor(tx, 'appointment', after.id);
    },
  },
  cancel: {
    before: async ({ body }) => ({ message: reasonOf(body) }),
  },
};

/** What the partner is told, by the state the appointment moved to. */
const NOTICE: Record<string, (a: Row) => string> = {
  approved: (a) =>
    `您的入仓预约 ${String(a.appointment_no)} 已审核通过，请于 ${String(a.date)} ${String(a.reserve_time)} 按时到达。`,
  rejected: (a) =>
    `您的入仓预约 ${String(a.appointment_no)} 被驳回，原因：${String(a.reject_reason ?? '')}。请修改后重新提交。`,
  arrived: (a) => `您的入仓预约 ${String(a.appointment_no)} 车辆 ${String(a.vehicle_no)} 已到场。`,
  completed: (a) =>
    `您的入仓预约 ${String(a.appointment_no)} 车辆 ${String(a.vehicle_no)} 已离场，作业完成。`,
  cancelled: (a) => `入仓预约 ${String(a.appointment_no)} 已取消。`,
};

/**
 * Tells the appointment's author of its new state at once: a private message (message centre and the
 * live channel's notification), a `doc_changed` push so an open list refreshes, and an e-mail to the
 * appointment's address. Failures are logged: the move is committed already.
 */
export async function notifyAppointment(app: FastifyInstance, actor: Actor, row: Row) {
  const status = String(row.status ?? '');
  const text = NOTICE[status]?.(row);
  const id = Number(row.id);
  const authorId = typeof row.create_id === 'number' ? row.create_id : null;
  if (!text) return;
  const title = `入仓预约${stateName(appointment, status)}：${String(row.appointment_no)}`;
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
        livePush('doc_changed', { doc: 'appointment', id, status }),
      );
  } catch (err) {
    app.log.warn({ err, appointment: id }, 'appointment notice failed');
  }
  if (typeof row.email === 'string' && row.email)
    await app.mailer
      .send({ to: row.email, subject: title, text })
      .catch((err: unknown) => app.log.warn({ err, appointment: id }, 'appointment e-mail failed'));
}

/**
 * The appointment's move hooks: each move's own, and after every person's move (committed) the notice to
 * the one who booked it (message, live push, mail).
 */
export const appointmentMoves: Record<string, MoveHooks> = Object.fromEntries(
  appointment.workflow!.moves.map((m) => [
    m.name,
    {
      ...ownMoves[m.name],
      afterCommit: (app: FastifyInstance, actor: Actor, row: Row) => notifyAppointment(app, actor, row),
    },
  ]),
);
