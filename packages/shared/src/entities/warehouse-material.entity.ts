import { defineEntity } from '../kit/define-entity.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { f, options } from '../kit/fields.ts';

import { bookRef, ownerCompany, ownerCustomer, tx } from './bonded-fields.ts';

/** Import or export material (ImpexpMarkcd). */
export const MATERIAL_IE_FLAGS = options({
  I: tx('进口', 'Import', 'Importación', '輸入'),
  E: tx('出口', 'Export', 'Exportación', '輸出'),
});

const qty = (label: LocalizedText, readonly = false) =>
  f.decimal(label, 19, 5, { min: 0, default: '0', ...(readonly ? { readonly: true } : {}) });
const unit = (label: LocalizedText) =>
  f.ref(label, 'base-data', {
    field: 'cus_code',
    filter: { type: 'deal-uom' },
    length: 3,
    show: { table: false },
    example: '035',
  });

/**
 * A warehouse material (仓库物料): the warehouse's own part number tracked against a goods item of an
 * account book (h_seq is that item's g_no); its quantities follow the inventory lists that move it.
 */
export const warehouseMaterial = defineEntity({
  name: 'warehouse-materials',
  table: 'warehouse_materials',
  label: tx('仓库物料', 'Warehouse material', 'Material de almacén', '倉庫資材'),
  perm: 'hwMatnr',
  path: '/hwMatnr/index',
  menu: { group: 'bonded', sort: 10 },
  display: 'matnr_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  fields: {
    company_id: ownerCompany(),
    customer_code: ownerCustomer(true),
    book_id: bookRef(),
    wms_no: f.string(tx('仓库编号', 'Warehouse no.', 'N.º de almacén', '倉庫番号'), {
      length: 50,
      search: 'eq',
      upperCase: true,
      example: 'WH-XM-01',
    }),
    ie_flag: f.enum(
      tx('进出口标记', 'Import/export', 'Importación/exportación', '輸出入区分'),
      MATERIAL_IE_FLAGS,
      {
        required: true,
        default: 'I',
        search: 'eq',
      },
    ),
    h_seq: f.int(tx('账册备案序号', 'Book item no.', 'N.º de partida', '帳簿届出序号'), {
      required: true,
      min: 1,
      search: 'eq',
      sortable: true,
      example: 1,
    }),
    matnr_no: f.string(tx('物料号', 'Material no.', 'N.º de material', '資材番号'), {
      length: 40,
      required: true,
      search: 'like',
      sortable: true,
      upperCase: true,
      example: 'HW-100001',
    }),
    g_name: f.string(tx('商品名称', 'Goods name', 'Nombre de mercancía', '品名'), {
      length: 255,
      required: true,
      search: 'like',
      example: '笔记本电脑',
    }),
    hs_code: f.ref(tx('商品编码', 'HS code', 'Código SA', '商品コード'), 'hs-codes', {
      field: 'hs_code',
      length: 10,
      search: 'eq',
      example: '8471300000',
    }),
    deal_qty: qty(tx('成交数量', 'Quantity', 'Cantidad', '取引数量')),
    export_qty: qty(tx('出库数量', 'Quantity out', 'Cantidad salida', '出庫数量')),
    locked_qty: qty(tx('锁定数量', 'Locked', 'Bloqueada', 'ロック数量'), true),
    first_qty: qty(tx('法定数量', 'Legal quantity', 'Cantidad legal', '第1法定数量')),
    first_unit: unit(tx('法定单位', 'Legal unit', 'Unidad legal', '法定単位')),
    second_qty: qty(tx('第二数量', 'Second quantity', 'Segunda cantidad', '第2法定数量')),
    second_unit: unit(tx('第二单位', 'Second unit', 'Segunda unidad', '第二単位')),
    deal_price: f.decimal(tx('成交单价', 'Unit price', 'Precio unitario', '取引単価'), 19, 5, { min: 0 }),
    deal_total: f.decimal(tx('成交总价', 'Total', 'Total', '取引総額'), 19, 5, { min: 0, readonly: true }),
    deal_curr: f.ref(tx('币制', 'Currency', 'Moneda', '通貨'), 'base-data', {
      field: 'cus_code',
      filter: { type: 'currency' },
      length: 3,
      example: 'USD',
    }),
  },
  unique: [['book_id', 'matnr_no']],
});
