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
  type MessageParams,
  type SensitiveHit,
  type SensitiveRule,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { agent_relations, sensitive_words } from '../../db/schema/index.ts';
import { AppError, ConfirmationRequired } from '../../plugins/app-error.ts';
import { today } from './declarations.hooks.ts';
import { checkReferences } from './declarations.refs.ts';
import { preSendChecks } from './pre-send-checks.ts';
import { elementCheck } from './declarations.elements.ts';

const sw = sensitive_words;
const ar = agent_relations;

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

/** Every check of a declaration at one level, before messages: what the save, the send and the check route share. */
export interface DeclarationCheck {
  /** Refusals: field path, catalog key and parameters. */
  issues: CheckIssue[];
  /** The checks made before sending (`pre-send-checks.ts`) when only saving: shown, not refusing. */
  warnings: CheckIssue[];
  /** Remind-level sensitive words: the user confirms them, nothing needs changing. */
  reminds: SensitiveHit[];
  /** The customer the customer code names among the company's customers (null when none). */
  customerId: number | null;
}

/**
 * What sending refuses and saving only warns of: the checks made before sending (book, licences,
 * declaring code) and the declaration elements the goods' HS codes require (`declarations.elements.ts`).
 */
async function sendOnlyChecks(db: DbOrTx, d: DeclarationFull, companyId: number | null) {
  return [...(await preSendChecks(db, d, companyId)), ...(await elementCheck(db, d))];
}

/**
 * The one set of checks of a declaration at a level ('save' when saved, 'declare' when sent or
 * checked): the shared pure checks, codes in the parameter tables, the customer and channel, sensitive
 * words (blocks are issues, reminds apart), the agent relation, and the checks made before sending
 * (book, licences, declaring code) and the declaration elements: refusals to declare, warnings when
 * saving.
 */
export async function checkAll(db: DbOrTx, d: DeclarationFull, level: CheckLevel): Promise<DeclarationCheck> {
  const companyId = (d.head.cd_company_id as number | null | undefined) ?? null;
  const refs = await checkReferences(db, d, companyId);
  const { blocks, reminds } = await sensitiveCheck(db, d, companyId);
  const relation = await agentRelationCheck(db, d, companyId);
  const preSend = await sendOnlyChecks(db, d, companyId);
  const declaring = level === 'declare';
  return {
    issues: [
      ...checkDeclaration(d, level),
      ...refs.issues,
      ...blocks,
      ...relation,
      ...(declaring ? preSend : []),
    ],
    warnings: declaring ? [] : preSend,
    reminds,
    customerId: refs.customerId,
  };
}

/** Issues as the API answers them: the field path and the message in the request's language. */
export const withMessages = (issues: readonly CheckIssue[], lang: Lang) =>
  issues.map((i) => ({ field: i.field, message: t(i.key, lang, i.params) }));

/** The checks made before sending, of a stored declaration, as warnings (GET /api/declarations/{id}/full). */
export async function preSendWarnings(db: DbOrTx, d: DeclarationFull, lang: Lang) {
  const companyId = (d.head.cd_company_id as number | null | undefined) ?? null;
  return withMessages(await sendOnlyChecks(db, d, companyId), lang);
}

/** A 400 naming every refused field (the first issue of a field wins). */
export function issuesError(issues: CheckIssue[]): AppError {
  const errors: Record<string, { key: string; params?: MessageParams }> = {};
  for (const i of issues) errors[i.field] ??= { key: i.key, ...(i.params ? { params: i.params } : {}) };
  return new AppError(400, 'error.validation', undefined, errors);
}

/**
 * Refuses a declaration the checks of a level refuse (400 with every field named) or whose
 * remind-level words the user has not confirmed (409 `sensitive_remind` with the hits); the save and
 * the send answer the same errors for the same declaration.
 */
export async function assertChecksPass(
  db: DbOrTx,
  d: DeclarationFull,
  level: CheckLevel,
  options: { confirmReminds: boolean; lang: Lang },
): Promise<DeclarationCheck> {
  const result = await checkAll(db, d, level);
  if (result.issues.length) throw issuesError(result.issues);
  if (result.reminds.length && !options.confirmReminds)
    throw new ConfirmationRequired('sensitive_remind', 'decl.sensitive_confirm', {
      hits: result.reminds.map((h) => hitWithMessage(h, options.lang)),
    });
  return result;
}

export interface CheckResult {
  ok: boolean;
  errors: { field: string; message: string }[];
  reminds: RemindHit[];
}

/** The checks of a stored declaration as a report (POST /api/declarations/{id}/check): messages in the request's language. */
export async function runChecks(
  db: DbOrTx,
  d: DeclarationFull,
  level: CheckLevel,
  lang: Lang,
): Promise<CheckResult> {
  const { issues, reminds } = await checkAll(db, d, level);
  return {
    ok: issues.length === 0,
    errors: withMessages(issues, lang),
    reminds: reminds.map((h) => hitWithMessage(h, lang)),
  };
}
