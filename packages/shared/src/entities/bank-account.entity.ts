import { defineEntity } from '../kit/define-entity.ts';
import { ENABLED_OPTIONS, f, L, options } from '../kit/fields.ts';

export const bankAccount = defineEntity({
  name: 'bank-accounts',
  table: 'bank_accounts',
  label: { zh: '银行账户', en: 'Bank account', es: 'Cuenta bancaria', ja: '銀行口座' },
  perm: 'bankAccount',
  path: '/bankAccount/index',
  menu: { group: 'finance', sort: 20 },
  display: 'name',
  fields: {
    code: f.string(L.code, { length: 50, required: true, search: 'eq', sortable: true, example: 'BA001' }),
    name: f.string(
      { zh: '账户名称', en: 'Account name', es: 'Nombre de la cuenta', ja: '口座名' },
      { length: 100, required: true, search: 'like', example: '华海美元账户' },
    ),
    bank_no: f.string(
      { zh: '银行账号', en: 'Account number', es: 'Número de cuenta', ja: '口座番号' },
      { length: 40, required: true, search: 'like', example: '6222020200012345678' },
    ),
    bank_name: f.string(
      { zh: '开户银行', en: 'Bank', es: 'Banco', ja: '銀行' },
      { length: 100, required: true, example: '中国银行厦门分行' },
    ),
    account_company_name: f.string(
      { zh: '户名', en: 'Account holder', es: 'Titular', ja: '名義' },
      { length: 200, required: true, example: '华海国际货运代理（厦门）有限公司' },
    ),
    currency: f.enum(
      { zh: '币种', en: 'Currency', es: 'Moneda', ja: '通貨' },
      options({
        RMB: { zh: '人民币', en: 'RMB', es: 'RMB', ja: '人民元' },
        HKD: { zh: '港币', en: 'HKD', es: 'HKD', ja: '香港ドル' },
        USD: { zh: '美元', en: 'USD', es: 'USD', ja: '米ドル' },
        EUR: { zh: '欧元', en: 'EUR', es: 'EUR', ja: 'ユーロ' },
      }),
      { required: true, search: 'in', default: 'RMB' },
    ),
    status: f.enum(L.status, ENABLED_OPTIONS, { required: true, default: '1', search: 'eq' }),
  },
  unique: [['code']],
});
