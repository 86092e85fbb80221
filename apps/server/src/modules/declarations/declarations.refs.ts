import { and, eq, inArray } from 'drizzle-orm';
import {
  declarationContainerFields,
  declarationDocumentFields,
  declarationGoodsFields,
  declarationHeadFields,
  type CheckIssue,
  type DeclarationFull,
  type FieldDef,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { base_data, channels, customers } from '../../db/schema/index.ts';

const bd = base_data;
const ch = channels;

type Row = Record<string, unknown>;
interface CodeUse {
  path: string;
  type: string;
  code: string;
}

function codeUses(part: string, fields: Record<string, FieldDef>, rows: Row[], indexed: boolean): CodeUse[] {
  const uses: CodeUse[] = [];
  const coded = Object.entries(fields).filter(
    ([, f]) => f.kind === 'ref' && f.ref?.entity === 'base-data' && f.ref.filter?.type && !f.readonly,
  );
  rows.forEach((row, i) => {
    for (const [name, f] of coded) {
      const v = row[name];
      if (v === null || v === undefined || v === '') continue;
      const path = indexed ? `${part}[${i}].${name}` : `${part}.${name}`;
      uses.push({ path, type: f.ref!.filter!.type!, code: String(v) });
    }
  });
  return uses;
}

/**
 * Every code of a declaration found in the customs parameter tables (one query), the customer code
 * among the company's customers and the channel among the company's channels. Answers the issues
 * and the customer's id.
 */
export async function checkReferences(
  db: DbOrTx,
  d: DeclarationFull,
  companyId: number | null,
): Promise<{ issues: CheckIssue[]; customerId: number | null }> {
  const uses = [
    ...codeUses('head', declarationHeadFields, [d.head as Row], false),
    ...codeUses('goods', declarationGoodsFields, d.goods as Row[], true),
    ...codeUses('containers', declarationContainerFields, d.containers as Row[], true),
    ...codeUses('documents', declarationDocumentFields, d.documents as Row[], true),
    // licence codes: record-code
    ...d.licences.flatMap((l, i) =>
      l.acmp_form_code
        ? [{ path: `licences[${i}].acmp_form_code`, type: 'record-code', code: String(l.acmp_form_code) }]
        : [],
    ),
  ];
  const issues: CheckIssue[] = [];
  if (uses.length) {
    const found = await db
      .select({ type: bd.type, code: bd.cus_code })
      .from(base_data)
      .where(
        and(
          inArray(bd.type, [...new Set(uses.map((u) => u.type))]),
          inArray(bd.cus_code, [...new Set(uses.map((u) => u.code))]),
        ),
      );
    const known = new Set(found.map((r) => `${String(r.type)}\u0000${String(r.code)}`));
    for (const u of uses)
      if (!known.has(`${u.type}\u0000${u.code}`))
        issues.push({ field: u.path, key: 'decl.code_unknown', params: { value: u.code } });
  }
  let customerId: number | null = null;
  const code = d.head.customer_code;
  if (typeof code === 'string' && code && companyId !== null) {
    const [c] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.company_id, companyId), eq(customers.customer_code, code)));
    if (c) customerId = c.id;
    else issues.push({ field: 'head.customer_code', key: 'decl.code_unknown', params: { value: code } });
  }
  const channelId = d.head.channel_id;
  if (typeof channelId === 'number') {
    const [c] = await db
      .select({ id: ch.id })
      .from(channels)
      .where(and(eq(ch.id, channelId), eq(ch.company_id, companyId ?? -1)));
    if (!c) issues.push({ field: 'head.channel_id', key: 'decl.code_unknown', params: { value: channelId } });
  }
  return { issues, customerId };
}
