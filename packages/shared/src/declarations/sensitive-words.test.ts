import { describe, expect, it } from 'vitest';
import { findSensitiveHits, ruleWords, type SensitiveRule } from './sensitive-words.ts';
import {
  agentRelationEndDate,
  agentRelationStatus,
  hasValidAgentRelation,
  type AgentRelation,
} from './agent-relation.ts';

const rule = (r: Partial<SensitiveRule>): SensitiveRule => ({
  id: 1,
  customer_code: null,
  type: 'element',
  compare_type: 'contains',
  words: '军用',
  level: 'block',
  ie_flag: null,
  status: '1',
  ...r,
});
const head = { customer_code: 'C0001', ie_flag: '0', receiver_name: '厦门嘉禾', premium_amount: '300' };
const goods = [
  { g_model: '品牌:A|型号:X', decl_total: '999', origin_country: 'USA' },
  { g_model: '用途:军用', decl_total: '1000', origin_country: 'JPN' },
];

describe('sensitive words', () => {
  it('splits words on commas, semicolons, 、 and new lines', () => {
    expect(ruleWords('a, b，c；d、e\nf')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('finds each target type with each comparison', () => {
    const hits = (r: Partial<SensitiveRule>) => findSensitiveHits([rule(r)], head, goods).map((h) => h.field);
    expect(hits({})).toEqual(['goods[1].g_model']);
    expect(hits({ type: 'element_detail', compare_type: 'equals', words: '型号:X' })).toEqual([
      'goods[0].g_model',
    ]);
    expect(hits({ type: 'element', compare_type: 'equals', words: '型号:X' })).toEqual([]);
    expect(hits({ type: 'total_price', compare_type: 'gte', words: '1000' })).toEqual([
      'goods[1].decl_total',
    ]);
    expect(hits({ type: 'insurance', compare_type: 'gte', words: '300' })).toEqual(['head.premium_amount']);
    expect(hits({ type: 'consignee', words: '嘉禾' })).toEqual(['head.receiver_name']);
    expect(hits({ type: 'origin_country', compare_type: 'equals', words: 'jpn' })).toEqual([
      'goods[1].origin_country',
    ]);
  });

  it('applies a rule only to its customer, direction and while enabled', () => {
    expect(findSensitiveHits([rule({ customer_code: 'C0002' })], head, goods)).toEqual([]);
    expect(findSensitiveHits([rule({ ie_flag: '1' })], head, goods)).toEqual([]);
    expect(findSensitiveHits([rule({ status: '0' })], head, goods)).toEqual([]);
    expect(findSensitiveHits([rule({ customer_code: 'C0001', level: 'remind' })], head, goods)).toEqual([
      { rule_id: 1, field: 'goods[1].g_model', word: '军用', level: 'remind', type: 'element' },
    ]);
  });
});

describe('agent relations', () => {
  it('ends months after the beginning, at the month end when shorter', () => {
    expect(agentRelationEndDate('2026-01-15', 12)).toBe('2027-01-15');
    expect(agentRelationEndDate('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('is valid from begin_date to end_date inclusive', () => {
    const r = { begin_date: '2026-01-01', end_date: '2026-12-31' };
    expect(agentRelationStatus(r, '2025-12-31')).toBe('expired');
    expect(agentRelationStatus(r, '2026-01-01')).toBe('valid');
    expect(agentRelationStatus(r, '2026-12-31')).toBe('valid');
    expect(agentRelationStatus(r, '2027-01-01')).toBe('expired');
  });

  it('matches the consignor by customs or credit code and the agent on the declaration date', () => {
    const relations: AgentRelation[] = [
      {
        consignor_code: '3502960001',
        agent_code: '3502980001',
        begin_date: '2026-01-01',
        end_date: '2026-06-30',
      },
    ];
    const d = {
      receiver_code: '3502960001',
      declare_scc: 'X',
      declare_code: '3502980001',
      apply_date: '2026-03-01',
    };
    expect(hasValidAgentRelation(relations, d, '2030-01-01')).toBe(true);
    expect(hasValidAgentRelation(relations, { ...d, apply_date: null }, '2030-01-01')).toBe(false);
    expect(hasValidAgentRelation(relations, { ...d, declare_code: '3502980002' }, '2026-03-01')).toBe(false);
  });
});
