import { z } from 'zod';
import { strictInt } from '@app/shared';
import { idSchema } from '../../plugins/paging.ts';

export const MESSAGE_KINDS = ['announcement', 'private'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const TITLE_MAX = 100;
export const BODY_MAX = 2000;

const text = (max: number) => z.string().trim().min(1, { message: 'field.empty' }).max(max);

/** An announcement goes to every enabled user; a private message to chosen users or the holders of roles. */
export const sendBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('announcement'),
    title: text(TITLE_MAX),
    body: text(BODY_MAX),
    target_type: z.literal('all').optional(),
  }),
  z.strictObject({
    kind: z.literal('private'),
    title: text(TITLE_MAX),
    body: text(BODY_MAX),
    target_type: z.enum(['user', 'role']),
    target_ids: z.array(idSchema).min(1, { message: 'field.empty' }).max(1000),
  }),
]);
export type SendBody = z.infer<typeof sendBody>;

export const listQuery = z.strictObject({
  access_token: z.string().optional(),
  kind: z.enum(MESSAGE_KINDS).optional(),
  /** 1 = only the unread ones. */
  unread: z.enum(['0', '1']).optional(),
  page: strictInt((n) => n.min(1).max(1_000_000)).default(1),
  size: strictInt((n) => n.min(1).max(100)).default(10),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Either some of the caller's messages by id, or all of them (optionally of one kind). */
export const readBody = z
  .strictObject({
    ids: z.array(idSchema).min(1, { message: 'field.empty' }).max(1000).optional(),
    all: z.literal(true).optional(),
    kind: z.enum(MESSAGE_KINDS).optional(),
  })
  .refine((b) => b.ids !== undefined || b.all === true, { message: 'field.empty', path: ['ids'] });
export type ReadBody = z.infer<typeof readBody>;
