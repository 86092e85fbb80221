import { z } from 'zod';
import { apiErrorSchema, okSchema, type DataOf } from './api.ts';

/** A stored line of a declaration (goods, container, licence, document): its columns as stored. */
const lineSchema = z.looseObject({ id: z.number().int().optional() });

/** A check's finding on one field, with its message in the request's language. */
export const checkWarningSchema = z.object({ field: z.string(), message: z.string() });
export type CheckWarning = z.infer<typeof checkWarningSchema>;

/**
 * A declaration with all its lines: what GET /api/declarations/{id}/full answers (in the spec's
 * envelope) and POST /api/declarations and PUT /api/declarations/{id} answer (as stored, no envelope).
 * `warnings`: what the checks made before sending find (the inventory list's book, the licences the
 * goods need, the authorised declaring code); saved all the same, refused when sent.
 */
export const declarationFullSchema = z.object({
  head: z.looseObject({ id: z.number().int(), version: z.number().int() }),
  goods: z.array(lineSchema),
  containers: z.array(lineSchema),
  licences: z.array(lineSchema),
  documents: z.array(lineSchema),
  warnings: z.array(checkWarningSchema).optional(),
});
export const declarationFullAnswerSchema = okSchema(declarationFullSchema.nullable());
export type DeclarationAnswer = z.infer<typeof declarationFullSchema>;

/** POST /api/declarations/{id}/copy: the new draft. */
export const declarationCopyAnswerSchema = okSchema(
  z.object({ id: z.number().int(), cd_sn: z.string().nullable() }),
);
export type DeclarationCopied = DataOf<typeof declarationCopyAnswerSchema>;

/** A sensitive-word reminder the user may confirm (409 sensitive_remind, check answers). */
export const remindSchema = z.object({
  rule_id: z.number().int(),
  field: z.string(),
  word: z.string(),
  level: z.enum(['block', 'remind']),
  type: z.string(),
  message: z.string(),
});

/** POST /api/declarations/{id}/check: the declare-level check. */
export const declarationCheckAnswerSchema = okSchema(
  z.object({
    ok: z.boolean(),
    errors: z.array(checkWarningSchema),
    reminds: z.array(remindSchema),
  }),
);

/** POST /api/declarations/{id}/send: what was delivered where. */
export const declarationSendAnswerSchema = okSchema(
  z.object({
    client_seq_no: z.string(),
    file: z.string().optional(),
    topic: z.string().optional(),
    channel_id: z.number().int(),
    send_time: z.string(),
  }),
);
export type DeclarationSent = DataOf<typeof declarationSendAnswerSchema>;

/**
 * One customs receipt of a declaration, with the meaning of its code. `date`: the receipt's time as an
 * ISO instant (UTC), the same instant as the head's return_time when it is the newest; the stored
 * return_content keeps customs' China wall-clock text.
 */
export const receiptEntrySchema = z.looseObject({
  code: z.string(),
  meaning: z.string(),
  message: z.string().nullish(),
  date: z.string().nullish(),
  ret_seq_no: z.string().nullish(),
});
export type ReceiptEntry = z.infer<typeof receiptEntrySchema>;

/** GET /api/declarations/{id}/receipts, oldest first. */
export const receiptHistoryAnswerSchema = okSchema(z.array(receiptEntrySchema));

/** POST /api/receipts/upload: the recorded receipt (duplicate: it was recorded before). */
export const receiptUploadAnswerSchema = okSchema(
  receiptEntrySchema.extend({ declaration_id: z.number().int(), duplicate: z.boolean() }),
);

/** POST /api/declarations/{id}/printed: the print record. */
export const printRecordAnswerSchema = okSchema(z.looseObject({}).nullable());
export type PrintRecord = DataOf<typeof printRecordAnswerSchema>;

export type RemindHit = z.infer<typeof remindSchema>;

/** The 409 of a save or send whose remind-level words the user has not confirmed yet. */
export const sensitiveRemindAnswerSchema = z.object({
  code: z.literal('sensitive_remind'),
  message: z.string(),
  data: z.object({ hits: z.array(remindSchema) }),
});

/**
 * 409 of save and send: sensitive words the user must confirm (send again with confirm_reminds), or
 * the usual conflict (a stale version, a declaration with customs) in the one error shape.
 */
export const sensitiveRemindSchema = z.union([sensitiveRemindAnswerSchema, apiErrorSchema]);

/**
 * GET /api/declarations/{id}/print-seal: the seal the printed form carries in the declaring unit's box, as
 * a data URL; null when the declaring company prints none (打印显示公章 off, or no seal uploaded).
 */
export const printSealAnswerSchema = okSchema(z.object({ seal: z.string().nullable() }));
export type PrintSeal = DataOf<typeof printSealAnswerSchema>;
