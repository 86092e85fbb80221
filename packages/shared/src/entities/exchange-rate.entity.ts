import { defineEntity } from '../kit/define-entity.ts';
import { f } from '../kit/fields.ts';

export const exchangeRate = defineEntity({
  name: 'exchange-rates',
  table: 'exchange_rates',
  label: { zh: '汇率', en: 'Exchange rate', es: 'Tipo de cambio', ja: '為替レート' },
  perm: 'rate',
  path: '/rate/index',
  menu: { group: 'finance', sort: 30 },
  display: 'cus_code',
  fields: {
    cus_code: f.ref({ zh: '币制', en: 'Currency', es: 'Moneda', ja: '通貨' }, 'base-data', {
      field: 'cus_code',
      filter: { type: 'currency' },
      length: 10,
      required: true,
      upperCase: true,
      search: 'eq',
      sortable: true,
      example: 'USD',
    }),
    rate: f.decimal({ zh: '汇率', en: 'Rate', es: 'Tipo', ja: 'レート' }, 19, 6, {
      required: true,
      min: 0,
      example: '7.123456',
    }),
    year: f.int(
      { zh: '年', en: 'Year', es: 'Año', ja: '対象年' },
      { required: true, min: 1900, max: 2200, search: 'eq', sortable: true, example: 2026 },
    ),
    month: f.int(
      { zh: '月', en: 'Month', es: 'Mes', ja: '対象月' },
      { required: true, min: 1, max: 12, search: 'eq', sortable: true, example: 11 },
    ),
  },
  unique: [['cus_code', 'year', 'month']],
  defaultSort: 'year,desc',
});
