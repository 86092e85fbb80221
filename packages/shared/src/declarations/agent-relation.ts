import dayjs from 'dayjs';
import { options } from '../kit/fields.ts';
import type { DeclarationHead } from './types.ts';

export const AGENT_RELATION_STATUS_OPTIONS = options({
  valid: { zh: '有效', en: 'Valid', es: 'Vigente', ja: '有効' },
  expired: { zh: '已过期', en: 'Expired', es: 'Vencida', ja: '期限切れ' },
});

export interface AgentRelationDates {
  begin_date: string;
  end_date: string;
}

export interface AgentRelation extends AgentRelationDates {
  consignor_code: string;
  agent_code: string;
}

/** begin_date + expire_months, as YYYY-MM-DD (Jan 31 + 1 month = the last day of February). */
export function agentRelationEndDate(beginDate: string, months: number): string {
  return dayjs(beginDate).add(months, 'month').format('YYYY-MM-DD');
}

/** Valid on a day between begin_date and end_date, both included. */
export function isRelationValidOn(r: AgentRelationDates, day: string): boolean {
  return r.begin_date <= day && day <= r.end_date;
}

export function agentRelationStatus(r: AgentRelationDates, today: string): 'valid' | 'expired' {
  return isRelationValidOn(r, today) ? 'valid' : 'expired';
}

/**
 * The parties of a declaration an agent relation is checked between: the consignor is the
 * 境内收发货人 (receiver_code / receiver_scc; the domestic consignee of an import and consignor of an
 * export are the same party of the message, TradeCode), the agent the declaring unit (declare_*).
 * Either party's 10-digit customs code or 18-character credit code may be stored in a relation.
 */
export function declarationParties(head: DeclarationHead) {
  const codes = (...v: unknown[]) => v.filter((x): x is string => typeof x === 'string' && x !== '');
  return {
    consignor: codes(head.receiver_code, head.receiver_scc),
    agent: codes(head.declare_code, head.declare_scc),
  };
}

/** The day a declaration's agent relation must be valid on: apply_date, else today. */
export function declarationDay(head: DeclarationHead, today: string): string {
  return typeof head.apply_date === 'string' && head.apply_date ? head.apply_date : today;
}

/** Whether one of the relations covers the declaration's parties on its day. */
export function hasValidAgentRelation(
  relations: readonly AgentRelation[],
  head: DeclarationHead,
  today: string,
): boolean {
  const { consignor, agent } = declarationParties(head);
  const day = declarationDay(head, today);
  return relations.some(
    (r) => consignor.includes(r.consignor_code) && agent.includes(r.agent_code) && isRelationValidOn(r, day),
  );
}
