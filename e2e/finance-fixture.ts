import { expect, type APIRequestContext } from '@playwright/test';
import { AGENT, CONSIGNEE, decResult, importResponse, prepare } from './declarations-fixture.ts';

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
      data: {
        head: {
          ie_flag: '0',
          customer_code: 'C0001',
          customs_code: '3701',
          ie_port: '3701',
          apply_date: today,
          ie_date: today,
          receiver_scc: CONSIGNEE.scc,
          receiver_code: CONSIGNEE.code,
          receiver_name: CONSIGNEE.name,
          enter_scc: CONSIGNEE.scc,
          enter_code: CONSIGNEE.code,
          enter_name: CONSIGNEE.name,
          declare_scc: AGENT.scc,
          declare_code: AGENT.code,
          declare_name: AGENT.name,
          trans_method: '2',
          trans_name: 'COSCO SHIPPING',
          trans_no: '061E',
          bill_no: `FIN${stamp}`,
          supervise_method: '0110',
          tax_method: '101',
          deal_method: '1',
          dest_country: 'USA',
          trade_country: 'USA',
          dest_port: 'USA264',
          desp_port_code: 'USA264',
          entry_port_code: '390001',
          goods_place: '厦门海天码头',
          num: 20,
          warp_type: '22',
          gross_weight: '1200.5',
          net_weight: '1100',
          cd_type: '0',
          edi_id: '1',
          entry_type: 'M',
          dcl_trn_rel_flag: '0',
          promise_items: '000',
          cop_code: '350298000',
          cop_name: '华海国际货运代理（厦门）有限公司',
          inputer_name: '李明',
          typist_no: '8900000012345',
          declarant_name: '李明',
        },
        goods: [
          {
            g_no: 1,
            code_ts: '8471300000',
            g_name: '便携式电脑',
            g_model: '0|0|品牌:示例|型号:X1',
            g_qty: '10',
            g_unit: '007',
            first_qty: '10',
            first_unit: '007',
            decl_price: '2.5',
            decl_total: '25.00',
            trade_curr: 'USD',
            origin_country: 'USA',
            destination_country: 'CHN',
            district_code: '35021',
            duty_mode: '1',
          },
        ],
        containers: [],
        licences: [],
        documents: [],
      },
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
