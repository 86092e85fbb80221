import fs from 'node:fs';
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

/** A fresh main directory for a folder channel, under the test server's channels root. */
export function tempMainDir(t: TestApp): string {
  fs.mkdirSync(t.app.config.channelsRoot, { recursive: true });
  return fs.mkdtempSync(path.join(t.app.config.channelsRoot, 'customs-channel-'));
}

/** Creates a folder (ftp_tool) channel through the API (an administrator's token) and answers its id. */
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

/**
 * The save call of the editor: POST /api/declarations for a new declaration, PUT
 * /api/declarations/{head.id} for a saved one (with head.version).
 */
export function saveCall(
  t: TestApp,
  token: string,
  body: unknown,
  headers?: Record<string, string>,
): ReturnType<TestApp['call']> {
  const id = (body as { head?: { id?: unknown } } | null)?.head?.id;
  return typeof id === 'number'
    ? t.call('PUT', `/api/declarations/${id}`, token, body, headers)
    : t.call('POST', '/api/declarations', token, body, headers);
}

/** The head of the declaration a save answers (the whole declaration, as stored). */
export function savedHead(res: { json<T>(): T }): { id: number; version: number; cd_sn: string } {
  return res.json<{ head: { id: number; version: number; cd_sn: string } }>().head;
}

/** Creates a declaration through POST /api/declarations and answers its id and version. */
export async function saveDeclaration(
  t: TestApp,
  token: string,
  d: ReturnType<typeof declarationFixture>,
): Promise<{ id: number; version: number }> {
  const res = await saveCall(t, token, d);
  expect(res.statusCode, res.body).toBe(201);
  return savedHead(res);
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

/** A DEC_RESULT receipt as customs writes it (with the declaration and import/export dates customs gave). */
export function decResult(
  code: string,
  seqNo: string,
  noticeDate: string,
  entryId = '',
  note = '',
  dates: { declared?: string; ie?: string } = {},
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<DEC_RESULT>
  <CUS_CIQ_NO>${seqNo}</CUS_CIQ_NO>
  <ENTRY_ID>${entryId}</ENTRY_ID>
  <NOTICE_DATE>${noticeDate}</NOTICE_DATE>
  <CHANNEL>${code}</CHANNEL>
  <NOTE>${note || `回执 ${code}`}</NOTE>
  <CUSTOM_MASTER>5301</CUSTOM_MASTER>
  <I_E_DATE>${dates.ie ?? ''}</I_E_DATE>
  <D_DATE>${dates.declared ?? ''}</D_DATE>
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
  const admin = await t.login('admin');
  const mainDir = tempMainDir(t);
  const channelId = await createFolderChannel(t, admin, mainDir);
  await createAgentRelation(t, admin);
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
