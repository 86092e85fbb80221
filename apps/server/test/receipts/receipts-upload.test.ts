import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import {
  decResult,
  FIXTURES,
  head,
  importResponse,
  noticeDate,
  noticeInstant,
  receipts,
  startCustomsApp,
} from '../helpers/customs.ts';

let t: TestApp;
let clerk: string;
let finance: string;
let customs: Awaited<ReturnType<typeof startCustomsApp>>;

beforeAll(async () => {
  customs = await startCustomsApp({});
  ({ t, clerk } = customs);
  finance = await t.login('finance');
});
afterAll(() => customs.close());

const sentDeclaration = () => customs.sendFixture();

/** A multipart body with one file field. */
function multipart(fileName: string, content: Buffer | string) {
  const boundary = '----receipt-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/xml\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, fileName: string, content: Buffer | string, lang = 'zh') => {
  const m = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/receipts/upload',
    headers: { 'access-token': token, 'accept-language': lang, ...m.headers },
    payload: m.body,
  });
};
const uploadXml = (token: string, xml: string) =>
  t.call('POST', '/api/receipts/upload', token, xml, { 'content-type': 'application/xml' });

describe('POST /api/receipts/upload', () => {
  it('records an uploaded file and a raw XML body the way the watcher does', async () => {
    const { id, clientSeqNo } = await sentDeclaration();
    const seqNo = `U2024${String(id).padStart(13, '0')}`;
    const first = await upload(
      clerk,
      `Successed_DEC_${clientSeqNo}.xml`,
      importResponse(clientSeqNo, seqNo),
      'en',
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: object }>().data).toMatchObject({
      declaration_id: id,
      duplicate: false,
      code: '0',
      meaning: 'Stored, pending send',
      ret_seq_no: seqNo,
    });
    const seven = decResult('7', seqNo, noticeDate(Date.now(), 1));
    const raw = await uploadXml(clerk, seven);
    expect(raw.statusCode, raw.body).toBe(200);
    expect((await head(t, clerk, id)).return_code).toBe('7');

    // the same file again changes nothing
    const again = await uploadXml(clerk, seven);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: { duplicate: boolean } }>().data.duplicate).toBe(true);
    const history = await receipts(t, clerk, id, 'en');
    expect(history.map((r) => [r.code, r.meaning])).toEqual([
      ['ss', 'Sent'],
      ['0', 'Stored, pending send'],
      ['7', 'Direct declaration succeeded'],
    ]);
  });

  it('answers each receipt’s time as the instant the head’s return_time says (the list and the drawer agree)', async () => {
    const { id, clientSeqNo } = await sentDeclaration();
    const seqNo = `T2024${String(id).padStart(13, '0')}`;
    await uploadXml(clerk, importResponse(clientSeqNo, seqNo));
    // customs writes China wall-clock time without an offset: 1 minute after now, in China
    const base = Math.floor(Date.now() / 1000) * 1000;
    const answered = await uploadXml(clerk, decResult('7', seqNo, noticeDate(base, 1)));
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<{ data: { date: string } }>().data.date).toBe(noticeInstant(base, 1));
    const last = (await receipts(t, clerk, id)).at(-1)!;
    expect(last).toMatchObject({ code: '7', date: noticeInstant(base, 1) });
    const h = await head(t, clerk, id);
    expect(h.return_code).toBe('7');
    expect(new Date(String(h.return_time)).toISOString()).toBe(last.date);
  });

  it('takes a client failure file by the sequence number in its name', async () => {
    const { id, clientSeqNo } = await sentDeclaration();
    const content = fs.readFileSync(path.join(FIXTURES, 'samples', 'dec-client-failed-root-1.xml'));
    const res = await upload(clerk, `Failed_DEC_${clientSeqNo}.xml`, content);
    expect(res.statusCode, res.body).toBe(200);
    const h = await head(t, clerk, id);
    expect(h).toMatchObject({ return_code: 'f0', cd_status: '90' });
    expect((await receipts(t, clerk, id)).at(-1)).toMatchObject({ code: 'f0', meaning: '客户端错误' });
  });

  it('reads the GB2312 receipt as uploaded bytes', async () => {
    const { id } = await sentDeclaration();
    const bytes = fs.readFileSync(path.join(FIXTURES, 'samples', 'dec-data-legacy-channel-7-1.xml'));
    // give the sample's data-centre number to this declaration, as an import response would
    await uploadXml(
      clerk,
      importResponse((await head(t, clerk, id)).client_seq_no as string, '000000001398639573'),
    );
    const res = await upload(clerk, 'legacy.xml', bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { message: string } }>().data.message).toBe('Z11000001308087512直接申报成功');
  });

  it('refuses unreadable, unknown and unmatched receipts with the file field named', async () => {
    const cases: [string, string, RegExp][] = [
      ['broken.xml', '<DEC_RESULT><CHANNEL>7', /无法识别的回执：malformed XML/],
      ['agr.xml', '<ImportAgrResponse/>', /无法识别的回执：unknown receipt <ImportAgrResponse>/],
      ['nobody.xml', decResult('L', 'I20240000000000000', '2024-05-12T10:00:00'), /回执找不到对应的报关单/],
    ];
    for (const [name, xml, message] of cases) {
      const res = await upload(clerk, name, xml);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.file).toMatch(message);
    }
    const empty = await upload(clerk, 'empty.xml', '');
    expect(empty.statusCode, empty.body).toBe(400);
    const none = await t.call('POST', '/api/receipts/upload', clerk, { file: 'x' });
    expect(none.statusCode, none.body).toBe(400);
  });

  it('needs declaration:send, and the history needs the declaration in scope', async () => {
    const { id, clientSeqNo } = await sentDeclaration();
    expect((await uploadXml(finance, importResponse(clientSeqNo, 'X1'))).statusCode).toBe(403);
    expect((await t.call('GET', `/api/declarations/${id}/receipts`, finance)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/declarations/999999/receipts', clerk)).statusCode).toBe(404);
    const partner = await t.login('partner01');
    const res = await t.call('GET', `/api/declarations/${id}/receipts`, partner);
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe('unsafe receipt XML', () => {
  it('answers 400 naming the file for a DOCTYPE, an entity bomb or 50,000 nested tags, never a 500', async () => {
    for (const xml of [
      '<!DOCTYPE r [<!ENTITY a "x">]><DEC_RESULT><CUS_CIQ_NO>&a;</CUS_CIQ_NO></DEC_RESULT>',
      '<!DOCTYPE r SYSTEM "file:///etc/passwd"><DEC_RESULT/>',
      '<a>'.repeat(50_000) + '</a>'.repeat(50_000),
    ]) {
      const raw = await uploadXml(clerk, xml);
      expect(raw.statusCode, raw.body.slice(0, 200)).toBe(400);
      expect(raw.json().errors).toHaveProperty('file');
      const file = await upload(clerk, 'bomb.xml', xml);
      expect(file.statusCode).toBe(400);
    }
  });
});
