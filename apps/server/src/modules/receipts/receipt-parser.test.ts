import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientSeqNoFromFileName, parseReceipt, ReceiptParseError } from './receipt-parser.ts';

const samples = path.resolve(import.meta.dirname, '../../../test/fixtures/customs/samples');
const sample = (name: string) => fs.readFileSync(path.join(samples, name));

describe('parseReceipt on the customs samples', () => {
  it('reads a successful import response (namespace prefix ns2)', () => {
    expect(parseReceipt(sample('dec-import-response-success-1.xml'))).toEqual({
      kind: 'dec-import-response',
      code: '0',
      message: '调用成功',
      date: null,
      clientSeqNo: '201802260951588560',
      seqNo: 'Z11000001313617428',
      entryId: null,
    });
  });

  it('reads the import response inside a DxpMsg envelope (base64 data, envelope time)', () => {
    expect(parseReceipt(sample('dxp-msg-dec-import-response-1.xml'))).toEqual({
      kind: 'dec-import-response',
      code: '0',
      message: '调用成功',
      date: new Date('2018-02-26T01:52:14.670Z'),
      clientSeqNo: '201802260951588560',
      seqNo: 'Z11000001313617428',
      entryId: null,
    });
  });

  it('reads DEC_RESULT channel 7 and channel K', () => {
    expect(parseReceipt(sample('dec-result-channel-7-1.xml'))).toEqual({
      kind: 'dec-result',
      code: '7',
      message: 'I20180000147015879,I20180000147015879直接申报成功',
      date: new Date('2018-12-12T06:40:43Z'),
      clientSeqNo: null,
      seqNo: 'I20180000147015879',
      entryId: null,
    });
    expect(parseReceipt(sample('dec-result-channel-K-1.xml'))).toEqual({
      kind: 'dec-result',
      code: 'K',
      message: '报关单担保放行',
      date: new Date('2024-04-17T01:15:03Z'),
      clientSeqNo: null,
      seqNo: 'I20240001243258893',
      entryId: '900120241000000851',
      // the dates customs gave: 申报日期 from D_DATE, 进出口日期 from I_E_DATE
      declareDate: '2024-04-17',
      ieDate: '2024-04-17',
    });
  });

  it('reads the old GB2312 DEC_DATA receipt', () => {
    expect(parseReceipt(sample('dec-data-legacy-channel-7-1.xml'))).toEqual({
      kind: 'dec-result',
      code: '7',
      message: 'Z11000001308087512直接申报成功',
      date: new Date('2018-02-08T07:03:22Z'),
      clientSeqNo: null,
      seqNo: '000000001398639573',
      entryId: null,
    });
  });

  it('reads the client failure file and takes the sequence number from its file name', () => {
    const r = parseReceipt(sample('dec-client-failed-root-1.xml'), 'Failed_DEC_202405100000000001.xml');
    expect(r).toEqual({
      kind: 'client-failure',
      code: 'f0',
      message: 'C134: [读卡器底层库]打开读卡器失败:错误码=50200; Err:Custom50200',
      date: null,
      clientSeqNo: '202405100000000001',
      seqNo: null,
      entryId: null,
    });
  });

  it('refuses receipts of other messages as unknown', () => {
    expect(() => parseReceipt(sample('import-agr-response-1.xml'))).toThrow(/unknown receipt/);
  });

  it('reads the inventory-list family: import response, INV201, INV202 and INV211', () => {
    expect(parseReceipt(sample('common-response-inv101-success-1.xml'))).toMatchObject({
      kind: 'inventory',
      code: 'R0',
      message: '保税核注清单申报服务调用成功',
      inventory: {
        messageType: 'COMMON',
        seqNo: '202400000122534496',
        etpsInnerInvtNo: '278792851A',
        dealFlag: '0',
      },
    });
    const audit = parseReceipt(sample('inv201-receipt-invt-1.xml'));
    expect(audit).toMatchObject({
      kind: 'inventory',
      code: 'A0',
      inventory: {
        messageType: 'INV201',
        seqNo: '202400000122717119',
        bondInvtNo: 'QD311124E000098849',
        etpsInnerInvtNo: 'COSU6391946850D',
        invtStucd: '0',
        vrfdedMarkcd: '1',
        manageResult: '4',
      },
    });
    expect(audit.date?.toISOString()).toBe('2024-07-30T03:48:02.000Z');
    expect(parseReceipt(sample('inv211-receipt-invt-bws-1.xml'))).toMatchObject({
      code: 'D2',
      inventory: {
        messageType: 'INV211',
        bondInvtNo: 'QD311124I000067486',
        etpsInnerInvtNo: '临海43447305',
        vrfdedMarkcd: '2',
        entryNo: '311120240619961023',
      },
    });
    expect(parseReceipt(sample('inv202-receipt-invt-dec-1.xml'))).toMatchObject({
      code: 'G1',
      inventory: {
        messageType: 'INV202',
        seqNo: '202400000122534496',
        bondInvtNo: 'QD311124E000097307',
        entryNo: 'E20240001310220743',
        manageResult: '1',
      },
    });
  });
});

describe('parseReceipt on bad input', () => {
  it('names what is wrong', () => {
    const cases: [string, RegExp][] = [
      ['', /empty|malformed/],
      ['<DEC_RESULT><CHANNEL>7</CHANNEL>', /malformed XML/],
      ['not xml at all', /malformed XML/],
      ['<DEC_RESULT><NOTE>x</NOTE></DEC_RESULT>', /without CHANNEL/],
      ['<DecImportResponse><SeqNo>1</SeqNo></DecImportResponse>', /without ResponseCode/],
      ['<DEC_DATA><RESULT_INFO/></DEC_DATA>', /DEC_DATA without DEC_RESULT/],
      ['<?xml version="1.0" encoding="x-nonsense"?><a/>', /unsupported encoding/],
    ];
    for (const [xml, reason] of cases) {
      const run = () => parseReceipt(Buffer.from(xml, 'utf8'));
      expect(run, xml).toThrow(ReceiptParseError);
      expect(run, xml).toThrow(reason);
    }
  });

  it('records a failed import as Y with the error message', () => {
    const xml = `<DecImportResponse><ResponseCode>1</ResponseCode><ErrorMessage>表头校验失败</ErrorMessage>
      <ClientSeqNo>202405100000000009</ClientSeqNo></DecImportResponse>`;
    expect(parseReceipt(xml)).toMatchObject({
      code: 'Y',
      message: '1: 表头校验失败',
      clientSeqNo: '202405100000000009',
    });
  });

  it('accepts an already decoded string with a byte-order mark', () => {
    expect(
      parseReceipt('\uFEFF<DEC_RESULT><CHANNEL>L</CHANNEL><CUS_CIQ_NO>X1</CUS_CIQ_NO></DEC_RESULT>'),
    ).toMatchObject({
      code: 'L',
      seqNo: 'X1',
    });
  });
});

describe('clientSeqNoFromFileName', () => {
  it('finds an 18-digit number standing alone', () => {
    expect(clientSeqNoFromFileName('Successed_DEC_202405100000000001.xml')).toBe('202405100000000001');
    expect(clientSeqNoFromFileName('DEC_1202405100000000001.xml')).toBeNull();
    expect(clientSeqNoFromFileName(undefined)).toBeNull();
  });
});

describe('parseReceipt refuses unsafe XML', () => {
  it('refuses a DOCTYPE or an entity declaration (entity expansion, external entities)', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><DEC_RESULT><CUS_CIQ_NO>&b;</CUS_CIQ_NO></DEC_RESULT>';
    expect(() => parseReceipt(bomb)).toThrow(/DOCTYPE/);
    const external = '<!DOCTYPE r SYSTEM "file:///etc/passwd"><DEC_RESULT/>';
    expect(() => parseReceipt(external)).toThrow(ReceiptParseError);
  });

  it('refuses 50,000 nested elements as unreadable, without a stack overflow', () => {
    const deep = '<a>'.repeat(50_000) + '</a>'.repeat(50_000);
    expect(() => parseReceipt(deep)).toThrow(/nested deeper than 32/);
  });
});
