import { f, type FieldDef } from '../kit/fields.ts';
import { checkContainerNo } from '../validators/container-no.ts';
import { asciiCheck } from '../validators/input.ts';
import { checkError } from '../validators/types.ts';
import { code, dec, lbl, str } from './field-kit.ts';

/** A 10-digit HS code (商品编号). */
export const checkHsCode = asciiCheck((text) => (/^\d{10}$/.test(text) ? null : checkError('decl.hs_code')));

/** Goods lines (DecList): one per item number g_no 1..n. */
export const declarationGoodsFields = {
  g_no: f.int(lbl('项号', 'Item no.', 'N.º de partida', '品目番号'), { required: true, min: 1, max: 999 }),
  code_ts: str('商品编号', 'HS code', 'Código SA', 'HS コード', 10, {
    required: true,
    check: checkHsCode,
    example: '8471300000',
  }),
  contr_item: f.int(lbl('备案序号', 'Record item no.', 'N.º de artículo registrado', '登録品目番号'), {
    min: 0,
  }),
  g_name: str('商品名称', 'Goods name', 'Nombre de la mercancía', '品名', 255),
  g_model: str('规格型号', 'Specification', 'Especificación', '規格・型番', 255),
  decl_goods_ename: str('商品英文名称', 'English name', 'Nombre en inglés', '英文品名', 100),
  g_qty: dec('成交数量', 'Quantity', 'Cantidad', '取引数量'),
  g_unit: code('成交单位', 'Unit', 'Unidad', '取引単位', 'deal-uom', 3),
  first_qty: dec('法定第一数量', 'First legal quantity', 'Primera cantidad legal', '第一法定数量'),
  first_unit: code('法定第一单位', 'First legal unit', 'Primera unidad legal', '第一法定単位', 'deal-uom', 3),
  second_qty: dec('法定第二数量', 'Second legal quantity', 'Segunda cantidad legal', '第二法定数量'),
  second_unit: code(
    '法定第二单位',
    'Second legal unit',
    'Segunda unidad legal',
    '第二法定単位',
    'deal-uom',
    3,
  ),
  decl_price: dec('单价', 'Unit price', 'Precio unitario', '単価', 19, 4),
  decl_total: dec('总价', 'Total', 'Precio total', '総額', 19, 4),
  trade_curr: code('币制', 'Currency', 'Moneda', '通貨', 'currency', 3),
  origin_country: code(
    '原产国(地区)',
    'Country of origin',
    'País (región) de origen',
    '原産国（地域）',
    'country',
    3,
  ),
  destination_country: code(
    '最终目的国(地区)',
    'Final destination',
    'País (región) de destino final',
    '最終仕向国（地域）',
    'country',
    3,
  ),
  district_code: code(
    '境内目的地/货源地',
    'Domestic destination/source',
    'Destino/origen nacional',
    '国内仕向地・貨物供給地',
    'orig-district',
    5,
  ),
  dest_code: code('目的地代码', 'Destination division', 'Código de destino', '仕向地コード', 'dest-code', 8),
  duty_mode: code('征免', 'Levy mode', 'Modo de imposición', '課税・免税', 'tax-method', 1),
  use_to: code('用途', 'Use', 'Uso', '使用目的', 'use-to', 2),
  exg_no: str('货号', 'Article no.', 'N.º de artículo', '品番', 30),
  exg_version: f.int(lbl('版本号', 'Version no.', 'N.º de versión', 'バージョン番号'), { min: 0 }),
  factor: dec('比例因子', 'Unit factor', 'Factor de unidad', '換算係数', 11, 3),
  work_usd: dec('工缴费', 'Processing fee', 'Costo de procesamiento', '加工賃', 19, 4),
  class_mark: str('归类标志', 'Classification mark', 'Indicador de clasificación', '分類区分', 1),
  ciq_code: str('检验检疫编码', 'CIQ code', 'Código CIQ', 'CIQ コード', 20),
  ciq_name: str('检验检疫名称', 'CIQ name', 'Nombre CIQ', 'CIQ 名称', 50),
  orig_place_code: str('原产地区代码', 'Origin region', 'Región de origen', '原産地域コード', 50),
  purpose: str('用途代码', 'Purpose', 'Código de uso', '用途コード', 4),
  prod_valid_dt: str('产品有效期', 'Valid until', 'Válido hasta', '製品有効期限', 20),
  prod_qgp: str('产品保质期', 'Shelf life', 'Vida útil', '賞味・品質保持期間', 20),
  goods_attr: str('货物属性', 'Goods attributes', 'Atributos de la mercancía', '貨物属性', 20),
  stuff: str('成分/原料', 'Ingredients', 'Ingredientes', '成分・原材料', 400),
  uncode: str('UN编码', 'UN number', 'Número ONU', 'UN 番号', 20),
  dang_name: str('危险货物名称', 'Dangerous goods name', 'Nombre de la mercancía peligrosa', '危険物名', 80),
  dang_pack_type: str(
    '危包类别',
    'Dangerous packing category',
    'Categoría de embalaje peligroso',
    '危険物包装区分',
    4,
  ),
  dang_pack_spec: str(
    '危包规格',
    'Dangerous packing spec',
    'Especificación del embalaje peligroso',
    '危険物包装規格',
    24,
  ),
  no_dang_flag: str('非危险化学品', 'Not a hazardous chemical', 'No es químico peligroso', '非危険化学品', 1),
  eng_man_ent_cnm: str(
    '境外生产企业名称',
    'Overseas manufacturer',
    'Fabricante extranjero',
    '海外製造業者名',
    100,
  ),
  goods_spec: str(
    '检验检疫货物规格',
    'CIQ goods spec',
    'Especificación CIQ de la mercancía',
    'CIQ 貨物規格',
    2000,
  ),
  goods_model: str('货物型号', 'Goods model', 'Modelo de la mercancía', '貨物型番', 2000),
  goods_brand: str('货物品牌', 'Brand', 'Marca', 'ブランド', 2000),
  produce_date: str('生产日期', 'Production date', 'Fecha de producción', '製造日', 2000),
  prod_batch_no: str('生产批号', 'Batch no.', 'N.º de lote', '製造ロット番号', 2000),
  mnufctr_reg_no: str(
    '生产单位注册号',
    'Manufacturer registration',
    'Registro del fabricante',
    '製造者登録番号',
    20,
  ),
  mnufctr_reg_name: str('生产单位名称', 'Manufacturer', 'Fabricante', '製造者名', 150),
  rcep_orig_place_code: str(
    '优惠贸易协定原产地',
    'Preferential origin',
    'Origen preferencial',
    '特恵貿易協定の原産地',
    3,
  ),
  control_explain_code: str('禁限管制识别码', 'Control code', 'Código de control', '禁止・制限管理コード', 4),
} satisfies Record<string, FieldDef>;

/** Containers (DecContainer). goods_no lists the g_no it carries, comma-separated ("1,3"). */
export const declarationContainerFields = {
  container_no: str('集装箱号', 'Container no.', 'N.º de contenedor', 'コンテナ番号', 32, {
    required: true,
    upperCase: true,
    check: checkContainerNo,
    example: 'CSQU3054383',
  }),
  container_spec: code('集装箱规格', 'Container spec', 'Tipo de contenedor', 'コンテナ規格', 'cd-type', 32),
  container_weight: dec('集装箱自重', 'Tare weight', 'Tara', 'コンテナ自重', 18, 5),
  container_gw: dec('箱货重量', 'Container gross weight', 'Peso bruto del contenedor', 'コンテナ総重量'),
  container_desc: str('描述', 'Description', 'Descripción', '説明', 200),
  container_lcl: str('拼箱标识', 'LCL flag', 'Indicador LCL', 'LCL 区分', 1),
  container_num: f.int(lbl('箱数', 'Count', 'Cantidad', 'コンテナ数'), { min: 0 }),
  container_seal_no: str('封志号', 'Seal no.', 'N.º de precinto', 'シール番号', 50),
  container_transports_code: str(
    '运输工具代码',
    'Transport code',
    'Código del medio de transporte',
    '輸送手段コード',
    50,
  ),
  goods_no: str('商品项号', 'Item numbers', 'Números de partida', '品目番号', 255),
  container_info: str('箱信息', 'Container info', 'Datos del contenedor', 'コンテナ情報', 500),
  container_flag: str('标志', 'Flag', 'Indicador', '区分', 10),
} satisfies Record<string, FieldDef>;

/** Licence documents (DecLicenseDocu): document code and number. */
export const declarationLicenceFields = {
  acmp_form_code: code(
    '随附单证代码',
    'Licence code',
    'Código de licencia',
    '添付証明書コード',
    'record-code',
    2,
    { required: true },
  ),
  acmp_form_no: str('随附单证编号', 'Licence no.', 'N.º de licencia', '添付証明書番号', 32, {
    required: true,
  }),
} satisfies Record<string, FieldDef>;

/** Attached document references (the scanned papers sent with the declaration). */
export const declarationDocumentFields = {
  doc_type: code('单据类型', 'Document type', 'Tipo de documento', '書類の種類', 'attachment-flag', 8, {
    required: true,
  }),
  doc_no: str('单据编号', 'Document no.', 'N.º de documento', '書類番号', 64),
  file_name: str('文件名', 'File name', 'Nombre del archivo', 'ファイル名', 200),
  file_path: str('文件位置', 'Stored file', 'Archivo guardado', '保存ファイル', 500),
  note: str('备注', 'Note', 'Nota', '備考', 255),
} satisfies Record<string, FieldDef>;

export type DeclarationGoodsField = keyof typeof declarationGoodsFields;
export type DeclarationContainerField = keyof typeof declarationContainerFields;
export type DeclarationLicenceField = keyof typeof declarationLicenceFields;
export type DeclarationDocumentField = keyof typeof declarationDocumentFields;
