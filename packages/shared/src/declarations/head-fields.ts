import { f, options, type FieldDef } from '../kit/fields.ts';
import { checkCreditCode } from '../validators/credit-code.ts';
import { checkCustomsCode } from '../validators/customs-code.ts';
import { code, day, dec, lbl, notInTable, serverMade, stamp, str } from './field-kit.ts';

/** 0 import, 1 export (the message's IEFlag is I / E). */
export const IE_FLAG_OPTIONS = options({
  '0': { zh: '进口', en: 'Import', es: 'Importación', ja: '輸入' },
  '1': { zh: '出口', en: 'Export', es: 'Exportación', ja: '輸出' },
});

/** Our workflow status of a declaration; `cdStatusForReturnCode` maps receipt codes onto it. */
export const CD_STATUS_OPTIONS = options({
  '0': { zh: '暂存', en: 'Draft' },
  '20': { zh: '已申报', en: 'Sent' },
  '30': { zh: '海关已接收', en: 'Accepted by customs' },
  '40': { zh: '已放行', en: 'Released' },
  '50': { zh: '已结关', en: 'Cleared' },
  '80': { zh: '挂起/查验', en: 'Held / inspection' },
  '90': { zh: '退单', en: 'Bounced back' },
});

/** Fee/insurance/other charge mark: 1 rate, 2 per unit, 3 total amount. */
export const CHARGE_MARK_OPTIONS = options({
  '1': { zh: '率', en: 'Rate' },
  '2': { zh: '单价', en: 'Per unit' },
  '3': { zh: '总价', en: 'Total' },
});

/** EntryType: how the declaration is lodged (customs-reference.md, DecHead). */
export const ENTRY_TYPE_OPTIONS = options({
  '0': { zh: '普通报关单', en: 'Ordinary declaration' },
  L: { zh: '带报关单清单的报关单', en: 'Declaration with a list' },
  W: { zh: '无纸报关', en: 'Paperless declaration' },
  D: { zh: '既是清单又是无纸报关', en: 'List and paperless' },
  M: { zh: '无纸化通关', en: 'Paperless clearance' },
});

/** DeclTrnRel: an ordinary declaration or one lodged ahead of a transit. */
export const DECL_TRN_REL_OPTIONS = options({
  '0': { zh: '一般报关单', en: 'Ordinary declaration' },
  '1': { zh: '转关提前报关单', en: 'Transit declaration lodged ahead' },
});

/** EdiId: the declaring flag. */
export const EDI_ID_OPTIONS = options({
  '1': { zh: '普通报关', en: 'Ordinary' },
  '3': { zh: '北方转关提前', en: 'Transit ahead (north)' },
  '5': { zh: '南方转关提前', en: 'Transit ahead (south)' },
  '6': { zh: '普通报关/H2000 直转', en: 'Ordinary / H2000 direct transit' },
});

const scc = (zh: string, en: string, opts: Parameters<typeof str>[3] = {}): FieldDef =>
  str(zh, en, 18, { upperCase: true, check: checkCreditCode, example: '91350100M000100Y43', ...opts });
const customsCode = (zh: string, en: string): FieldDef =>
  str(zh, en, 10, { upperCase: true, check: checkCustomsCode, example: '3502980001' });
const hidden = notInTable;
const charge = (zh: string, en: string) => ({
  mark: hidden(f.enum(lbl(`${zh}标记`, `${en} mark`), CHARGE_MARK_OPTIONS)),
  curr: hidden(code(`${zh}币制`, `${en} currency`, 'currency', 3)),
  amount: hidden(dec(`${zh}/率`, `${en} amount`, 19, 5)),
});
const freight = charge('运费', 'Freight');
const premium = charge('保险费', 'Insurance');
const extras = charge('杂费', 'Other charges');

/**
 * Every field of the declaration head (business-domain §3 + the DecHead message dictionary), in the
 * order of the paper form. README.md beside this file documents each one and its message field.
 */
export const declarationHeadFields = {
  // identity
  cd_sn: str('内部编号', 'Internal no.', 50, { search: 'like', sortable: true }),
  customer_id: serverMade(hidden(f.int(lbl('客户ID', 'Customer id')))),
  customer_code: f.ref(lbl('客户代码', 'Customer'), 'customers', {
    field: 'customer_code',
    length: 50,
    search: 'eq',
    upperCase: true,
  }),
  ie_flag: f.enum(lbl('进出口标志', 'Import/export'), IE_FLAG_OPTIONS, { required: true, search: 'eq' }),
  cd_no: str('报关单号', 'Declaration no.', 18, { search: 'like' }),
  qp_sn: str('统一编号', 'Data-centre no.', 18, { search: 'like' }),
  entry_sn: str('海关编号', 'Customs no.', 18, { search: 'like', sortable: true }),
  inv_no: hidden(str('发票号', 'Invoice no.', 50)),
  // customs and licensing
  customs_code: code('申报地海关', 'Declaring customs', 'district-code', 4, { search: 'eq' }),
  ie_port: code('进出境关别', 'Port of entry/exit customs', 'district-code', 4),
  record_no: hidden(str('备案号', 'Record no.', 12)),
  agreement_no: hidden(str('合同协议号', 'Contract no.', 32)),
  ie_date: hidden(day('进出口日期', 'Import/export date')),
  apply_date: day('申报日期', 'Declaration date', { search: 'range', sortable: true }),
  license_no: hidden(str('许可证号', 'Licence no.', 20)),
  // parties: receiver = 境内收发货人 (TradeCo), enter = 消费使用/生产销售单位 (Owner), declare = 申报单位 (Agent)
  receiver_scc: scc('境内收发货人统一编码', 'Consignee/consignor credit code', { search: 'eq' }),
  receiver_code: hidden(customsCode('境内收发货人海关编码', 'Consignee/consignor customs code')),
  receiver_name: str('境内收发货人', 'Domestic consignee/consignor', 100, { search: 'like' }),
  enter_scc: hidden(scc('消费使用/生产销售单位统一编码', 'Owner credit code', { search: 'eq' })),
  enter_code: hidden(customsCode('消费使用/生产销售单位海关编码', 'Owner customs code')),
  enter_name: hidden(str('消费使用/生产销售单位', 'Owner (user/producer)', 100, { search: 'like' })),
  declare_scc: hidden(scc('申报单位统一编码', 'Declaring agent credit code')),
  declare_code: hidden(customsCode('申报单位海关编码', 'Declaring agent customs code')),
  declare_name: str('申报单位', 'Declaring agent', 100),
  // transport
  trans_method: hidden(code('运输方式', 'Transport mode', 'trans', 1)),
  trans_name: hidden(str('运输工具名称', 'Means of transport', 50)),
  trans_no: hidden(str('航次号', 'Voyage no.', 32)),
  bill_no: str('提运单号', 'Bill of lading', 32, { search: 'like' }),
  // trade terms
  supervise_method: code('监管方式', 'Supervision mode', 'supervise', 4, { search: 'eq' }),
  tax_method: hidden(code('征免性质', 'Levy type', 'tax', 3)),
  tax: hidden(str('征税比例', 'Tax rate note', 50)),
  pay_mode: hidden(code('结汇方式', 'Settlement mode', 'settlement', 2)),
  dest_country: hidden(code('启运国/运抵国', 'Country of departure/destination', 'country', 3)),
  dest_port: hidden(code('经停港/指运港', 'Port of transit/destination', 'port', 6)),
  supply_from: hidden(code('境内目的地/货源地', 'Domestic destination/source', 'orig-district', 5)),
  deal_method: hidden(code('成交方式', 'Transaction method', 'deal-method', 1)),
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
  num: hidden(f.int(lbl('件数', 'Packages'), { min: 0 })),
  warp_type: hidden(code('包装种类', 'Wrap type', 'wrap', 2)),
  gross_weight: hidden(dec('毛重(千克)', 'Gross weight (kg)')),
  net_weight: hidden(dec('净重(千克)', 'Net weight (kg)')),
  trade_country: hidden(code('贸易国别', 'Trading country', 'country', 3)),
  container_type: hidden(code('集装箱规格', 'Container type', 'cd-type', 10)),
  // status
  cd_type: hidden(str('单据类型', 'Document type', 6)),
  entry_type: hidden(f.enum(lbl('报关单类型', 'Entry type'), ENTRY_TYPE_OPTIONS, { default: 'M' })),
  bill_status: hidden(str('单据状态', 'Bill status', 10)),
  cd_status: serverMade(f.enum(lbl('申报状态', 'Status'), CD_STATUS_OPTIONS, { default: '0', search: 'in' })),
  // printing and sending
  print_time: hidden(stamp('打印时间', 'Printed at')),
  print_count: serverMade(hidden(f.int(lbl('打印次数', 'Print count'), { default: 0 }))),
  send_time: stamp('发送时间', 'Sent at', { search: 'range' }),
  send_content: serverMade(
    f.text(lbl('发送报文', 'Sent message'), { show: { table: false, export: false } }),
  ),
  client_seq_no: serverMade(hidden(str('客户端编号', 'Client sequence no.', 18))),
  channel_id: hidden(f.ref(lbl('传输通道', 'Channel'), 'channels')),
  // return data
  return_time: stamp('回执时间', 'Receipt time', { search: 'range' }),
  return_code: serverMade(str('回执代码', 'Receipt code', 10, { search: 'in' })),
  return_content: serverMade(f.json(lbl('回执记录', 'Receipts'))),
  // other
  note: hidden(str('备注', 'Note', 255)),
  message_sn: hidden(str('报文编号', 'Message no.', 50)),
  transfer_type: hidden(str('传输方式', 'Transfer type', 10)),
  cd_company_id: serverMade(hidden(f.ref(lbl('所属公司', 'Company'), 'companies'))),
  // milestone times
  allow_time: hidden(stamp('审结时间', 'Accepted at')),
  pass_time: hidden(stamp('放行时间', 'Released at')),
  complete_time: hidden(stamp('结关时间', 'Cleared at')),
  refund_time: hidden(stamp('退单时间', 'Bounced at')),
  check_time: hidden(stamp('查验时间', 'Inspection notice at')),
  // goods summary and references
  attachment_status: hidden(str('随附单据状态', 'Attachment status', 10)),
  goods_total: serverMade(dec('总价', 'Goods total', 19, 4)),
  goods_curr: serverMade(str('币制', 'Currency', 3)),
  item_num: serverMade(f.int(lbl('商品项数', 'Items'))),
  first_good_name: serverMade(str('首项商品', 'First goods', 255)),
  wms_no: hidden(str('仓库单号', 'Warehouse no.', 50)),
  task_no: hidden(str('任务单号', 'Task no.', 50)),
  rlt_putrec_no: hidden(str('关联备案号', 'Related record no.', 12)),
  edit_name: serverMade(hidden(str('编辑人', 'Edited by', 50))),
  edit_time: hidden(stamp('编辑时间', 'Edited at')),
  // checks
  tax_mode: hidden(str('计税方式', 'Tax mode', 10)),
  check_id: hidden(f.int(lbl('审核人ID', 'Checker id'))),
  check_type: hidden(str('审核类型', 'Check type', 10)),
  task_company_id: hidden(f.int(lbl('任务公司ID', 'Task company id'))),
  // overseas parties and ports
  overseas_consignor_code: hidden(str('境外收发货人代码', 'Overseas party code', 50)),
  overseas_consignor_ename: hidden(str('境外收发货人名称(外文)', 'Overseas party name', 100)),
  overseas_consignor_cname: hidden(str('境外收发货人名称(中文)', 'Overseas party Chinese name', 150)),
  overseas_consignor_addr: hidden(str('境外收发货人地址', 'Overseas party address', 100)),
  overseas_consignee_code: hidden(str('境外收货人代码', 'Overseas consignee code', 50)),
  overseas_consignee_ename: hidden(str('境外收货人名称(外文)', 'Overseas consignee name', 400)),
  domestic_consignee_ename: hidden(str('境内收发货人名称(外文)', 'Domestic party English name', 400)),
  entry_port_code: hidden(code('入境口岸/离境口岸', 'Entry/exit port', 'entry-port', 8)),
  desp_port_code: hidden(code('启运港', 'Port of departure', 'port', 8)),
  org_code: hidden(str('检验检疫受理机关', 'Inspection office', 10)),
  insp_org_code: hidden(str('口岸检验检疫机关', 'Port inspection office', 10)),
  purp_org_code: hidden(str('目的地海关', 'Destination customs', 4)),
  vsa_org_code: hidden(str('领证机关', 'Certificate office', 10)),
  mark_no: hidden(str('标记唛码', 'Marks', 400)),
  desp_date: hidden(day('启运日期', 'Departure date')),
  cmpl_dschrg_dt: hidden(day('卸毕日期', 'Discharge completed')),
  bl_no: hidden(str('B/L号', 'B/L no.', 50)),
  goods_place: hidden(str('货物存放地点', 'Goods location', 100)),
  // CIQ codes, promises and flags
  trade_ciq_code: hidden(str('境内收发货人检验检疫编码', 'Consignee CIQ code', 10)),
  owner_ciq_code: hidden(str('消费使用单位检验检疫编码', 'Owner CIQ code', 10)),
  decl_ciq_code: hidden(str('申报单位检验检疫编码', 'Agent CIQ code', 10)),
  promise_items: hidden(str('价格说明', 'Price declarations', 32)),
  dec_cop_promise: hidden(str('企业承诺', 'Enterprise promise', 20)),
  dcl_trn_rel_flag: hidden(
    f.enum(lbl('报关/转关关系标志', 'Declaration/transit relation'), DECL_TRN_REL_OPTIONS, { default: '0' }),
  ),
  edi_id: hidden(f.enum(lbl('报关标志', 'EDI flag'), EDI_ID_OPTIONS, { default: '1' })),
  payment_method: hidden(str('支付方式', 'Payment method', 10)),
  appr_no: hidden(str('批准文号', 'Approval no.', 32)),
  chk_surety: hidden(str('担保验放标志', 'Guarantee flag', 1)),
  bill_type: hidden(str('备案清单类型', 'Record list type', 1)),
  spec_decl_flag: hidden(str('特殊业务标识', 'Special business flags', 10)),
  orig_box_flag: hidden(str('原集装箱标识', 'Original container flag', 1)),
  no_other_pack: hidden(str('无其他包装', 'No other packing', 1)),
  correlation_no: hidden(str('关联号码', 'Correlation no.', 500)),
  correlation_reason_flag: hidden(str('关联理由', 'Correlation reason', 2)),
  check_flow: hidden(str('查验分流', 'Inspection routing', 1)),
  tax_aamin_mark: hidden(str('税收征管标记', 'Tax administration mark', 1)),
  data_source: hidden(str('扩展字段', 'Data source flags', 5)),
  edi_remark: hidden(str('EDI申报备注', 'EDI remark', 128)),
  edi_remark2: hidden(str('EDI申报备注2', 'EDI remark 2', 128)),
  // entry clerk (录入) and declarant (DecHead CopCode/CopName/InputerName/TypistNo/DeclareName)
  cop_code: hidden(str('录入单位代码', 'Entry company code', 9)),
  cop_name: hidden(str('录入单位名称', 'Entry company name', 70)),
  cop_code_scc: hidden(scc('录入单位统一编码', 'Entry company credit code')),
  inputer_name: hidden(str('录入员', 'Entry clerk', 32)),
  typist_no: hidden(str('录入员IC卡号', 'Entry clerk IC card', 30)),
  declarant_name: hidden(str('申报人员', 'Declarant', 50)),
  // DecFreeTxt
  bon_no: hidden(str('监管仓号', 'Bonded warehouse no.', 32)),
  cus_fie: hidden(str('货场代码', 'Yard code', 8)),
  dec_bp_no: hidden(str('报关员联系方式', 'Declarant phone', 32)),
  dec_no: hidden(str('申报人员证号', 'Declarant licence no.', 13)),
  rel_id: hidden(str('关联报关单号', 'Related declaration', 18)),
  rel_man_no: hidden(str('关联备案号', 'Related record', 12)),
  shipping_bill_ref: hidden(f.json(lbl('提运单关联', 'Shipping bill references'))),
} satisfies Record<string, FieldDef>;

export type DeclarationHeadField = keyof typeof declarationHeadFields;
