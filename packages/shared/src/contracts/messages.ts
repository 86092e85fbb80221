import { z } from 'zod';
import { okOnlySchema, okSchema, pageSchema, type DataOf } from './api.ts';

export const messageKindSchema = z.enum(['announcement', 'private']);
export type MessageKind = z.infer<typeof messageKindSchema>;

/** One message of the caller's inbox. */
export const inboxMessageSchema = z.object({
  msg_id: z.number().int(),
  kind: messageKindSchema,
  title: z.string(),
  body: z.string(),
  sender_name: z.string().nullable(),
  create_time: z.union([z.date(), z.string()]),
  read: z.boolean(),
});
export type InboxMessage = Omit<z.infer<typeof inboxMessageSchema>, 'create_time'> & { create_time: string };

/** GET /api/messages: one page of the inbox, with the unread count of the listed kind. */
export const inboxPageSchema = pageSchema(inboxMessageSchema).extend({ unread: z.number().int() });
export interface InboxPage {
  content: InboxMessage[];
  totalElements: number;
  page: number;
  size: number;
  /** Unread messages of the listed kind (all kinds when none is given). */
  unread: number;
}

export const unreadCountsSchema = z.object({
  unread: z.number().int(),
  announcement: z.number().int(),
  private: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const unreadAnswerSchema = okSchema(unreadCountsSchema);
export const readAnswerSchema = okOnlySchema;
export const sendAnswerSchema = okSchema(
  z.object({ msg_id: z.number().int(), recipients: z.number().int() }),
);
export type MessageSent = DataOf<typeof sendAnswerSchema>;
