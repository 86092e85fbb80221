import { defineEntity } from '../kit/define-entity.ts';
import { ENABLED_OPTIONS, f, L, options } from '../kit/fields.ts';

/** Lookup kinds: one per /api/base-data/list-* call (platform-shell §7.4). */
export const BASE_DATA_TYPES = options({
  port: { zh: '口岸（港口）', en: 'Port', es: 'Puerto', ja: '港' },
  trans: { zh: '运输方式', en: 'Transport mode', es: 'Modo de transporte', ja: '輸送方式' },
  supervise: { zh: '监管方式', en: 'Supervision mode', es: 'Régimen aduanero', ja: '監督方式' },
  tax: { zh: '征免性质', en: 'Levy type', es: 'Tipo de gravamen', ja: '課税性質' },
  country: { zh: '国别（地区）', en: 'Country/region', es: 'País/región', ja: '国・地域' },
  'deal-method': { zh: '成交方式', en: 'Transaction method', es: 'Método de transacción', ja: '取引条件' },
  wrap: { zh: '包装种类', en: 'Wrap type', es: 'Tipo de embalaje', ja: '包装種類' },
  'entry-port': { zh: '国内口岸', en: 'Domestic port', es: 'Puerto nacional', ja: '国内港' },
  'cd-type': { zh: '集装箱规格', en: 'Container spec', es: 'Tipo de contenedor', ja: 'コンテナ規格' },
  'tax-method': { zh: '征减免税方式', en: 'Levy mode', es: 'Modo de gravamen', ja: '課税方式' },
  'deal-uom': { zh: '计量单位', en: 'Unit of measure', es: 'Unidad de medida', ja: '計量単位' },
  currency: { zh: '币制', en: 'Currency', es: 'Moneda', ja: '通貨' },
  'district-code': { zh: '关区', en: 'Customs district', es: 'Distrito aduanero', ja: '税関区' },
  'orig-district': {
    zh: '境内目的地/货源地',
    en: 'Domestic district',
    es: 'Distrito nacional',
    ja: '国内地区',
  },
  'dest-code': {
    zh: '行政区划',
    en: 'Administrative division',
    es: 'División administrativa',
    ja: '行政区画',
  },
  'record-code': { zh: '随附单证', en: 'Licence document', es: 'Documento de licencia', ja: '許可証書類' },
  'attachment-flag': { zh: '随附单据类型', en: 'Attachment type', es: 'Tipo de anexo', ja: '添付書類種別' },
  settlement: { zh: '结汇方式', en: 'Settlement mode', es: 'Modo de liquidación', ja: '決済方式' },
  'use-to': { zh: '用途', en: 'Use', es: 'Uso', ja: '使用目的' },
});

/** Customs lookup records (platform-shell §3.6), seeded from the published parameter tables. */
export const baseData = defineEntity({
  name: 'base-data',
  table: 'base_data',
  label: { zh: '海关参数', en: 'Customs parameters', es: 'Parámetros aduaneros', ja: '税関パラメータ' },
  perm: 'baseData',
  path: '/baseData/index',
  menu: { group: 'base', sort: 60 },
  display: 'cn_name',
  fields: {
    type: f.enum({ zh: '参数类别', en: 'Kind', es: 'Tipo', ja: '種別' }, BASE_DATA_TYPES, {
      required: true,
      search: 'eq',
      sortable: true,
    }),
    cus_code: f.string(
      { zh: '海关代码', en: 'Customs code', es: 'Código aduanero', ja: '税関コード' },
      { length: 20, required: true, search: 'eq', sortable: true, example: 'USD' },
    ),
    cn_name: f.string(
      { zh: '中文名称', en: 'Chinese name', es: 'Nombre chino', ja: '中国語名' },
      { length: 200, required: true, search: 'like', example: '美元' },
    ),
    en_name: f.string(
      { zh: '英文名称', en: 'English name', es: 'Nombre inglés', ja: '英語名' },
      { length: 200, search: 'like' },
    ),
    code: f.string(
      { zh: '自定义代码', en: 'Custom code', es: 'Código propio', ja: '独自コード' },
      { length: 20, search: 'eq' },
    ),
    ciq_code: f.string(
      { zh: '检验检疫代码', en: 'CIQ code', es: 'Código CIQ', ja: 'CIQ コード' },
      { length: 20 },
    ),
    ciq_name: f.string(
      { zh: '检验检疫名称', en: 'CIQ name', es: 'Nombre CIQ', ja: 'CIQ 名称' },
      { length: 200 },
    ),
    short_name: f.string({ zh: '简称', en: 'Short name', es: 'Nombre corto', ja: '略称' }, { length: 100 }),
    show_name: f.string(
      { zh: '显示名称', en: 'Display name', es: 'Nombre visible', ja: '表示名' },
      { length: 200 },
    ),
    type1: f.string(
      { zh: '旧代码', en: 'Legacy code', es: 'Código antiguo', ja: '旧コード' },
      { length: 20 },
    ),
    status: f.enum(L.status, ENABLED_OPTIONS, { required: true, default: '1', search: 'eq' }),
    sort: f.int(L.sort, { default: 0, sortable: true }),
  },
  unique: [['type', 'cus_code']],
  defaultSort: 'cus_code,asc',
});
