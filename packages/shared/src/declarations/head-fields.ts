import { f, type FieldDef } from '../kit/fields.ts';
import { code, customsCode, day, dec, lbl, notInTable, scc, serverMade, stamp, str } from './field-kit.ts';
import {
  CD_STATUS_OPTIONS,
  CHARGE_MARK_OPTIONS,
  DECLARATION_BILL_CODE,
  DECLARATION_BILL_STATUS,
  ENTRY_TYPE_OPTIONS,
  IE_FLAG_OPTIONS,
} from './head-options.ts';
import { declarationHeadSwFields } from './head-sw-fields.ts';

const hidden = notInTable;
/** A charge's mark, currency and amount, labelled from the charge's name in each language. */
const charge = (zh: string, en: string, es: string, ja: string) => ({
  mark: hidden(f.enum(lbl(`${zh}标记`, `${en} mark`, `${es}: tipo`, `${ja}区分`), CHARGE_MARK_OPTIONS)),
  curr: hidden(code(`${zh}币制`, `${en} currency`, `${es}: moneda`, `${ja}通貨`, 'currency', 3)),
  amount: hidden(dec(`${zh}/率`, `${en} amount`, `${es}: importe o tasa`, `${ja}・率`, 19, 5)),
});
const freight = charge('运费', 'Freight', 'Flete', '運賃');
const premium = charge('保险费', 'Insurance', 'Seguro', '保険料');
const extras = charge('杂费', 'Other charges', 'Otros gastos', '雑費');

/**
 * Every field of the declaration head (business-domain §3 + the DecHead message dictionary), in the
 * order of the paper form. README.md beside this file documents each one and its message field.
 */
export const declarationHeadFields = {
  // identity
  cd_sn: str('内部编号', 'Internal no.', 'N.º interno', '社内番号', 50, { search: 'like', sortable: true }),
  customer_id: serverMade(hidden(f.int(lbl('客户ID', 'Customer id', 'Id. de cliente', '顧客 ID')))),
  customer_code: f.ref(lbl('客户代码', 'Customer', 'Cliente', '顧客コード'), 'customers', {
    field: 'customer_code',
    length: 50,
    search: 'eq',
    upperCase: true,
  }),
  ie_flag: f.enum(
    lbl('进出口标志', 'Import/export', 'Importación/exportación', '輸出入区分'),
    IE_FLAG_OPTIONS,
    { required: true, search: 'eq' },
  ),
  cd_no: str('报关单号', 'Declaration no.', 'N.º de declaración', '申告書番号', 18, { search: 'like' }),
  qp_sn: str('统一编号', 'Data-centre no.', 'N.º del centro de datos', '統一番号', 18, { search: 'like' }),
  entry_sn: str('海关编号', 'Customs no.', 'N.º aduanero', '税関番号', 18, {
    search: 'like',
    sortable: true,
  }),
  inv_no: hidden(str('发票号', 'Invoice no.', 'N.º de factura', 'インボイス番号', 50)),
  // customs and licensing
  customs_code: code(
    '申报地海关',
    'Declaring customs',
    'Aduana de declaración',
    '申告地税関',
    'district-code',
    4,
    { search: 'eq' },
  ),
  ie_port: code(
    '进出境关别',
    'Port of entry/exit customs',
    'Aduana de entrada/salida',
    '出入国税関',
    'district-code',
    4,
  ),
  record_no: hidden(str('备案号', 'Record no.', 'N.º de registro', '登録番号', 12)),
  agreement_no: hidden(str('合同协议号', 'Contract no.', 'N.º de contrato', '契約番号', 32)),
  ie_date: hidden(day('进出口日期', 'Import/export date', 'Fecha de importación/exportación', '輸出入日')),
  apply_date: day('申报日期', 'Declaration date', 'Fecha de declaración', '申告日', {
    search: 'range',
    sortable: true,
  }),
  license_no: hidden(str('许可证号', 'Licence no.', 'N.º de licencia', '許可証番号', 20)),
  // parties: receiver = 境内收发货人 (TradeCo), enter = 消费使用/生产销售单位 (Owner), declare = 申报单位 (Agent)
  receiver_scc: scc(
    '境内收发货人统一编码',
    'Consignee/consignor credit code',
    'Código de crédito del consignatario nacional',
    '国内荷送人・荷受人の統一信用コード',
    { search: 'eq' },
  ),
  receiver_code: hidden(
    customsCode(
      '境内收发货人海关编码',
      'Consignee/consignor customs code',
      'Código aduanero del consignatario nacional',
      '国内荷送人・荷受人の税関コード',
    ),
  ),
  receiver_name: str(
    '境内收发货人',
    'Domestic consignee/consignor',
    'Consignatario nacional',
    '国内荷送人・荷受人',
    100,
    { search: 'like' },
  ),
  enter_scc: hidden(
    scc(
      '消费使用/生产销售单位统一编码',
      'Owner credit code',
      'Código de crédito del usuario/productor',
      '消費使用・生産販売者の統一信用コード',
      { search: 'eq' },
    ),
  ),
  enter_code: hidden(
    customsCode(
      '消费使用/生产销售单位海关编码',
      'Owner customs code',
      'Código aduanero del usuario/productor',
      '消費使用・生産販売者の税関コード',
    ),
  ),
  enter_name: hidden(
    str(
      '消费使用/生产销售单位',
      'Owner (user/producer)',
      'Usuario / productor',
      '消費使用・生産販売者',
      100,
      { search: 'like' },
    ),
  ),
  declare_scc: hidden(
    scc(
      '申报单位统一编码',
      'Declaring agent credit code',
      'Código de crédito del agente declarante',
      '申告者の統一信用コード',
    ),
  ),
  declare_code: hidden(
    customsCode(
      '申报单位海关编码',
      'Declaring agent customs code',
      'Código aduanero del agente declarante',
      '申告者の税関コード',
    ),
  ),
  declare_name: str('申报单位', 'Declaring agent', 'Agente declarante', '申告者', 100),
  // transport
  trans_method: hidden(code('运输方式', 'Transport mode', 'Modo de transporte', '輸送方式', 'trans', 1)),
  trans_name: hidden(str('运输工具名称', 'Means of transport', 'Medio de transporte', '輸送手段名', 50)),
  trans_no: hidden(str('航次号', 'Voyage no.', 'N.º de viaje', '航海番号', 32)),
  bill_no: str('提运单号', 'Bill of lading', 'N.º de conocimiento', 'B/L 番号', 32, { search: 'like' }),
  // trade terms
  supervise_method: code('监管方式', 'Supervision mode', 'Régimen aduanero', '監督管理方式', 'supervise', 4, {
    search: 'eq',
  }),
  tax_method: hidden(code('征免性质', 'Levy type', 'Tipo de imposición', '課税・免税区分', 'tax', 3)),
  tax: hidden(str('征税比例', 'Tax rate note', 'Proporción de impuesto', '課税比率', 50)),
  pay_mode: hidden(
    code('结汇方式', 'Settlement mode', 'Modo de liquidación de divisas', '外貨決済方式', 'settlement', 2),
  ),
  dest_country: hidden(
    code(
      '启运国/运抵国',
      'Country of departure/destination',
      'País de salida/destino',
      '積出国・仕向国',
      'country',
      3,
    ),
  ),
  dest_port: hidden(
    code(
      '经停港/指运港',
      'Port of transit/destination',
      'Puerto de escala/destino',
      '経由港・仕向港',
      'port',
      6,
    ),
  ),
  supply_from: hidden(
    code(
      '境内目的地/货源地',
      'Domestic destination/source',
      'Destino/origen nacional',
      '国内仕向地・貨物供給地',
      'orig-district',
      5,
    ),
  ),
  deal_method: hidden(
    code('成交方式', 'Transaction method', 'Condición de entrega', '取引条件', 'deal-method', 1),
  ),
  // charges
  freight_mark: freight.mark,
  freight_curr: freight.curr,
  freight_amount: freight.amount,
  premium_mark: premium.mark,
  premium_curr: premium.curr,
  premium_amount: premium.amount,
  extras_mark: extras.mark,
  extras_curr: extras.curr,
  extras_amount: extras.amount,
  // packing and weights
  num: hidden(f.int(lbl('件数', 'Packages', 'Bultos', '梱包数'), { min: 0 })),
  warp_type: hidden(code('包装种类', 'Wrap type', 'Tipo de embalaje', '包装の種類', 'wrap', 2)),
  gross_weight: hidden(dec('毛重(千克)', 'Gross weight (kg)', 'Peso bruto (kg)', '総重量（kg）')),
  net_weight: hidden(dec('净重(千克)', 'Net weight (kg)', 'Peso neto (kg)', '純重量（kg）')),
  trade_country: hidden(code('贸易国别', 'Trading country', 'País de comercio', '取引国', 'country', 3)),
  container_type: hidden(
    code('集装箱规格', 'Container type', 'Tipo de contenedor', 'コンテナ規格', 'cd-type', 10),
  ),
  // status
  cd_type: hidden(str('单据类型', 'Document type', 'Tipo de documento', '書類の種類', 6)),
  entry_type: hidden(
    f.enum(lbl('报关单类型', 'Entry type', 'Tipo de declaración', '申告書の種類'), ENTRY_TYPE_OPTIONS, {
      default: 'M',
    }),
  ),
  bill_status: serverMade(
    f.enum({ zh: '提运单', en: 'Shipping bill', es: 'Conocimiento', ja: 'B/L' }, DECLARATION_BILL_STATUS, {
      default: DECLARATION_BILL_CODE.unlinked,
      search: 'eq',
    }),
  ),
  cd_status: serverMade(
    f.enum(lbl('申报状态', 'Status', 'Estado de la declaración', '申告状態'), CD_STATUS_OPTIONS, {
      default: '0',
      search: 'in',
    }),
  ),
  // printing and sending
  print_time: hidden(stamp('打印时间', 'Printed at', 'Impresa el', '印刷日時')),
  print_count: serverMade(
    hidden(f.int(lbl('打印次数', 'Print count', 'Veces impresa', '印刷回数'), { default: 0 })),
  ),
  send_time: stamp('发送时间', 'Sent at', 'Enviada el', '送信日時', { search: 'range' }),
  send_content: serverMade(
    f.text(lbl('发送报文', 'Sent message', 'Mensaje enviado', '送信電文'), {
      show: { table: false, export: false },
    }),
  ),
  client_seq_no: serverMade(
    hidden(str('客户端编号', 'Client sequence no.', 'N.º de secuencia del cliente', 'クライアント連番', 18)),
  ),
  channel_id: hidden(f.ref(lbl('传输通道', 'Channel', 'Canal', '送信チャネル'), 'channels')),
  // return data
  return_time: stamp('回执时间', 'Receipt time', 'Hora del acuse', '受領日時', { search: 'range' }),
  return_code: serverMade(
    str('回执代码', 'Receipt code', 'Código del acuse', '受領コード', 10, { search: 'in' }),
  ),
  return_content: serverMade(f.json(lbl('回执记录', 'Receipts', 'Acuses', '受領記録'))),
  // other
  note: hidden(str('备注', 'Note', 'Nota', '備考', 255)),
  message_sn: hidden(str('报文编号', 'Message no.', 'N.º de mensaje', '電文番号', 50)),
  transfer_type: hidden(str('传输方式', 'Transfer type', 'Modo de transmisión', '送信方式', 10)),
  cd_company_id: serverMade(hidden(f.ref(lbl('所属公司', 'Company', 'Empresa', '所属会社'), 'companies'))),
  // milestone times
  allow_time: hidden(stamp('审结时间', 'Accepted at', 'Examen concluido el', '審査終了日時')),
  pass_time: hidden(stamp('放行时间', 'Released at', 'Levante el', '許可日時')),
  complete_time: hidden(stamp('结关时间', 'Cleared at', 'Despacho concluido el', '通関完了日時')),
  refund_time: hidden(stamp('退单时间', 'Bounced at', 'Devuelta el', '差戻し日時')),
  check_time: hidden(stamp('查验时间', 'Inspection notice at', 'Aviso de inspección el', '検査通知日時')),
  // goods summary and references
  attachment_status: hidden(
    str('随附单据状态', 'Attachment status', 'Estado de los adjuntos', '添付書類の状態', 10),
  ),
  goods_total: serverMade(dec('总价', 'Goods total', 'Precio total', '総額', 19, 4)),
  goods_curr: serverMade(str('币制', 'Currency', 'Moneda', '通貨', 3)),
  item_num: serverMade(f.int(lbl('商品项数', 'Items', 'Partidas', '品目数'))),
  first_good_name: serverMade(str('首项商品', 'First goods', 'Primera mercancía', '先頭の商品', 255)),
  wms_no: hidden(str('仓库单号', 'Warehouse no.', 'N.º de almacén', '倉庫伝票番号', 50)),
  task_no: hidden(str('任务单号', 'Task no.', 'N.º de tarea', '作業指示番号', 50)),
  rlt_putrec_no: hidden(
    str('关联备案号', 'Related record no.', 'N.º de registro relacionado', '関連登録番号', 12),
  ),
  edit_name: serverMade(hidden(str('编辑人', 'Edited by', 'Editada por', '編集者', 50))),
  edit_time: hidden(stamp('编辑时间', 'Edited at', 'Editada el', '編集日時')),
  // checks
  tax_mode: hidden(str('计税方式', 'Tax mode', 'Modo de cálculo del impuesto', '課税方式', 10)),
  check_id: hidden(f.int(lbl('审核人ID', 'Checker id', 'Id. del revisor', '審査者 ID'))),
  check_type: hidden(str('审核类型', 'Check type', 'Tipo de revisión', '審査種別', 10)),
  task_company_id: hidden(
    f.int(lbl('任务公司ID', 'Task company id', 'Id. de la empresa de la tarea', '作業会社 ID')),
  ),
  ...declarationHeadSwFields,
} satisfies Record<string, FieldDef>;

export type DeclarationHeadField = keyof typeof declarationHeadFields;
