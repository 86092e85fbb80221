import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CODE_OK,
  exportStartedAnswerSchema,
  listQuerySchema,
  localize,
  registry,
  type EntityDef,
} from '@app/shared';
import { formatBusinessTime } from '@app/shared';
import { downloadTasks } from '../../db/schema/index.ts';
import { requireActor } from '../../plugins/auth.ts';
import { pushTask, taskOf } from '../downloads/download-tasks.ts';
import { assertExportQuota } from '../downloads/export-limits.ts';

/** The advisory lock class of the per-user export quota check. */
const EXPORT_QUOTA_LOCK = 7301;
import { EXPORT_JOB, type ExportPayload } from './export.job.ts';
import { exportQuery } from './export-query.ts';

function stamp(d = new Date()) {
  return formatBusinessTime(d, 'YYYYMMDDHHmmss');
}

function registerExport(app: FastifyInstance, def: EntityDef) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/${def.name}/export`,
    {
      config: { permission: def.permissions.export },
      schema: {
        tags: [def.name],
        summary: `${def.label.en}: export every row the list query selects to Excel (a download task)`,
        querystring: listQuerySchema(def),
        response: { 200: exportStartedAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const query = exportQuery(app, def, actor, req.query as Record<string, unknown>);
      const fileName = `${localize(def.label, req.lang)}_${stamp()}.xlsx`;
      const taskId = await app.db.transaction(async (tx) => {
        // one export at a time per user through this check: a burst cannot slip past the quota
        await tx.execute(sql`select pg_advisory_xact_lock(${EXPORT_QUOTA_LOCK}, ${actor.userId})`);
        await assertExportQuota(tx, actor.userId);
        const [task] = await tx
          .insert(downloadTasks)
          .values({ user_id: actor.userId, entity: def.name, file_name: fileName })
          .returning({ id: downloadTasks.id });
        const payload: ExportPayload = { ...query, taskId: task!.id, entity: def.name, lang: req.lang };
        const jobId = await app.jobs.enqueue(EXPORT_JOB, payload, { db: tx, maxAttempts: 3 });
        await tx.update(downloadTasks).set({ job_id: jobId }).where(eq(downloadTasks.id, task!.id));
        return task!.id;
      });
      app.jobs.poke();
      const task = await taskOf(app, taskId);
      if (task) await pushTask(app, task, req.lang);
      return { code: CODE_OK, data: { id: taskId } };
    },
  );
}

/** `POST /api/<entity>/export` for every registry entity (permission: the entity's export code). */
export async function exportRoutes(app: FastifyInstance) {
  for (const def of registry) registerExport(app, def);
}
