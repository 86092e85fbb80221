import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { decResult, importResponse, oneLineImport, prepare } from './declarations-fixture.ts';

/** Set-up of the home tab's browser tests through the API, and the home figures as the page shows them. */

type Json = Record<string, unknown>;
const headersOf = (token: string) => ({ 'Access-Token': token });

export async function json<T = Json>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** How many records a list call counts (`totalElements` of its first page). */
export async function listTotal(
  request: APIRequestContext,
  token: string,
  url: string,
  query: Record<string, string> = {},
): Promise<{ total: number; rows: Json[] }> {
  const page = await json<{ totalElements: number; content: Json[] }>(
    await request.get(url, { headers: headersOf(token), params: { ...query, page: 1, size: 100 } }),
  );
  return { total: page.totalElements, rows: page.content };
}

/** Today in the business time zone, as YYYY-MM-DD. */
const businessToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/**
 * An import declaration of customer C0001 made and sent by `clerk` through the demo folder channel,
 * then bounced by customs: the import response and a DEC_RESULT with code E (cd_status 90). Reference
 * data is ensured with the administrator's token. Answers its id and internal number (cd_sn).
 */
export async function bouncedDeclaration(
  request: APIRequestContext,
  tokens: { admin: string; clerk: string },
  stamp: string,
): Promise<{ id: number; cdSn: string }> {
  await prepare(request, tokens.admin);
  const headers = headersOf(tokens.clerk);
  const channels = await json<{ content: Json[] }>(
    await request.get('/api/channels', {
      headers: headersOf(tokens.admin),
      params: { transport_type: 'ftp_tool', status: '1', page: 1, size: 10 },
    }),
  );
  const channel = channels.content[0]!;
  const today = businessToday();
  const created = await json<{ head: { id: number; cd_sn: string } }>(
    await request.post('/api/declarations', {
      headers,
      data: oneLineImport(`HOME${stamp}`, today),
    }),
  );
  const { id, cd_sn: cdSn } = created.head;
  const sent = await json<{ data: { client_seq_no: string } }>(
    await request.post(`/api/declarations/${id}/send`, { headers, data: { channel_id: channel.id } }),
  );
  const clientSeqNo = sent.data.client_seq_no;
  expect(clientSeqNo, 'the client sequence number of the sent declaration').toBeTruthy();
  // a customs number of its own (the declaration id), unlike the other specs' stamps
  const seqNo = `I20269${String(id).padStart(12, '0')}`;
  for (const xml of [
    importResponse(clientSeqNo, seqNo),
    decResult(seqNo, '', 'E', '退单：申报要素不全（E2E 首页）', 1),
  ])
    await json(
      await request.post('/api/receipts/upload', {
        headers: { ...headers, 'Content-Type': 'application/xml' },
        data: xml,
      }),
    );
  const head = await json<Json & { data?: Json }>(await request.get(`/api/declarations/${id}`, { headers }));
  expect(head.cd_status ?? head.data?.cd_status, 'the bounced declaration').toBe('90');
  return { id, cdSn };
}

/**
 * A file the receipt watcher cannot read, dropped into the demo folder channel's inbox: the watcher sets
 * it aside in failed/ with a reason. Waits until the set-aside receipts list it; answers its name.
 */
export async function setAsideReceipt(request: APIRequestContext, adminToken: string, stamp: string) {
  const inbox = path.join(process.env.E2E_DATA_DIR!, 'channels', 'demo', 'inbox');
  fs.mkdirSync(inbox, { recursive: true });
  const name = `HOME_E2E_${stamp}.xml`;
  fs.writeFileSync(path.join(inbox, name), '<?xml version="1.0" encoding="UTF-8"?>\n<NotAReceipt/>\n');
  await expect
    .poll(
      async () => {
        const { rows } = await listTotal(request, adminToken, '/api/summary/inbox-failures');
        return rows.find((r) => r.name === name)?.reason;
      },
      { timeout: 30_000, message: 'the watcher sets the unreadable file aside' },
    )
    .toBeTruthy();
  return name;
}

/** A section card of the home figures by its title (单证待办, 系统运行, 我的概览). */
export const sectionCard = (page: Page, title: string) =>
  page.locator('.summary-card:visible', {
    has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }),
  });

/** One figure of a card (its name and number), by its name. */
export const figureOf = (card: Locator, name: string) =>
  card.locator('li.summary-figure', {
    has: card.page().locator('.summary-name', { hasText: new RegExp(`^${escape(name)}$`) }),
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
