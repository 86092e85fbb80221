import { defineEntity } from '../kit/define-entity.ts';
import { ENABLED_OPTIONS, f, L } from '../kit/fields.ts';
import { lbl } from '../declarations/field-kit.ts';
import { IE_FLAG_OPTIONS } from '../declarations/head-options.ts';
import {
  SENSITIVE_COMPARE_OPTIONS,
  SENSITIVE_LEVEL_OPTIONS,
  SENSITIVE_TYPE_OPTIONS,
} from '../declarations/sensitive-words.ts';

/**
 * Sensitive word rules (business-domain §3): checked when a declaration is saved and sent. A rule
 * without a customer code applies to every customer of its company; without ie_flag to both ways.
 */
export const sensitiveWord = defineEntity({
  name: 'sensitive-words',
  table: 'sensitive_words',
  label: {
    zh: '敏感词规则',
    en: 'Sensitive word rule',
    es: 'Regla de palabras sensibles',
    ja: '禁止語ルール',
  },
  perm: 'sensitive',
  path: '/sensitive/index',
  menu: { group: 'customs', sort: 30 },
  display: 'words',
  scope: { company: 'cd_company_id', customer: 'customer_code' },
  fields: {
    customer_code: f.ref(lbl('客户代码', 'Customer', 'Cliente', '顧客コード'), 'customers', {
      field: 'customer_code',
      length: 50,
      search: 'eq',
    }),
    type: f.enum(lbl('检查对象', 'Target', 'Objeto', '検査対象'), SENSITIVE_TYPE_OPTIONS, {
      required: true,
      search: 'eq',
    }),
    compare_type: f.enum(
      lbl('比较方式', 'Comparison', 'Comparación', '比較方法'),
      SENSITIVE_COMPARE_OPTIONS,
      {
        required: true,
        default: 'contains',
        search: 'eq',
      },
    ),
    words: f.text(lbl('敏感词', 'Words', 'Palabras', 'センシティブ語'), {
      length: 2000,
      required: true,
      search: 'like',
      example: '军用,武器',
    }),
    level: f.enum(lbl('级别', 'Level', 'Nivel', 'レベル'), SENSITIVE_LEVEL_OPTIONS, {
      required: true,
      default: 'remind',
      search: 'eq',
    }),
    ie_flag: f.enum(lbl('进出口', 'Import/export', 'Importación/exportación', '輸出入'), IE_FLAG_OPTIONS, {
      search: 'eq',
    }),
    status: f.enum(L.status, ENABLED_OPTIONS, { required: true, default: '1', search: 'eq' }),
    cd_company_id: f.ref(lbl('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', { readonly: true }),
    note: f.string(L.note, { length: 255, show: { table: false } }),
  },
});
