import { and, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { base_data } from '../../db/schema/index.ts';

/** The base-data kinds a printed declaration names its codes from (see BASE_DATA_TYPES). */
export type CodeKind =
  | 'country'
  | 'currency'
  | 'deal-uom'
  | 'district-code'
  | 'orig-district'
  | 'dest-code'
  | 'trans'
  | 'supervise'
  | 'tax'
  | 'tax-method'
  | 'wrap'
  | 'deal-method'
  | 'port'
  | 'entry-port'
  | 'record-code';

/** Looks a code up in one kind: its Chinese name, or undefined when the code is not in the table. */
export type CodeNames = (kind: CodeKind, code: string) => string | undefined;

/** The codes a document needs named, by kind. */
export class CodeRequest {
  readonly wanted = new Map<CodeKind, Set<string>>();

  add(kind: CodeKind, code: unknown): void {
    if (code === null || code === undefined || code === '') return;
    const set = this.wanted.get(kind) ?? new Set<string>();
    set.add(String(code));
    this.wanted.set(kind, set);
  }
}

const bd = base_data;

/**
 * Names of the requested codes, in one query. A code matches the current customs code first and the
 * legacy customs code (type1) second, so declarations written with the pre-2018 numeric codes still
 * print names.
 */
export async function loadCodeNames(db: DbOrTx, request: CodeRequest): Promise<CodeNames> {
  const kinds = [...request.wanted.keys()];
  const codes = [...new Set([...request.wanted.values()].flatMap((s) => [...s]))];
  const current = new Map<string, string>();
  const legacy = new Map<string, string>();
  if (kinds.length && codes.length) {
    const rows = (await db
      .select({ type: bd.type, cus_code: bd.cus_code, cn_name: bd.cn_name, type1: bd.type1 })
      .from(base_data)
      .where(and(inArray(bd.type, kinds), or(inArray(bd.cus_code, codes), inArray(bd.type1, codes))))) as {
      type: string;
      cus_code: string;
      cn_name: string;
      type1: string | null;
    }[];
    for (const r of rows) {
      current.set(`${r.type}\u0000${r.cus_code}`, r.cn_name);
      if (r.type1 && !legacy.has(`${r.type}\u0000${r.type1}`))
        legacy.set(`${r.type}\u0000${r.type1}`, r.cn_name);
    }
  }
  return (kind, code) => current.get(`${kind}\u0000${code}`) ?? legacy.get(`${kind}\u0000${code}`);
}
