import { options } from '../kit/fields.ts';
import type { DeclarationGoods, DeclarationHead } from './types.ts';

/** What a rule looks at (business-domain §3: the six target types). */
export const SENSITIVE_TYPE_OPTIONS = options({
  insurance: { zh: '保险费', en: 'Insurance', es: 'Seguro', ja: '保険料' },
  element: { zh: '申报要素', en: 'Declaration elements', es: 'Elementos de declaración', ja: '申告要素' },
  element_detail: { zh: '要素明细', en: 'Element detail', es: 'Detalle de elementos', ja: '要素明細' },
  consignee: {
    zh: '境内收发货人',
    en: 'Domestic consignee',
    es: 'Consignatario nacional',
    ja: '国内荷送人・荷受人',
  },
  total_price: {
    zh: '商品总价',
    en: 'Goods total price',
    es: 'Precio total de la mercancía',
    ja: '商品総額',
  },
  origin_country: {
    zh: '原产国代码',
    en: 'Origin country code',
    es: 'Código del país de origen',
    ja: '原産国コード',
  },
});

export const SENSITIVE_COMPARE_OPTIONS = options({
  contains: { zh: '包含', en: 'Contains', es: 'Contiene', ja: '含む' },
  equals: { zh: '等于', en: 'Equals', es: 'Igual a', ja: '等しい' },
  gte: { zh: '大于等于', en: 'Greater or equal', es: 'Mayor o igual', ja: '以上' },
});

export const SENSITIVE_LEVEL_OPTIONS = options({
  block: { zh: '禁止', en: 'Block', es: 'Bloquear', ja: '禁止する' },
  remind: { zh: '提醒', en: 'Remind', es: 'Avisar', ja: '注意喚起' },
});

export interface SensitiveRule {
  id: number;
  customer_code: string | null;
  type: string;
  compare_type: string;
  words: string;
  level: string;
  ie_flag: string | null;
  status?: string | null;
}

export interface SensitiveHit {
  rule_id: number;
  /** The field path that matched, e.g. `goods[2].g_model`. */
  field: string;
  word: string;
  level: 'block' | 'remind';
  type: string;
}

/** A rule's words: separated by commas, semicolons, 、 or new lines (full-width too). */
export function ruleWords(words: string): string[] {
  return words
    .split(/[,，;；、\r\n]+/)
    .map((w) => w.trim())
    .filter(Boolean);
}

/** The values a target type reads, each with its field path. */
function targets(type: string, head: DeclarationHead, goods: DeclarationGoods[]): [string, string][] {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const each = (field: keyof DeclarationGoods) =>
    goods.map((g, i): [string, string] => [`goods[${i}].${field}`, text(g[field])]);
  switch (type) {
    case 'insurance':
      return [['head.premium_amount', text(head.premium_amount)]];
    case 'consignee':
      return [['head.receiver_name', text(head.receiver_name)]];
    case 'element':
      return each('g_model');
    case 'element_detail':
      // each "|"-separated element of the specification on its own
      return each('g_model').flatMap(([path, model]) =>
        model.split('|').map((part): [string, string] => [path, part.trim()]),
      );
    case 'total_price':
      return each('decl_total');
    case 'origin_country':
      return each('origin_country');
    default:
      return [];
  }
}

function matches(compare: string, value: string, word: string): boolean {
  if (!value) return false;
  switch (compare) {
    case 'contains':
      return value.toLowerCase().includes(word.toLowerCase());
    case 'equals':
      return value.trim().toLowerCase() === word.toLowerCase();
    case 'gte': {
      const [v, w] = [Number(value), Number(word)];
      return value.trim() !== '' && Number.isFinite(v) && Number.isFinite(w) && v >= w;
    }
    default:
      return false;
  }
}

/** Whether a rule applies to a declaration: enabled, same customer (or all customers), same way (or both). */
export function ruleApplies(rule: SensitiveRule, head: DeclarationHead): boolean {
  if (rule.status !== undefined && rule.status !== null && rule.status !== '1') return false;
  if (rule.customer_code && rule.customer_code !== head.customer_code) return false;
  if (rule.ie_flag && rule.ie_flag !== head.ie_flag) return false;
  return true;
}

/** Every hit of the rules on a declaration (one per rule, word and field). */
export function findSensitiveHits(
  rules: readonly SensitiveRule[],
  head: DeclarationHead,
  goods: DeclarationGoods[],
): SensitiveHit[] {
  const hits: SensitiveHit[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    if (!ruleApplies(rule, head)) continue;
    const values = targets(rule.type, head, goods);
    for (const word of ruleWords(rule.words)) {
      for (const [field, value] of values) {
        const key = `${rule.id}|${field}|${word}`;
        if (seen.has(key) || !matches(rule.compare_type, value, word)) continue;
        seen.add(key);
        hits.push({
          rule_id: rule.id,
          field,
          word,
          level: rule.level === 'block' ? 'block' : 'remind',
          type: rule.type,
        });
      }
    }
  }
  return hits;
}
