import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  DEC_CONTAINER,
  DEC_FREE_TXT,
  DEC_HEAD,
  DEC_LICENSE_DOCU,
  DEC_LIST,
  DEC_SIGN,
} from './dec-message-fields.ts';
import {
  renderDecMessage,
  RenderError,
  type DecMessageInput,
  type SignInfo,
} from './dec-message.renderer.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/customs');
const fixture = JSON.parse(
  fs.readFileSync(path.join(fixtures, 'declaration-import-1.json'), 'utf8'),
) as DecMessageInput;
const expectedPath = path.join(fixtures, 'declaration-import-1.expected.xml');

/** The signing values the expected file was written with (the API test substitutes the same). */
export const FIXED_SIGN: SignInfo = {
  clientSeqNo: '202405100000000001',
  operType: 'C',
  icCode: '0000000000001',
  operName: '张三',
  copCode: '4403960A3',
  copName: '深圳市芯达通供应链管理有限公司',
  certificate: '',
  signDate: new Date('2024-05-12T02:00:00.000Z'),
};

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (n) => n === 'DecList',
});

describe('renderDecMessage', () => {
  it('renders the fixed declaration exactly as the checked-in expected message', () => {
    const xml = renderDecMessage(fixture, FIXED_SIGN);
    if (process.env.UPDATE_EXPECTED === '1') fs.writeFileSync(expectedPath, xml);
    expect(xml).toBe(fs.readFileSync(expectedPath, 'utf8'));
  });

  it('is well-formed with the standard structure and formats', () => {
    const xml = renderDecMessage(fixture, FIXED_SIGN);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parser.parse(xml) as { DecMessage: Record<string, Record<string, unknown>> };
    const m = doc.DecMessage;
    expect(m['@_xmlns']).toBe('http://www.chinaport.gov.cn/dec');
    expect(Object.keys(m).filter((k) => !k.startsWith('@_'))).toEqual([
      'DecHead',
      'DecLists',
      'DecContainers',
      'DecLicenseDocus',
      'DecFreeTxt',
      'DecSign',
    ]);
    const head = m.DecHead!;
    expect(Object.keys(head)).toEqual(DEC_HEAD.map((s) => s.tag));
    expect(head).toMatchObject({
      IEFlag: 'I',
      IEDate: '20240510',
      PDate: '20240512',
      GrossWet: '12.50000',
      NetWt: '10.25000',
      FeeRate: '120.50000',
      PackNo: '3',
      TradeCountry: 'HKG',
      TradeAreaCode: 'HKG',
      MarkNo: 'N/M <A&B>',
      TypistNo: '0000000000001',
      DeclareName: '张三',
      EdiId: '1',
      DeclTrnRel: '0',
    });
    const lists = (m.DecLists as { DecList: Record<string, string>[] }).DecList;
    expect(lists.map((l) => [l.GNo, l.GQty, l.DeclPrice, l.DeclTotal])).toEqual([
      ['1', '12.00000', '1.0855', '13.0300'],
      ['2', '1000.00000', '0.0120', '12.0000'],
    ]);
    expect(m.DecContainers).toEqual({
      Container: {
        ContainerId: 'TGHU1234567',
        ContainerMd: '22',
        GoodsNo: '1,2',
        LclFlag: '0',
        GoodsContaWt: '',
        ContainerWt: '2200.00000',
      },
    });
    expect(m.DecSign).toMatchObject({
      OperType: 'C',
      ClientSeqNo: '202405100000000001',
      SignDate: '2024051210000000',
    });
  });

  it('writes only fields of the message dictionary, per element', () => {
    const csv = fs.readFileSync(path.join(fixtures, 'dec_message_fields.csv'), 'utf8').split('\n');
    const byElement = new Map<string, Set<string>>();
    for (const line of csv.slice(1)) {
      const [, element, , , field] = line.split(',');
      if (!element || !field) continue;
      if (!byElement.has(element)) byElement.set(element, new Set());
      byElement.get(element)!.add(field);
    }
    const groups = [
      ['DecHead', DEC_HEAD],
      ['DecList', DEC_LIST],
      ['DecContainer', DEC_CONTAINER],
      ['DecLicenseDocus', DEC_LICENSE_DOCU],
      ['DecFreeTxt', DEC_FREE_TXT],
      ['DecSign', DEC_SIGN],
    ] as const;
    for (const [element, specs] of groups) {
      const known = byElement.get(element)!;
      expect(
        specs.filter((s) => !known.has(s.tag)).map((s) => s.tag),
        element,
      ).toEqual([]);
      expect(specs.length, element).toBe(known.size);
    }
  });

  it('orders goods by item number and leaves empty groups empty', () => {
    const xml = renderDecMessage(
      { head: { ie_flag: '1' }, goods: [{ g_no: 3 }, { g_no: 1 }], containers: [], licences: [] },
      FIXED_SIGN,
    );
    const gnos = [...xml.matchAll(/<GNo>(\d+)<\/GNo>/g)].map((x) => x[1]);
    expect(gnos).toEqual(['1', '3']);
    expect(xml).toContain('<IEFlag>E</IEFlag>');
    expect(xml).toContain('  <DecContainers/>\n  <DecLicenseDocus/>\n');
  });

  it('names the field of a value that cannot be written', () => {
    const bad = { ...fixture, goods: [fixture.goods[0]!, { ...fixture.goods[1]!, g_qty: '12,5' }] };
    try {
      renderDecMessage(bad, FIXED_SIGN);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RenderError);
      expect((e as RenderError).field).toBe('goods[1].g_qty');
    }
  });

  it('can wrap the message in the single-window import envelope', () => {
    const xml = renderDecMessage(fixture, FIXED_SIGN, { envelope: 'swdec001' });
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parser.parse(xml) as {
      ImportMessage: { SWImpHead: Record<string, string>; SWImpData: { DecMessage: object } };
    };
    expect(doc.ImportMessage.SWImpHead.MsgType).toBe('SWDEC001');
    expect(Object.keys(doc.ImportMessage.SWImpData.DecMessage)[0]).toBe('DecHead');
  });
});
