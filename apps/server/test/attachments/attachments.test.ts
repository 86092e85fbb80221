import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import {
  ATTACHMENT_ORPHAN_GRACE_MS,
  sweepAttachmentFiles,
} from '../../src/modules/attachments/attachment-sweeper.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  appointmentBody,
  PDF,
  PNG,
  upload,
  warehouseWithSlot,
  xls,
  xlsx,
} from '../helpers/appointment-fixtures.ts';

/** Attachment rows of a document: the upload rules checked by content, the row rules, the stores. */
async function draftAppointment(t: TestApp, token: string) {
  const place = await warehouseWithSlot(t, token, 20);
  const res = await t.call('POST', '/api/appointments', token, appointmentBody(place));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const rows = (await t.call('GET', `/api/attachments?owner_type=appointment&owner_id=${id}`, token)).json()
    .content as { id: number; is_header: boolean }[];
  return { id, version: res.json().version as number, header: rows.find((r) => r.is_header)!.id };
}

async function addRow(t: TestApp, token: string, ownerId: number, title = '发票') {
  const res = await t.call('POST', '/api/attachments', token, {
    owner_type: 'appointment',
    owner_id: ownerId,
    kind: 'invoice',
    title,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('on the local file store', () => {
  let t: TestApp;
  let admin: string;
  let doc: Awaited<ReturnType<typeof draftAppointment>>;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-test-'));
  beforeAll(async () => {
    t = await startTestApp({ filesDir });
    admin = await t.login('admin');
    doc = await draftAppointment(t, admin);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it.each([
    ['a png named .pdf', 'draft.pdf', PNG, '上传失败，请检查文件：文件内容不是pdf文件'],
    ['a pdf named .jpg', 'photo.jpg', PDF, '上传失败，请检查文件：文件内容不是jpg文件'],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), undefined],
    ['a type not allowed', 'setup.exe', PDF, undefined],
    ['a name over 64 characters', `${'长'.repeat(61)}.pdf`, PDF, undefined],
  ])('refuses %s', async (_what, name, bytes, message) => {
    const row = await addRow(t, admin, doc.id);
    const res = await upload(t, admin, row, name, bytes);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty('file');
    if (message) expect(res.json().errors.file).toBe(message);
  });

  it('refuses spreadsheets with formulas (xlsx and xls) and takes them without', async () => {
    const formula = '附件失败：表格中不能包含公式，请改为数值后重新上传';
    const r1 = await addRow(t, admin, doc.id, '装箱单');
    expect((await upload(t, admin, r1, 'goods.xlsx', await xlsx(true))).json().errors).toEqual({
      file: formula,
    });
    expect((await upload(t, admin, r1, 'goods.xls', xls(true))).json().errors).toEqual({ file: formula });
    expect((await upload(t, admin, r1, 'goods.xlsx', await xlsx(false))).statusCode).toBe(200);
    const r2 = await addRow(t, admin, doc.id, '箱单');
    expect((await upload(t, admin, r2, 'goods.xls', xls(false))).statusCode).toBe(200);
    // an OLE2 workbook is not a Word document
    const r3 = await addRow(t, admin, doc.id, '说明');
    expect((await upload(t, admin, r3, 'notes.doc', xls(false))).statusCode).toBe(400);
  });

  it('stores a file whole, refuses a second one until the first is deleted, and downloads it', async () => {
    const before = filesUnder(filesDir).length;
    const first = await upload(t, admin, doc.header, '报关草单.pdf', PDF);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      file_name: '报关草单.pdf',
      file_size: PDF.length,
      content_type: 'application/pdf',
    });
    const second = await upload(t, admin, doc.header, 'other.pdf', PDF);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('该附件已存在，请先删除再重新上传');
    // the refused upload left nothing behind, and no temporary file either
    expect(filesUnder(filesDir).length).toBe(before + 1);
    expect(filesUnder(filesDir).some((n) => n.endsWith('.part'))).toBe(false);
    const got = await t.call('GET', `/api/attachments/${doc.header}/file`, admin);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-disposition']).toContain('filename*=UTF-8');
    expect((await t.call('DELETE', `/api/attachments/${doc.header}/file`, admin)).statusCode).toBe(200);
    expect(filesUnder(filesDir).length).toBe(before);
    expect((await upload(t, admin, doc.header, 'again.pdf', PDF)).statusCode).toBe(200);
  });

  it('refuses a download of a row without a file and the deletion of the header row', async () => {
    const empty = await addRow(t, admin, doc.id, '合同');
    const none = await t.call('GET', `/api/attachments/${empty}/file`, admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('没有附件，无法下载');
    const header = await t.call('DELETE', `/api/attachments/${doc.header}`, admin);
    expect(header.statusCode).toBe(409);
    expect(header.json().message).toBe('表头附件不能删除，只能删除其中的文件');
    expect((await t.call('DELETE', `/api/attachments/${empty}`, admin)).statusCode).toBe(200);
  });

  it('sweeps the files of a deleted draft from the store once no row names them', async () => {
    const other = await draftAppointment(t, admin);
    expect((await upload(t, admin, other.header, 'draft.pdf', PDF)).statusCode).toBe(200);
    const kept = filesUnder(filesDir).length;
    expect((await t.call('DELETE', `/api/appointments/${other.id}`, admin)).statusCode).toBe(200);
    // a fresh orphan may be an upload between its write and its commit: left alone for a while
    expect(await sweepAttachmentFiles(t.app.db, filesDir)).toEqual([]);
    const later = new Date(Date.now() + ATTACHMENT_ORPHAN_GRACE_MS + 60_000);
    expect(await sweepAttachmentFiles(t.app.db, filesDir, later)).toHaveLength(1);
    expect(filesUnder(filesDir).length).toBe(kept - 1);
    // the files rows still name stay
    expect(await sweepAttachmentFiles(t.app.db, filesDir, later)).toEqual([]);
  });

  it('answers 413 for a file over 10 MB and 400 for an unknown owner type', async () => {
    const row = await addRow(t, admin, doc.id, '大文件');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(t, admin, row, 'big.pdf', big)).statusCode).toBe(413);
    const bad = await t.call('GET', '/api/attachments?owner_type=spaceship&owner_id=1', admin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('a declaration’s attached documents', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('take files while the declaration is a draft, and none once it is at customs', async () => {
    const first = async (statuses: string) =>
      (
        (await t.call('GET', `/api/declarations?cd_status=${statuses}&size=10`, admin)).json().content as {
          id: number;
        }[]
      )[0]!;
    const draft = await first('0');
    const sent = await first('20,30,40,50');
    const row = await t.call('POST', '/api/attachments', admin, {
      owner_type: 'declaration',
      owner_id: draft.id,
      kind: 'invoice',
      title: '商业发票',
    });
    expect(row.statusCode, row.body).toBe(201);
    expect((await upload(t, admin, row.json().id, 'invoice.pdf', PDF)).statusCode).toBe(200);
    const refused = await t.call('POST', '/api/attachments', admin, {
      owner_type: 'declaration',
      owner_id: sent.id,
      kind: 'invoice',
      title: '商业发票',
    });
    expect(refused.statusCode).toBe(409);
    // partners read their own customer's declarations and so their documents, no one else's
    const partner = await t.login('partner01');
    const own = await t.call('GET', `/api/attachments?owner_type=declaration&owner_id=${draft.id}`, partner);
    expect(own.statusCode, own.body).toBe(200);
    const others = (
      (await t.call('GET', '/api/declarations?customer_code=C0002&size=10', admin)).json().content as {
        id: number;
      }[]
    )[0]!;
    expect(
      (await t.call('GET', `/api/attachments?owner_type=declaration&owner_id=${others.id}`, partner))
        .statusCode,
    ).toBe(404);
  });
});

describe('on an S3-compatible store (S3_URL)', () => {
  let t: TestApp;
  let admin: string;
  let server: S3rver;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'attachments', configs: [] }],
    });
    const { port } = await server.run();
    t = await startTestApp({ s3Url: `http://S3RVER:S3RVER@127.0.0.1:${port}/attachments` });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts, reads and removes the object in the bucket', async () => {
    const doc = await draftAppointment(t, admin);
    const objects = () => filesUnder(path.join(dir, 'attachments')).filter((n) => !n.startsWith('.'));
    expect((await upload(t, admin, doc.header, 'draft.pdf', PDF)).statusCode).toBe(200);
    expect(objects().length).toBeGreaterThan(0);
    const got = await t.call('GET', `/api/attachments/${doc.header}/file`, admin);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await t.call('DELETE', `/api/attachments/${doc.header}/file`, admin)).statusCode).toBe(200);
    expect(objects().filter((n) => n.endsWith('.pdf') || n.includes('._S3rver_object'))).toEqual([]);
  });
});
