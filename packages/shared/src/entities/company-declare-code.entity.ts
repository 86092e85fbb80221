import { defineEntity } from '../kit/define-entity.ts';
import { f, L } from '../kit/fields.ts';
import { checkCustomsCode } from '../validators/customs-code.ts';

/**
 * The history of a company's authorised declaring code (申报单位海关编码, business-domain §9: it changed on
 * 2022-01-15): each code with the day from which it is valid, until the next one's. A declaration is
 * checked against the code valid on its declaration date. Kept from the company page (its permissions).
 */
export const companyDeclareCode = defineEntity({
  name: 'company-declare-codes',
  table: 'company_declare_codes',
  label: {
    zh: '授权申报代码',
    en: 'Authorised declaring code',
    es: 'Código de declarante autorizado',
    ja: '授権申告コード',
  },
  perm: 'company',
  path: '/company/declare-codes',
  menu: { group: 'base', sort: 69, hidden: { code: 'company:declare-codes-page' } },
  display: 'code',
  defaultSort: 'valid_from,desc',
  fields: {
    company_id: f.ref({ zh: '企业', en: 'Company', es: 'Empresa', ja: '企業' }, 'companies', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    code: f.string(
      {
        zh: '申报单位海关编码',
        en: 'Declaring customs code',
        es: 'Código aduanero del declarante',
        ja: '申告者税関コード',
      },
      { length: 10, required: true, upperCase: true, check: checkCustomsCode, example: '3502980001' },
    ),
    valid_from: f.date(
      { zh: '生效日期', en: 'Valid from', es: 'Válido desde', ja: '有効開始日' },
      { required: true, sortable: true, example: '2022-01-15' },
    ),
    note: f.string(L.note, { length: 200 }),
  },
  unique: [['company_id', 'valid_from']],
});
