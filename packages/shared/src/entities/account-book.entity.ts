import { z } from 'zod';
import { defineEntity } from '../kit/define-entity.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { f, L } from '../kit/fields.ts';
import { checkCreditCode } from '../validators/credit-code.ts';

import {
  BOOK_EMS_TYPES,
  BOOK_KINDS,
  BOOK_PLACE,
  BOOK_STATUS,
  BWL_BOOK_TYPES,
  BWL_TYPES,
  GOODS_KIND,
  GOODS_STATUS,
  MODIFY_MARKS,
  UCNS_DCL_STATUS,
} from './account-book-options.ts';
import { bookRef, ownerCompany, ownerCustomer, tx } from './bonded-fields.ts';

export * from './account-book-options.ts';

const channelId = z.number().int().positive().max(2_147_483_647).optional();

const qty = (label: LocalizedText, opts: { readonly?: boolean; table?: boolean } = {}) =>
  f.decimal(label, 19, 5, {
    min: 0,
    default: '0',
    // shown as 10 and 1.25, kept at 5 places
    trimZeros: true,
    ...(opts.readonly ? { readonly: true } : {}),
    ...(opts.table === false ? { show: { table: false } } : {}),
  });
const rate = (label: LocalizedText) =>
  f.decimal(label, 9, 5, { min: 0, max: 100, default: '0', trimZeros: true });
const code = (label: LocalizedText, type: string, length: number, example: string) =>
  f.ref(label, 'base-data', { field: 'cus_code', filter: { type }, length, search: 'eq', example });
const enterprise = (who: LocalizedText, prefix: string) => ({
  [`${prefix}_sccd`]: f.string(
    tx(
      `${who.zh}社会信用代码`,
      `${who.en} credit code`,
      `${who.es} código de crédito`,
      `${who.ja}信用コード`,
    ),
    // checked as the passports that copy it are (a wrong check character would make them unsavable)
    { length: 18, show: { table: false }, upperCase: true, check: checkCreditCode },
  ),
  [`${prefix}_code`]: f.string(
    tx(`${who.zh}海关编码`, `${who.en} customs code`, `${who.es} código aduanero`, `${who.ja}税関コード`),
    { length: 10, show: { table: false }, upperCase: true },
  ),
  [`${prefix}_name`]: f.string(tx(`${who.zh}名称`, `${who.en} name`, `${who.es} nombre`, `${who.ja}名称`), {
    length: 100,
    search: 'like',
  }),
});

/**
 * The bonded-zone account book (账册) head: the legal stock of a zone enterprise, whose goods lines are
 * the book's items. Its status moves by the workflow below: confirm, submit (filed with customs as
 * EMS111 or BWS101), change (of an approved book), write-off (EMS121), and customs' approve and refuse
 * (its receipts).
 */
export const accountBook = defineEntity({
  name: 'account-books',
  table: 'account_books',
  label: tx('账册', 'Account book', 'Libro de cuentas', '帳簿'),
  perm: 'ems',
  path: '/ems/index',
  menu: { group: 'bonded', sort: 50 },
  buttons: {
    confirm: tx('确认', 'Confirm', 'Confirmar', '確認'),
    submit: tx('提交', 'Submit', 'Enviar', '提出'),
  },
  workflow: {
    state: 'status',
    docType: 'account-book',
    moves: {
      // the book needs goods and a validity not yet passed (the module's hook checks both)
      confirm: {
        from: ['0', '4'],
        to: '1',
        permission: 'confirm',
        label: tx('确认', 'Confirm', 'Confirmar', '確認'),
        confirm: tx(
          '确认账册 {no}？确认后账册商品不能再手工修改。',
          'Confirm book {no}? Its goods can no longer be changed by hand afterwards.',
          '¿Confirmar el libro {no}? Después sus mercancías ya no se pueden cambiar a mano.',
          '帳簿 {no} を確認しますか？確認後は商品を手作業で変更できません。',
        ),
      },
      // EMS111 / BWS101 (by book_kind) through the channel: 备案, or 变更 of a book customs approved before
      submit: {
        from: ['1'],
        to: '2',
        permission: 'submit',
        label: tx('提交', 'Submit', 'Enviar', '提出'),
        confirm: tx(
          '提交账册 {no} 申报？',
          'Submit book {no} for declaration?',
          '¿Enviar el libro {no} para su declaración?',
          '帳簿 {no} を申告に提出しますか？',
        ),
        body: { channel_id: channelId },
      },
      // a book customs approved is changed by hand again, then confirmed and submitted as 变更
      change: {
        from: ['3'],
        to: '0',
        permission: 'edit',
        label: tx('变更', 'Change', 'Modificar', '変更'),
        confirm: tx(
          '变更账册 {no}？变更提交海关审批前，账册不能用于新的核注清单。',
          'Change book {no}? Until the change is submitted and approved, no new list can use the book.',
          '¿Modificar el libro {no}? Hasta que se apruebe el cambio, ninguna lista nueva puede usarlo.',
          '帳簿 {no} を変更しますか？変更が承認されるまで新しいリストに使えません。',
        ),
      },
      // 报核 (EMS121) of an approved book: its kind in the dialog; the book stays approved
      'write-off': {
        from: ['3'],
        to: '3',
        permission: 'submit',
        label: tx('报核', 'Write off', 'Liquidar', '報核'),
        dialog: true,
        body: { vclr_typecd: z.enum(['1', '2', '3']), channel_id: channelId },
      },
      // customs' answers (BOOK_RECEIPT_MOVES)
      approve: {
        customs: true,
        from: ['2'],
        to: '3',
        permission: 'submit',
        label: tx('海关审批通过', 'Approved by customs', 'Aprobado por la aduana', '税関承認'),
      },
      refuse: {
        customs: true,
        from: ['2'],
        to: '4',
        permission: 'submit',
        label: tx('海关退单', 'Refused by customs', 'Rechazado por la aduana', '税関差戻し'),
      },
    },
  },
  display: 'ems_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  fields: {
    company_id: ownerCompany(),
    customer_code: ownerCustomer(false),
    ems_no: f.string(tx('账册编号', 'Book no.', 'N.º de libro', '帳簿番号'), {
      length: 12,
      required: true,
      search: 'like',
      sortable: true,
      upperCase: true,
      example: 'T3502W000018',
    }),
    book_kind: f.enum(tx('账册种类', 'Book kind', 'Clase de libro', '帳簿区分'), BOOK_KINDS, {
      required: true,
      default: '2',
      search: 'eq',
    }),
    ems_outside: f.enum(tx('区内外', 'Inside/outside', 'Dentro/fuera', '区域内外'), BOOK_PLACE, {
      required: true,
      default: '0',
      search: 'eq',
    }),
    ems_type: f.enum(tx('账册类型', 'Book type', 'Tipo de libro', '帳簿種別'), BOOK_EMS_TYPES, {
      required: true,
      default: '27',
      search: 'eq',
    }),
    book_type: f.enum(
      tx('物流账册类型', 'Logistics book type', 'Tipo de libro logístico', '物流帳簿種別'),
      BWL_BOOK_TYPES,
      { default: 'TW', show: { table: false } },
    ),
    bwl_type: f.enum(tx('区域场所类别', 'Zone kind', 'Tipo de zona', '区域種別'), BWL_TYPES, {
      default: 'Z',
      search: 'eq',
    }),
    status: f.enum(L.status, BOOK_STATUS, {
      readonly: true,
      default: '0',
      search: 'in',
      sortable: true,
    }),
    wms_no: f.string(tx('仓库编号', 'Warehouse no.', 'N.º de almacén', '倉庫番号'), {
      length: 50,
      search: 'eq',
      upperCase: true,
      example: 'WH-XM-01',
    }),
    master_cuscd: code(
      tx('主管海关', 'Master customs', 'Aduana principal', '主管税関'),
      'district-code',
      4,
      '3502',
    ),
    ...enterprise(tx('经营企业', 'Operating enterprise', 'Empresa operadora', '経営企業'), 'trade'),
    ...enterprise(tx('申报企业', 'Declaring enterprise', 'Empresa declarante', '申告企業'), 'decl'),
    valid_date: f.date(tx('有效期', 'Valid until', 'Válido hasta', '有効期限'), { sortable: true }),
    putrec_time: f.date(tx('备案批准日期', 'Recorded on', 'Registrado el', '届出承認日'), {
      show: { table: false },
    }),
    chg_time: f.date(tx('变更批准日期', 'Changed on', 'Modificado el', '変更承認日'), {
      show: { table: false },
    }),
    confirm_time: f.datetime(tx('确认时间', 'Confirmed at', 'Confirmado el', '確認日時'), {
      readonly: true,
      show: { table: false, form: false },
    }),
    submit_time: f.datetime(tx('提交时间', 'Submitted at', 'Enviado el', '提出日時'), {
      readonly: true,
      show: { table: false, form: false },
    }),
    channel_id: f.ref(tx('传输通道', 'Channel', 'Canal', '送信チャネル'), 'channels', {
      show: { table: false },
    }),
    seq_no: f.string(tx('预录入统一编号', 'Pre-entry no.', 'N.º de preingreso', '事前入力番号'), {
      length: 18,
      readonly: true,
      search: 'eq',
      show: { table: false },
    }),
    chg_tms_cnt: f.int(tx('变更次数', 'Changes', 'Cambios', '変更回数'), {
      readonly: true,
      min: 0,
      default: 0,
      show: { table: false },
    }),
    client_seq_no: f.string(tx('报文编号', 'Message no.', 'N.º de mensaje', '電文番号'), {
      length: 40,
      readonly: true,
      show: { table: false },
    }),
    return_message: f.string(tx('回执信息', 'Receipt message', 'Mensaje de acuse', '受領メッセージ'), {
      length: 500,
      readonly: true,
    }),
    note: f.string(L.note, { length: 500, show: { table: false } }),
  },
  unique: [['company_id', 'ems_no']],
});

/**
 * A goods item of an account book (料件 I or 成品 E) with its quantities: in and out are moved by the
 * inventory lists, locked by lists declared but not yet deducted; balance = in − out and
 * available = balance − locked are kept by the server.
 */
export const accountBookGoods = defineEntity({
  name: 'account-book-goods',
  table: 'account_book_goods',
  label: tx('账册商品', 'Book goods', 'Mercancías del libro', '帳簿商品'),
  perm: 'ems',
  path: '/ems/goods',
  menu: { group: 'bonded', sort: 49, hidden: { code: 'ems:goods-page' } },
  display: 'cop_g_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  defaultSort: 'g_no,asc',
  fields: {
    company_id: ownerCompany(),
    customer_code: ownerCustomer(true),
    book_id: bookRef(),
    g_no: f.int(tx('备案序号', 'Item no.', 'N.º de partida', '届出序号'), {
      required: true,
      min: 1,
      max: 999_999,
      search: 'eq',
      sortable: true,
      example: 1,
    }),
    cop_g_no: f.string(tx('料号', 'Part no.', 'N.º de pieza', '品番'), {
      length: 32,
      required: true,
      search: 'like',
      sortable: true,
      upperCase: true,
      example: 'MAT-0001',
    }),
    type: f.enum(tx('料件成品标记', 'Material/finished', 'Material/terminado', '材料/製品'), GOODS_KIND, {
      required: true,
      default: 'I',
      search: 'eq',
    }),
    status: f.enum(L.status, GOODS_STATUS, { required: true, default: '1', search: 'eq' }),
    code_t: f.ref(tx('商品编码', 'HS code', 'Código SA', '商品コード'), 'hs-codes', {
      field: 'hs_code',
      length: 10,
      required: true,
      search: 'eq',
      example: '8471300000',
    }),
    g_name: f.string(tx('商品名称', 'Goods name', 'Nombre de mercancía', '品名'), {
      length: 255,
      required: true,
      search: 'like',
      example: '笔记本电脑',
    }),
    g_model: f.string(tx('规格型号', 'Specification', 'Especificación', '規格型番'), {
      length: 255,
      show: { table: false },
    }),
    unit: code(tx('计量单位', 'Unit', 'Unidad', '単位'), 'deal-uom', 3, '001'),
    country_code: code(
      tx('原产国(地区)', 'Country of origin', 'País de origen', '原産国'),
      'country',
      3,
      'CHN',
    ),
    dec_price: f.decimal(tx('申报单价', 'Unit price', 'Precio unitario', '申告単価'), 19, 5, { min: 0 }),
    curr: code(tx('币制', 'Currency', 'Moneda', '通貨'), 'currency', 3, 'USD'),
    appr_amt: qty(tx('备案数量', 'Recorded quantity', 'Cantidad registrada', '届出数量'), { table: false }),
    in_qty: qty(tx('入库数量', 'Quantity in', 'Cantidad entrada', '入庫数量')),
    out_qty: qty(tx('出库数量', 'Quantity out', 'Cantidad salida', '出庫数量')),
    locked_qty: qty(tx('锁定数量', 'Locked', 'Bloqueada', 'ロック数量'), { readonly: true }),
    balance_qty: qty(tx('结余数量', 'Balance', 'Saldo', '残高数量'), { readonly: true }),
    available_qty: qty(tx('可用数量', 'Available', 'Disponible', '利用可能数量'), { readonly: true }),
  },
  unique: [
    ['book_id', 'type', 'g_no'],
    ['book_id', 'type', 'cop_g_no'],
  ],
  linesOf: 'book_id',
});

/**
 * A loss/consumption line (单损耗) of an account book: how much of material item m_g_no one unit of
 * finished item exg_no consumes, with its tangible and intangible loss rates (0 to 100 %).
 */
export const accountBookLoss = defineEntity({
  name: 'account-book-losses',
  table: 'account_book_losses',
  label: tx('账册单损耗', 'Book consumption', 'Consumo del libro', '帳簿単位消費'),
  perm: 'ems',
  path: '/ems/losses',
  menu: { group: 'bonded', sort: 48, hidden: { code: 'ems:losses-page' } },
  display: 'exg_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  defaultSort: 'exg_no,asc',
  fields: {
    company_id: ownerCompany(),
    customer_code: ownerCustomer(true),
    book_id: bookRef(),
    exg_no: f.int(tx('成品序号', 'Finished item no.', 'N.º de terminado', '製品序号'), {
      required: true,
      min: 1,
      search: 'eq',
      sortable: true,
      example: 1,
    }),
    p_g_no: f.string(tx('单耗版本号', 'Consumption version', 'Versión de consumo', '単位消費版番号'), {
      length: 8,
      example: '1',
    }),
    m_g_no: f.int(tx('料件序号', 'Material item no.', 'N.º de material', '材料序号'), {
      required: true,
      min: 1,
      search: 'eq',
      sortable: true,
      example: 1,
    }),
    dec_dm: f.decimal(tx('净耗', 'Net consumption', 'Consumo neto', '純消費'), 19, 9, {
      required: true,
      min: 0,
      example: 1,
      trimZeros: true,
    }),
    dec_cm: f.decimal(tx('单耗', 'Unit consumption', 'Consumo unitario', '単位消費'), 19, 9, {
      min: 0,
      trimZeros: true,
    }),
    tgbl_loss_rate: rate(tx('有形损耗率(%)', 'Tangible loss (%)', 'Pérdida tangible (%)', '有形損耗率(%)')),
    intab_loss_rate: rate(
      tx('无形损耗率(%)', 'Intangible loss (%)', 'Pérdida intangible (%)', '無形損耗率(%)'),
    ),
    ucns_dcl_stucd: f.enum(
      tx('单耗申报状态', 'Consumption status', 'Estado del consumo', '単位消費申告状態'),
      UCNS_DCL_STATUS,
      { default: '1', search: 'eq' },
    ),
    modify_mark: f.enum(tx('修改标志', 'Modification', 'Modificación', '修正区分'), MODIFY_MARKS, {
      default: '3',
    }),
    valid_date: f.date(tx('有效期', 'Valid until', 'Válido hasta', '有効期限')),
  },
  unique: [['book_id', 'exg_no', 'm_g_no', 'p_g_no']],
});

/**
 * `POST /api/account-books/{id}/import/{kind}`: rows read, rows written, and each refused row with its
 * errors by column (nothing is written when a row is refused unless only the valid rows were asked for).
 */
export const bookImportAnswer = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), errors: z.record(z.string(), z.string()) })),
});
export type BookImportAnswer = z.infer<typeof bookImportAnswer>;
