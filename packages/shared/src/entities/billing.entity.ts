import { z } from 'zod';
import { defineEntity } from '../kit/define-entity.ts';
import { ENABLED_OPTIONS, f } from '../kit/fields.ts';
import { fieldSchema } from '../kit/schemas.ts';
import type { MoveInput } from '../kit/moves.ts';
import {
  BILL_SOURCES,
  BILL_STATUS,
  FINANCE_CURRENCIES,
  IO_TYPES,
  PARTY_TYPES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUS,
  STATEMENT_STATUS,
} from '../finance/finance-options.ts';
import { tx } from './bonded-fields.ts';

const hidden = { show: { table: false } } as const;
const company = () =>
  f.ref(tx('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', { readonly: true, ...hidden });
const money = (label: Parameters<typeof f.decimal>[0], more: Parameters<typeof f.decimal>[3] = {}) =>
  f.decimal(label, 18, 2, { readonly: true, ...more });
/** A move's reason: required (a dispute, a void of a line, a rejection) or optional, at most `max`. */
const reason = (max: number) => z.string().trim().min(1).max(max);
const optionalReason = (max: number) => z.string().trim().max(max).optional();
const party = () => ({
  io_type: f.enum(tx('收付类型', 'Receivable / payable', 'Cobro / pago', '売掛/買掛'), IO_TYPES, {
    required: true,
    search: 'eq',
    example: 'receivable',
  }),
  party_type: f.enum(tx('结算方类型', 'Party', 'Parte', '相手先種別'), PARTY_TYPES, {
    readonly: true,
    search: 'eq',
  }),
  // the customer of a receivable (the partner's scope column); empty on a carrier's payable
  customer_code: f.string(tx('客户代码', 'Customer code', 'Código de cliente', '顧客コード'), {
    length: 50,
    upperCase: true,
    search: 'eq',
    example: 'C0001',
  }),
  carrier_id: f.ref(tx('承运商', 'Carrier', 'Transportista', '運送業者'), 'carriers', { search: 'eq' }),
  party_name: f.string(tx('结算方', 'Party name', 'Nombre', '相手先'), {
    length: 200,
    readonly: true,
    search: 'like',
  }),
});

/** A charge line's buttons: typed here so that defineEntity takes them all, not only those its moves name. */
type BillButton = 'confirm' | 'void' | 'reverse' | 'raise';

const billMoves: Record<string, MoveInput<string, BillButton>> = {
  confirm: {
    from: ['draft'],
    to: 'confirmed',
    permission: 'confirm',
    label: tx('确认', 'Confirm', 'Confirmar', '確定'),
    confirm: tx(
      '确认费用 {no}？确认后不能修改，只能冲销。',
      'Confirm charge line {no}? A confirmed line cannot be edited, only reversed.',
      '¿Confirmar el cargo {no}? Confirmado no se edita, solo se revierte.',
      '明細 {no} を確定しますか？確定後は編集できず、取消仕訳のみ可能です。',
    ),
  },
  void: {
    from: ['draft'],
    to: 'void',
    permission: 'void',
    label: tx('作废', 'Void', 'Anular', '無効化'),
    danger: true,
    // the screen asks for the reason
    body: { reason: reason(200) },
    dialog: true,
  },
};

/**
 * A charge line (应收应付): raised once per source event and charge item by the contract in force, or
 * typed by staff (manual). Amounts are exact decimals: `amount` in the price currency, `bill_amount` in the
 * billing currency at the event month's rate, rounded half-up to the cent. A confirmed line is never
 * edited: it is reversed by a credit line (`reversal_of`, negative amounts).
 */
export const bill = defineEntity({
  name: 'bills',
  table: 'bills',
  label: tx('应收应付', 'Charge line', 'Cargo', '請求明細'),
  perm: 'bill',
  path: '/bill/index',
  menu: { group: 'finance', sort: 70 },
  display: 'bill_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  workflowWrites: true,
  buttons: {
    confirm: tx('确认', 'Confirm', 'Confirmar', '確定'),
    void: tx('作废', 'Void', 'Anular', '無効化'),
    reverse: tx('冲销', 'Reverse', 'Revertir', '取消仕訳'),
    raise: tx('计费', 'Raise charges', 'Generar cargos', '計上'),
  },
  // reverse is no move: the line keeps its state and a credit line is made (bills.routes.ts)
  workflow: { state: 'status', docType: 'bill', moves: billMoves },
  defaultSort: 'id,desc',
  // the lines are raised in bulk (100,000 in one run): an index each for the list's selective filters
  // and sorts; company, side and status are read through bills_company_io_event and
  // bills_company_unbilled (migrations 0027, 0044), the open receivables by age through
  // bills_open_receivables (0047), the one-line-per-charge key is bills_source_charge
  // (0025), and the columns most lines leave empty index only the lines that hold a value (0046)
  fieldIndexes: {
    company_id: false,
    io_type: false,
    party_type: false,
    party_name: false,
    charge_item_id: false,
    contract_id: false,
    source_type: false,
    status: false,
    carrier_id: 'sparse',
    task_order_id: 'sparse',
    statement_id: 'sparse',
    reversal_of: 'sparse',
  },
  fields: {
    company_id: company(),
    bill_no: f.string(tx('费用单号', 'Line no.', 'N.º de cargo', '明細番号'), {
      length: 32,
      readonly: true,
      search: 'eq',
      sortable: true,
    }),
    ...party(),
    charge_item_id: f.ref(tx('收费项目', 'Charge item', 'Concepto', '料金項目'), 'charge-items', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    contract_id: f.ref(tx('合同', 'Contract', 'Contrato', '契約'), 'contracts', {
      readonly: true,
      search: 'eq',
    }),
    source_type: f.enum(tx('来源单据', 'Source', 'Origen', '元伝票'), BILL_SOURCES, {
      readonly: true,
      search: 'eq',
    }),
    source_id: f.int(tx('来源单据ID', 'Source id', 'Id de origen', '元伝票ID'), {
      readonly: true,
      ...hidden,
    }),
    source_no: f.string(tx('来源单号', 'Source no.', 'N.º de origen', '元伝票番号'), {
      length: 64,
      search: 'eq',
      example: '531620261000012345',
    }),
    task_order_id: f.ref(tx('任务单', 'Task order', 'Orden de tarea', 'タスク'), 'task-orders', {
      readonly: true,
      search: 'eq',
      ...hidden,
    }),
    event_date: f.date(tx('业务日期', 'Event date', 'Fecha', '発生日'), {
      required: true,
      search: 'range',
      sortable: true,
      example: '2026-11-20',
    }),
    quantity: f.decimal(tx('数量', 'Quantity', 'Cantidad', '請求数量'), 18, 3, {
      required: true,
      example: '1.000',
    }),
    unit_price: f.decimal(tx('单价', 'Unit price', 'Precio unitario', '単価'), 18, 4, {
      required: true,
      example: '150.0000',
    }),
    currency: f.enum(tx('计价币种', 'Price currency', 'Moneda de precio', '価格通貨'), FINANCE_CURRENCIES, {
      required: true,
      default: 'CNY',
      example: 'CNY',
    }),
    amount: money(tx('原币金额', 'Amount', 'Importe', '金額')),
    exchange_rate: f.decimal(tx('汇率', 'Rate', 'Tipo', 'レート'), 19, 6, { readonly: true, ...hidden }),
    bill_currency: f.enum(
      tx('结算币种', 'Billing currency', 'Moneda de facturación', '請求通貨'),
      FINANCE_CURRENCIES,
      { readonly: true },
    ),
    bill_amount: money(tx('结算金额', 'Billed amount', 'Importe facturado', '請求金額'), { sortable: true }),
    paid_amount: money(tx('已收付', 'Paid', 'Pagado', '入出金済'), { default: '0' }),
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), BILL_STATUS, {
      readonly: true,
      default: 'draft',
      search: 'in',
    }),
    statement_id: f.ref(tx('对账单', 'Statement', 'Estado de cuenta', '請求書'), 'statements', {
      readonly: true,
      search: 'eq',
      ...hidden,
    }),
    reversal_of: f.ref(tx('冲销原单', 'Reverses', 'Revierte', '取消元'), 'bills', {
      readonly: true,
      ...hidden,
    }),
    void_reason: f.string(tx('作废原因', 'Void reason', 'Motivo', '無効理由'), {
      length: 200,
      readonly: true,
      ...hidden,
    }),
    note: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 500, ...hidden }),
  },
});

/**
 * A statement (对账单) of one party and period: the unbilled confirmed lines collected, sent to the
 * customer who confirms or disputes it, invoiced, and paid (payments written off against its lines).
 */
export const statement = defineEntity({
  name: 'statements',
  table: 'statements',
  label: tx('对账单', 'Statement', 'Estado de cuenta', '請求書'),
  perm: 'statement',
  path: '/statement/index',
  menu: { group: 'finance', sort: 65 },
  display: 'statement_no',
  // a partner sees a statement once it is sent to them for confirmation
  scope: {
    company: 'company_id',
    customer: 'customer_code',
    partnerHidden: { field: 'status', values: ['draft'] },
  },
  workflowWrites: true,
  buttons: {
    send: tx('发送确认', 'Send for confirmation', 'Enviar', '確認依頼'),
    confirm: tx('确认对账', 'Confirm', 'Confirmar', '確認'),
    invoice: tx('登记发票', 'Record invoice', 'Registrar factura', '請求書登録'),
    void: tx('作废', 'Void', 'Anular', '無効化'),
  },
  // docs/finance.md, States; paid and partly paid follow the payments written off (payment-writeoff.ts)
  workflow: {
    state: 'status',
    docType: 'statement',
    moves: {
      send: {
        from: ['draft'],
        to: 'sent',
        permission: 'send',
        label: tx('发送确认', 'Send for confirmation', 'Enviar', '確認依頼'),
        confirm: tx(
          '将对账单 {no} 发送给客户确认？',
          'Send statement {no} to the customer for confirmation?',
          '¿Enviar el estado {no} al cliente para que lo confirme?',
          '請求書 {no} を顧客に確認依頼しますか？',
        ),
      },
      confirm: {
        from: ['sent'],
        to: 'confirmed',
        permission: 'confirm',
        label: tx('确认对账', 'Confirm', 'Confirmar', '確認'),
        confirm: tx(
          '确认对账单 {no} 的金额无误？',
          'Confirm that the amounts of statement {no} are right?',
          '¿Confirma que los importes del estado {no} son correctos?',
          '請求書 {no} の金額に誤りがないことを確認しますか？',
        ),
      },
      dispute: {
        from: ['sent'],
        to: 'disputed',
        permission: 'confirm',
        label: tx('提出异议', 'Dispute', 'Disputar', '異議申立'),
        danger: true,
        body: { reason: reason(500) },
        dialog: true,
      },
      reopen: {
        from: ['disputed'],
        to: 'draft',
        permission: 'edit',
        label: tx('重新打开', 'Reopen', 'Reabrir', '再オープン'),
        confirm: tx(
          '重新打开对账单 {no}（回到草稿）？',
          'Reopen statement {no} (back to draft)?',
          '¿Reabrir el estado {no} (vuelve a borrador)?',
          '請求書 {no} を再オープン（下書きに戻す）しますか？',
        ),
        body: { reason: optionalReason(500) },
      },
      invoice: {
        from: ['confirmed'],
        to: 'invoiced',
        permission: 'invoice',
        label: tx('登记发票', 'Record invoice', 'Registrar factura', '請求書登録'),
        body: {
          invoice_no: z.string().trim().min(1).max(200),
          invoice_date: fieldSchema(
            f.date(tx('开票日期', 'Invoice date', 'Fecha de factura', '請求日'), { required: true }),
          ),
        },
        dialog: true,
      },
      void: {
        from: ['draft', 'sent', 'disputed'],
        to: 'void',
        permission: 'void',
        label: tx('作废', 'Void', 'Anular', '無効化'),
        danger: true,
        body: { reason: optionalReason(500) },
        dialog: true,
      },
    },
  },
  fields: {
    company_id: company(),
    statement_no: f.string(tx('对账单号', 'Statement no.', 'N.º de estado', '請求書番号'), {
      length: 32,
      readonly: true,
      search: 'eq',
      sortable: true,
    }),
    ...party(),
    period_from: f.date(tx('开始日期', 'From', 'Desde', '開始日'), {
      required: true,
      search: 'range',
      sortable: true,
      example: '2026-11-01',
    }),
    period_to: f.date(tx('结束日期', 'To', 'Hasta', '終了日'), {
      required: true,
      search: 'range',
      example: '2026-11-30',
    }),
    bill_currency: f.enum(
      tx('结算币种', 'Billing currency', 'Moneda de facturación', '請求通貨'),
      FINANCE_CURRENCIES,
      { required: true, default: 'CNY', example: 'CNY' },
    ),
    line_count: f.int(tx('明细数', 'Lines', 'Líneas', '明細数'), { readonly: true }),
    total_amount: money(tx('金额合计', 'Total', 'Total', '合計')),
    paid_amount: money(tx('已收付', 'Paid', 'Pagado', '入出金済'), { default: '0' }),
    due_date: f.date(tx('到期日', 'Due date', 'Vencimiento', '支払期日'), {
      readonly: true,
      search: 'range',
      sortable: true,
    }),
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), STATEMENT_STATUS, {
      readonly: true,
      default: 'draft',
      search: 'in',
    }),
    invoice_no: f.string(tx('发票号', 'Invoice no.', 'N.º de factura', '請求書番号'), {
      length: 200,
      readonly: true,
      search: 'like',
    }),
    invoice_date: f.date(tx('开票日期', 'Invoice date', 'Fecha de factura', '請求日'), {
      readonly: true,
      ...hidden,
    }),
    // printed on the notice: a payer looks the statement up with it on /fee/index
    pay_code: f.string(tx('查询码', 'Notice code', 'Código', '照会コード'), {
      length: 8,
      readonly: true,
      ...hidden,
    }),
    dispute_reason: f.string(tx('异议说明', 'Dispute', 'Disputa', '異議内容'), {
      length: 500,
      readonly: true,
      ...hidden,
    }),
    confirmed_time: f.datetime(tx('确认时间', 'Confirmed', 'Confirmado', '確認日時'), {
      readonly: true,
      ...hidden,
    }),
    note: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 500, ...hidden }),
  },
});

/**
 * A payment received or made: a bank transfer (with its slip, confirmed by finance), an online payment
 * (confirmed by the provider's notification) or cash; once confirmed it is written off against lines
 * (oldest first) and what is left stays as the party's credit (`unapplied_amount`).
 */
export const payment = defineEntity({
  name: 'payments',
  table: 'payments',
  label: tx('收付款', 'Payment', 'Pago', '入出金'),
  perm: 'payment',
  path: '/payment/list',
  menu: { group: 'finance', sort: 64 },
  display: 'payment_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  workflowWrites: true,
  buttons: {
    confirm: tx('确认到账', 'Confirm receipt', 'Confirmar', '入金確認'),
  },
  workflow: {
    state: 'status',
    docType: 'payment',
    moves: {
      confirm: {
        from: ['pending'],
        to: 'confirmed',
        permission: 'confirm',
        label: tx('确认到账', 'Confirm receipt', 'Confirmar cobro', '入金確認'),
        // the screen asks with the amount; written off at once (payments/payment-moves.ts)
        dialog: true,
      },
      reject: {
        from: ['pending'],
        to: 'rejected',
        permission: 'confirm',
        label: tx('驳回', 'Reject', 'Rechazar', '却下'),
        danger: true,
        body: { reason: reason(200) },
        dialog: true,
      },
    },
  },
  fields: {
    company_id: company(),
    payment_no: f.string(tx('收付款单号', 'Payment no.', 'N.º de pago', '入出金番号'), {
      length: 32,
      readonly: true,
      search: 'eq',
      sortable: true,
    }),
    ...party(),
    statement_id: f.ref(tx('对账单', 'Statement', 'Estado de cuenta', '請求書'), 'statements', {
      search: 'eq',
    }),
    method: f.enum(tx('支付方式', 'Method', 'Método', '支払方法'), PAYMENT_METHODS, {
      required: true,
      search: 'eq',
      example: 'bank',
    }),
    amount: f.decimal(tx('金额', 'Amount', 'Importe', '金額'), 18, 2, {
      required: true,
      min: 0.01,
      example: '1000.00',
    }),
    currency: f.enum(tx('币种', 'Currency', 'Moneda', '通貨'), FINANCE_CURRENCIES, {
      required: true,
      default: 'CNY',
      example: 'CNY',
    }),
    reference: f.string(tx('付款参考号', 'Reference', 'Referencia', '参照番号'), {
      length: 64,
      search: 'eq',
      example: 'TRF20261120001',
    }),
    payer_name: f.string(tx('付款人', 'Payer', 'Pagador', '支払者'), {
      length: 200,
      example: '厦门进出口有限公司',
    }),
    paid_date: f.date(tx('付款日期', 'Paid on', 'Fecha de pago', '支払日'), {
      required: true,
      search: 'range',
      sortable: true,
      example: '2026-11-20',
    }),
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), PAYMENT_STATUS, {
      readonly: true,
      default: 'pending',
      search: 'in',
    }),
    applied_amount: money(tx('已核销', 'Written off', 'Aplicado', '消込済'), { default: '0' }),
    unapplied_amount: money(tx('余额(预收)', 'Credit left', 'Saldo a favor', '未消込残'), { default: '0' }),
    provider_trade_no: f.string(tx('支付流水号', 'Provider trade no.', 'N.º de operación', '取引番号'), {
      length: 64,
      readonly: true,
      search: 'eq',
      ...hidden,
    }),
    reject_reason: f.string(tx('驳回原因', 'Rejection reason', 'Motivo', '却下理由'), {
      length: 200,
      readonly: true,
      ...hidden,
    }),
    note: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 500, ...hidden }),
  },
});

/**
 * The cashier (收银台): how one site takes payments: the bank account shown for transfers and an online
 * provider (Alipay: app id, gateway, sandbox). The keys are set by their own call, stored encrypted and
 * never answered.
 */
export const cashier = defineEntity({
  name: 'cashiers',
  table: 'cashiers',
  label: tx('收银台', 'Cashier', 'Caja', 'レジ'),
  perm: 'cashier',
  path: '/cashier/index',
  menu: { group: 'finance', sort: 10 },
  display: 'name',
  scope: { company: 'company_id' },
  unique: [['domain']],
  fields: {
    company_id: company(),
    name: f.string(tx('名称', 'Name', 'Nombre', '名前'), {
      length: 100,
      required: true,
      search: 'like',
      sortable: true,
      example: '华海厦门收银台',
    }),
    domain: f.string(tx('站点域名', 'Site domain', 'Dominio', 'ドメイン'), {
      length: 100,
      required: true,
      search: 'like',
      example: 'pay.example.com',
    }),
    bank_account_id: f.ref(tx('收款账户', 'Bank account', 'Cuenta bancaria', '入金口座'), 'bank-accounts', {
      required: true,
      example: 1,
    }),
    provider: f.enum(tx('在线支付', 'Online provider', 'Pasarela', 'オンライン決済'), PAYMENT_PROVIDERS, {
      required: true,
      default: 'none',
      example: 'none',
    }),
    alipay_app_id: f.string(tx('支付宝应用ID', 'Alipay app id', 'App id de Alipay', 'Alipay アプリID'), {
      length: 32,
      ...hidden,
    }),
    alipay_gateway: f.string(tx('支付宝网关', 'Alipay gateway', 'Pasarela Alipay', 'Alipay ゲートウェイ'), {
      length: 200,
      ...hidden,
    }),
    sandbox: f.bool(tx('沙箱环境', 'Sandbox', 'Pruebas', 'サンドボックス'), { default: false }),
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), ENABLED_OPTIONS, {
      required: true,
      default: '1',
      search: 'eq',
    }),
  },
});
