import { z } from 'zod';

/** The task order's own calls beside the engine's (`apps/server/src/modules/transport/task-orders.routes.ts`). */

/** The documents a task order links by id. */
export const TASK_LINKABLE = ['declaration', 'inventory-list', 'passport'] as const;
export type LinkableType = (typeof TASK_LINKABLE)[number];

/** GET /api/task-orders/clerks: the staff users of the working company a task order may go to. */
export const taskClerksAnswerSchema = z.object({
  content: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
});
export type TaskClerks = z.infer<typeof taskClerksAnswerSchema>;
export type Clerk = TaskClerks['content'][number];

/** One document made for a task order, and how it belongs to the task. */
export const taskDocumentSchema = z.object({
  doc_type: z.enum([...TASK_LINKABLE, 'transport-order']),
  doc_id: z.number().int(),
  doc_no: z.string().nullable(),
  status: z.string().nullable(),
  status_name: z.string(),
  customer_code: z.string().nullable(),
  /** Linked by id, by the declaration's task number, or the transport order's task. */
  linked_by: z.enum(['link', 'task_no', 'task_order']),
});
export type TaskDocument = z.infer<typeof taskDocumentSchema>;

/** GET /api/task-orders/{id}/documents. */
export const taskDocumentsAnswerSchema = z.object({ content: z.array(taskDocumentSchema) });
export type TaskDocuments = z.infer<typeof taskDocumentsAnswerSchema>;

/** POST /api/task-orders/{id}/documents and DELETE …/documents/{doc_type}/{doc_id}: the link made or removed. */
export const taskLinkAnswerSchema = z.object({
  task_order_id: z.number().int(),
  doc_type: z.string(),
  doc_id: z.number().int(),
});
export type TaskLink = z.infer<typeof taskLinkAnswerSchema>;
