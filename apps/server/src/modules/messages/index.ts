import type { FastifyInstance } from 'fastify';
import { messageRoutes } from './messages.routes.ts';

/** The message centre (`/api/messages/*`): each user's inbox, read marks, and sending announcements or private messages. */
export async function messagesModule(app: FastifyInstance): Promise<void> {
  await app.register(messageRoutes);
}
