import { z } from 'zod';
import type { OnWire } from './records.ts';

/** One entry of a document's log: a move of ours (add, update, each move) or a receipt of customs', oldest first. */
export const documentLogEntrySchema = z.object({
  action: z.string(),
  result: z.enum(['ok', 'failed']),
  message_type: z.string().nullable(),
  code: z.string().nullable(),
  message: z.string(),
  at: z.union([z.date(), z.string()]),
  user_name: z.string().nullable(),
});

/** `GET /api/<entity>/{id}/log` (the engine's document log), oldest first. */
export const documentLogAnswerSchema = z.object({ content: z.array(documentLogEntrySchema) });
export type DocumentLogEntry = OnWire<z.infer<typeof documentLogEntrySchema>>;
export type DocumentLog = OnWire<z.infer<typeof documentLogAnswerSchema>>;
