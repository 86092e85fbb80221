import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderInv101 } from './inv101-message.ts';

const samples = path.resolve(import.meta.dirname, '../../../test/fixtures/customs/samples');
const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: true });

type Ordered = Record<string, unknown>[];
/** The child element names of the first element `name` found, in document order. */
function childNames(tree: Ordered, name: string): string[] | undefined {
  for (const node of tree) {
    const key = Object.keys(node).find((k) => k !== ':@');
    if (!key || key === '#text') continue;
    const children = node[key] as Ordered;
    if (key === name)
      return children.map((c) => Object.keys(c).find((k) => k !== ':@')!).filter((k) => k !== '#text');
    const found = childNames(children, name);
    if (found) return found;
  }
  return undefined;
}

const source = {
  list: {
    etps_inner_invt_no: 'XMQD2026000999',
    impexp_markcd: 'E',
    mtpck_endprd_markcd: 'I',
    supv_modecd: '5034',
    trsp_modecd: '5',
    impexp_portcd: '3701',
    dcl_plc_cuscd: '3701',
    stship_trsarv_natcd: 'JPN',
    dclcus_flag: '2',
    invt_type: '0',
    rmk: '出区 <测试> & 备注',
  },
  lines: [
    {
      gds_seqno: 1,
      putrec_seqno: 5,
      gds_mtno: 'FILM-PE-50',
      gdecd: '3920109090',
      gds_nm: '聚乙烯保护膜',
      dcl_unitcd: '035',
      dcl_qty: '200.00000',
      dcl_uprc_amt: '86.50000',
      dcl_total_amt: '17300.00000',
      dcl_currcd: 'USD',
      natcd: 'JPN',
    },
    {
      gds_seqno: 2,
      putrec_seqno: 6,
      gds_mtno: 'CTN-560',
      gdecd: '4819100000',
      gds_nm: '瓦楞纸箱',
      dcl_unitcd: '035',
      dcl_qty: '12.5',
      dcl_uprc_amt: '1',
      dcl_total_amt: '12.5',
      dcl_currcd: 'USD',
      natcd: 'JPN',
    },
  ],
  book: {
    ems_no: 'T3701W000018',
    trade_sccd: '91350200MA2Y8K3L7Q',
    trade_code: '3502963214',
    trade_name: '厦门嘉禾贸易有限公司',
    decl_sccd: '91350200705411234X',
    decl_code: '3502980123',
    decl_name: '厦门海天报关有限公司',
  },
  channel: { sender: 'DXPENT0000012345', org_code: null, input_code: '8900000012345', input_name: '李明' },
  clientSeqNo: '202611250000000701',
  at: new Date('2026-11-25T02:30:00Z'),
};

describe('the INV101 message', () => {
  const xml = renderInv101(source);
  const tree = parser.parse(xml) as Ordered;
  const template = parser.parse(
    fs.readFileSync(path.join(samples, 'inv101-message-template-1.xml')),
  ) as Ordered;

  it('is well-formed and has the template’s head and line elements in the template’s order', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(childNames(tree, 'InvtHeadType')).toEqual(childNames(template, 'InvtHeadType'));
    expect(childNames(tree, 'InvtListType')).toEqual(childNames(template, 'InvtListType'));
    expect(childNames(tree, 'EnvelopInfo')).toEqual(
      childNames(template, 'EnvelopInfo')!.filter((n) => n !== 'Ic_Card'),
    );
  });

  it('carries the list, the book, its enterprises and one InvtListType per line, with escaped text', () => {
    expect(xml).toContain('<message_type>INV101</message_type>');
    expect(xml).toContain('<send_time>2026-11-25T10:30:00</send_time>');
    expect(xml).toContain('<sender_id>DXPENT0000012345</sender_id>');
    expect(xml).toContain('<PutrecNo>T3701W000018</PutrecNo>');
    expect(xml).toContain('<EtpsInnerInvtNo>XMQD2026000999</EtpsInnerInvtNo>');
    expect(xml).toContain('<BizopEtpsNm>厦门嘉禾贸易有限公司</BizopEtpsNm>');
    expect(xml).toContain('<DclEtpsno>3502980123</DclEtpsno>');
    expect(xml).toContain('<InvtDclTime>20261125</InvtDclTime>');
    expect(xml).toContain('<Rmk>出区 &lt;测试&gt; &amp; 备注</Rmk>');
    expect(xml.match(/<InvtListType>/g)).toHaveLength(2);
    expect(xml).toContain('<DclQty>200</DclQty>');
    expect(xml).toContain('<DclUprcAmt>86.5</DclUprcAmt>');
    expect(xml).toContain('<DclQty>12.5</DclQty>');
    expect(xml).toContain('<DelcareFlag>1</DelcareFlag>');
  });
});
