import { z } from 'zod';
import { defineEntity } from '../kit/define-entity.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { f, options } from '../kit/fields.ts';
import { checkContainerNo } from '../validators/container-no.ts';
import { checkCreditCode } from '../validators/credit-code.ts';
import { bookRef, ownerCompany, ownerCustomer, tx } from './bonded-fields.ts';

/**
 * Passport type (PassportTypecd, customs-reference §3.6). The older product's "first-line integrated
 * in/out of zone", "second-line in/out" and "empty-vehicle release" are 2, 3 and 6; 7 is the two-step
 * passport (两步申报) with its own list screen.
 */
export const PASSPORT_TYPES = options({
  '1': tx('先入区后报关', 'Enter first, declare later', 'Entrar y declarar después', '先搬入後申告'),
  '2': tx('一线一体化进出区', 'First-line integrated in/out', 'Primera línea integrada', '一線一体化搬出入'),
  '3': tx('二线进出区', 'Second-line in/out', 'Segunda línea', '二線搬出入'),
  '4': tx('非报关进出区', 'In/out without declaration', 'Sin declaración', '非通関搬出入'),
  '5': tx('卡口登记货物', 'Gate-registered goods', 'Mercancía registrada en puerta', 'ゲート登録貨物'),
  '6': tx('空车进出区', 'Empty vehicle', 'Vehículo vacío', '空車搬出入'),
  '7': tx('两步申报', 'Two-step declaration', 'Declaración en dos pasos', '二段階申告'),
});
export const TWO_STEP_PASSPORT_TYPE = '7';
export const EMPTY_VEHICLE_PASSPORT_TYPE = '6';

/**
 * The moves customs makes through its receipts (SAS221 audit, SAS223/SAS224 gate passage, the import
 * response): served to the receipts (`moveWithin`), not offered on the screens.
 */
export const PASSPORT_RECEIPT_MOVES = ['approve', 'refuse'] as const;

/** Where a passport stands with us: drafted, confirmed by the clerk, sent, and the import's answer. */
export const PASSPORT_STATUS = options({
  '0': tx('未确认', 'Unconfirmed', 'Sin confirmar', '未確認'),
  '1': tx('已确认', 'Confirmed', 'Confirmado', '確認済み'),
  '2': tx('已申报', 'Submitted', 'Presentado', '申告済み'),
  '3': tx('申报成功', 'Declared', 'Declarado', '申告成功'),
  '4': tx('申报失败', 'Declaration failed', 'Declaración fallida', '申告失敗'),
});
export const PASSPORT_STATUS_CODE = {
  unconfirmed: '0',
  confirmed: '1',
  submitted: '2',
  declared: '3',
  failed: '4',
} as const;

/** Customs' state of the passport at the gate (stucd, customs-reference §3.6). */
export const PASSPORT_GATE_STATES = options({
  '0': tx('已申请', 'Applied', 'Solicitado', '申請済み'),
  '1': tx('已审批', 'Approved', 'Aprobado', '承認済み'),
  '2': tx('已过卡', 'Passed', 'Pasado', '通過済み'),
  '3': tx('已过一卡', 'Passed first gate', 'Primera puerta', '第一ゲート通過'),
  '4': tx('已过二卡', 'Passed second gate', 'Segunda puerta', '第二ゲート通過'),
  '5': tx('已删除', 'Deleted', 'Eliminado', '削除済み'),
  '6': tx('已作废', 'Voided', 'Anulado', '無効'),
});
export const PASSPORT_GATE_CODE = {
  applied: '0',
  approved: '1',
  passed: '2',
  firstGate: '3',
  secondGate: '4',
  deleted: '5',
  voided: '6',
} as const;

/** A passport is changed by hand (head, bound lists, lines) before it is confirmed, or after customs refused it. */
export const PASSPORT_EDITABLE_STATES: readonly string[] = [
  PASSPORT_STATUS_CODE.unconfirmed,
  PASSPORT_STATUS_CODE.failed,
];

/**
 * What the void needs beside its state (申报成功): customs approved the passport (已审批) and it has not
 * passed the gate. The void's hook refuses otherwise; the screens offer it only then.
 */
export const passportVoidable = (row: { stucd?: unknown }) => row.stucd === PASSPORT_GATE_CODE.approved;

export const PASSPORT_BIND_TYPES = options({
  '1': tx('一车多票', 'One vehicle, several lists', 'Un vehículo, varias listas', '一車複数票'),
  '2': tx('一票一车', 'One list, one vehicle', 'Una lista, un vehículo', '一票一車'),
  '3': tx('一票多车', 'One list, several vehicles', 'Una lista, varios vehículos', '一票複数車'),
});
export const PASSPORT_RLT_TYPES = options({
  '1': tx('核注清单', 'Inventory list', 'Lista de inventario', '照合リスト'),
  '2': tx('出入库单', 'Warehouse in/out form', 'Formulario de almacén', '入出庫票'),
  '3': tx('提运单', 'Bill of lading', 'Conocimiento', '船荷証券'),
});
export const PASSPORT_IE = options({
  I: tx('进区', 'Into the zone', 'Entrada a la zona', '搬入'),
  E: tx('出区', 'Out of the zone', 'Salida de la zona', '搬出'),
});
/** The book kinds the older product's passport named (ems_type 27 or 28). */
export const PASSPORT_EMS_TYPES = options({
  '27': tx('类型 27', 'Type 27', 'Tipo 27', '種別 27'),
  '28': tx('类型 28', 'Type 28', 'Tipo 28', '種別 28'),
});

const hidden = { show: { table: false } } as const;
const text = (label: LocalizedText, length: number, more: Parameters<typeof f.string>[1] = {}) =>
  f.string(label, { length, ...hidden, ...more });
const weight = (label: LocalizedText, more: Parameters<typeof f.decimal>[3] = {}) =>
  f.decimal(label, 19, 5, { min: 0, ...hidden, ...more });
const readonlyTime = (label: LocalizedText) => f.datetime(label, { readonly: true, ...hidden });

/**
 * The passport (核放单, SAS121) head: a vehicle carrying goods through the zone's gate, bound to one or
 * more inventory lists (or empty). Saved unconfirmed, confirmed, declared through a channel, then moved
 * by customs' receipts: audit (SAS221), gate passage (SAS223/SAS224); two-step ones by SAS251/SAS253.
 */
export const passport = defineEntity({
  name: 'passports',
  table: 'passports',
  label: tx('核放单', 'Passport', 'Pase de salida', '通行証'),
  perm: 'sasPassport',
  path: '/sasPassport/index',
  menu: { group: 'bonded', sort: 40 },
  buttons: {
    declare: tx('申报', 'Declare', 'Declarar', '申告'),
    void: tx('作废', 'Void', 'Anular', '無効化'),
  },
  workflow: {
    state: 'status',
    docType: 'passport',
    moves: {
      confirm: {
        from: ['0'],
        to: '1',
        permission: 'edit',
        label: tx('确认', 'Confirm', 'Confirmar', '確認'),
        confirm: tx(
          '确认核放单 {no}？',
          'Confirm passport {no}?',
          '¿Confirmar el pase {no}?',
          '通行証 {no} を確認しますか？',
        ),
      },
      unconfirm: {
        from: ['1'],
        to: '0',
        permission: 'edit',
        label: tx('取消确认', 'Unconfirm', 'Anular confirmación', '確認取消'),
        confirm: tx(
          '取消确认核放单 {no}？',
          'Cancel the confirmation of passport {no}?',
          '¿Anular la confirmación del pase {no}?',
          '通行証 {no} の確認を取り消しますか？',
        ),
      },
      // SAS121 (ICP101 for a two-step passport) through the channel: the module's hook renders and sends it
      declare: {
        from: ['0', '1', '4'],
        to: '2',
        permission: 'declare',
        label: tx('申报', 'Declare', 'Declarar', '申告'),
        confirm: tx(
          '申报核放单 {no}？',
          'Declare passport {no}?',
          '¿Declarar el pase {no}?',
          '通行証 {no} を申告しますか？',
        ),
        body: { channel_id: z.number().int().positive().max(2_147_483_647).optional() },
      },
      // SAS121 作废 of a passport customs approved (customs state 已审批) that has not passed the gate
      void: {
        from: ['3'],
        to: '3',
        permission: 'void',
        label: tx('作废', 'Void', 'Anular', '無効化'),
        danger: true,
        dialog: true,
        body: {
          reason: z.string().trim().min(1).max(255),
          channel_id: z.number().int().positive().max(2_147_483_647).optional(),
        },
      },
      // customs' answers (PASSPORT_RECEIPT_MOVES)
      approve: {
        customs: true,
        from: ['2', '4'],
        to: '3',
        permission: 'declare',
        label: tx('海关审批通过', 'Approved by customs', 'Aprobado por la aduana', '税関承認'),
      },
      refuse: {
        customs: true,
        from: ['2', '3'],
        to: '4',
        permission: 'declare',
        label: tx('海关退单', 'Refused by customs', 'Rechazado por la aduana', '税関差戻し'),
      },
    },
  },
  display: 'etps_preent_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  fields: {
    company_id: ownerCompany(),
    customer_code: ownerCustomer(true),
    book_id: bookRef(),
    // the book's number, copied from it (the 账册 column shows it already)
    ems_no: f.string(tx('账册号', 'Book no.', 'N.º de libro', '帳簿番号'), {
      length: 64,
      readonly: true,
      search: 'eq',
      ...hidden,
    }),
    ems_outside: text(tx('区外账册号', 'Outside book no.', 'Libro externo', '区域外帳簿番号'), 64, {
      upperCase: true,
    }),
    wms_no: text(tx('仓库编号', 'Warehouse no.', 'N.º de almacén', '倉庫番号'), 32, { upperCase: true }),
    ems_type: f.enum(tx('账册类型', 'Book type', 'Tipo de libro', '帳簿種別'), PASSPORT_EMS_TYPES, {
      required: true,
      default: '27',
      ...hidden,
    }),
    etps_preent_no: f.string(tx('企业内部编号', 'Internal no.', 'N.º interno', '社内番号'), {
      length: 64,
      required: true,
      search: 'like',
      sortable: true,
      upperCase: true,
      example: 'HFD2026000001',
    }),
    // the states first: what a clerk looks for in the list
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), PASSPORT_STATUS, {
      readonly: true,
      default: '0',
      search: 'in',
      sortable: true,
    }),
    stucd: f.enum(tx('海关状态', 'Customs state', 'Estado aduanero', '税関状態'), PASSPORT_GATE_STATES, {
      readonly: true,
      search: 'in',
    }),
    seq_no: f.string(tx('预录入统一编号', 'Pre-entry no.', 'N.º de preingreso', '事前入力番号'), {
      length: 18,
      readonly: true,
      search: 'eq',
    }),
    passport_no: f.string(tx('核放单编号', 'Passport no.', 'N.º de pase', '通行証番号'), {
      length: 64,
      readonly: true,
      search: 'eq',
    }),
    passport_typecd: f.enum(tx('核放单类型', 'Passport type', 'Tipo de pase', '通行証種別'), PASSPORT_TYPES, {
      required: true,
      default: '3',
      search: 'in',
    }),
    ie_flag: f.enum(tx('进出标志', 'In/out', 'Entrada/salida', '搬出入'), PASSPORT_IE, {
      required: true,
      default: 'I',
      search: 'eq',
    }),
    bind_typecd: f.enum(tx('绑定类型', 'Binding', 'Vinculación', '紐付け種別'), PASSPORT_BIND_TYPES, {
      default: '2',
      ...hidden,
    }),
    rlt_tb_typecd: f.enum(
      tx('关联单证类型', 'Related document type', 'Tipo de documento', '関連書類種別'),
      PASSPORT_RLT_TYPES,
      { default: '1', ...hidden },
    ),
    rlt_no: f.string(tx('关联单证编号', 'Related documents', 'Documentos relacionados', '関連書類番号'), {
      length: 512,
      readonly: true,
      search: 'like',
    }),
    master_cuscd: f.ref(tx('主管关区', 'Master customs', 'Aduana', '主管税関'), 'base-data', {
      field: 'cus_code',
      filter: { type: 'district-code' },
      length: 4,
      required: true,
      example: '3701',
      ...hidden,
    }),
    areain_etpsno: text(
      tx('区内企业编码', 'Zone enterprise code', 'Código de empresa', '区内企業コード'),
      10,
      {
        upperCase: true,
      },
    ),
    areain_etps_nm: text(tx('区内企业名称', 'Zone enterprise', 'Empresa en zona', '区内企業名'), 255),
    areain_etps_sccd: text(
      tx('区内企业信用代码', 'Zone enterprise credit code', 'Crédito', '区内企業信用コード'),
      18,
      {
        upperCase: true,
        check: checkCreditCode,
      },
    ),
    dcl_etpsno: text(
      tx('申报企业编码', 'Declaring enterprise code', 'Código declarante', '申告企業コード'),
      10,
      {
        upperCase: true,
      },
    ),
    dcl_etps_nm: text(tx('申报企业名称', 'Declaring enterprise', 'Empresa declarante', '申告企業名'), 255),
    dcl_etps_sccd: text(
      tx('申报企业信用代码', 'Declaring credit code', 'Crédito declarante', '申告企業信用コード'),
      18,
      {
        upperCase: true,
        check: checkCreditCode,
      },
    ),
    vehicle_no: f.string(tx('车牌号', 'Vehicle plate', 'Matrícula', '車両番号'), {
      length: 32,
      required: true,
      search: 'like',
      upperCase: true,
      example: '闽D12345',
    }),
    vehicle_ic_no: text(tx('IC卡号(电子车牌)', 'Vehicle IC no.', 'N.º IC', 'IC番号'), 32, {
      upperCase: true,
    }),
    vehicle_wt: weight(tx('车自重(KG)', 'Vehicle weight (kg)', 'Peso vehículo (kg)', '車両重量(kg)'), {
      required: true,
      example: '13000',
    }),
    vehicle_frame_no: text(tx('车架号', 'Frame no.', 'N.º de bastidor', 'フレーム番号'), 32, {
      upperCase: true,
    }),
    vehicle_frame_wt: weight(tx('车架重(KG)', 'Frame weight (kg)', 'Peso bastidor (kg)', 'フレーム重量(kg)')),
    container_no: text(tx('集装箱号', 'Container no.', 'N.º contenedor', 'コンテナ番号'), 11, {
      upperCase: true,
      check: checkContainerNo,
    }),
    container_type: f.ref(tx('集装箱箱型', 'Container type', 'Tipo contenedor', 'コンテナ型'), 'base-data', {
      field: 'cus_code',
      filter: { type: 'cd-type' },
      length: 4,
      ...hidden,
    }),
    container_wt: weight(
      tx('集装箱重(KG)', 'Container weight (kg)', 'Peso contenedor (kg)', 'コンテナ重量(kg)'),
    ),
    total_gross_wt: weight(tx('货物总毛重(KG)', 'Goods gross (kg)', 'Bruto (kg)', '貨物総重量(kg)'), {
      show: {},
    }),
    total_net_wt: weight(tx('货物总净重(KG)', 'Goods net (kg)', 'Neto (kg)', '貨物純重量(kg)')),
    total_wt: weight(tx('总重量(KG)', 'Total weight (kg)', 'Peso total (kg)', '総重量(kg)'), {
      required: true,
      example: '14292.8',
      show: {},
    }),
    pass_collect_wt: weight(tx('地磅采集重量(KG)', 'Weighbridge (kg)', 'Báscula (kg)', '計量台重量(kg)'), {
      readonly: true,
    }),
    wt_error: weight(tx('重量比对误差(KG)', 'Weight error (kg)', 'Error de peso (kg)', '重量誤差(kg)'), {
      readonly: true,
    }),
    dcl_er_conc: text(tx('申请人及联系方式', 'Applicant and contact', 'Solicitante', '申請者連絡先'), 255),
    pass_id: text(tx('卡口编号', 'Gate', 'Puerta', 'ゲート'), 32, { readonly: true }),
    pass_time: readonlyTime(tx('过卡时间', 'Gate passed at', 'Pasó la puerta', 'ゲート通過日時')),
    secd_pass_id: text(tx('二卡卡口编号', 'Second gate', 'Segunda puerta', '第二ゲート'), 32, {
      readonly: true,
    }),
    secd_pass_time: readonlyTime(
      tx('过二卡时间', 'Second gate at', 'Segunda puerta el', '第二ゲート通過日時'),
    ),
    rlt_entry_nos: text(tx('关联报关单号', 'Related entries', 'Entradas relacionadas', '関連申告番号'), 512, {
      upperCase: true,
    }),
    channel_id: f.ref(tx('传输通道', 'Channel', 'Canal', '送信チャネル'), 'channels', hidden),
    send_time: f.datetime(tx('申报时间', 'Declared at', 'Declarado el', '申告日時'), {
      readonly: true,
      sortable: true,
    }),
    client_seq_no: text(tx('报文编号', 'Message no.', 'N.º de mensaje', '電文番号'), 40, { readonly: true }),
    return_message: f.string(tx('回执信息', 'Receipt message', 'Mensaje de acuse', '受領メッセージ'), {
      length: 500,
      readonly: true,
    }),
    void_reason: text(tx('作废原因', 'Void reason', 'Motivo de anulación', '無効理由'), 255, {
      readonly: true,
    }),
    rmk: text(tx('备注', 'Note', 'Nota', '備考'), 255),
  },
  unique: [['company_id', 'etps_preent_no']],
});

/** A goods line of a passport: taken from a bound inventory list's line, its weights editable. */
export const passportLine = defineEntity({
  name: 'passport-lines',
  table: 'passport_lines',
  label: tx('核放单表体', 'Passport line', 'Línea de pase', '通行証明細'),
  perm: 'sasPassport',
  path: '/sasPassport/lines',
  menu: { group: 'bonded', sort: 39, hidden: { code: 'sasPassport:lines-page' } },
  display: 'passport_seqno',
  scope: { company: 'company_id', customer: 'customer_code' },
  defaultSort: 'passport_seqno,asc',
  // written by the binding (关联清单); only quantities and weights change, by PUT /api/passport-lines/{id}
  readOnly: true,
  fields: {
    company_id: ownerCompany(),
    customer_code: ownerCustomer(true, false),
    passport_id: f.ref(tx('核放单', 'Passport', 'Pase', '通行証'), 'passports', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    passport_seqno: f.int(tx('序号', 'Line no.', 'N.º de línea', '連番'), {
      required: true,
      min: 1,
      max: 99_999,
      sortable: true,
      example: 1,
    }),
    list_id: f.ref(tx('核注清单', 'Inventory list', 'Lista', '照合リスト'), 'inventory-lists', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    rlt_gds_seqno: f.int(tx('清单序号', 'List line no.', 'Línea de lista', 'リスト序号'), {
      required: true,
      min: 1,
      example: 1,
    }),
    gds_mtno: f.string(tx('料号', 'Part no.', 'N.º de pieza', '品番'), { length: 32, readonly: true }),
    gdecd: f.string(tx('商品编码', 'HS code', 'Código SA', '商品コード'), { length: 10, readonly: true }),
    gds_nm: f.string(tx('商品名称', 'Goods name', 'Nombre', '品名'), { length: 255, readonly: true }),
    dcl_unitcd: f.string(tx('申报单位', 'Unit', 'Unidad', '単位'), { length: 3, readonly: true }),
    dcl_qty: f.decimal(tx('申报数量', 'Quantity', 'Cantidad', '数量'), 19, 5, {
      required: true,
      min: 0.00001,
      example: '10',
    }),
    gross_wt: f.decimal(tx('毛重(KG)', 'Gross (kg)', 'Bruto (kg)', '総重量(kg)'), 19, 5, {
      min: 0,
      example: '100',
    }),
    net_wt: f.decimal(tx('净重(KG)', 'Net (kg)', 'Neto (kg)', '純重量(kg)'), 19, 5, { min: 0 }),
    rmk: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 255, show: { table: false } }),
  },
  unique: [['passport_id', 'passport_seqno']],
});

/** The inventory lists a passport is bound to (SasPassportRlt), one row per list. */
export const passportList = defineEntity({
  name: 'passport-lists',
  table: 'passport_lists',
  label: tx('核放单关联单证', 'Passport document', 'Documento del pase', '通行証関連書類'),
  perm: 'sasPassport',
  path: '/sasPassport/lists',
  menu: { group: 'bonded', sort: 38, hidden: { code: 'sasPassport:lists-page' } },
  display: 'rlt_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  readOnly: true,
  fields: {
    company_id: ownerCompany(),
    customer_code: ownerCustomer(true, false),
    passport_id: f.ref(tx('核放单', 'Passport', 'Pase', '通行証'), 'passports', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    list_id: f.ref(tx('核注清单', 'Inventory list', 'Lista', '照合リスト'), 'inventory-lists', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    rlt_tb_typecd: f.enum(
      tx('关联单证类型', 'Document type', 'Tipo de documento', '書類種別'),
      PASSPORT_RLT_TYPES,
      { required: true, default: '1' },
    ),
    rlt_no: f.string(tx('关联单证编号', 'Document no.', 'N.º de documento', '書類番号'), {
      length: 64,
      required: true,
      example: 'QD370124I000000001',
    }),
  },
  unique: [['passport_id', 'list_id']],
});

/** An inventory list the passport's binding would accept, as the bind dialog lists it. */
export const bindableListSchema = z.object({
  id: z.number().int(),
  etps_inner_invt_no: z.string(),
  bond_invt_no: z.string().nullable(),
  status: z.string(),
  impexp_markcd: z.string(),
});
export type BindableList = z.infer<typeof bindableListSchema>;

/**
 * `GET /api/passports/{id}/bindable-lists`: the lists the binding would accept (the latest 100), and
 * whether the passport's binding type takes only one.
 */
export const bindableListsAnswer = z.object({ content: z.array(bindableListSchema), single: z.boolean() });
export type BindableListsAnswer = z.infer<typeof bindableListsAnswer>;

/** `POST /api/passports/{id}/lists`: the passport after its binding, with its new lines' count. */
export const passportBindAnswer = z.object({
  id: z.number().int(),
  version: z.number().int(),
  lines: z.number().int(),
  total_gross_wt: z.string().nullable(),
  total_net_wt: z.string().nullable(),
  rlt_no: z.string().nullable(),
});
export type PassportBindAnswer = z.infer<typeof passportBindAnswer>;
