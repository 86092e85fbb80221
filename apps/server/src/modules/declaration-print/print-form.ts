import { CodeRequest, type CodeKind, type CodeNames } from './code-names.ts';
import { businessDate8 } from '@app/shared';

type Row = Record<string, unknown>;

/** What a printed declaration is made from: the head and its lines, as the declaration repository loads them. */
export interface PrintSource {
  head: Row;
  goods: Row[];
  licences: Row[];
  documents?: Row[];
}

/** One box of the head: a small label over its value; `w` is its share of the row's width. */
export interface FormCell {
  label: string;
  value: string;
  w: number;
}

export interface GoodsLine {
  g_no: string;
  code_ts: string;
  name: string;
  model: string;
  /** Legal (first) quantity, second quantity, declared quantity: each with its unit's name. */
  quantities: string[];
  price: string;
  total: string;
  currency: string;
  origin: string;
  destination: string;
  district: string;
  duty: string;
}

/** The declaration form, every value already a printable string. */
export interface PrintForm {
  importing: boolean;
  title: string;
  qpSn: string;
  entrySn: string;
  customs: string;
  rows: FormCell[][];
  documents: string;
  marks: string;
  goodsColumns: string[];
  goods: GoodsLine[];
  promises: string;
  declarant: string;
}

const text = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  return String(v).trim();
};

/** The first non-blank of several fields (the same box has had different column names over time). */
const pick = (row: Row, ...keys: string[]): string => {
  for (const k of keys) {
    const v = text(row[k]);
    if (v) return v;
  }
  return '';
};

/** A date as the form prints it: YYYYMMDD. */
export function formDate(v: unknown): string {
  if (v instanceof Date) return businessDate8(v);
  const s = text(v);
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(s);
  return m ? `${m[1]}${m[2]}${m[3]}` : s;
}

/** A decimal without trailing zeros after the point ("12.5000" → "12.5", "100.00" → "100"). */
export function formNumber(v: unknown): string {
  const s = text(v);
  if (!/^-?\d+(\.\d+)?$/.test(s)) return s;
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

/** The codes a declaration's printout names, for one base-data query. */
export function codesToName(src: PrintSource): CodeRequest {
  const r = new CodeRequest();
  const h = src.head;
  const head: [CodeKind, string[]][] = [
    ['district-code', ['customs_code', 'ie_port']],
    ['trans', ['trans_method']],
    ['supervise', ['supervise_method']],
    ['tax', ['tax_method', 'cut_mode']],
    ['country', ['trade_country', 'dest_country', 'trade_area_code']],
    ['port', ['dest_port', 'desp_port_code']],
    ['entry-port', ['entry_port_code', 'desp_port_code']],
    ['wrap', ['warp_type']],
    ['deal-method', ['deal_method']],
  ];
  for (const [kind, keys] of head) for (const k of keys) r.add(kind, h[k]);
  for (const g of src.goods) {
    for (const k of ['g_unit', 'first_unit', 'second_unit']) r.add('deal-uom', g[k]);
    r.add('currency', g.trade_curr);
    r.add('country', g.origin_country);
    r.add('country', g.destination_country);
    r.add('orig-district', g.district_code);
    r.add('dest-code', g.dest_code);
    r.add('tax-method', g.duty_mode);
  }
  for (const l of src.licences) r.add('record-code', l.acmp_form_code);
  return r;
}

/** Builds the form in the official box order (import and export differ in labels and a few boxes). */
export function buildPrintForm(src: PrintSource, names: CodeNames): PrintForm {
  const h = src.head;
  const importing = text(h.ie_flag) !== '1' && text(h.ie_flag).toUpperCase() !== 'E';
  const io = (imp: string, exp: string) => (importing ? imp : exp);
  /** "name(code)", the code alone when the table does not know it. */
  const named = (kind: CodeKind | CodeKind[], code: string) => {
    if (!code) return '';
    const name = (Array.isArray(kind) ? kind : [kind]).map((k) => names(k, code)).find(Boolean);
    return name ? `${name}(${code})` : code;
  };
  const party = (prefix: string) => {
    const id = pick(h, `${prefix}_scc`, `${prefix}_code`);
    const name = pick(h, `${prefix}_name`);
    return id && name ? `${name}\n${id}` : name || id;
  };
  const charge = (prefix: string) => {
    const amount = formNumber(h[`${prefix}_amount`]);
    if (!amount) return '';
    return [pick(h, `${prefix}_curr`), amount, pick(h, `${prefix}_mark`)].filter(Boolean).join('/');
  };
  const overseas = importing
    ? pick(h, 'overseas_consignor_ename', 'overseas_consignor_cname', 'overseas_consignor_code')
    : pick(
        h,
        'overseas_consignee_ename',
        'overseas_consignor_ename',
        'overseas_consignor_cname',
        'overseas_consignee_code',
        'overseas_consignor_code',
      );
  const cell = (label: string, value: string, w: number): FormCell => ({ label, value, w });
  const five = [0.28, 0.18, 0.18, 0.18, 0.18];
  const row = (cells: [string, string][], widths = five) => cells.map(([l, v], i) => cell(l, v, widths[i]!));

  const rows: FormCell[][] = [
    row([
      [io('境内收货人', '境内发货人'), party('receiver')],
      [io('进境关别', '出境关别'), named('district-code', pick(h, 'ie_port'))],
      [io('进口日期', '出口日期'), formDate(h.ie_date)],
      ['申报日期', formDate(h.apply_date)],
      ['备案号', pick(h, 'record_no')],
    ]),
    row([
      [io('境外发货人', '境外收货人'), overseas],
      ['运输方式', named('trans', pick(h, 'trans_method'))],
      ['运输工具名称及航次号', [pick(h, 'trans_name'), pick(h, 'trans_no')].filter(Boolean).join('/')],
      ['提运单号', pick(h, 'bill_no', 'bl_no')],
      ['货物存放地点', pick(h, 'goods_place')],
    ]),
    row([
      [io('消费使用单位', '生产销售单位'), party('enter')],
      ['监管方式', named('supervise', pick(h, 'supervise_method'))],
      ['征免性质', named('tax', pick(h, 'tax_method', 'cut_mode'))],
      ['许可证号', pick(h, 'license_no')],
      // a foreign port when importing, often a domestic one when exporting
      ['启运港', named(['port', 'entry-port'], pick(h, 'desp_port_code'))],
    ]),
    row([
      ['合同协议号', pick(h, 'agreement_no')],
      ['贸易国（地区）', named('country', pick(h, 'trade_country', 'trade_area_code'))],
      [io('启运国（地区）', '运抵国（地区）'), named('country', pick(h, 'dest_country'))],
      [io('经停港', '指运港'), named('port', pick(h, 'dest_port'))],
      [io('入境口岸', '离境口岸'), named('entry-port', pick(h, 'entry_port_code'))],
    ]),
    row(
      [
        ['包装种类', named('wrap', pick(h, 'warp_type'))],
        ['件数', formNumber(h.num)],
        ['毛重（千克）', formNumber(h.gross_weight)],
        ['净重（千克）', formNumber(h.net_weight)],
        ['成交方式', named('deal-method', pick(h, 'deal_method'))],
        ['运费', charge('freight')],
        ['保费', charge('premium')],
        ['杂费', charge('extras')],
      ],
      [0.28, 0.08, 0.1, 0.1, 0.1, 0.12, 0.11, 0.11],
    ),
  ];

  const documents = src.licences
    .map((l) => {
      const code = text(l.acmp_form_code);
      const no = text(l.acmp_form_no);
      const name = code ? names('record-code', code) : undefined;
      return [name ? `${name}(${code})` : code, no].filter(Boolean).join(': ');
    })
    .filter(Boolean)
    .join('；');

  const unitQty = (qty: unknown, unit: unknown) => {
    const q = formNumber(qty);
    const u = text(unit);
    return q ? `${q}${u ? (names('deal-uom', u) ?? u) : ''}` : '';
  };
  const goods = [...src.goods]
    .sort((a, b) => Number(a.g_no) - Number(b.g_no))
    .map((g): GoodsLine => ({
      g_no: text(g.g_no),
      code_ts: text(g.code_ts),
      name: text(g.g_name),
      model: text(g.g_model),
      quantities: [
        unitQty(g.first_qty, g.first_unit),
        unitQty(g.second_qty, g.second_unit),
        unitQty(g.g_qty, g.g_unit),
      ].filter(Boolean),
      price: formNumber(g.decl_price),
      total: formNumber(g.decl_total),
      currency: named('currency', text(g.trade_curr)),
      origin: named('country', text(g.origin_country)),
      destination: named('country', text(g.destination_country)),
      district: [named('orig-district', text(g.district_code)), named('dest-code', text(g.dest_code))]
        .filter(Boolean)
        .join('/'),
      duty: named('tax-method', text(g.duty_mode)),
    }));

  // PromiseItmes: one digit per confirmation, 1 yes, 0 no, 9 (or missing) blank
  const promiseCodes = pick(h, 'promise_itmes', 'promise_items');
  const yesNo = (c: string | undefined) => (c === '1' ? '是' : c === '0' ? '否' : '');
  const promises = ['特殊关系确认', '价格影响确认', '支付特许权使用费确认', '公式定价确认', '暂定价格确认']
    .map((label, i) => `${label}：${yesNo(promiseCodes[i])}`)
    .join('   ');

  return {
    importing,
    title: `中华人民共和国海关${io('进口', '出口')}货物报关单`,
    qpSn: pick(h, 'qp_sn'),
    entrySn: pick(h, 'entry_sn'),
    customs: named('district-code', pick(h, 'customs_code')),
    rows,
    documents,
    marks: [pick(h, 'mark_no'), pick(h, 'note')].filter(Boolean).join('  '),
    goodsColumns: [
      '项号',
      '商品编号',
      '商品名称及规格型号',
      '数量及单位',
      '单价/总价/币制',
      '原产国（地区）',
      '最终目的国（地区）',
      io('境内目的地', '境内货源地'),
      '征免',
    ],
    goods,
    promises,
    declarant: party('declare'),
  };
}
