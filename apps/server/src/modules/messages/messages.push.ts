import type { FastifyInstance } from 'fastify';
import { livePush, messageKindSchema } from '@app/shared';
import { unreadTotals } from './messages.service.ts';
import type { HubTarget } from '../../plugins/ws-hub.ts';

/** A push must never undo a committed send or read mark: failures are logged, not thrown. */
async function publish(app: FastifyInstance, target: HubTarget, message: object) {
  try {
    await app.hub.publish(target, message);
  } catch (err) {
    app.log.warn({ err }, 'message push failed');
  }
}

/** Pushes each user's unread total; users with the same total share one publish. */
export async function pushUnread(app: FastifyInstance, userIds: number[]) {
  if (userIds.length === 0) return;
  const totals = await unreadTotals(app.db, userIds);
  const byTotal = new Map<number, number[]>();
  for (const [userId, unread] of totals) {
    const group = byTotal.get(unread);
    if (group) group.push(userId);
    else byTotal.set(unread, [userId]);
  }
  for (const [unread, ids] of byTotal) {
    await publish(app, { userIds: ids }, livePush('unread', { unread }));
  }
}

/** new_msg to every recipient's open sockets, then their new unread totals. */
export async function pushNewMessage(
  app: FastifyInstance,
  message: { id: number; title: string; body: string; kind: string },
  recipients: number[],
) {
  const kind = messageKindSchema.parse(message.kind);
  await publish(
    app,
    kind === 'announcement' ? { all: true } : { userIds: recipients },
    livePush('new_msg', { msg_id: message.id, title: message.title, body: message.body, kind }),
  );
  await pushUnread(app, recipients);
}
