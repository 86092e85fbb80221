import { businessDate8 } from '@app/shared';
import { XmlWriter } from '../customs-message/xml-writer.ts';
import { num, s, sendTime } from './message-values.ts';

type Row = Record<string, unknown>;

/** What the INV101 message is made of: the list head, its lines, its book and the sending channel. */
export interface Inv101Source {
  list: Row;
  lines: Row[];
  book: Row;
  channel: {
    sender: string | null;
    org_code: string | null;
    input_code: string | null;
    input_name: string | null;
  };
  clientSeqNo: string;
  at: Date;
}

/**
 * The INV101 message of an inventory list, element for element in the order of the single window's
 * template (`InvtHeadType`, then one `InvtListType` per line), in the `Package` envelope with
 * `DelcareFlag` 1 (declare). The customs client signs it (xmldsig) on its way out.
 */
export function renderInv101({ list, lines, book, channel, clientSeqNo, at }: Inv101Source): string {
  const w = new XmlWriter();
  w.open('Package');
  w.open('EnvelopInfo')
    .leaf('version', '1.0')
    .leaf('business_id', clientSeqNo)
    .leaf('message_id', clientSeqNo)
    .leaf('file_name', `${clientSeqNo}.xml`)
    .leaf('message_type', 'INV101')
    .leaf('sender_id', s(channel.sender ?? channel.org_code))
    .leaf('receiver_id', 'DXPDSWNEMS000001')
    .leaf('send_time', sendTime(at))
    .close('EnvelopInfo');
  w.open('DataInfo').open('BussinessData').open('InvtMessage');

  const head: [string, unknown][] = [
    ['SeqNo', list.seq_no],
    ['BondInvtNo', list.bond_invt_no],
    ['ChgTmsCnt', '0'],
    ['PutrecNo', book.ems_no],
    ['EtpsInnerInvtNo', list.etps_inner_invt_no],
    ['BizopEtpsSccd', book.trade_sccd],
    ['BizopEtpsno', book.trade_code],
    ['BizopEtpsNm', book.trade_name],
    ['RvsngdEtpsSccd', book.trade_sccd],
    ['RcvgdEtpsno', book.trade_code],
    ['RcvgdEtpsNm', book.trade_name],
    ['DclEtpsSccd', book.decl_sccd],
    ['DclEtpsno', book.decl_code],
    ['DclEtpsNm', book.decl_name],
    ['InputCode', channel.input_code],
    ['InputCreditCode', ''],
    ['InputName', channel.input_name],
    ['InputTime', businessDate8(at)],
    ['InvtDclTime', businessDate8(at)],
    ['EntryDclTime', ''],
    ['EntryNo', list.entry_no],
    ['CorrEntryDclEtpsSccd', ''],
    ['CorrEntryDclEtpsNo', ''],
    ['CorrEntryDclEtpsNm', ''],
    ['RltInvtNo', list.rlt_invt_no],
    ['RltPutrecNo', list.rlt_putrec_no],
    ['RltEntryNo', list.rlt_entry_no],
    ['RltEntryBizopEtpsSccd', ''],
    ['RltEntryBizopEtpsno', ''],
    ['RltEntryBizopEtpsNm', ''],
    ['RltEntryRvsngdEtpsSccd', ''],
    ['RltEntryRcvgdEtpsno', ''],
    ['RltEntryRcvgdEtpsNm', ''],
    ['RltEntryDclEtpsSccd', ''],
    ['RltEntryDclEtpsNm', ''],
    ['RltEntryDclEtpsno', ''],
    ['ImpexpPortcd', list.impexp_portcd],
    ['DclPlcCuscd', list.dcl_plc_cuscd],
    ['ImpexpMarkcd', list.impexp_markcd],
    ['MtpckEndprdMarkcd', list.mtpck_endprd_markcd],
    ['SupvModecd', list.supv_modecd],
    ['TrspModecd', list.trsp_modecd],
    ['ApplyNo', ''],
    ['ListType', ''],
    ['DclcusFlag', list.dclcus_flag],
    ['DclcusTypecd', list.dclcus_flag === '1' ? list.dclcus_typecd : ''],
    ['PrevdTime', ''],
    ['FormalVrfdedTime', ''],
    ['InvtIochkptStucd', ''],
    ['VrfdedMarkcd', '0'],
    ['IcCardNo', ''],
    ['ListStat', ''],
    ['DecType', ''],
    ['Rmk', list.rmk],
    ['StshipTrsarvNatcd', list.stship_trsarv_natcd],
    ['InvtType', list.invt_type],
    ['EntryStucd', ''],
    ['PassportUsedTypeCd', ''],
    ['AddTime', ''],
  ];
  w.open('InvtHeadType');
  for (const [name, value] of head) w.leaf(name, s(value));
  w.close('InvtHeadType');

  for (const line of lines) {
    const fields: [string, unknown][] = [
      ['SeqNo', list.seq_no],
      ['GdsSeqno', line.gds_seqno],
      ['PutrecSeqno', line.putrec_seqno],
      ['GdsMtno', line.gds_mtno],
      ['Gdecd', line.gdecd],
      ['GdsNm', line.gds_nm],
      ['GdsSpcfModelDesc', line.gds_spcf_model_desc],
      ['DclUnitcd', line.dcl_unitcd],
      ['LawfUnitcd', line.dcl_unitcd],
      ['SecdLawfUnitcd', ''],
      ['Natcd', line.natcd],
      ['DclUprcAmt', num(line.dcl_uprc_amt)],
      ['DclTotalAmt', num(line.dcl_total_amt)],
      ['UsdStatTotalAmt', ''],
      ['DclCurrcd', line.dcl_currcd],
      ['LawfQty', num(line.dcl_qty)],
      ['SecdLawfQty', ''],
      ['WtSfVal', ''],
      ['FstSfVal', ''],
      ['SecdSfVal', ''],
      ['DclQty', num(line.dcl_qty)],
      ['GrossWt', ''],
      ['NetWt', ''],
      ['UseCd', ''],
      ['LvyrlfModecd', ''],
      ['UcnsVerno', ''],
      ['EntryGdsSeqno', ''],
      ['ApplyTbSeqno', ''],
      ['ClyMarkcd', ''],
      ['Rmk', line.rmk],
      ['AddTime', ''],
    ];
    w.open('InvtListType');
    for (const [name, value] of fields) w.leaf(name, s(value));
    w.close('InvtListType');
  }
  w.leaf('SysId', 'Z8').leaf('OperCusRegCode', s(book.decl_code));
  w.close('InvtMessage');
  w.leaf('DelcareFlag', '1');
  w.close('BussinessData').close('DataInfo').close('Package');
  return w.toString();
}
