import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReceipt, ReceiptParseError } from './receipt-parser.ts';
import { passportImportResponse } from './sas-receipts.ts';

const samples = path.resolve(import.meta.dirname, '../../../test/fixtures/customs/samples');
const sample = (name: string) => fs.readFileSync(path.join(samples, name));

describe('passport receipts (the samples)', () => {
  it('reads the SAS221 audit: approved, its numbers and customs state', () => {
    const r = parseReceipt(sample('sas221-receipt-passport-1.xml'));
    expect(r).toMatchObject({ kind: 'passport', code: 'A1', seqNo: '202400000069440319' });
    expect(r.message).toContain('审核通过');
    expect(r.date?.toISOString()).toBe('2024-07-27T16:44:26.000Z');
    expect(r.passport).toMatchObject({
      messageType: 'SAS221',
      passportNo: 'Z3111I240728000000000003',
      manageResult: '1',
      stucd: '1',
      dclTypecd: '1',
      rltEntryNos: null,
    });
  });

  it('reads the SAS223 gate passage with its time and weighbridge figures', () => {
    const r = parseReceipt(sample('sas223-receipt-passport-1.xml'));
    expect(r).toMatchObject({ code: 'G2' });
    expect(r.message).toContain('已过卡');
    expect(r.passport).toMatchObject({
      messageType: 'SAS223',
      stucd: '2',
      passCollectWt: '0',
      wtError: '16245.335',
    });
    expect(r.passport!.passTime?.toISOString()).toBe('2024-07-26T09:31:59.000Z');
  });

  it('reads the SAS224 inspection handling and the SAS253 two-step gate passage', () => {
    expect(parseReceipt(sample('sas224-receipt-passport-1.xml'))).toMatchObject({
      code: 'H3',
      passport: { messageType: 'SAS224', manageResult: '3', stucd: '2' },
    });
    const two = parseReceipt(sample('sas253-receipt-two-step-passport-1.xml'));
    expect(two).toMatchObject({
      code: 'G2',
      passport: { messageType: 'SAS253', passportNo: 'Z3105I241030T00000000075', passId: 'NB', stucd: '2' },
    });
  });

  it('reads the refused SAS121 import response as a passport’s', () => {
    const r = parseReceipt(sample('common-response-sas121-failed-1.xml'), 'Failed_SAS121_I_x.xml');
    expect(passportImportResponse(r)).toMatchObject({
      messageType: 'COMMON',
      etpsPreentNo: '浙B00005',
      dealFlag: '-1',
    });
  });
});

describe('manifest receipts', () => {
  const receipt = (body: string) =>
    `<Manifest xmlns="urn:Declaration:datamodel:standard:CN:MT9999:1"><Head><MessageID>CN_MT9999_1p0_202611257000001201</MessageID><MessageType>MT9999</MessageType><SendTime>20261125103000123</SendTime></Head>${body}</Manifest>`;

  it('reads the response code, the batch number and the consignment', () => {
    const r = parseReceipt(
      receipt(
        '<Response><BorderTransportMeans><JourneyID>XDT1</JourneyID></BorderTransportMeans><Consignment><TransportContractDocument><ID>T11</ID></TransportContractDocument><ResponseType><Code>11</Code><Text>放行</Text></ResponseType></Consignment></Response>',
      ),
    );
    expect(r).toMatchObject({
      kind: 'manifest',
      code: '11',
      clientSeqNo: '202611257000001201',
      manifest: { messageType: 'MT9999', code: '11', batchNo: 'XDT1', billNo: 'T11' },
    });
    expect(r.message).toBe('提运单 T11 提运单放行：放行');
    expect(r.date?.toISOString()).toBe('2026-11-25T02:30:00.123Z');
  });

  it('refuses our own manifest message and a response without a code', () => {
    expect(() => parseReceipt(sample('manifest-mt1401-test-1.xml'))).toThrow(ReceiptParseError);
    expect(() =>
      parseReceipt(receipt('<Response><ResponseType><Text>x</Text></ResponseType></Response>')),
    ).toThrow(ReceiptParseError);
  });
});
