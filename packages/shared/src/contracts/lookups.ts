import { z } from 'zod';
import type { LookupRecord } from '../kit/lookup-filter.ts';

/** One record of a lookup list (`/api/base-data/list-*`): code, Chinese name and the rest as text. */
/**
 * Where an enterprise of the library (从企业库选择) comes from: a customer, a company the declarant deals
 * with (its declarations' parties, its agent relations' consignors), or one of the groups' own companies.
 */
export const ENTERPRISE_SOURCES = ['customer', 'partner', 'company'] as const;
export type EnterpriseSource = (typeof ENTERPRISE_SOURCES)[number];

export const lookupRecordSchema = z.looseObject({
  cus_code: z.string(),
  cn_name: z.string(),
  code: z.string().optional(),
  en_name: z.string().optional(),
  ciq_code: z.string().optional(),
  ciq_name: z.string().optional(),
  show_name: z.string().optional(),
  short_name: z.string().optional(),
  status: z.string().optional(),
  type1: z.string().nullish(),
  scc: z.string().optional(),
  address: z.string().optional(),
  tel: z.string().optional(),
  /** The enterprise library's source of a record. */
  source: z.enum(ENTERPRISE_SOURCES).optional(),
});

/** The specification's lookup answer: `{ status: 0, data: [...] }`. */
export const lookupListSchema = z.object({ status: z.number().int(), data: z.array(lookupRecordSchema) });

/**
 * The envelope of a lookup answer as the browser reads it: the records are checked for their code and
 * name only (the port list alone has thousands; the server's response schema checked them whole).
 */
export const lookupListEnvelopeSchema = z.object({
  status: z.number().int(),
  message: z.string().optional(),
  data: z
    .array(
      z.custom<LookupRecord>(
        (r) =>
          typeof r === 'object' &&
          r !== null &&
          'cus_code' in r &&
          typeof r.cus_code === 'string' &&
          'cn_name' in r &&
          typeof r.cn_name === 'string',
      ),
    )
    .optional(),
});

/** One enterprise, or null when none has the code: `{ status: 0, data }`. */
export const lookupOneSchema = z.object({ status: z.number().int(), data: lookupRecordSchema.nullable() });

/** A code list as a code → name map: `{ code: 0, data: { code: name } }`. */
export const codeMapSchema = z.object({ code: z.number().int(), data: z.record(z.string(), z.string()) });
