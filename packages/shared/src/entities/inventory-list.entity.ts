import { z } from 'zod';
import { defineEntity } from '../kit/define-entity.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { f, options } from '../kit/fields.ts';
import { GOODS_KIND } from './account-book.entity.ts';

import { bookRef, ownerCompany, ownerCustomer, tx } from './bonded-fields.ts';
import { inventoryListHeadFields } from './inventory-list-head.ts';

/**
 * Where an inventory list stands. Draft and refused lists are edited; a declared one waits for customs:
 * the import response (入库成功/失败), the audit receipt INV201 (审核通过/退单) and the deduction
 * receipt INV211 (已核扣) move it on.
 */
export const INVT_STATUS = options({
  '0': tx('暂存', 'Draft', 'Borrador', '一時保存'),
  '1': tx('已申报', 'Declared', 'Declarada', '申告済み'),
  '2': tx('入库成功', 'Accepted', 'Aceptada', '受理'),
  '3': tx('入库失败', 'Not accepted', 'No aceptada', '受理失敗'),
  '4': tx('审核通过', 'Approved', 'Aprobada', '審査通過'),
  '5': tx('退单', 'Refused', 'Rechazada', '差戻し'),
  '6': tx('已核扣', 'Deducted', 'Deducida', '照合済み'),
});
export const INVT_STATUS_CODE = {
  draft: '0',
  declared: '1',
  accepted: '2',
  notAccepted: '3',
  approved: '4',
  refused: '5',
  deducted: '6',
} as const;

/**
 * The moves customs makes through its receipts (the import response, INV201, INV211): served to the
 * receipts (`moveWithin`), not offered on the screens.
 */
export const INVT_RECEIPT_MOVES = ['accept', 'not-accept', 'approve', 'refuse', 'deduct'] as const;

/** Every state but one: customs' word moves a list from wherever it stands. */
const allBut = (state: string) => Object.values(INVT_STATUS_CODE).filter((s) => s !== state);

/** Customs' deduction mark as a receipt gives it (VrfdedMarkcd). */
const deductionMark = { vrfded_markcd: z.enum(['0', '1', '2', '3']).optional() };

/** Import (into the zone) or export (out of it): ImpexpMarkcd. */
export const INVT_IE = options({
  I: tx('进口（入区）', 'Import (in)', 'Importación (entrada)', '輸入（搬入）'),
  E: tx('出口（出区）', 'Export (out)', 'Exportación (salida)', '輸出（搬出）'),
});

/** Deduction mark (VrfdedMarkcd). */
export const VRFDED_MARKS = options({
  '0': tx('未核扣', 'Not deducted', 'Sin deducir', '未照合'),
  '1': tx('预核扣', 'Pre-deducted', 'Prededucida', '仮照合'),
  '2': tx('已核扣', 'Deducted', 'Deducida', '照合済み'),
  '3': tx('已核销', 'Written off', 'Liquidada', '消込済み'),
});

/** List type (bondInvtTypecd). */
export const INVT_TYPES = options({
  '0': tx('普通清单', 'Ordinary', 'Ordinaria', '通常'),
  '1': tx('集报清单', 'Consolidated', 'Consolidada', '集約'),
  '3': tx('先入区后报关', 'Enter first, declare later', 'Entrar y declarar después', '先搬入後申告'),
  '4': tx('简单加工', 'Simple processing', 'Procesamiento simple', '簡易加工'),
  '5': tx('保税展示交易', 'Bonded exhibition', 'Exhibición en depósito', '保税展示取引'),
  '6': tx('区内流转', 'Transfer within the zone', 'Traslado en la zona', '区内移転'),
  '7': tx('区港联动', 'Zone-port link', 'Enlace zona-puerto', '区港連動'),
  '8': tx('保税电商', 'Bonded e-commerce', 'Comercio electrónico', '保税EC'),
  '9': tx('一纳成品内销', 'Domestic sale of products', 'Venta interna', '製品国内販売'),
});

const YES_NO_DECLARE = options({
  '1': tx('报关', 'With declaration', 'Con declaración', '通関あり'),
  '2': tx('非报关', 'Without declaration', 'Sin declaración', '通関なし'),
});
const DECLARE_TYPES = options({
  '1': tx('关联报关', 'Related declaration', 'Declaración relacionada', '関連申告'),
  '2': tx('对应报关', 'Own declaration', 'Declaración propia', '対応申告'),
});
const GEN_DEC = options({
  '1': tx('生成', 'Generate', 'Generar', '生成する'),
  '2': tx('不生成', 'Do not generate', 'No generar', '生成しない'),
});

const code = (label: LocalizedText, type: string, length: number, example: string, required = false) =>
  f.ref(label, 'base-data', {
    field: 'cus_code',
    filter: { type },
    length,
    example,
    ...(required ? { required: true } : {}),
    show: { table: false },
  });
const readonlyText = (label: LocalizedText, length: number, search = false) =>
  f.string(label, {
    length,
    readonly: true,
    ...(search ? { search: 'eq' as const } : { show: { table: false } }),
  });

/**
 * The customs inventory list (核注清单, INV101) head: goods entering or leaving the zone against an
 * account book. Saved as a draft, declared through a channel (保存并申报), moved on by the receipts: all
 * by the moves of its workflow.
 */
export const inventoryList = defineEntity({
  name: 'inventory-lists',
  table: 'inventory_lists',
  label: tx('核注清单', 'Inventory list', 'Lista de inventario', '照合リスト'),
  perm: 'invt',
  path: '/invt/index',
  menu: { group: 'bonded', sort: 20 },
  buttons: {
    declare: tx('申报', 'Declare', 'Declarar', '申告'),
  },
  workflow: {
    state: 'status',
    docType: 'inventory-list',
    moves: {
      // checks the list and its book, locks an outbound list's quantities, sends INV101 (its hooks)
      declare: {
        from: ['0', '3', '5'],
        to: '1',
        permission: 'declare',
        label: tx('申报', 'Declare', 'Declarar', '申告'),
        confirm: tx(
          '申报核注清单 {no}？出区清单将锁定账册数量。',
          'Declare inventory list {no}? An outbound list locks its quantities on the book.',
          '¿Declarar la lista {no}? Una lista de salida bloquea sus cantidades en el libro.',
          '照合リスト {no} を申告しますか？搬出リストは帳簿の数量をロックします。',
        ),
        body: { channel_id: z.number().int().positive().max(2_147_483_647).optional() },
      },
      // the moves of customs' receipts (INVT_RECEIPT_MOVES)
      accept: {
        customs: true,
        from: ['1'],
        to: '2',
        permission: 'declare',
        label: tx('入库成功', 'Accepted', 'Aceptada', '受理'),
      },
      'not-accept': {
        customs: true,
        from: allBut('3'),
        to: '3',
        permission: 'declare',
        label: tx('入库失败', 'Not accepted', 'No aceptada', '受理失敗'),
      },
      approve: {
        customs: true,
        from: allBut('4'),
        to: '4',
        permission: 'declare',
        label: tx('审核通过', 'Approved', 'Aprobada', '審査通過'),
        body: deductionMark,
      },
      refuse: {
        customs: true,
        from: allBut('5'),
        to: '5',
        permission: 'declare',
        label: tx('退单', 'Refused', 'Rechazada', '差戻し'),
      },
      deduct: {
        customs: true,
        from: allBut('6'),
        to: '6',
        permission: 'declare',
        label: tx('已核扣', 'Deducted', 'Deducida', '照合済み'),
        body: deductionMark,
      },
    },
  },
  display: 'etps_inner_invt_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  fields: {
    company_id: ownerCompany(),
    customer_code: ownerCustomer(true),
    book_id: bookRef(),
    etps_inner_invt_no: f.string(tx('企业内部编号', 'Internal no.', 'N.º interno', '社内番号'), {
      length: 64,
      required: true,
      search: 'like',
      sortable: true,
      upperCase: true,
      example: 'XMQD2026000001',
    }),
    seq_no: readonlyText(
      tx('预录入统一编号', 'Pre-entry no.', 'N.º de preingreso', '事前入力番号'),
      18,
      true,
    ),
    bond_invt_no: readonlyText(tx('清单编号', 'List no.', 'N.º de lista', 'リスト番号'), 64, true),
    impexp_markcd: f.enum(
      tx('进出口标记', 'Import/export', 'Importación/exportación', '輸出入区分'),
      INVT_IE,
      {
        required: true,
        default: 'I',
        search: 'eq',
      },
    ),
    mtpck_endprd_markcd: f.enum(
      tx('料件成品标记', 'Material/finished', 'Material/terminado', '材料/製品'),
      GOODS_KIND,
      { required: true, default: 'I', search: 'eq' },
    ),
    invt_type: f.enum(tx('清单类型', 'List type', 'Tipo de lista', 'リスト種別'), INVT_TYPES, {
      required: true,
      default: '0',
      show: { table: false },
    }),
    supv_modecd: code(
      tx('监管方式', 'Supervision mode', 'Régimen', '監督方式'),
      'supervise',
      4,
      '5034',
      true,
    ),
    trsp_modecd: code(
      tx('运输方式', 'Transport mode', 'Modo de transporte', '輸送方式'),
      'trans',
      1,
      '2',
      true,
    ),
    impexp_portcd: code(
      tx('进出境关别', 'Port customs', 'Aduana de paso', '出入国税関'),
      'district-code',
      4,
      '3701',
    ),
    dcl_plc_cuscd: code(
      tx('主管海关', 'Declaring customs', 'Aduana de declaración', '申告地税関'),
      'district-code',
      4,
      '3701',
      true,
    ),
    stship_trsarv_natcd: code(
      tx('启运/运抵国', 'Country of departure/arrival', 'País de origen/destino', '出発/到着国'),
      'country',
      3,
      'JPN',
    ),
    dclcus_flag: f.enum(tx('是否报关', 'Customs declaration', 'Declaración', '通関'), YES_NO_DECLARE, {
      required: true,
      default: '2',
      show: { table: false },
    }),
    dclcus_typecd: f.enum(
      tx('报关类型', 'Declaration type', 'Tipo de declaración', '申告種別'),
      DECLARE_TYPES,
      {
        show: { table: false },
      },
    ),
    gen_dec_flag: f.enum(
      tx('是否生成报关单', 'Generate declaration', 'Generar declaración', '申告書生成'),
      GEN_DEC,
      {
        default: '2',
        show: { table: false },
      },
    ),
    rlt_invt_no: f.string(tx('关联清单编号', 'Related list no.', 'Lista relacionada', '関連リスト番号'), {
      length: 64,
      show: { table: false },
    }),
    rlt_putrec_no: f.string(tx('关联账册号', 'Related book no.', 'Libro relacionado', '関連帳簿番号'), {
      length: 64,
      show: { table: false },
    }),
    rlt_entry_no: f.string(tx('关联报关单号', 'Related entry no.', 'Entrada relacionada', '関連申告番号'), {
      length: 64,
      show: { table: false },
    }),
    declaration_id: f.int(
      tx('生成的报关单', 'Generated declaration', 'Declaración generada', '生成された申告書'),
      {
        readonly: true,
        show: { table: false },
      },
    ),
    entry_no: readonlyText(tx('报关单号', 'Entry no.', 'N.º de entrada', '申告番号'), 64),
    channel_id: f.ref(tx('传输通道', 'Channel', 'Canal', '送信チャネル'), 'channels', {
      show: { table: false },
    }),
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), INVT_STATUS, {
      readonly: true,
      default: '0',
      search: 'in',
      sortable: true,
    }),
    vrfded_markcd: f.enum(tx('核扣标记', 'Deduction', 'Deducción', '照合区分'), VRFDED_MARKS, {
      readonly: true,
      default: '0',
      search: 'eq',
    }),
    send_time: f.datetime(tx('申报时间', 'Declared at', 'Declarada el', '申告日時'), {
      readonly: true,
      sortable: true,
    }),
    client_seq_no: readonlyText(tx('报文编号', 'Message no.', 'N.º de mensaje', '電文番号'), 40),
    return_message: f.string(tx('回执信息', 'Receipt message', 'Mensaje de acuse', '受領メッセージ'), {
      length: 500,
      readonly: true,
    }),
    ...inventoryListHeadFields,
    rmk: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 500, show: { table: false } }),
  },
  unique: [['company_id', 'etps_inner_invt_no']],
});

/**
 * A line of an inventory list: a goods item of the list's book (putrec_seqno is its g_no) with the
 * quantity moved; part number, HS code, name and unit come from the item when left empty.
 */
export const inventoryListLine = defineEntity({
  name: 'inventory-list-lines',
  table: 'inventory_list_lines',
  label: tx('核注清单表体', 'Inventory list line', 'Línea de lista', '照合リスト明細'),
  perm: 'invt',
  path: '/invt/lines',
  menu: { group: 'bonded', sort: 19, hidden: { code: 'invt:lines-page' } },
  display: 'gds_seqno',
  scope: { company: 'company_id', customer: 'customer_code' },
  defaultSort: 'gds_seqno,asc',
  fields: {
    company_id: ownerCompany(),
    customer_code: ownerCustomer(true, false),
    list_id: f.ref(tx('核注清单', 'Inventory list', 'Lista', '照合リスト'), 'inventory-lists', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    gds_seqno: f.int(tx('序号', 'Line no.', 'N.º de línea', '連番'), {
      required: true,
      min: 1,
      max: 99_999,
      sortable: true,
      example: 1,
    }),
    putrec_seqno: f.int(tx('备案序号', 'Book item no.', 'N.º de partida', '届出序号'), {
      required: true,
      min: 1,
      search: 'eq',
      example: 1,
    }),
    gds_nm: f.string(tx('商品名称', 'Goods name', 'Nombre de mercancía', '品名'), {
      length: 255,
      search: 'like',
    }),
    gds_spcf_model_desc: f.string(tx('规格型号', 'Specification', 'Especificación', '規格型番'), {
      length: 255,
      show: { table: false },
    }),
    gds_mtno: f.string(tx('料号', 'Part no.', 'N.º de pieza', '品番'), {
      length: 32,
      search: 'like',
      upperCase: true,
    }),
    gdecd: f.string(tx('商品编码', 'HS code', 'Código SA', '商品コード'), { length: 10, readonly: true }),
    dcl_unitcd: f.ref(tx('申报计量单位', 'Unit', 'Unidad', '単位'), 'base-data', {
      field: 'cus_code',
      filter: { type: 'deal-uom' },
      length: 3,
      example: '007',
    }),
    dcl_qty: f.decimal(tx('申报数量', 'Quantity', 'Cantidad', '数量'), 19, 5, {
      required: true,
      min: 0.00001,
      example: '10',
    }),
    dcl_uprc_amt: f.decimal(tx('申报单价', 'Unit price', 'Precio unitario', '単価'), 19, 5, { min: 0 }),
    dcl_total_amt: f.decimal(tx('申报总价', 'Total', 'Total', '総額'), 19, 5, { min: 0, readonly: true }),
    dcl_currcd: f.ref(tx('币制', 'Currency', 'Moneda', '通貨'), 'base-data', {
      field: 'cus_code',
      filter: { type: 'currency' },
      length: 3,
      example: 'USD',
    }),
    gross_wt: f.decimal(tx('毛重(KG)', 'Gross (kg)', 'Bruto (kg)', '総重量(kg)'), 19, 5, {
      min: 0,
      show: { table: false },
    }),
    net_wt: f.decimal(tx('净重(KG)', 'Net (kg)', 'Neto (kg)', '純重量(kg)'), 19, 5, {
      min: 0,
      show: { table: false },
    }),
    natcd: f.ref(tx('原产国(地区)', 'Origin', 'Origen', '原産国'), 'base-data', {
      field: 'cus_code',
      filter: { type: 'country' },
      length: 3,
      example: 'JPN',
    }),
    matnr_no: f.string(tx('仓库物料号', 'Material no.', 'N.º de material', '資材番号'), {
      length: 40,
      upperCase: true,
      show: { table: false },
    }),
    rmk: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 500, show: { table: false } }),
  },
  unique: [['list_id', 'gds_seqno']],
});

/** The answers of the inventory list's own calls beside the engine's (declared by the routes, typed by the web). */
export const inventoryListAnswers = {
  /** `PUT /api/inventory-lists/{id}/lines`: the list's new version and how many lines it has. */
  linesSaved: z.object({ id: z.number().int(), version: z.number().int(), lines: z.number().int() }),
  /** `POST /api/inventory-lists/{id}/copy`: the new draft. */
  copied: z.object({ id: z.number().int(), etps_inner_invt_no: z.string() }),
  /** `GET /api/inventory-lists/{id}/timeline`: its sends and receipts, oldest first. */
  timeline: z.object({
    content: z.array(
      z.object({
        message_type: z.string(),
        code: z.string(),
        message: z.string(),
        receipt_time: z.union([z.date(), z.string()]),
      }),
    ),
  }),
  /** `POST /api/inventory-lists/receipts/upload`: what the receipt file recorded (duplicate: read before). */
  receiptUploaded: z.object({
    list_id: z.number().int(),
    duplicate: z.boolean(),
    status: z.string(),
    deducted: z.boolean(),
    message_type: z.string(),
    code: z.string(),
    declaration_id: z.number().int().optional(),
  }),
};
export type InventoryLinesSaved = z.infer<typeof inventoryListAnswers.linesSaved>;
export type InventoryListCopied = z.infer<typeof inventoryListAnswers.copied>;
export type InventoryTimeline = z.infer<typeof inventoryListAnswers.timeline>;
export type InventoryReceiptUploaded = z.infer<typeof inventoryListAnswers.receiptUploaded>;
