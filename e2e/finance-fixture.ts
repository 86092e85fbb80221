import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { decResult, importResponse, oneLineImport, prepare } from './declarations-fixture.ts';
import { button, main } from './helpers.ts';

/** Set-up of the finance journey through the API: what the screens of other issues already cover. */

type Json = Record<string, unknown>;
const headersOf = (token: string) => ({ 'Access-Token': token });

async function json(res: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as Json & { content?: Json[] };
}

/** Today in the business time zone (the charge's event date), as YYYY-MM-DD. */
export const businessToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/**
 * The customer's enabled customs contracts are switched off, so the contract the test makes on screen is
 * the one in force (a retry finds its own earlier contract and switches it off too).
 */
export async function clearCustomsContracts(request: APIRequestContext, token: string, customerCode: string) {
  const found = await json(
    await request.get('/api/contracts', {
      headers: headersOf(token),
      params: { customer_code: customerCode, business_type: 'customs', status: '1', page: 1, size: 100 },
    }),
  );
  for (const c of found.content ?? [])
    await json(
      await request.put(`/api/contracts/${c.id as number}`, {
        headers: headersOf(token),
        data: { ...pickWritable(c), status: '0', version: c.version },
      }),
    );
}

/** A contract's writable fields as read (a PUT takes the whole record). */
function pickWritable(c: Json): Json {
  const keys = [
    'name',
    'party_type',
    'customer_code',
    'carrier_id',
    'scheme_id',
    'valid_from',
    'valid_to',
    'currency',
    'settle_currency',
    'payment_days',
    'note',
  ];
  return Object.fromEntries(keys.filter((k) => c[k] !== null && c[k] !== undefined).map((k) => [k, c[k]]));
}

/** A charge item of its own, raised per released declaration. */
export async function chargeItem(request: APIRequestContext, token: string, code: string, name: string) {
  return json(
    await request.post('/api/charge-items', {
      headers: headersOf(token),
      data: {
        code,
        name,
        io_type: 'receivable',
        type: 'customs',
        unit: 'declaration',
        event: 'declaration_released',
        status: '1',
      },
    }),
  );
}

/**
 * An import declaration of customer C0001 that passes every check, sent through the e2e folder channel,
 * then released by customs: the import response and the receipts 7, L, J, P. Answers its entry no.
 */
export async function releasedDeclaration(request: APIRequestContext, token: string, stamp: string) {
  const headers = headersOf(token);
  await prepare(request, token);
  const channels = await json(
    await request.get('/api/channels', { headers, params: { transport_type: 'ftp_tool', status: '1' } }),
  );
  const channel = channels.content![0]!;
  const today = businessToday();
  const created = await json(
    await request.post('/api/declarations', {
      headers,
      data: oneLineImport(`FIN${stamp}`, today),
    }),
  );
  const id = (created.head as { id: number }).id;
  await json(
    await request.post(`/api/declarations/${id}/send`, { headers, data: { channel_id: channel.id } }),
  );
  const head = await json(await request.get(`/api/declarations/${id}`, { headers }));
  const clientSeqNo = String(head.client_seq_no ?? (head.data as Json | undefined)?.client_seq_no ?? '');
  expect(clientSeqNo, 'the client sequence number of the sent declaration').not.toBe('');
  const seqNo = `I2026${stamp.padStart(13, '0')}`.slice(0, 18);
  const entryId = `3701${stamp.padStart(14, '0')}`.slice(0, 18);
  for (const xml of [
    importResponse(clientSeqNo, seqNo),
    decResult(seqNo, '', '7', `${seqNo}直接申报成功`, 1),
    decResult(seqNo, entryId, 'L', '海关入库成功', 2),
    decResult(seqNo, entryId, 'J', '海关已接受申报', 3),
    decResult(seqNo, entryId, 'P', '海关已放行', 4),
  ])
    await json(
      await request.post('/api/receipts/upload', {
        headers: { ...headers, 'Content-Type': 'application/xml' },
        data: xml,
      }),
    );
  return { id, entryId, seqNo };
}

/** A small PDF: the transfer slip the partner uploads. */
export const slipPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** Lists the charge lines of one source document (the filter sits in the expanded search form). */
export async function searchBySource(page: Page, sourceNo: string) {
  const field = main(page).getByLabel('来源单号', { exact: true });
  if (!(await field.isVisible())) await button(main(page), '展开').click();
  await field.fill(sourceNo);
  await button(main(page), '查询').click();
}
