import { businessDate8 } from '@app/shared';
import { XmlWriter } from '../customs-message/xml-writer.ts';
import { num, s, sendTime } from './message-values.ts';

type Row = Record<string, unknown>;

/** What the SAS121 message is made of: the passport, its lines, the documents it is bound to and the channel. */
export interface Sas121Source {
  passport: Row;
  lines: Row[];
  related: { rlt_tb_typecd: string; rlt_no: string }[];
  channel: {
    sender: string | null;
    org_code: string | null;
    input_code: string | null;
    input_name: string | null;
    ic_card?: string | null;
  };
  clientSeqNo: string;
  at: Date;
  /** 1 备案 (declare), 3 作废 (void) */
  dclTypecd: '1' | '3';
  /** message_type in the envelope: 'SAS121' normally, 'ICP101' for a two-step passport */
  messageType?: 'SAS121' | 'ICP101';
}

/**
 * The SAS121 message of a passport (核放单), element for element in the order of the single window's
 * template: `PassportHead`, one `PassportList` per line, one `PassportAcmp` per bound document, then
 * `OperCusRegCode`, in the `Package` envelope. The customs client adds the `Signature` wrapper when it
 * signs it on its way out.
 */
export function renderSas121(src: Sas121Source): string {
  const { passport: p, lines, related, channel, clientSeqNo, at } = src;
  const w = new XmlWriter();
  w.open('Package');
  w.open('EnvelopInfo')
    .leaf('version', '1.0')
    .leaf('business_id', clientSeqNo)
    .leaf('message_id', clientSeqNo)
    .leaf('file_name', `${clientSeqNo}.xml`)
    .leaf('message_type', src.messageType ?? 'SAS121')
    .leaf('sender_id', s(channel.sender ?? channel.org_code))
    .leaf('receiver_id', 'DXPDSWNEMS000001')
    .leaf('send_time', sendTime(at))
    .leaf('Ic_Card', s(channel.ic_card))
    .close('EnvelopInfo');
  w.open('DataInfo').empty('PocketInfo').open('BussinessData').open('PassPortMessage');

  const head: [string, unknown][] = [
    ['SeqNo', p.seq_no],
    ['PassportNo', p.passport_no],
    ['PassportTypecd', p.passport_typecd],
    ['MasterCuscd', p.master_cuscd],
    ['DclTypecd', src.dclTypecd],
    ['IoTypecd', p.ie_flag],
    ['BindTypecd', p.bind_typecd],
    ['RltTbTypecd', p.rlt_tb_typecd],
    ['RltNo', p.rlt_no],
    ['AreainOriactNo', p.ems_no],
    ['AreainEtpsno', p.areain_etpsno],
    ['AreainEtpsNm', p.areain_etps_nm],
    ['AreainEtpsSccd', p.areain_etps_sccd],
    ['VehicleNo', p.vehicle_no],
    ['VehicleIcNo', p.vehicle_ic_no],
    ['ContainerNo', p.container_no],
    ['VehicleWt', num(p.vehicle_wt)],
    ['VehicleFrameNo', p.vehicle_frame_no],
    ['VehicleFrameWt', num(p.vehicle_frame_wt)],
    ['ContainerType', p.container_type],
    ['ContainerWt', num(p.container_wt)],
    ['TotalWt', num(p.total_wt)],
    ['TotalGrossWt', num(p.total_gross_wt)],
    ['TotalNetWt', num(p.total_net_wt)],
    ['DclErConc', p.dcl_er_conc],
    ['DclTime', businessDate8(at)],
    ['DclEtpsno', p.dcl_etpsno],
    ['DclEtpsNm', p.dcl_etps_nm],
    ['DclEtpsSccd', p.dcl_etps_sccd],
    ['InputCode', channel.input_code],
    ['InputSccd', p.dcl_etps_sccd],
    ['InputName', channel.input_name],
    ['EtpsPreentNo', p.etps_preent_no],
    ['Rmk', p.rmk],
    ['Col1', ''],
    ['Col2', ''],
    ['Col3', ''],
    ['Col4', ''],
  ];
  w.open('PassportHead');
  for (const [name, value] of head) w.leaf(name, s(value));
  w.close('PassportHead');

  for (const line of lines) {
    const fields: [string, unknown][] = [
      ['SeqNo', p.seq_no],
      ['PassportNo', p.passport_no],
      ['PassportSeqNo', line.passport_seqno],
      ['RltGdsSeqno', line.rlt_gds_seqno],
      ['GdsMtno', line.gds_mtno],
      ['Gdecd', line.gdecd],
      ['GdsNm', line.gds_nm],
      ['DclUnitcd', line.dcl_unitcd],
      ['DclQty', num(line.dcl_qty)],
      ['GrossWt', num(line.gross_wt)],
      ['NetWt', num(line.net_wt)],
      ['Rmk', line.rmk],
    ];
    w.open('PassportList');
    for (const [name, value] of fields) w.leaf(name, s(value));
    w.close('PassportList');
  }

  for (const doc of related) {
    w.open('PassportAcmp')
      .leaf('SeqNo', s(p.seq_no))
      .leaf('PassPortNo', s(p.passport_no))
      .leaf('RtlBillTypecd', s(doc.rlt_tb_typecd))
      .leaf('RtlBillNo', s(doc.rlt_no))
      .close('PassportAcmp');
  }
  w.leaf('OperCusRegCode', s(p.dcl_etpsno));
  w.close('PassPortMessage');
  // 0 would only store the passport at the single window (暂存); 1 declares it, as INV101 does
  w.leaf('DelcareFlag', '1');
  w.close('BussinessData').close('DataInfo').close('Package');
  return w.toString();
}
