import { IE_FLAG_OPTIONS } from '../declarations/head-options.ts';
import { defineEntity } from '../kit/define-entity.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { f, L, options, type EnumOption } from '../kit/fields.ts';

/** Status of the bill's declaration message (decMessageStatus). */
export const DEC_MESSAGE_STATUS = options({
  '0': { zh: '未申报', en: 'Not declared', es: 'No declarado', ja: '未申告' },
  '1': { zh: '已发送', en: 'Sent', es: 'Enviado', ja: '送信済み' },
  '2': { zh: '发送失败', en: 'Send failed', es: 'Envío fallido', ja: '送信失敗' },
  '3': { zh: '申报成功', en: 'Declared', es: 'Declarado', ja: '申告成功' },
  '4': { zh: '申报失败', en: 'Declaration failed', es: 'Declaración fallida', ja: '申告失敗' },
});

/** Status of the bill's deletion message (delMessageStatus). */
export const DEL_MESSAGE_STATUS = options({
  '0': { zh: '未删除', en: 'Not deleted', es: 'No eliminado', ja: '未削除' },
  '1': { zh: '删除已发送', en: 'Deletion sent', es: 'Eliminación enviada', ja: '削除送信済み' },
  '2': { zh: '删除成功', en: 'Deleted', es: 'Eliminado', ja: '削除成功' },
  '3': { zh: '删除失败', en: 'Deletion failed', es: 'Eliminación fallida', ja: '削除失敗' },
});

/** Status of the bill-of-lading message itself (billMessageStatus). */
export const BILL_MESSAGE_STATUS = options({
  '0': { zh: '未发送', en: 'Not sent', es: 'No enviado', ja: '未送信' },
  '1': { zh: '已发送', en: 'Sent', es: 'Enviado', ja: '送信済み' },
  '2': { zh: '海关已接收', en: 'Accepted by customs', es: 'Aceptado por aduanas', ja: '税関受理' },
  '3': { zh: '海关退单', en: 'Rejected by customs', es: 'Rechazado por aduanas', ja: '税関差戻し' },
});

/** Import or export (ieflagMessageStatus): the declaration's ie_flag, the same list. */
export const SHIPPING_IE_FLAGS = IE_FLAG_OPTIONS;

/** The enum lists of the shipping bill screen, under the names the spec's enumList answers with. */
export const SHIPPING_BILL_ENUMS = {
  decMessageStatus: DEC_MESSAGE_STATUS,
  delMessageStatus: DEL_MESSAGE_STATUS,
  billMessageStatus: BILL_MESSAGE_STATUS,
  ieflagMessageStatus: SHIPPING_IE_FLAGS,
} as const;

const status = (label: LocalizedText, opts: readonly EnumOption[]) =>
  f.enum(label, opts, { required: true, default: '0', search: 'in', sortable: true });

/** Shipping bills (bills of lading sent to customs with a declaration), business-domain §3 and §7. */
export const shippingBill = defineEntity({
  name: 'shipping-bills',
  table: 'shipping_bills',
  label: { zh: '出口提运单', en: 'Shipping bill', es: 'Conocimiento de embarque', ja: '船荷証券' },
  perm: 'shippingBill',
  path: '/shippingBill/index',
  menu: { group: 'customs', sort: 60 },
  display: 'bill_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  fields: {
    company_id: f.ref({ zh: '所属公司', en: 'Company', es: 'Empresa', ja: '所属会社' }, 'companies', {
      readonly: true,
      show: { table: false },
    }),
    bill_no: f.string(
      { zh: '提运单号', en: 'Bill of lading no.', es: 'N.º de conocimiento', ja: 'B/L 番号' },
      {
        length: 50,
        required: true,
        search: 'like',
        sortable: true,
        upperCase: true,
        example: 'COSU6123456780',
      },
    ),
    ie_flag: f.enum(
      { zh: '进出口标志', en: 'Import/export', es: 'Importación/exportación', ja: '輸出入区分' },
      SHIPPING_IE_FLAGS,
      {
        required: true,
        default: '1',
        search: 'eq',
      },
    ),
    dec_message_status: status(
      { zh: '申报报文状态', en: 'Declaration message', es: 'Mensaje de declaración', ja: '申告電文状態' },
      DEC_MESSAGE_STATUS,
    ),
    del_message_status: status(
      { zh: '删除报文状态', en: 'Deletion message', es: 'Mensaje de eliminación', ja: '削除電文状態' },
      DEL_MESSAGE_STATUS,
    ),
    bill_message_status: status(
      { zh: '提运单报文状态', en: 'Bill message', es: 'Mensaje del conocimiento', ja: 'B/L 電文状態' },
      BILL_MESSAGE_STATUS,
    ),
    customer_code: f.string(
      { zh: '客户代码', en: 'Customer code', es: 'Código de cliente', ja: '顧客コード' },
      { length: 50, required: true, search: 'eq', upperCase: true, example: 'C0001' },
    ),
    // the linked declaration: sets its bill_status (DECLARATION_BILL_STATUS); picked by search on screen
    cd_id: f.ref({ zh: '报关单', en: 'Declaration', es: 'Declaración', ja: '申告書' }, 'declarations', {
      search: 'eq',
      show: { table: false },
    }),
    cd_sn: f.string(
      {
        zh: '报关单内部编号',
        en: 'Declaration internal no.',
        es: 'N.º interno de declaración',
        ja: '申告書社内番号',
      },
      { length: 50, search: 'like' },
    ),
    entry_sn: f.string(
      { zh: '海关编号', en: 'Customs entry no.', es: 'N.º de entrada aduanera', ja: '税関番号' },
      { length: 18, search: 'eq', example: '350220241000123456' },
    ),
    vessel_name: f.string(
      { zh: '船名', en: 'Vessel', es: 'Buque', ja: '船舶名' },
      { length: 100, search: 'like', upperCase: true, example: 'COSCO SHIPPING ARIES' },
    ),
    voyage_no: f.string(
      { zh: '航次', en: 'Voyage', es: 'Viaje', ja: '航海番号' },
      { length: 50, search: 'eq', upperCase: true, example: '045E' },
    ),
    port_code: f.ref({ zh: '离境口岸', en: 'Port', es: 'Puerto', ja: '港' }, 'base-data', {
      field: 'cus_code',
      filter: { type: 'entry-port' },
      length: 20,
      search: 'eq',
      example: '350201',
    }),
    customs_code: f.ref({ zh: '申报海关', en: 'Customs', es: 'Aduana', ja: '税関' }, 'base-data', {
      field: 'cus_code',
      filter: { type: 'district-code' },
      length: 20,
      search: 'eq',
      example: '3502',
    }),
    pack_num: f.int({ zh: '件数', en: 'Packages', es: 'Bultos', ja: '個数' }, { min: 0 }),
    gross_weight: f.decimal(
      { zh: '毛重（千克）', en: 'Gross weight (kg)', es: 'Peso bruto (kg)', ja: '総重量（kg）' },
      19,
      5,
      {
        min: 0,
      },
    ),
    send_time: f.datetime(
      { zh: '发送时间', en: 'Sent at', es: 'Enviado el', ja: '送信日時' },
      { readonly: true, sortable: true },
    ),
    return_message: f.string(
      { zh: '回执信息', en: 'Receipt message', es: 'Mensaje de acuse', ja: '受領メッセージ' },
      { length: 500, readonly: true },
    ),
    note: f.string(L.note, { length: 500, show: { table: false } }),
  },
  unique: [['company_id', 'ie_flag', 'bill_no']],
});
