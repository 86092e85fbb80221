import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/customs');

/** The fixed import declaration of the message fixture (head, goods, containers, licences, documents). */
export function declarationFixture(): {
  head: Record<string, unknown>;
  goods: Record<string, unknown>[];
  containers: Record<string, unknown>[];
  licences: Record<string, unknown>[];
  documents: Record<string, unknown>[];
} {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, 'declaration-import-1.json'), 'utf8')) as ReturnType<
    typeof declarationFixture
  >;
}

/** A fresh main directory for a folder channel. */
export function tempMainDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'customs-channel-'));
}

/** Creates a folder (ftp_tool) channel through the API and answers its id. */
export async function createFolderChannel(
  t: TestApp,
  token: string,
  mainDir: string,
  name = '测试通道',
): Promise<number> {
  const res = await t.call('POST', '/api/channels', token, {
    name,
    customs_code: '5301',
    transport_type: 'ftp_tool',
    type: 'dec',
    status: '1',
    org_code: '4403960A3',
    input_name: '张三',
    input_code: '0000000000001',
    main_dir: mainDir,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** The agent relation the fixture's declaring agent needs with its consignor on the declaration date. */
export async function createAgentRelation(t: TestApp, token: string) {
  const res = await t.call('POST', '/api/agent-relations', token, {
    consignor_name: '深圳市芯达通供应链管理有限公司',
    consignor_code: '4403960003',
    agent_name: '深圳市芯达通供应链管理有限公司',
    agent_code: '4403960003',
    begin_date: '2024-01-01',
    expire_months: 120,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Saves a declaration through POST /api/declarations/save and answers its id. */
export async function saveDeclaration(
  t: TestApp,
  token: string,
  d: ReturnType<typeof declarationFixture>,
): Promise<{ id: number; version: number }> {
  const res = await t.call('POST', '/api/declarations/save', token, d);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number; version: number } }>().data;
}

/** A receipt time stamp `minutes` after `base`, as customs writes it (China time, no offset). */
export function noticeDate(base: number, minutes: number): string {
  const d = new Date(base + minutes * 60_000 + 8 * 3600_000);
  return d.toISOString().slice(0, 19);
}

/** The instant of such a time stamp. */
export function noticeInstant(base: number, minutes: number): string {
  return new Date(base + minutes * 60_000).toISOString();
}

/** A DEC_RESULT receipt as customs writes it. */
export function decResult(code: string, seqNo: string, noticeDate: string, entryId = '', note = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<DEC_RESULT>
  <CUS_CIQ_NO>${seqNo}</CUS_CIQ_NO>
  <ENTRY_ID>${entryId}</ENTRY_ID>
  <NOTICE_DATE>${noticeDate}</NOTICE_DATE>
  <CHANNEL>${code}</CHANNEL>
  <NOTE>${note || `回执 ${code}`}</NOTE>
  <CUSTOM_MASTER>5301</CUSTOM_MASTER>
  <I_E_DATE></I_E_DATE>
  <D_DATE></D_DATE>
</DEC_RESULT>
`;
}

/** A successful import response naming our client sequence number and the data-centre number. */
export function importResponse(clientSeqNo: string, seqNo: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<ns2:DecImportResponse xmlns:ns2="http://www.chinaport.gov.cn/dec">
  <ns2:ResponseCode>0</ns2:ResponseCode>
  <ns2:ErrorMessage>导入成功</ns2:ErrorMessage>
  <ns2:ClientSeqNo>${clientSeqNo}</ns2:ClientSeqNo>
  <ns2:SeqNo>${seqNo}</ns2:SeqNo>
</ns2:DecImportResponse>
`;
}

/** Drops a file into an inbox the way a customs client does: written under a temporary name, then renamed. */
export function dropReceipt(mainDir: string, name: string, xml: string) {
  const inbox = path.join(mainDir, 'inbox');
  fs.mkdirSync(inbox, { recursive: true });
  const temp = path.join(inbox, `.${name}.part`);
  fs.writeFileSync(temp, xml);
  fs.renameSync(temp, path.join(inbox, name));
}

/** Polls until `check` answers a value (the watcher works on its own time). */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ReceiptRow {
  code: string;
  meaning: string;
  message: string;
  date: string;
  ret_seq_no: string;
}

export async function receipts(t: TestApp, token: string, id: number, lang = 'zh'): Promise<ReceiptRow[]> {
  const res = await t.call('GET', `/api/declarations/${id}/receipts`, token, undefined, {
    'accept-language': lang,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReceiptRow[] }>().data;
}

/** The head as GET /api/declarations/:id/full answers it. */
export async function head(t: TestApp, token: string, id: number): Promise<Record<string, unknown>> {
  const res = await t.call('GET', `/api/declarations/${id}/full`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { head: Record<string, unknown> } }>().data.head;
}

/** A test app with a clerk, a folder channel in a fresh directory and the fixture's agent relation. */
export async function startCustomsApp(overrides: Parameters<typeof startTestApp>[0] = {}) {
  const t = await startTestApp(overrides);
  const clerk = await t.login('clerk');
  const mainDir = tempMainDir();
  const channelId = await createFolderChannel(t, clerk, mainDir);
  await createAgentRelation(t, await t.login('admin'));
  return {
    t,
    clerk,
    mainDir,
    channelId,
    /** Saves the fixture declaration on this channel, sends it and answers its id and client sequence number. */
    async sendFixture(): Promise<{ id: number; clientSeqNo: string }> {
      const fixture = declarationFixture();
      fixture.head.channel_id = channelId;
      const { id } = await saveDeclaration(t, clerk, fixture);
      const res = await t.call('POST', `/api/declarations/${id}/send`, clerk, {});
      expect(res.statusCode, res.body).toBe(200);
      return { id, clientSeqNo: res.json<{ data: { client_seq_no: string } }>().data.client_seq_no };
    },
    async close() {
      await t.close();
      fs.rmSync(mainDir, { recursive: true, force: true });
    },
  };
}
