import { defineEntity } from '../kit/define-entity.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { ENABLED_OPTIONS, f } from '../kit/fields.ts';
import {
  CHARGE_EVENTS,
  CHARGE_TYPES,
  CHARGE_UNITS,
  FINANCE_BUSINESS_TYPES,
  FINANCE_CURRENCIES,
  IO_TYPES,
  PARTY_TYPES,
  PAYMENT_MODES,
  PERIOD_TYPES,
} from '../finance/finance-options.ts';
import { tx } from './bonded-fields.ts';

const hidden = { show: { table: false } } as const;
type StringOpts = Parameters<typeof f.string>[1];
const req = (label: LocalizedText, length: number, more: StringOpts = {}) =>
  f.string(label, { length, required: true, ...more });
const statusField = () =>
  f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), ENABLED_OPTIONS, {
    required: true,
    default: '1',
    search: 'eq',
  });
const companyIds = () =>
  f.string(tx('适用公司', 'Companies', 'Empresas', '適用会社'), {
    length: 200,
    ...hidden,
    example: '1',
  });
/** A price per unit (four decimals), a minimum charge (cents) and a free quantity, as exact decimals. */
const priceFields = () => ({
  price: f.decimal(tx('单价', 'Unit price', 'Precio unitario', '単価'), 18, 4, {
    required: true,
    min: 0,
    example: '150.0000',
  }),
  min_charge: f.decimal(tx('最低收费', 'Minimum charge', 'Cargo mínimo', '最低料金'), 18, 2, {
    min: 0,
    default: '0',
    example: '0.00',
  }),
  free_qty: f.decimal(tx('免费数量', 'Free quantity', 'Cantidad gratuita', '無料数量'), 18, 3, {
    min: 0,
    default: '0',
    example: '0.000',
  }),
});

/** A charge item (收费项目): what is billed, how it is measured and which event raises it. */
export const chargeItem = defineEntity({
  name: 'charge-items',
  table: 'charge_items',
  label: tx('收费项目', 'Charge item', 'Concepto de cobro', '料金項目'),
  perm: 'chargeItem',
  path: '/chargeItem/index',
  menu: { group: 'finance', sort: 40 },
  display: 'name',
  unique: [['code']],
  fields: {
    code: req(tx('编码', 'Code', 'Código', 'コード'), 32, {
      upperCase: true,
      search: 'eq',
      sortable: true,
      example: 'CUS001',
    }),
    name: req(tx('名称', 'Name', 'Nombre', '名前'), 100, { search: 'like', example: '报关代理费' }),
    company_ids: companyIds(),
    io_type: f.enum(tx('收付类型', 'Receivable / payable', 'Cobro / pago', '売掛/買掛'), IO_TYPES, {
      required: true,
      search: 'eq',
      example: 'receivable',
    }),
    type: f.enum(tx('费用类型', 'Charge type', 'Tipo', '種別'), CHARGE_TYPES, {
      required: true,
      search: 'eq',
      example: 'customs',
    }),
    unit: f.enum(tx('计费单位', 'Unit', 'Unidad', '単位'), CHARGE_UNITS, {
      required: true,
      search: 'eq',
      example: 'declaration',
    }),
    event: f.enum(tx('计费事件', 'Raised when', 'Se genera cuando', '計上タイミング'), CHARGE_EVENTS, {
      required: true,
      search: 'eq',
      example: 'declaration_released',
    }),
    status: statusField(),
  },
});

/** A contract scheme (合同方案): a template of charge items with default prices for one business type. */
export const contractScheme = defineEntity({
  name: 'contract-schemes',
  table: 'contract_schemes',
  label: tx('合同方案', 'Contract scheme', 'Esquema de contrato', '契約プラン'),
  perm: 'contractScheme',
  path: '/contractScheme/index',
  menu: { group: 'finance', sort: 50 },
  display: 'name',
  unique: [['code']],
  fields: {
    contract_code: f.string(tx('合同编码', 'Contract code', 'Código de contrato', '契約コード'), {
      length: 32,
      upperCase: true,
      search: 'eq',
      example: 'HT-CUS',
    }),
    code: req(tx('方案编码', 'Scheme code', 'Código', 'プランコード'), 32, {
      upperCase: true,
      search: 'eq',
      sortable: true,
      example: 'SCH001',
    }),
    name: req(tx('方案名称', 'Scheme name', 'Nombre', 'プラン名'), 100, {
      search: 'like',
      example: '标准报关方案',
    }),
    company_ids: companyIds(),
    type: f.enum(tx('方案类型', 'Scheme for', 'Para', '対象'), PARTY_TYPES, {
      required: true,
      search: 'eq',
      example: 'customer',
    }),
    business_type: f.enum(tx('业务类型', 'Business type', 'Negocio', '業務種別'), FINANCE_BUSINESS_TYPES, {
      required: true,
      search: 'eq',
      example: 'customs',
    }),
    status: statusField(),
    payment_mode: f.enum(tx('付款方式', 'Payment mode', 'Modo de pago', '支払方法'), PAYMENT_MODES, {
      required: true,
      default: 'bank',
      example: 'bank',
    }),
    period_type: f.enum(tx('结算周期', 'Settlement period', 'Periodo', '締め'), PERIOD_TYPES, {
      required: true,
      default: 'monthly',
      example: 'monthly',
    }),
  },
});

/** A charge item of a scheme with its default price (copied into a contract made from the scheme). */
export const contractSchemeItem = defineEntity({
  name: 'contract-scheme-items',
  table: 'contract_scheme_items',
  label: tx('方案收费项目', 'Scheme charge item', 'Concepto del esquema', 'プラン料金項目'),
  perm: 'contractScheme',
  path: '/contractScheme/items',
  menu: { group: 'finance', sort: 49, hidden: { code: 'contractScheme:items-page' } },
  display: 'charge_item_id',
  linesOf: 'scheme_id',
  unique: [['scheme_id', 'charge_item_id']],
  fields: {
    scheme_id: f.ref(tx('合同方案', 'Scheme', 'Esquema', 'プラン'), 'contract-schemes', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    charge_item_id: f.ref(tx('收费项目', 'Charge item', 'Concepto', '料金項目'), 'charge-items', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    ...priceFields(),
  },
});

/**
 * A contract (合同) with a customer (receivables) or a supplier such as a carrier (payables): a scheme, the
 * validity, the price and settlement currencies, payment terms, and its own price per charge item
 * (contract items). Two valid contracts of one party and business type never overlap.
 */
export const contract = defineEntity({
  name: 'contracts',
  table: 'contracts',
  label: tx('合同', 'Contract', 'Contrato', '契約'),
  perm: 'contract',
  path: '/contract/index',
  menu: { group: 'finance', sort: 60 },
  display: 'contract_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  unique: [['contract_no']],
  fields: {
    company_id: f.ref(tx('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', {
      readonly: true,
      ...hidden,
    }),
    contract_no: f.string(tx('合同号', 'Contract no.', 'N.º de contrato', '契約番号'), {
      length: 32,
      readonly: true,
      search: 'eq',
      sortable: true,
    }),
    name: req(tx('合同名称', 'Contract name', 'Nombre', '契約名'), 100, {
      search: 'like',
      example: '2026年度报关服务合同',
    }),
    party_type: f.enum(tx('合同方类型', 'Party', 'Parte', '相手先種別'), PARTY_TYPES, {
      required: true,
      search: 'eq',
      example: 'customer',
    }),
    customer_code: f.string(tx('客户代码', 'Customer code', 'Código de cliente', '顧客コード'), {
      length: 50,
      upperCase: true,
      search: 'eq',
      example: 'C0001',
    }),
    carrier_id: f.ref(tx('承运商', 'Carrier', 'Transportista', '運送業者'), 'carriers', { search: 'eq' }),
    party_name: f.string(tx('合同方', 'Party name', 'Nombre de la parte', '相手先'), {
      length: 200,
      readonly: true,
      search: 'like',
    }),
    scheme_id: f.ref(tx('合同方案', 'Scheme', 'Esquema', 'プラン'), 'contract-schemes', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    business_type: f.enum(tx('业务类型', 'Business type', 'Negocio', '業務種別'), FINANCE_BUSINESS_TYPES, {
      readonly: true,
      search: 'eq',
    }),
    valid_from: f.date(tx('生效日期', 'Valid from', 'Válido desde', '有効開始'), {
      required: true,
      search: 'range',
      sortable: true,
      example: '2026-01-01',
    }),
    valid_to: f.date(tx('截止日期', 'Valid to', 'Válido hasta', '有効終了'), {
      required: true,
      search: 'range',
      sortable: true,
      example: '2026-12-31',
    }),
    currency: f.enum(tx('计价币种', 'Price currency', 'Moneda de precio', '価格通貨'), FINANCE_CURRENCIES, {
      required: true,
      default: 'CNY',
      example: 'CNY',
    }),
    settle_currency: f.enum(
      tx('结算币种', 'Billing currency', 'Moneda de facturación', '請求通貨'),
      FINANCE_CURRENCIES,
      { required: true, default: 'CNY', example: 'CNY' },
    ),
    payment_days: f.int(tx('账期(天)', 'Payment terms (days)', 'Plazo (días)', '支払期日(日)'), {
      required: true,
      min: 0,
      max: 365,
      default: 30,
      example: 30,
    }),
    status: statusField(),
    note: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 500, ...hidden }),
  },
});

/** A contract's own price of one charge item, with its minimum charge and free quantity. */
export const contractItem = defineEntity({
  name: 'contract-items',
  table: 'contract_items',
  label: tx('合同收费项目', 'Contract charge item', 'Concepto del contrato', '契約料金項目'),
  perm: 'contract',
  path: '/contract/items',
  menu: { group: 'finance', sort: 59, hidden: { code: 'contract:items-page' } },
  display: 'charge_item_id',
  linesOf: 'contract_id',
  scope: { company: 'company_id', customer: 'customer_code' },
  unique: [['contract_id', 'charge_item_id']],
  fields: {
    company_id: f.ref(tx('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', {
      readonly: true,
      ...hidden,
    }),
    customer_code: f.string(tx('客户代码', 'Customer code', 'Código de cliente', '顧客コード'), {
      length: 50,
      readonly: true,
      ...hidden,
    }),
    contract_id: f.ref(tx('合同', 'Contract', 'Contrato', '契約'), 'contracts', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    charge_item_id: f.ref(tx('收费项目', 'Charge item', 'Concepto', '料金項目'), 'charge-items', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    ...priceFields(),
  },
});
