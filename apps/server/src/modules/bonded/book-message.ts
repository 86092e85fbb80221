import { businessDate8 } from '@app/shared';
import { XmlWriter } from '../customs-message/xml-writer.ts';
import { num, s, sendTime } from './message-values.ts';

type Row = Record<string, unknown>;

/** A line as filed: its row and its modify mark (modfMarkcd 0 unchanged, 1 changed, 2 deleted, 3 added). */
export interface FiledLine {
  row: Row;
  mark: '0' | '1' | '2' | '3';
}

interface Channel {
  sender: string | null;
  org_code: string | null;
  input_code: string | null;
  input_name: string | null;
}

/** What a book's message is made of: the book, the sending channel, the message number and time. */
interface BookSend {
  book: Row;
  channel: Channel;
  clientSeqNo: string;
  at: Date;
}

/** A book's filing: 备案 (dclTypecd 1) or 变更 (2), with the lines it files. */
export interface BookFilingSource extends BookSend {
  messageType: 'EMS111' | 'BWS101';
  dclTypecd: '1' | '2';
  goods: FiledLine[];
  losses: FiledLine[];
}

/** A book's write-off (报核): its kind (1 正常申报, 2 补充申报, 3 海关处置) and the goods' balances. */
export interface BookWriteOffSource extends BookSend {
  vclrTypecd: string;
  goods: Row[];
}

function envelope(w: XmlWriter, messageType: string, { channel, clientSeqNo, at }: BookSend) {
  w.open('Package');
  w.open('EnvelopInfo')
    .leaf('version', '1.0')
    .leaf('business_id', clientSeqNo)
    .leaf('message_id', clientSeqNo)
    .leaf('file_name', `${clientSeqNo}.xml`)
    .leaf('message_type', messageType)
    .leaf('sender_id', s(channel.sender ?? channel.org_code))
    .leaf('receiver_id', 'DXPDSWNEMS000001')
    .leaf('send_time', sendTime(at))
    .close('EnvelopInfo');
  w.open('DataInfo').empty('PocketInfo').open('BussinessData').open(messageType);
}

function close(w: XmlWriter, messageType: string, book: Row) {
  w.leaf('OperCusRegCode', s(book.decl_code));
  w.close(messageType);
  w.leaf('DelcareFlag', '1');
  w.close('BussinessData').close('DataInfo').close('Package');
  return w.toString();
}

function element(w: XmlWriter, name: string, fields: [string, unknown][]) {
  w.open(name);
  for (const [field, value] of fields) w.leaf(field, s(value));
  w.close(name);
}

/** The enterprises of the head as the 金二 messages name them (经营, 收发货 = 经营, 申报). */
const enterprises = (b: Row): [string, unknown][] => [
  ['bizopEtpsSccd', b.trade_sccd],
  ['bizopEtpsno', b.trade_code],
  ['bizopEtpsNm', b.trade_name],
  ['rcvgdEtpsSccd', b.trade_sccd],
  ['rcvgdEtpsno', b.trade_code],
  ['rcvgdEtpsNm', b.trade_name],
  ['dclEtpsSccd', b.decl_sccd],
  ['dclEtpsno', b.decl_code],
  ['dclEtpsNm', b.decl_name],
];

const date8 = (v: unknown) => (v ? String(v).slice(0, 10).replace(/-/g, '') : '');

/** A goods line as an Img / Exg (EMS111) or EmsBwsDt (BWS101) element. */
const goodsFields = (seqNo: unknown, { row: g, mark }: FiledLine): [string, unknown][] => [
  ['seqNo', seqNo],
  ['gdsSeqno', g.g_no],
  ['gdsMtno', g.cop_g_no],
  ['gdecd', g.code_t],
  ['gdsNm', g.g_name],
  ['gdsSpcfModelDesc', g.g_model],
  ['dclUnitcd', g.unit],
  ['lawfUnitcd', g.unit],
  ['secdLawfUnitcd', ''],
  ['natcd', g.country_code],
  ['dclUprcAmt', num(g.dec_price)],
  ['dclCurrcd', g.curr],
  ['dclQty', num(g.appr_amt)],
  ['lvyrlfModecd', ''],
  ['modfMarkcd', mark],
  ['rmk', ''],
];

/**
 * The filing of an account book (customs-reference §3.7): EMS111 for a processing book (head
 * `EmsPutrecBsc`, material lines `EmsPutrecImg`, finished `EmsPutrecExg`, consumption `EmsPutrecUcns`),
 * BWS101 for a logistics book (head `EmsBwsBsc`, goods `EmsBwsDt`), in the `Package` envelope. A 备案
 * files every line (modfMarkcd 3), a 变更 only the lines that differ from what customs approved.
 */
export function renderBookFiling(src: BookFilingSource): string {
  const { book: b, at, dclTypecd, goods, losses, messageType } = src;
  const w = new XmlWriter();
  envelope(w, messageType, src);
  const common: [string, unknown][] = [
    ['seqNo', b.seq_no],
    [messageType === 'BWS101' ? 'bwsNo' : 'emsNo', b.ems_no],
    ['chgTmsCnt', b.chg_tms_cnt ?? 0],
    ['etpsPreentNo', src.clientSeqNo],
    ['masterCuscd', b.master_cuscd],
    ...enterprises(b),
    ['dclTypecd', dclTypecd],
    ['finishValidDate', date8(b.valid_date)],
  ];
  const input: [string, unknown][] = [
    ['inputCode', src.channel.input_code],
    ['inputName', src.channel.input_name],
    ['dclTime', businessDate8(at)],
    ['rmk', b.note],
  ];
  if (messageType === 'BWS101') {
    element(w, 'EmsBwsBsc', [
      ...common,
      ['bwlTypecd', b.bwl_type],
      ['bwlBookTypecd', b.book_type],
      ['houseNo', b.wms_no],
      ['putrecApprTime', date8(b.putrec_time)],
      ['chgApprTime', date8(b.chg_time)],
      ...input,
    ]);
    for (const line of goods)
      element(w, 'EmsBwsDt', [...goodsFields(b.seq_no, line), ['mtpckEndprdMarkcd', line.row.type]]);
    return close(w, messageType, b);
  }
  const count = (kind: string) => goods.filter((g) => g.row.type === kind).length;
  element(w, 'EmsPutrecBsc', [
    ...common,
    ['emsTypecd', b.ems_type],
    ['imgItems', count('I')],
    ['exgItems', count('E')],
    ['ucnsDclSegcd', '1'],
    ['putrecApprTime', date8(b.putrec_time)],
    ['chgApprTime', date8(b.chg_time)],
    ...input,
  ]);
  for (const line of goods.filter((g) => g.row.type === 'I'))
    element(w, 'EmsPutrecImg', goodsFields(b.seq_no, line));
  for (const line of goods.filter((g) => g.row.type === 'E'))
    element(w, 'EmsPutrecExg', goodsFields(b.seq_no, line));
  for (const { row: l, mark } of losses)
    element(w, 'EmsPutrecUcns', [
      ['seqNo', b.seq_no],
      ['endprdSeqno', l.exg_no],
      ['mtpckSeqno', l.m_g_no],
      ['ucnsVerno', l.p_g_no],
      ['ucnsQty', num(l.dec_cm)],
      ['netUseupQty', num(l.dec_dm)],
      ['tgblLossRate', num(l.tgbl_loss_rate)],
      ['intgbLossRate', num(l.intab_loss_rate)],
      ['ucnsDclStucd', l.ucns_dcl_stucd],
      ['bondMtpckPrpr', ''],
      ['modfMarkcd', mark],
    ]);
  return close(w, messageType, b);
}

/** The write-off (报核, EMS121) of an approved book: head `EmsVclrBsc`, one `EmsVclrDt` per goods balance. */
export function renderBookWriteOff(src: BookWriteOffSource): string {
  const { book: b, at } = src;
  const w = new XmlWriter();
  envelope(w, 'EMS121', src);
  element(w, 'EmsVclrBsc', [
    ['seqNo', ''],
    ['emsNo', b.ems_no],
    ['chgTmsCnt', b.chg_tms_cnt ?? 0],
    ['etpsPreentNo', src.clientSeqNo],
    ['masterCuscd', b.master_cuscd],
    ...enterprises(b),
    ['vclrTypecd', src.vclrTypecd],
    ['dclTypecd', '1'],
    ['inputCode', src.channel.input_code],
    ['inputName', src.channel.input_name],
    ['dclTime', businessDate8(at)],
    ['rmk', b.note],
  ]);
  for (const g of src.goods)
    element(w, 'EmsVclrDt', [
      ['mtpckEndprdMarkcd', g.type],
      ['gdsSeqno', g.g_no],
      ['gdsMtno', g.cop_g_no],
      ['gdecd', g.code_t],
      ['gdsNm', g.g_name],
      ['dclUnitcd', g.unit],
      ['inQty', num(g.in_qty)],
      ['outQty', num(g.out_qty)],
      ['balanceQty', num(g.balance_qty)],
    ]);
  return close(w, 'EMS121', b);
}
