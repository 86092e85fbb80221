import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CODE_OK,
  inboxPageSchema,
  PERM,
  readAnswerSchema,
  sendAnswerSchema,
  unreadAnswerSchema,
} from '@app/shared';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { tokenQuery } from '../../plugins/paging.ts';
import { listQuery, readBody, sendBody } from './messages.schemas.ts';
import { listInbox, markRead, storeMessage, unreadCounts } from './messages.service.ts';
import { pushNewMessage, pushUnread } from './messages.push.ts';

const BASE = '/api/messages';

/**
 * The message centre: each user reads their own inbox (announcements and private messages) and marks
 * it read; holders of message:send send announcements to everyone or private messages to users or roles.
 */
export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  r.get(
    BASE,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The caller’s messages, newest first (kind, unread=1, page, size)',
        querystring: listQuery,
        response: { 200: inboxPageSchema },
      },
    },
    async (req) => listInbox(app.db, requireActor(req).userId, req.query),
  );

  r.get(
    `${BASE}/unread-count`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The caller’s unread messages, in all and by kind',
        querystring: tokenQuery,
        response: { 200: unreadAnswerSchema },
      },
    },
    async (req) => ({ code: CODE_OK, data: await unreadCounts(app.db, requireActor(req).userId) }),
  );

  r.post(
    `${BASE}/read`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Marks the caller’s messages read: {"ids":[…]} or {"all":true} (optionally with a kind)',
        querystring: tokenQuery,
        body: readBody,
        response: { 200: readAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const changed = await markRead(app.db, actor.userId, req.body);
      // the user's other open sessions follow
      if (changed > 0) await pushUnread(app, [actor.userId]);
      return { code: CODE_OK };
    },
  );

  r.post(
    `${BASE}/send`,
    {
      config: { permission: PERM.messageSend },
      schema: {
        tags,
        summary:
          'Sends an announcement to every enabled user, or a private message to users or to the holders of roles',
        querystring: tokenQuery,
        body: sendBody,
        response: { 200: sendAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { message, recipients } = await app.db.transaction(async (tx) => {
        const stored = await storeMessage(tx, actor.userId, req.body);
        await recordOperation(tx, req, {
          action: 'send',
          target: 'messages',
          recordId: stored.message.id,
          after: { ...stored.message, recipients: stored.recipients.length },
        });
        return stored;
      });
      await pushNewMessage(app, message, recipients);
      return { code: CODE_OK, data: { msg_id: message.id, recipients: recipients.length } };
    },
  );
}
