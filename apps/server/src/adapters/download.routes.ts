import fs from 'node:fs';
import { contentDisposition } from '../modules/downloads/content-disposition.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE_OK, downloadDeleteAnswerSchema, downloadListAnswerSchema, t, strictInt } from '@app/shared';
import { AppError, notFound } from '../plugins/app-error.ts';
import { requireActor } from '../plugins/auth.ts';
import { idSchema } from '../plugins/paging.ts';
import {
  incompleteCount,
  listTasks,
  taskOf,
  taskView,
  XLSX_TYPE,
  type TaskRow,
} from '../modules/downloads/download-tasks.ts';

const indexQuery = z.object({
  access_token: z.string().optional(),
  page: strictInt((n) => n.min(1).max(1_000_000)).default(1),
  size: strictInt((n) => n.min(1).max(100)).default(10),
});
const deleteBody = z.object({ id: idSchema });
const fileParams = z.object({ id: idSchema });

/** The caller's own download tasks: list, delete, and the finished file (business-domain §7). */
/** A file sent as a stream (never serialised as JSON); documented as binary. */
const fileStream = z
  .custom<fs.ReadStream>((v) => v instanceof fs.ReadStream)
  .meta({ type: 'string', format: 'binary', description: 'The xlsx file' });

export async function downloadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['downloads'];
  const ownTask = async (id: number, userId: number): Promise<TaskRow> => {
    const task = await taskOf(app, id);
    if (!task || task.user_id !== userId) throw notFound();
    return task;
  };

  r.get(
    '/download/index',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The caller’s download tasks, newest first',
        querystring: indexQuery,
        response: { 200: downloadListAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { rows, total } = await listTasks(app, actor.userId, req.query.page, req.query.size);
      const incomplete = await incompleteCount(app, actor.userId);
      return {
        code: CODE_OK,
        data: {
          data: rows.map((row) => taskView(row, req.lang, incomplete)),
          total,
          incomplete_num: incomplete,
        },
      };
    },
  );

  r.post(
    '/download/delete',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Deletes one of the caller’s tasks and its file',
        body: deleteBody,
        response: { 200: downloadDeleteAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const task = await ownTask(req.body.id, actor.userId);
      await app.database.queryRows('download_task_delete', 'delete from download_tasks where id = $1', [
        task.id,
      ]);
      if (task.file_key) await app.files.remove(task.file_key);
      return { code: CODE_OK, message: t('download.deleted', req.lang) };
    },
  );

  r.get(
    '/download/file/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The finished file of one of the caller’s tasks (xlsx)',
        params: fileParams,
        querystring: z.object({ access_token: z.string().optional() }),
        response: { 200: fileStream },
      },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const task = await ownTask(req.params.id, actor.userId);
      if (task.sta !== 2 || !task.file_key || !app.files.exists(task.file_key)) {
        throw new AppError(404, 'download.file_missing');
      }
      const size = await app.files.size(task.file_key);
      return reply
        .type(XLSX_TYPE)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(task.file_name))
        .send(fs.createReadStream(app.files.pathOf(task.file_key)));
    },
  );
}
