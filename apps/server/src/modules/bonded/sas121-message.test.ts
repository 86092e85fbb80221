import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderSas121, type Sas121Source } from './sas121-message.ts';

/** The customs samples, copied into the test fixtures. */
const samples = path.resolve(import.meta.dirname, '../../../test/fixtures/customs/samples');
const sample = (name: string) => fs.readFileSync(path.join(samples, name), 'utf8');

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: true, parseTagValue: false });
type Ordered = Record<string, unknown>[];
const nameOf = (node: Record<string, unknown>) => Object.keys(node).find((k) => k !== ':@')!;

/** Every element `name`, in document order, as its children. */
function all(tree: Ordered, name: string): Ordered[] {
  return tree.flatMap((node) => {
    const key = nameOf(node);
    if (key === '#text') return [];
    const children = node[key] as Ordered;
    return key === name ? [children] : all(children, name);
  });
}
const childNames = (children: Ordered | undefined) =>
  (children ?? []).map(nameOf).filter((k) => k !== '#text');
/** The text of each child, by name (the first of that name). */
function values(children: Ordered | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of children ?? []) {
    const key = nameOf(c);
    const text = (c[key] as Ordered)[0]?.['#text'];
    if (key !== '#text' && !(key in out)) out[key] = text === undefined ? '' : String(text);
  }
  return out;
}

const source: Sas121Source = {
  passport: {
    etps_preent_no: 'HFD2026112500001',
    seq_no: '202611250000000801',
    passport_no: null,
    passport_typecd: '3',
    master_cuscd: '3701',
    ie_flag: 'E',
    bind_typecd: '1',
    rlt_tb_typecd: '1',
    rlt_no: 'QD370126E000001,QD370126E000002',
    ems_no: 'T3701W000018',
    areain_etpsno: '3502963214',
    areain_etps_nm: '厦门嘉禾贸易有限公司',
    areain_etps_sccd: '91350200MA2Y8K3L7Q',
    vehicle_no: '闽D12345',
    vehicle_ic_no: 'IC0001',
    container_no: 'TGHU1234567',
    vehicle_wt: '8000.00000',
    vehicle_frame_no: 'GUA001',
    vehicle_frame_wt: '2000.50000',
    container_type: '22G1',
    container_wt: '2200.00000',
    total_wt: '14292.80000',
    total_gross_wt: '2092.30000',
    total_net_wt: '1980.00000',
    dcl_er_conc: '王五 13800000000',
    dcl_etpsno: '3502980123',
    dcl_etps_nm: '厦门海天报关有限公司',
    dcl_etps_sccd: '91350200705411234X',
    rmk: '出区 <测试> & 备注',
  },
  lines: [1, 2].map((n) => ({
    passport_seqno: n,
    rlt_gds_seqno: n + 4,
    gds_mtno: `MT-${n}`,
    gdecd: '3920109090',
    gds_nm: `聚乙烯保护膜${n}`,
    dcl_unitcd: '035',
    dcl_qty: `${n}00.00000`,
    gross_wt: '1046.15000',
    net_wt: '990.00000',
    rmk: null,
  })),
  related: [
    { rlt_tb_typecd: '1', rlt_no: 'QD370126E000001' },
    { rlt_tb_typecd: '1', rlt_no: 'QD370126E000002' },
  ],
  channel: {
    sender: 'DXPENT0000012345',
    org_code: null,
    input_code: '8900000012345',
    input_name: '李明',
    ic_card: '0000000000004',
  },
  clientSeqNo: '202611250000000801',
  at: new Date('2026-11-24T16:30:00Z'),
  dclTypecd: '1',
};

describe('the SAS121 message', () => {
  const xml = renderSas121(source);
  const tree = parser.parse(xml) as Ordered;
  const template = parser.parse(sample('sas121-message-template-1.xml')) as Ordered;
  const head = values(all(tree, 'PassportHead')[0]);

  it('is well-formed and has the template’s elements in the template’s order, without the signature', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    for (const name of [
      'Package',
      'EnvelopInfo',
      'DataInfo',
      'BussinessData',
      'PassportHead',
      'PassportAcmp',
    ])
      expect(childNames(all(tree, name)[0]), name).toEqual(childNames(all(template, name)[0]));
    expect(childNames(all(tree, 'PassPortMessage')[0])).toEqual([
      'PassportHead',
      'PassportList',
      'PassportList',
      'PassportAcmp',
      'PassportAcmp',
      'OperCusRegCode',
    ]);
    expect(childNames(all(tree, 'PassportList')[0])).toEqual(
      'SeqNo PassportNo PassportSeqNo RltGdsSeqno GdsMtno Gdecd GdsNm DclUnitcd DclQty GrossWt NetWt Rmk'.split(
        ' ',
      ),
    );
    expect(all(tree, 'Signature')).toEqual([]);
    expect(xml).toContain('<PocketInfo/>');
  });

  it('carries the envelope of the channel', () => {
    expect(values(all(tree, 'EnvelopInfo')[0])).toEqual({
      version: '1.0',
      business_id: '202611250000000801',
      message_id: '202611250000000801',
      file_name: '202611250000000801.xml',
      message_type: 'SAS121',
      sender_id: 'DXPENT0000012345',
      receiver_id: 'DXPDSWNEMS000001',
      send_time: '2026-11-25T00:30:00',
      Ic_Card: '0000000000004',
    });
  });

  it('puts the passport’s values in their elements, decimals without trailing zeros', () => {
    expect(head).toMatchObject({
      SeqNo: '202611250000000801',
      PassportNo: '',
      PassportTypecd: '3',
      DclTypecd: '1',
      IoTypecd: 'E',
      RltNo: 'QD370126E000001,QD370126E000002',
      AreainOriactNo: 'T3701W000018',
      VehicleNo: '闽D12345',
      VehicleWt: '8000',
      VehicleFrameWt: '2000.5',
      TotalWt: '14292.8',
      TotalGrossWt: '2092.3',
      DclTime: '20261125',
      InputCode: '8900000012345',
      InputSccd: '91350200705411234X',
      InputName: '李明',
      EtpsPreentNo: 'HFD2026112500001',
      Rmk: '出区 <测试> & 备注',
      Col1: '',
    });
    expect(xml).toContain('<Rmk>出区 &lt;测试&gt; &amp; 备注</Rmk>');
    expect(all(tree, 'PassportList').map(values)).toMatchObject([
      {
        PassportSeqNo: '1',
        RltGdsSeqno: '5',
        GdsNm: '聚乙烯保护膜1',
        DclQty: '100',
        GrossWt: '1046.15',
        Rmk: '',
      },
      { PassportSeqNo: '2', RltGdsSeqno: '6', GdsMtno: 'MT-2', DclQty: '200', NetWt: '990' },
    ]);
    expect(all(tree, 'PassportAcmp').map(values)).toEqual(
      source.related.map((r) => ({
        SeqNo: '202611250000000801',
        PassPortNo: '',
        RtlBillTypecd: '1',
        RtlBillNo: r.rlt_no,
      })),
    );
    expect(values(all(tree, 'PassPortMessage')[0]).OperCusRegCode).toBe('3502980123');
    expect(values(all(tree, 'BussinessData')[0]).DelcareFlag).toBe('1');
  });

  it('has neither lines nor bound documents for an empty vehicle, and voids with DclTypecd 3', () => {
    const empty = renderSas121({
      ...source,
      passport: { ...source.passport, passport_typecd: '6', container_no: null, total_gross_wt: null },
      lines: [],
      related: [],
      dclTypecd: '3',
    });
    const t = parser.parse(empty) as Ordered;
    expect(XMLValidator.validate(empty)).toBe(true);
    expect(childNames(all(t, 'PassPortMessage')[0])).toEqual(['PassportHead', 'OperCusRegCode']);
    expect(values(all(t, 'PassportHead')[0])).toMatchObject({
      DclTypecd: '3',
      ContainerNo: '',
      TotalGrossWt: '',
    });
  });

  it('escapes names and takes the two-step message type and the org code as sender', () => {
    const xml2 = renderSas121({
      ...source,
      passport: { ...source.passport, areain_etps_nm: 'A&B <Trading> Co.' },
      channel: { ...source.channel, sender: null, org_code: 'ORG001', ic_card: undefined },
      messageType: 'ICP101',
    });
    expect(XMLValidator.validate(xml2)).toBe(true);
    expect(xml2).toContain('<AreainEtpsNm>A&amp;B &lt;Trading&gt; Co.</AreainEtpsNm>');
    const env = values(all(parser.parse(xml2) as Ordered, 'EnvelopInfo')[0]);
    expect(env).toMatchObject({ message_type: 'ICP101', sender_id: 'ORG001', Ic_Card: '' });
  });
});
