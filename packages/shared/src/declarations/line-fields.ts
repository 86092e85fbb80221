import { f, type FieldDef } from '../kit/fields.ts';
import { checkContainerNo } from '../validators/container-no.ts';
import { asciiCheck } from '../validators/input.ts';
import { checkError } from '../validators/types.ts';
import { code, dec, lbl, str } from './field-kit.ts';

/** A 10-digit HS code (商品编号). */
export const checkHsCode = asciiCheck((text) => (/^\d{10}$/.test(text) ? null : checkError('decl.hs_code')));

/** Goods lines (DecList): one per item number g_no 1..n. */
export const declarationGoodsFields = {
  g_no: f.int(lbl('项号', 'Item no.'), { required: true, min: 1, max: 999 }),
  code_ts: str('商品编号', 'HS code', 10, { required: true, check: checkHsCode, example: '8471300000' }),
  contr_item: f.int(lbl('备案序号', 'Record item no.'), { min: 0 }),
  g_name: str('商品名称', 'Goods name', 255),
  g_model: str('规格型号', 'Specification', 255),
  decl_goods_ename: str('商品英文名称', 'English name', 100),
  g_qty: dec('成交数量', 'Quantity'),
  g_unit: code('成交单位', 'Unit', 'deal-uom', 3),
  first_qty: dec('法定第一数量', 'First legal quantity'),
  first_unit: code('法定第一单位', 'First legal unit', 'deal-uom', 3),
  second_qty: dec('法定第二数量', 'Second legal quantity'),
  second_unit: code('法定第二单位', 'Second legal unit', 'deal-uom', 3),
  decl_price: dec('单价', 'Unit price', 19, 4),
  decl_total: dec('总价', 'Total', 19, 4),
  trade_curr: code('币制', 'Currency', 'currency', 3),
  origin_country: code('原产国(地区)', 'Country of origin', 'country', 3),
  destination_country: code('最终目的国(地区)', 'Final destination', 'country', 3),
  district_code: code('境内目的地/货源地', 'Domestic destination/source', 'orig-district', 5),
  dest_code: code('目的地代码', 'Destination division', 'dest-code', 8),
  duty_mode: code('征免', 'Levy mode', 'tax-method', 1),
  use_to: code('用途', 'Use', 'use-to', 2),
  exg_no: str('货号', 'Article no.', 30),
  exg_version: f.int(lbl('版本号', 'Version no.'), { min: 0 }),
  factor: dec('比例因子', 'Unit factor', 11, 3),
  work_usd: dec('工缴费', 'Processing fee', 19, 4),
  class_mark: str('归类标志', 'Classification mark', 1),
  ciq_code: str('检验检疫编码', 'CIQ code', 20),
  ciq_name: str('检验检疫名称', 'CIQ name', 50),
  orig_place_code: str('原产地区代码', 'Origin region', 50),
  purpose: str('用途代码', 'Purpose', 4),
  prod_valid_dt: str('产品有效期', 'Valid until', 20),
  prod_qgp: str('产品保质期', 'Shelf life', 20),
  goods_attr: str('货物属性', 'Goods attributes', 20),
  stuff: str('成分/原料', 'Ingredients', 400),
  uncode: str('UN编码', 'UN number', 20),
  dang_name: str('危险货物名称', 'Dangerous goods name', 80),
  dang_pack_type: str('危包类别', 'Dangerous packing category', 4),
  dang_pack_spec: str('危包规格', 'Dangerous packing spec', 24),
  no_dang_flag: str('非危险化学品', 'Not a hazardous chemical', 1),
  eng_man_ent_cnm: str('境外生产企业名称', 'Overseas manufacturer', 100),
  goods_spec: str('检验检疫货物规格', 'CIQ goods spec', 2000),
  goods_model: str('货物型号', 'Goods model', 2000),
  goods_brand: str('货物品牌', 'Brand', 2000),
  produce_date: str('生产日期', 'Production date', 2000),
  prod_batch_no: str('生产批号', 'Batch no.', 2000),
  mnufctr_reg_no: str('生产单位注册号', 'Manufacturer registration', 20),
  mnufctr_reg_name: str('生产单位名称', 'Manufacturer', 150),
  rcep_orig_place_code: str('优惠贸易协定原产地', 'Preferential origin', 3),
  control_explain_code: str('禁限管制识别码', 'Control code', 4),
} satisfies Record<string, FieldDef>;

/** Containers (DecContainer). goods_no lists the g_no it carries, comma-separated ("1,3"). */
export const declarationContainerFields = {
  container_no: str('集装箱号', 'Container no.', 32, {
    required: true,
    upperCase: true,
    check: checkContainerNo,
    example: 'CSQU3054383',
  }),
  container_spec: code('集装箱规格', 'Container spec', 'cd-type', 32),
  container_weight: dec('集装箱自重', 'Tare weight', 18, 5),
  container_gw: dec('箱货重量', 'Container gross weight'),
  container_desc: str('描述', 'Description', 200),
  container_lcl: str('拼箱标识', 'LCL flag', 1),
  container_num: f.int(lbl('箱数', 'Count'), { min: 0 }),
  container_seal_no: str('封志号', 'Seal no.', 50),
  container_transports_code: str('运输工具代码', 'Transport code', 50),
  goods_no: str('商品项号', 'Item numbers', 255),
  container_info: str('箱信息', 'Container info', 500),
  container_flag: str('标志', 'Flag', 10),
} satisfies Record<string, FieldDef>;

/** Licence documents (DecLicenseDocu): document code and number. */
export const declarationLicenceFields = {
  acmp_form_code: code('随附单证代码', 'Licence code', 'record-code', 2, { required: true }),
  acmp_form_no: str('随附单证编号', 'Licence no.', 32, { required: true }),
} satisfies Record<string, FieldDef>;

/** Attached document references (the scanned papers sent with the declaration). */
export const declarationDocumentFields = {
  doc_type: code('单据类型', 'Document type', 'attachment-flag', 8, { required: true }),
  doc_no: str('单据编号', 'Document no.', 64),
  file_name: str('文件名', 'File name', 200),
  file_path: str('文件位置', 'Stored file', 500),
  note: str('备注', 'Note', 255),
} satisfies Record<string, FieldDef>;

export type DeclarationGoodsField = keyof typeof declarationGoodsFields;
export type DeclarationContainerField = keyof typeof declarationContainerFields;
export type DeclarationLicenceField = keyof typeof declarationLicenceFields;
export type DeclarationDocumentField = keyof typeof declarationDocumentFields;
