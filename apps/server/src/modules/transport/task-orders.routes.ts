import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  taskClerksAnswerSchema,
  taskDocumentsAnswerSchema,
  taskLinkAnswerSchema,
  taskOrder,
} from '@app/shared';
import { entityResponses } from '../../crud/response-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import {
  LINKABLE,
  linkDocument,
  taskDocuments,
  taskFromAppointment,
  unlinkDocument,
} from './task-order-actions.ts';
import { companyStaff } from './task-orders.hooks.ts';

const tags = ['task-orders'];
const params = z.object({ id: idSchema });
const linkBody = z.strictObject({ doc_type: z.enum(LINKABLE), doc_id: idSchema });

/**
 * Task orders' own calls beyond the engine's CRUD and moves (the definition's workflow: start, finish,
 * cancel and the log): a task order from an approved appointment, its documents (list, link, unlink) and
 * the clerks it may be assigned to.
 */
export async function taskOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perms = taskOrder.permissions;

  r.post(
    '/api/task-orders/from-appointment/:appointmentId',
    {
      config: { permission: perms.add },
      schema: {
        tags,
        summary:
          'A task order from an approved appointment (customer, task types, container and order no. copied)',
        params: z.object({ appointmentId: idSchema }),
        body: z
          .strictObject({
            clerk_id: idSchema.nullish(),
            due_date: z
              .string()
              .regex(/^\d{4}-\d{2}-\d{2}$/)
              .nullish(),
            note: z.string().trim().max(500).nullish(),
          })
          .nullish(),
        response: entityResponses(taskOrder).created,
      },
    },
    async (req, reply) => {
      const body = req.body ?? {};
      const record = await taskFromAppointment(app, req, requireActor(req), req.params.appointmentId, {
        clerk_id: body.clerk_id ?? undefined,
        due_date: body.due_date ?? undefined,
        note: body.note ?? undefined,
      });
      return reply.status(201).send(record);
    },
  );

  r.get(
    '/api/task-orders/clerks',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary: 'The staff users of the working company a task order may be assigned to',
        response: { 200: taskClerksAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      if (actor.companyId === null) throw new AppError(400, 'auth.company_required');
      return { content: await companyStaff(app.db, actor.companyId) };
    },
  );

  r.get(
    '/api/task-orders/:id/documents',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary:
          'The documents of a task order: declarations with its task no., linked lists, passports and declarations, its transport orders',
        params,
        response: { 200: taskDocumentsAnswerSchema, ...errorResponses },
      },
    },
    async (req) => ({ content: await taskDocuments(app.db, requireActor(req), req.params.id, req.lang) }),
  );

  r.post(
    '/api/task-orders/:id/documents',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary:
          'Links a declaration, inventory list or passport of the caller’s scope to an open task order',
        params,
        body: linkBody,
        response: { 200: taskLinkAnswerSchema, ...errorResponses },
      },
    },
    async (req) => linkDocument(app.db, req, requireActor(req), req.params.id, req.body),
  );

  r.delete(
    '/api/task-orders/:id/documents/:doc_type/:doc_id',
    {
      config: { permission: perms.edit },
      schema: {
        tags,
        summary: 'Removes a document’s link from an open task order',
        params: z.object({ id: idSchema, doc_type: z.enum(LINKABLE), doc_id: idSchema }),
        response: { 200: taskLinkAnswerSchema, ...errorResponses },
      },
    },
    async (req) =>
      unlinkDocument(app.db, req, requireActor(req), req.params.id, {
        doc_type: req.params.doc_type,
        doc_id: req.params.doc_id,
      }),
  );
}
