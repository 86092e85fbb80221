import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  checkDeclaration,
  declarationParties,
  declarationDay,
  findSensitiveHits,
  hasValidAgentRelation,
  t,
  type AgentRelation,
  type CheckIssue,
  type CheckLevel,
  type DeclarationFull,
  type Lang,
  type SensitiveHit,
  type SensitiveRule,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { agent_relations, sensitive_words } from '../../db/schema/index.ts';
import { columnsOf } from '../../crud/entity-tables.ts';
import { today } from './declarations.hooks.ts';
import { checkReferences } from './declarations.refs.ts';

const sw = columnsOf(
  sensitive_words,
  'id',
  'customer_code',
  'type',
  'compare_type',
  'words',
  'level',
  'ie_flag',
  'status',
  'cd_company_id',
);
const ar = columnsOf(
  agent_relations,
  'consignor_code',
  'agent_code',
  'begin_date',
  'end_date',
  'cd_company_id',
);

/** The enabled rules of a company that concern the declaration's customer (or every customer). */
export async function sensitiveRules(
  db: DbOrTx,
  companyId: number | null,
  customerCode: unknown,
): Promise<SensitiveRule[]> {
  if (companyId === null) return [];
  const forCustomer =
    typeof customerCode === 'string' && customerCode
      ? or(sql`coalesce(${sw.customer_code}, '') = ''`, eq(sw.customer_code, customerCode))
      : sql`coalesce(${sw.customer_code}, '') = ''`;
  return (await db
    .select({
      id: sw.id,
      customer_code: sw.customer_code,
      type: sw.type,
      compare_type: sw.compare_type,
      words: sw.words,
      level: sw.level,
      ie_flag: sw.ie_flag,
      status: sw.status,
    })
    .from(sensitive_words)
    .where(and(eq(sw.cd_company_id, companyId), eq(sw.status, '1'), forCustomer))) as SensitiveRule[];
}

export interface RemindHit extends SensitiveHit {
  message: string;
}

/** A hit as the API answers it: with its message in the request's language. */
export function hitWithMessage(hit: SensitiveHit, lang: Lang): RemindHit {
  const key = hit.level === 'block' ? 'decl.sensitive_block' : 'decl.sensitive_remind';
  return { ...hit, message: t(key, lang, { word: hit.word, rule: hit.rule_id }) };
}

/** Sensitive-word hits of a declaration: blocks as issues, reminds apart. */
export async function sensitiveCheck(db: DbOrTx, d: DeclarationFull, companyId: number | null) {
  const rules = await sensitiveRules(db, companyId, d.head.customer_code);
  const hits = findSensitiveHits(rules, d.head, d.goods);
  const blocks: CheckIssue[] = hits
    .filter((h) => h.level === 'block')
    .map((h) => ({ field: h.field, key: 'decl.sensitive_block', params: { word: h.word, rule: h.rule_id } }));
  return { blocks, reminds: hits.filter((h) => h.level === 'remind') };
}

/**
 * The agent relation between the consignor (receiver_code / receiver_scc) and the declaring agent
 * (declare_code / declare_scc) must be valid on apply_date (else today). At save it is checked only
 * when both parties are filled; to declare always (an empty party is already a required-field issue).
 */
export async function agentRelationCheck(
  db: DbOrTx,
  d: DeclarationFull,
  companyId: number | null,
): Promise<CheckIssue[]> {
  const { consignor, agent } = declarationParties(d.head);
  if (!consignor.length || !agent.length) return [];
  const relations = (await db
    .select({
      consignor_code: ar.consignor_code,
      agent_code: ar.agent_code,
      begin_date: ar.begin_date,
      end_date: ar.end_date,
    })
    .from(agent_relations)
    .where(
      and(
        eq(ar.cd_company_id, companyId ?? -1),
        inArray(ar.consignor_code, consignor),
        inArray(ar.agent_code, agent),
      ),
    )) as AgentRelation[];
  const day = today();
  if (hasValidAgentRelation(relations, d.head, day)) return [];
  return [
    {
      field: d.head.declare_code ? 'head.declare_code' : 'head.declare_scc',
      key: 'decl.agent_relation_missing',
      params: { agent: agent[0]!, consignor: consignor[0]!, date: declarationDay(d.head, day) },
    },
  ];
}

export interface CheckResult {
  ok: boolean;
  errors: { field: string; message: string }[];
  reminds: RemindHit[];
}

/**
 * Every check of a stored declaration at a level (the send route runs 'declare'): the pure checks,
 * codes in the parameter tables, sensitive words (blocks are errors, reminds listed apart) and the
 * agent relation. Messages in the request's language; ok when there is no error (reminds need the
 * user's confirmation, not a change).
 */
export async function runChecks(
  db: DbOrTx,
  d: DeclarationFull,
  level: CheckLevel,
  lang: Lang,
): Promise<CheckResult> {
  const companyId = (d.head.cd_company_id as number | null | undefined) ?? null;
  const { issues: refIssues } = await checkReferences(db, d, companyId);
  const { blocks, reminds } = await sensitiveCheck(db, d, companyId);
  const issues = [
    ...checkDeclaration(d, level),
    ...refIssues,
    ...blocks,
    ...(await agentRelationCheck(db, d, companyId)),
  ];
  return {
    ok: issues.length === 0,
    errors: issues.map((i) => ({ field: i.field, message: t(i.key, lang, i.params) })),
    reminds: reminds.map((h) => hitWithMessage(h, lang)),
  };
}
