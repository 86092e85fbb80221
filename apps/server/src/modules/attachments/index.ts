import type { FastifyInstance } from 'fastify';
import { attachmentRoutes } from './attachments.routes.ts';

/** Attachments of every registered owner (list, upload, download, delete) and the hourly sweep of orphaned files. */
export async function attachmentsModule(app: FastifyInstance): Promise<void> {
  await app.register(attachmentRoutes);
}
