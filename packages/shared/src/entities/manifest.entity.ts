import { z } from 'zod';
import { defineEntity } from '../kit/define-entity.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { f, options } from '../kit/fields.ts';
import { ownerCompany, ownerCustomer, tx } from './bonded-fields.ts';

/** Original (MT1401) or pre-arranged (MT2401) road manifest: the spec's "type" filter. */
export const MANIFEST_TYPES = options({
  MT1401: tx('原始舱单', 'Original manifest', 'Manifiesto original', '原始マニフェスト'),
  MT2401: tx('预配舱单', 'Pre-arranged manifest', 'Manifiesto preasignado', '事前配載マニフェスト'),
});

/**
 * The last action on the manifest (bill_status 0 to 3): the spec's "action" filter, in its order
 * (delete, submit, confirm, temporary save).
 */
export const MANIFEST_BILL_STATUS = options({
  '3': tx('删除', 'Delete', 'Eliminar', '削除'),
  '2': tx('申报', 'Submit', 'Presentar', '申告'),
  '1': tx('确认', 'Confirm', 'Confirmar', '確認'),
  '0': tx('暂存', 'Temporary save', 'Guardado temporal', '一時保存'),
});
export const MANIFEST_BILL_CODE = { draft: '0', confirmed: '1', submitted: '2', deleted: '3' } as const;

/** Where the message stands (the spec's "declaration status" filter, in its order); 30 = success reply. */
export const MANIFEST_MESSAGE_STATUS = options({
  '00': tx('未申报', 'Not declared', 'No declarado', '未申告'),
  '10': tx('发送失败', 'Send failed', 'Envío fallido', '送信失敗'),
  '20': tx('发送成功', 'Sent', 'Enviado', '送信成功'),
  '40': tx('申报失败', 'Declaration failed', 'Declaración fallida', '申告失敗'),
  '25': tx('处理中', 'Processing', 'En proceso', '処理中'),
  '30': tx('申报成功', 'Declared', 'Declarado', '申告成功'),
});
export const MANIFEST_MESSAGE_CODE = {
  notDeclared: '00',
  sendFailed: '10',
  sent: '20',
  failed: '40',
  processing: '25',
  success: '30',
} as const;

/**
 * What the workflow's state (bill_status) cannot say: from 申报 a manifest is cancelled or submitted again
 * only after its send or its declaration failed, and customs is asked to delete one only while it holds
 * it (sent, processing, declared). The moves' hooks refuse otherwise; the screens offer them only then.
 */
export function manifestMoveAllowed(
  move: string,
  row: { bill_status?: unknown; message_status?: unknown },
): boolean {
  const M = MANIFEST_MESSAGE_CODE;
  const message = String(row.message_status ?? '');
  if (move === 'delete') return [M.sent, M.processing, M.success].includes(message as '20');
  if (move === 'cancel' || move === 'submit')
    return (
      row.bill_status !== MANIFEST_BILL_CODE.submitted || [M.sendFailed, M.failed].includes(message as '10')
    );
  return true;
}

export const MANIFEST_IE = options({
  I: tx('进境', 'Inbound', 'Entrada', '入境'),
  E: tx('出境', 'Outbound', 'Salida', '出国'),
});

/** Freight payment (Freight/PaymentMethodCode). */
export const FREIGHT_PAYMENT = options({
  '1': tx('预付', 'Prepaid', 'Prepagado', '前払い'),
  '2': tx('到付', 'Collect', 'Contra entrega', '着払い'),
  '3': tx('第三方付', 'Third party', 'Tercero', '第三者払い'),
});

const hidden = { show: { table: false } } as const;
type StringOpts = Parameters<typeof f.string>[1];
const text = (label: LocalizedText, length: number, more: StringOpts = {}) =>
  f.string(label, { length, ...hidden, ...more });
const decimal = (label: LocalizedText, scale = 3, more: Parameters<typeof f.decimal>[3] = {}) =>
  f.decimal(label, 19, scale, { min: 0, ...hidden, ...more });
/**
 * The road manifest (舱单) head: one conveyance's cargo announced to customs before the goods move.
 * Saved (暂存), confirmed, submitted (MT1401 or MT2401 through a channel), deleted at customs; each
 * action and each receipt (codes of manifest_response_codes.csv) is written to its log.
 */
export const manifest = defineEntity({
  name: 'manifests',
  table: 'manifests',
  label: tx('舱单', 'Manifest', 'Manifiesto', 'マニフェスト'),
  perm: 'manifest',
  path: '/manifest/index',
  menu: { group: 'customs', sort: 50, title: tx('舱单', 'Manifests', 'Manifiestos', 'マニフェスト') },
  buttons: {
    confirm: tx('确认', 'Confirm', 'Confirmar', '確認'),
    submit: tx('申报', 'Submit', 'Presentar', '申告'),
  },
  // the clerk's last action (bill_status) moves; customs' answers set the declaration status beside it
  // (message_status), which the module's hooks read where a move depends on it
  workflow: {
    state: 'bill_status',
    docType: 'manifest',
    moves: {
      confirm: {
        from: ['0'],
        to: '1',
        permission: 'confirm',
        label: tx('确认', 'Confirm', 'Confirmar', '確認'),
        confirm: tx(
          '确认舱单 {no}？',
          'Confirm manifest {no}?',
          '¿Confirmar el manifiesto {no}?',
          'マニフェスト {no} を確認しますか？',
        ),
      },
      // from 申报 only when the send or the declaration failed
      cancel: {
        from: ['1', '2'],
        to: '0',
        permission: 'confirm',
        label: tx('取消确认', 'Unconfirm', 'Anular confirmación', '確認取消'),
        confirm: tx(
          '取消确认舱单 {no}？',
          'Cancel the confirmation of manifest {no}?',
          '¿Anular la confirmación del manifiesto {no}?',
          'マニフェスト {no} の確認を取り消しますか？',
        ),
      },
      // MT1401 / MT2401 through the channel (the module's hook); again from 申报 after a failure
      submit: {
        from: ['1', '2'],
        to: '2',
        permission: 'submit',
        label: tx('申报', 'Submit', 'Presentar', '申告'),
        confirm: tx(
          '申报舱单 {no}？',
          'Submit manifest {no}?',
          '¿Presentar el manifiesto {no}?',
          'マニフェスト {no} を申告しますか？',
        ),
        body: { channel_id: z.number().int().positive().max(2_147_483_647).optional() },
      },
      // the delete request to customs (function code 3) of a manifest customs has
      delete: {
        from: ['2'],
        to: '3',
        permission: 'delete',
        label: tx('删除申请', 'Delete request', 'Solicitud de eliminación', '削除申請'),
        danger: true,
        dialog: true,
        body: {
          reason: z.string().trim().min(1).max(255),
          contact: z.string().trim().max(64).optional(),
          phone: z.string().trim().max(32).optional(),
          channel_id: z.number().int().positive().max(2_147_483_647).optional(),
        },
      },
    },
  },
  display: 'batch_no',
  scope: { company: 'cd_company_id', customer: 'customer_code' },
  fields: {
    cd_company_id: ownerCompany(),
    customer_code: f.string(tx('客户代码', 'Customer code', 'Código de cliente', '顧客コード'), {
      length: 50,
      search: 'eq',
      upperCase: true,
      example: 'C0001',
    }),
    manifest_type: f.enum(tx('舱单类型', 'Type', 'Tipo', '種別'), MANIFEST_TYPES, {
      required: true,
      default: 'MT1401',
      search: 'eq',
    }),
    batch_no: f.string(tx('货物运输批次号', 'Batch no.', 'N.º de lote', '輸送ロット番号'), {
      length: 35,
      required: true,
      search: 'like',
      sortable: true,
      upperCase: true,
      example: 'XDT20260510001',
    }),
    ie_flag: f.enum(tx('进出境', 'In/out', 'Entrada/salida', '出入境'), MANIFEST_IE, {
      required: true,
      default: 'I',
      search: 'eq',
    }),
    customs_code: f.ref(tx('申报地海关', 'Customs office', 'Aduana', '申告地税関'), 'base-data', {
      field: 'cus_code',
      filter: { type: 'district-code' },
      length: 4,
      required: true,
      example: '5354',
    }),
    transport_method: f.string(tx('运输方式代码', 'Conveyance type', 'Tipo de transporte', '輸送手段'), {
      length: 2,
      required: true,
      default: '3',
      example: '3',
      ...hidden,
    }),
    transfer_type: text(tx('传输类型', 'Transfer type', 'Tipo de transmisión', '伝送種別'), 10),
    // the message's operation code (A, C, S, D); the list's 操作类型 is bill_status, the 操作 column the row's buttons
    op_type: text(
      tx('报文操作代码', 'Message operation code', 'Código de operación del mensaje', 'メッセージ操作コード'),
      10,
      { readonly: true },
    ),
    bill_status: f.enum(
      tx('操作类型', 'Operation type', 'Tipo de operación', '操作種別'),
      MANIFEST_BILL_STATUS,
      { readonly: true, default: '0', search: 'eq' },
    ),
    message_status: f.enum(
      tx('申报状态', 'Declaration status', 'Estado de declaración', '申告状態'),
      MANIFEST_MESSAGE_STATUS,
      { readonly: true, default: '00', search: 'eq', sortable: true },
    ),
    org_code: text(tx('申报单位代码', 'Declarant code', 'Código declarante', '申告者コード'), 20, {
      upperCase: true,
    }),
    org_name: f.string(tx('申报单位名称', 'Declarant', 'Declarante', '申告者'), { length: 255 }),
    declare_code: text(tx('舱单传输人代码', 'Transmitter code', 'Transmisor', '伝送者コード'), 32, {
      upperCase: true,
    }),
    c_name: text(tx('制单人', 'Prepared by', 'Preparado por', '作成者'), 64),
    agent_code: text(tx('代理企业代码', 'Agent code', 'Código de agente', '代理企業コード'), 32),
    carrier_code: text(tx('承运人代码', 'Carrier code', 'Transportista', '運送人コード'), 32),
    load_time: f.datetime(tx('装货时间', 'Loaded at', 'Cargado el', '積込日時'), { required: true }),
    loading_location: text(tx('装货地代码', 'Loading place', 'Lugar de carga', '積込地'), 35),
    unload_time: f.date(tx('到达卸货地日期', 'Arrival date', 'Fecha de llegada', '到着日'), hidden),
    unloading_location: text(tx('卸货地代码', 'Unloading place', 'Lugar de descarga', '荷卸地'), 35),
    additional_info: text(tx('备注', 'Note', 'Nota', '備考'), 512),
    return_code: f.string(tx('回执代码', 'Receipt code', 'Código de acuse', '受領コード'), {
      length: 10,
      readonly: true,
    }),
    return_content: f.json(tx('回执记录', 'Receipts', 'Acuses', '受領記録'), { readonly: true, ...hidden }),
    del_reason: text(tx('删除原因', 'Delete reason', 'Motivo de eliminación', '削除理由'), 255, {
      readonly: true,
    }),
    del_contact: text(tx('删除联系人', 'Delete contact', 'Contacto', '削除連絡先'), 64, { readonly: true }),
    del_phone: text(tx('删除联系电话', 'Delete phone', 'Teléfono', '削除電話'), 32, { readonly: true }),
    del_time: f.datetime(tx('删除申请时间', 'Delete requested at', 'Eliminación pedida', '削除申請日時'), {
      readonly: true,
      ...hidden,
    }),
    channel_id: f.ref(tx('传输通道', 'Channel', 'Canal', '送信チャネル'), 'channels', hidden),
    send_time: f.datetime(tx('申报时间', 'Sent at', 'Enviado el', '申告日時'), {
      readonly: true,
      sortable: true,
    }),
    // receipts find their manifest by it: indexed
    client_seq_no: text(tx('报文编号', 'Message no.', 'N.º de mensaje', '電文番号'), 40, {
      readonly: true,
      search: 'eq',
    }),
  },
  unique: [['cd_company_id', 'manifest_type', 'batch_no']],
});

/** A consignment (提运单) of a manifest, with its parties, freight and containers. */
export const manifestConsignment = defineEntity({
  name: 'manifest-consignments',
  table: 'manifest_consignments',
  label: tx('提运单', 'Consignment', 'Envío', '運送書類'),
  perm: 'manifest',
  path: '/manifest/consignments',
  menu: { group: 'customs', sort: 49, hidden: { code: 'manifest:consignments-page' } },
  display: 'bill_no',
  scope: { company: 'cd_company_id', customer: 'customer_code' },
  defaultSort: 'id,asc',
  fields: {
    cd_company_id: ownerCompany(),
    customer_code: ownerCustomer(true, false),
    manifest_id: f.ref(tx('舱单', 'Manifest', 'Manifiesto', 'マニフェスト'), 'manifests', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    bill_no: f.string(tx('提(运)单号', 'Bill no.', 'N.º de conocimiento', '運送書類番号'), {
      length: 35,
      required: true,
      search: 'like',
      upperCase: true,
      example: 'T11',
    }),
    condition_code: text(tx('运输条款', 'Condition', 'Condición', '運送条件'), 3),
    consolidator_code: text(tx('拆/拼箱人代码', 'Consolidator', 'Consolidador', '混載業者'), 35),
    gross_volume: decimal(tx('体积(立方米)', 'Volume (m³)', 'Volumen (m³)', '容積(m³)')),
    package_qty: f.int(tx('件数', 'Packages', 'Bultos', '個数'), { min: 0, required: true, example: 1 }),
    package_unit: f.string(tx('包装种类', 'Package kind', 'Tipo de bulto', '包装種別'), {
      length: 2,
      required: true,
      default: 'CT',
      upperCase: true,
      example: 'CT',
    }),
    value_amount: decimal(tx('货物价值', 'Value', 'Valor', '価額'), 2),
    currency: text(tx('币种', 'Currency', 'Moneda', '通貨'), 3, { upperCase: true }),
    gross_weight: f.decimal(tx('毛重(KG)', 'Gross (kg)', 'Bruto (kg)', '総重量(kg)'), 19, 3, {
      min: 0,
      required: true,
      example: '2',
    }),
    payment_method: f.enum(
      tx('运费支付方法', 'Freight payment', 'Pago del flete', '運賃支払'),
      FREIGHT_PAYMENT,
      {
        default: '2',
        ...hidden,
      },
    ),
    customs_status: text(tx('海关货物通关代码', 'Customs procedure', 'Procedimiento', '通関コード'), 4, {
      upperCase: true,
      default: 'RD01',
    }),
    transit_customs: text(tx('转关关区', 'Transit customs', 'Aduana de tránsito', '転関税関'), 8),
    routing_countries: text(tx('途经国家', 'Routing countries', 'Países de tránsito', '経由国'), 64, {
      upperCase: true,
    }),
    consignee_code: text(tx('收货人代码', 'Consignee code', 'Código consignatario', '荷受人コード'), 35),
    consignee_name: f.string(tx('收货人名称', 'Consignee', 'Consignatario', '荷受人'), {
      length: 255,
      required: true,
      example: '深圳市芯达通供应链管理有限公司',
    }),
    consignee_phone: text(tx('收货人电话', 'Consignee phone', 'Teléfono consignatario', '荷受人電話'), 50),
    consignee_contact: text(tx('收货人联系人', 'Consignee contact', 'Contacto', '荷受人担当'), 70),
    consignee_contact_email: text(tx('联系人邮箱', 'Contact e-mail', 'Correo de contacto', '担当メール'), 50),
    consignor_code: text(tx('发货人代码', 'Consignor code', 'Código remitente', '荷送人コード'), 35),
    consignor_name: f.string(tx('发货人名称', 'Consignor', 'Remitente', '荷送人'), {
      length: 255,
      required: true,
      example: 'HONGKONG CHANGYUN INTERNATIONAL LOGISTICS CO., LIMITED',
    }),
    consignor_phone: text(tx('发货人电话', 'Consignor phone', 'Teléfono remitente', '荷送人電話'), 50),
    notify_code: text(tx('通知人代码', 'Notify party code', 'Código notificado', '通知先コード'), 35),
    notify_name: text(tx('通知人名称', 'Notify party', 'Notificado', '通知先'), 255),
    notify_address: text(tx('通知人地址', 'Notify address', 'Dirección notificado', '通知先住所'), 255),
    notify_phone: text(tx('通知人电话', 'Notify phone', 'Teléfono notificado', '通知先電話'), 50),
    container_nos: text(tx('集装箱(器)编号', 'Containers', 'Contenedores', 'コンテナ'), 512, {
      upperCase: true,
    }),
    undg_contact_name: text(
      tx('危险品联系人', 'Dangerous goods contact', 'Contacto mercancías peligrosas', '危険物担当'),
      70,
    ),
    undg_contact_phone: text(tx('危险品联系电话', 'Dangerous goods phone', 'Teléfono', '危険物電話'), 50),
  },
  unique: [['manifest_id', 'bill_no']],
});

/** A goods item of a consignment (ConsignmentItem). */
export const manifestItem = defineEntity({
  name: 'manifest-items',
  table: 'manifest_items',
  label: tx('商品项', 'Consignment item', 'Artículo', '品目'),
  perm: 'manifest',
  path: '/manifest/items',
  menu: { group: 'customs', sort: 48, hidden: { code: 'manifest:items-page' } },
  display: 'seq_no',
  scope: { company: 'cd_company_id', customer: 'customer_code' },
  defaultSort: 'seq_no,asc',
  fields: {
    cd_company_id: ownerCompany(),
    customer_code: ownerCustomer(true, false),
    manifest_id: f.ref(tx('舱单', 'Manifest', 'Manifiesto', 'マニフェスト'), 'manifests', {
      readonly: true,
      search: 'eq',
      show: { table: false },
    }),
    consignment_id: f.ref(tx('提运单', 'Consignment', 'Envío', '運送書類'), 'manifest-consignments', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    seq_no: f.int(tx('序号', 'Item no.', 'N.º', '連番'), {
      required: true,
      min: 1,
      max: 9999,
      sortable: true,
      example: 1,
    }),
    cargo_description: f.string(tx('货物简要描述', 'Cargo', 'Carga', '貨物概要'), {
      length: 512,
      required: true,
      example: '集成电路',
    }),
    description: f.string(tx('货物描述补充', 'Description', 'Descripción', '補足説明'), { length: 512 }),
    hs_code: f.string(tx('商品HS编码', 'HS code', 'Código SA', 'HSコード'), { length: 10 }),
    package_qty: f.int(tx('件数', 'Packages', 'Bultos', '個数'), { min: 0, required: true, example: 1 }),
    package_unit: f.string(tx('包装种类', 'Package kind', 'Tipo de bulto', '包装種別'), {
      length: 2,
      required: true,
      default: 'CT',
      upperCase: true,
      example: 'CT',
    }),
    gross_weight: f.decimal(tx('毛重(KG)', 'Gross (kg)', 'Bruto (kg)', '総重量(kg)'), 19, 3, {
      min: 0,
      required: true,
      example: '2',
    }),
  },
  unique: [['consignment_id', 'seq_no']],
});
