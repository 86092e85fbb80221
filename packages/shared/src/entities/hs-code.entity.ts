import { defineEntity } from '../kit/define-entity.ts';
import { ENABLED_OPTIONS, f, L } from '../kit/fields.ts';

const tax = (zh: string, en: string, es: string, ja: string) =>
  f.decimal({ zh, en, es, ja }, 9, 4, { min: 0, show: { table: false } });

/** HS codes with their legal units and tax rates (business-domain §3, unit or HS element record). */
export const hsCode = defineEntity({
  name: 'hs-codes',
  table: 'hs_codes',
  label: { zh: 'HS编码', en: 'HS code', es: 'Código SA', ja: 'HS コード' },
  perm: 'hsCode',
  path: '/hsCode/index',
  menu: { group: 'base', sort: 50 },
  display: 'hs_code',
  fields: {
    hs_code: f.string(
      { zh: '商品编码', en: 'HS code', es: 'Código SA', ja: '商品コード' },
      { length: 10, required: true, search: 'like', sortable: true, example: '8471300000' },
    ),
    hs_name: f.string(
      { zh: '商品名称', en: 'Goods name', es: 'Mercancía', ja: '品名' },
      { length: 300, required: true, search: 'like', example: '便携式自动数据处理设备' },
    ),
    type: f.string({ zh: '类别', en: 'Category', es: 'Categoría', ja: '分類' }, { length: 20 }),
    first_uom: f.ref(
      { zh: '法定第一单位', en: 'First legal unit', es: 'Primera unidad legal', ja: '第一法定単位' },
      'base-data',
      { field: 'cus_code', filter: { type: 'deal-uom' }, length: 3, example: '001' },
    ),
    second_uom: f.ref(
      { zh: '法定第二单位', en: 'Second legal unit', es: 'Segunda unidad legal', ja: '第二法定単位' },
      'base-data',
      { field: 'cus_code', filter: { type: 'deal-uom' }, length: 3 },
    ),
    discount_tax: tax('最惠国税率', 'MFN rate', 'Arancel NMF', '最恵国税率'),
    general_tax: tax('普通税率', 'General rate', 'Arancel general', '一般税率'),
    import_tax: tax(
      '进口暂定税率',
      'Provisional import rate',
      'Arancel provisional de importación',
      '輸入暫定税率',
    ),
    sale_tax: tax('消费税率', 'Consumption tax rate', 'Tasa del impuesto al consumo', '消費税率'),
    export_tax: tax('出口税率', 'Export rate', 'Arancel de exportación', '輸出税率'),
    return_tax: tax('出口退税率', 'Export rebate rate', 'Tasa de reintegro a la exportación', '輸出還付率'),
    added_tax: tax('增值税率', 'VAT rate', 'Tasa del IVA', '付加価値税率'),
    ciq_catelog: f.string(
      { zh: '检验检疫类别', en: 'CIQ category', es: 'Categoría CIQ', ja: 'CIQ 分類' },
      { length: 20 },
    ),
    // the ordered element list of g_model, read by parseHsElements ("0:品牌类型;1:出口享惠情况;2:用途;…")
    description: f.text(
      { zh: '申报要素', en: 'Declaration elements', es: 'Elementos de declaración', ja: '申告要素' },
      { length: 2000, show: { table: false }, example: '0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号' },
    ),
    condition: f.string(
      { zh: '监管条件', en: 'Supervision conditions', es: 'Condiciones', ja: '監督条件' },
      { length: 50 },
    ),
    auto_update_time: f.datetime(
      {
        zh: '税率/要素更新时间',
        en: 'Rates/elements updated',
        es: 'Tasas/elementos actualizados',
        ja: '税率・要素更新日時',
      },
      { readonly: true, sortable: true },
    ),
    note: f.string(L.note, { length: 500, show: { table: false } }),
    is_enable: f.enum(L.status, ENABLED_OPTIONS, { required: true, default: '1', search: 'eq' }),
  },
  unique: [['hs_code']],
  defaultSort: 'hs_code,asc',
});
