import { options } from '../kit/fields.ts';
import { tx } from '../entities/bonded-fields.ts';

/** How a charge item measures the work it prices (the quantity of one event). */
export const CHARGE_UNITS = options({
  declaration: tx('每票', 'Per declaration', 'Por declaración', '1件あたり'),
  goods_line: tx('每项商品', 'Per goods line', 'Por línea', '品目ごと'),
  container: tx('每柜', 'Per container', 'Por contenedor', 'コンテナごと'),
  ton: tx('每吨', 'Per ton', 'Por tonelada', 'トンあたり'),
  cbm: tx('每立方米', 'Per cubic metre', 'Por m³', '立方メートルあたり'),
  day: tx('每天', 'Per day', 'Por día', '1日あたり'),
  trip: tx('每趟', 'Per trip', 'Por viaje', '1便あたり'),
  km: tx('每公里', 'Per kilometre', 'Por km', 'キロあたり'),
  fixed: tx('固定', 'Fixed', 'Fijo', '固定額'),
});
export type ChargeUnit = (typeof CHARGE_UNITS)[number]['value'];

/** What kind of work a charge item bills (for reports and for grouping a statement). */
export const CHARGE_TYPES = options({
  customs: tx('报关费', 'Customs brokerage', 'Despacho aduanero', '通関料'),
  inspection: tx('查验费', 'Inspection', 'Inspección', '検査料'),
  document: tx('单证费', 'Documents', 'Documentación', '書類作成料'),
  storage: tx('仓储费', 'Storage', 'Almacenaje', '保管料'),
  handling: tx('装卸费', 'Handling', 'Manipulación', '荷役料'),
  transport: tx('运费', 'Freight', 'Flete', '運賃'),
  agency: tx('代理费', 'Agency', 'Agencia', '代理手数料'),
  other: tx('其他', 'Other', 'Otros', 'その他'),
});

/** The business event that raises a charge item's line (每个事件最多一次). */
export const CHARGE_EVENTS = options({
  declaration_released: tx('报关单放行', 'Declaration released', 'Declaración despachada', '申告許可'),
  list_deducted: tx('核注清单核扣', 'Inventory list deducted', 'Lista deducida', '照合リスト控除'),
  passport_passed: tx('核放单过卡', 'Passport passed', 'Pase en puerta', '通行証通過'),
  appointment_completed: tx(
    '入仓作业完成',
    'Warehouse job completed',
    'Trabajo de almacén hecho',
    '入庫作業完了',
  ),
  transport_delivered: tx('运输送达', 'Transport delivered', 'Transporte entregado', '輸送配達'),
});
export type ChargeEvent = (typeof CHARGE_EVENTS)[number]['value'];

export const IO_TYPES = options({
  receivable: tx('应收', 'Receivable', 'Por cobrar', '売掛'),
  payable: tx('应付', 'Payable', 'Por pagar', '買掛'),
});
export type IoType = (typeof IO_TYPES)[number]['value'];

/** Who a contract scheme or a contract is with: a customer (receivables) or a supplier (payables). */
export const PARTY_TYPES = options({
  customer: tx('客户', 'Customer', 'Cliente', '顧客'),
  supplier: tx('供应商', 'Supplier', 'Proveedor', '仕入先'),
});

export const FINANCE_BUSINESS_TYPES = options({
  customs: tx('报关', 'Customs', 'Aduana', '通関'),
  storage: tx('仓储', 'Warehousing', 'Almacén', '倉庫'),
  transport: tx('运输', 'Transport', 'Transporte', '輸送'),
});

export const PAYMENT_MODES = options({
  bank: tx('银行转账', 'Bank transfer', 'Transferencia', '銀行振込'),
  cash: tx('现金', 'Cash', 'Efectivo', '現金'),
});

export const PERIOD_TYPES = options({
  job: tx('按票结算', 'Per job', 'Por trabajo', '都度'),
  monthly: tx('月结', 'Monthly', 'Mensual', '月締め'),
  quarterly: tx('季结', 'Quarterly', 'Trimestral', '四半期締め'),
});

/** The documents a charge line names as its source; `manual` for lines typed by staff. */
export const BILL_SOURCES = options({
  declaration: tx('报关单', 'Declaration', 'Declaración', '申告書'),
  inventory_list: tx('核注清单', 'Inventory list', 'Lista', '照合リスト'),
  passport: tx('核放单', 'Passport', 'Pase', '通行証'),
  appointment: tx('入仓预约', 'Appointment', 'Cita', '入庫予約'),
  transport_order: tx('运输单', 'Transport order', 'Orden de transporte', '輸送オーダー'),
  manual: tx('手工录入', 'Manual', 'Manual', '手入力'),
});
export type BillSource = (typeof BILL_SOURCES)[number]['value'];

/** draft → confirmed → invoiced → partly paid → paid; void (with reason) from draft only. */
export const BILL_STATUS = options({
  draft: tx('草稿', 'Draft', 'Borrador', '下書き'),
  confirmed: tx('已确认', 'Confirmed', 'Confirmada', '確定'),
  invoiced: tx('已开票', 'Invoiced', 'Facturada', '請求済み'),
  partly_paid: tx('部分收付', 'Partly paid', 'Pago parcial', '一部入金'),
  paid: tx('已结清', 'Paid', 'Pagada', '決済済み'),
  void: tx('已作废', 'Void', 'Anulada', '無効'),
});
export type BillStatus = (typeof BILL_STATUS)[number]['value'];

/** draft → sent → confirmed (or disputed → back to draft) → invoiced → partly paid → paid; void. */
export const STATEMENT_STATUS = options({
  draft: tx('草稿', 'Draft', 'Borrador', '下書き'),
  sent: tx('待客户确认', 'Awaiting confirmation', 'Pendiente de confirmar', '確認待ち'),
  confirmed: tx('已确认', 'Confirmed', 'Confirmado', '確認済み'),
  disputed: tx('有异议', 'Disputed', 'Disputado', '異議あり'),
  invoiced: tx('已开票', 'Invoiced', 'Facturado', '請求済み'),
  partly_paid: tx('部分收款', 'Partly paid', 'Pago parcial', '一部入金'),
  paid: tx('已结清', 'Paid', 'Pagado', '決済済み'),
  void: tx('已作废', 'Void', 'Anulado', '無効'),
});
export type StatementStatus = (typeof STATEMENT_STATUS)[number]['value'];

/**
 * While a statement takes and gives back lines: a draft, or disputed (before it is sent again). The
 * server checks it on adding and removing a line; the statement's detail offers both by it.
 */
export const STATEMENT_LINES_EDITABLE: readonly StatementStatus[] = ['draft', 'disputed'];

/** The statements a payment may name: sent to the customer or further, and not yet paid. */
export const STATEMENT_PAYABLE: readonly StatementStatus[] = ['sent', 'confirmed', 'invoiced', 'partly_paid'];

export const PAYMENT_METHODS = options({
  bank: tx('银行转账', 'Bank transfer', 'Transferencia', '銀行振込'),
  online: tx('在线支付', 'Online', 'En línea', 'オンライン'),
  cash: tx('现金', 'Cash', 'Efectivo', '現金'),
});

/** A transfer waits for finance to see the money (pending) and is confirmed or rejected. */
export const PAYMENT_STATUS = options({
  pending: tx('待确认', 'Pending', 'Pendiente', '確認待ち'),
  confirmed: tx('已确认', 'Confirmed', 'Confirmado', '確認済み'),
  rejected: tx('已驳回', 'Rejected', 'Rechazado', '却下'),
});

export const PAYMENT_PROVIDERS = options({
  none: tx('仅银行转账', 'Bank transfer only', 'Solo transferencia', '振込のみ'),
  alipay: tx('支付宝', 'Alipay', 'Alipay', 'Alipay'),
});

/** The currencies bills and contracts are kept in (ISO codes, as the exchange-rate table's cus_code). */
export const FINANCE_CURRENCIES = options({
  CNY: tx('人民币', 'CNY', 'CNY', '人民元'),
  USD: tx('美元', 'USD', 'USD', '米ドル'),
  HKD: tx('港币', 'HKD', 'HKD', '香港ドル'),
  EUR: tx('欧元', 'EUR', 'EUR', 'ユーロ'),
  JPY: tx('日元', 'JPY', 'JPY', '円'),
});
