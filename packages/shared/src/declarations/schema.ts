import { z } from 'zod';
import { fieldSchema } from '../kit/schemas.ts';
import type { FieldDef } from '../kit/fields.ts';
import type { MessageParams } from '../i18n/text.ts';
import { declarationHeadFields } from './head-fields.ts';
import {
  declarationContainerFields,
  declarationDocumentFields,
  declarationGoodsFields,
  declarationLicenceFields,
} from './line-fields.ts';
import type { CheckIssue, DeclarationFull } from './types.ts';

/** Most goods lines, containers, licences and documents one save may carry. */
export const SAVE_LIMITS = { goods: 200, containers: 200, licences: 50, documents: 100 } as const;
/** Server columns a client may send back unchanged (they are ignored). */
const ECHOED = ['create_id', 'create_time', 'update_id', 'update_time', '_display'];

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Every field optional (the message dictionary decides what is required, per level, in the checks). */
function partSchema(fields: Record<string, FieldDef>, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, z.ZodType> = { ...extra };
  for (const [name, field] of Object.entries(fields)) {
    // a blank value is stored as null (a numeric or date column cannot hold '')
    shape[name] = field.readonly
      ? z.unknown().optional()
      : z.preprocess(blankToNull, fieldSchema({ ...field, required: false }).nullish());
  }
  for (const name of ECHOED) shape[name] = z.unknown().optional();
  return z.strictObject(shape);
}

const lineExtra = { id: z.unknown().optional(), declaration_id: z.unknown().optional() };

/** The body of POST /api/declarations and PUT /api/declarations/{id}. */
export const declarationSaveSchema = z.strictObject({
  head: partSchema(declarationHeadFields, {
    id: z.number().int().positive().optional(),
    version: z.number().int().positive().optional(),
  }),
  goods: z.array(partSchema(declarationGoodsFields, lineExtra)).max(SAVE_LIMITS.goods).default([]),
  containers: z
    .array(partSchema(declarationContainerFields, lineExtra))
    .max(SAVE_LIMITS.containers)
    .default([]),
  licences: z.array(partSchema(declarationLicenceFields, lineExtra)).max(SAVE_LIMITS.licences).default([]),
  documents: z.array(partSchema(declarationDocumentFields, lineExtra)).max(SAVE_LIMITS.documents).default([]),
  confirm_reminds: z.boolean().optional(),
  // what GET …/full answered beside the lines: read-only, accepted so that an answer read, corrected and
  // saved comes back as it went out, and ignored
  warnings: z.array(z.unknown()).max(1_000).optional(),
});

export type DeclarationSaveBody = DeclarationFull & { confirm_reminds?: boolean };

/** A zod path as the API names fields: `goods[3].decl_total`, `head.gross_weight`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

function issueOf(issue: z.core.$ZodIssue): CheckIssue[] {
  const field = fieldPath(issue.path);
  switch (issue.code) {
    case 'custom':
      return [{ field, key: issue.message, params: issue.params as MessageParams | undefined }];
    case 'too_big':
      return [
        issue.origin === 'string'
          ? { field, key: 'decl.too_long', params: { max: Number(issue.maximum) } }
          : { field, key: 'field.max', params: { max: Number(issue.maximum) } },
      ];
    case 'too_small':
      return [{ field, key: 'field.min', params: { min: Number(issue.minimum) } }];
    case 'unrecognized_keys':
      return issue.keys.map((k) => ({ field: fieldPath([...issue.path, k]), key: 'decl.unknown_field' }));
    case 'invalid_value':
      return [{ field, key: 'field.unknown_option' }];
    default:
      return [{ field, key: 'decl.invalid_value' }];
  }
}

/** Parses a save body: the cleaned declaration (trimmed, codes upper-cased, decimals as text) or the issues. */
export function parseDeclaration(
  body: unknown,
): { ok: true; data: DeclarationSaveBody } | { ok: false; issues: CheckIssue[] } {
  const result = declarationSaveSchema.safeParse(body);
  if (result.success) {
    const { warnings: _answered, ...data } = result.data;
    return { ok: true, data };
  }
  return { ok: false, issues: result.error.issues.flatMap(issueOf) };
}
