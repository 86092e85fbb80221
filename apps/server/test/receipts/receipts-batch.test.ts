import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../src/db/client.ts';
import { InboxWatcher } from '../../src/modules/receipts/inbox-watcher.ts';
import { parseReceipt } from '../../src/modules/receipts/receipt-parser.ts';
import { isRejectedReceipt } from '../../src/modules/receipts/receipt-watcher.plugin.ts';
import { ingestReceipts, recordChannelReceipts } from '../../src/modules/receipts/receipt-batch.ts';
import { ingestReceipt, receiptIdentity } from '../../src/modules/receipts/receipts.service.ts';
import { decResult, importResponse, noticeDate } from '../helpers/customs.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Receipts recorded many to a transaction, with the effect and the guarantees of one at a time
let t: TestApp;
let serial = 0;
const dirs: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

interface Head {
  id: number;
  client_seq_no: string;
  return_content: { code: string; message: string; date: string; ret_seq_no: string }[];
  return_code: string | null;
  return_time: Date | string | null;
  cd_status: string | null;
  apply_date: string | null;
  ie_date: string | null;
  qp_sn: string | null;
  entry_sn: string | null;
  pass_time: Date | string | null;
  allow_time: Date | string | null;
  version: number;
}

/** Sent declarations (cd_status 20, an 'ss' entry) with fresh client sequence numbers, without qp_sn yet. */
async function sentDeclarations(n: number): Promise<{ id: number; clientSeqNo: string; seqNo: string }[]> {
  const made = [];
  for (let i = 0; i < n; i++) {
    const k = ++serial;
    const clientSeqNo = `2099${String(process.pid % 1000).padStart(3, '0')}${String(k).padStart(11, '0')}`;
    const ss = JSON.stringify([
      { code: 'ss', message: 'bench channel', date: '2024-05-01 09:00:00', ret_seq_no: clientSeqNo },
    ]);
    const [row] = await executeRows<{ id: number }>(
      t.app.db,
      sql`insert into declarations (ie_flag, cd_status, client_seq_no, return_code, return_content)
          values ('0', '20', ${clientSeqNo}, 'ss', ${ss}::jsonb) returning id`,
    );
    made.push({ id: Number(row!.id), clientSeqNo, seqNo: `B9${String(k).padStart(16, '0')}` });
  }
  return made;
}

async function headOf(id: number): Promise<Head> {
  const [row] = await executeRows<Head>(
    t.app.db,
    sql`select id, client_seq_no, return_content, return_code, return_time, cd_status, qp_sn, entry_sn,
          pass_time, allow_time, version, apply_date::text, ie_date::text from declarations where id = ${id}`,
  );
  return row!;
}

const base = Date.UTC(2024, 4, 10, 2, 0, 0);
/** A declaration's day of receipts: import response (no time of its own), 7, P, then a late L, and the 7 again. */
function dayOf(d: { clientSeqNo: string; seqNo: string }, entryId: string) {
  const seven = decResult('7', d.seqNo, noticeDate(base, 1));
  return [
    {
      name: `Successed_DEC_${d.clientSeqNo}.xml`,
      content: Buffer.from(importResponse(d.clientSeqNo, d.seqNo)),
    },
    // matched by the qp_sn the import response above brings, in the same batch
    { name: `${d.seqNo}-7.xml`, content: Buffer.from(seven) },
    {
      name: `${d.seqNo}-P.xml`,
      // release: customs gives the declaration its date and the export date
      content: Buffer.from(
        decResult('P', d.seqNo, noticeDate(base, 30), entryId, '', {
          declared: '2024-05-10T00:00:00',
          ie: '20240510',
        }),
      ),
    },
    // older than P: history only
    { name: `${d.seqNo}-L.xml`, content: Buffer.from(decResult('L', d.seqNo, noticeDate(base, 10))) },
    // the same file again under another name: recorded once
    { name: `${d.seqNo}-7-again.xml`, content: Buffer.from(seven) },
  ];
}

/** What a receipt leaves on the head, without the keys that differ between two declarations. */
const effect = (h: Head) => ({
  entries: h.return_content.map((e) => [e.code, e.date, e.message]),
  return_code: h.return_code,
  return_time: new Date(h.return_time!).toISOString(),
  cd_status: h.cd_status,
  pass_time: new Date(h.pass_time!).toISOString(),
  has_qp_sn: !!h.qp_sn,
  entry_sn: h.entry_sn?.slice(0, 4),
  version: h.version,
  apply_date: h.apply_date,
  ie_date: h.ie_date,
});

const fileIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe('declaration receipts recorded in one batch', () => {
  it('leave every declaration as recording them one at a time does', async () => {
    const [batched, single] = await sentDeclarations(2);
    // the import response has no time of its own: it takes `now`, before the notices
    const now = new Date(base - 60_000);
    const batchFiles = dayOf(batched!, '530120240000000001');
    const singleFiles = dayOf(single!, '530120240000000002');

    const batchResults = await ingestReceipts(
      t.app.db,
      batchFiles.map((f) => {
        const receipt = parseReceipt(f.content, f.name);
        return { receipt, identity: receiptIdentity(receipt, f.content), fileName: f.name };
      }),
      now,
    );
    const singleResults = [];
    for (const f of singleFiles) {
      const receipt = parseReceipt(f.content, f.name);
      singleResults.push(
        await ingestReceipt(t.app.db, receipt, {
          identity: receiptIdentity(receipt, f.content),
          fileName: f.name,
          now,
        }),
      );
    }
    const dup = (r: unknown) => (r instanceof Error ? r.message : (r as { duplicate: boolean }).duplicate);
    expect(batchResults.map(dup)).toEqual([false, false, false, false, true]);
    expect(batchResults.map(dup)).toEqual(singleResults.map(dup));

    const a = await headOf(batched!.id);
    const b = await headOf(single!.id);
    expect(effect(a)).toEqual(effect(b));
    expect(a.return_content.map((e) => e.code)).toEqual(['ss', '0', '7', 'L', 'P']);
    expect(a).toMatchObject({ return_code: 'P', cd_status: '40', qp_sn: batched!.seqNo });
    expect(a).toMatchObject({ apply_date: '2024-05-10', ie_date: '2024-05-10' });
    // one version step per receipt recorded, as one at a time
    expect(a.version).toBe(1 + 4);
  });

  it('set aside what is not a receipt or names nothing, and record the rest', async () => {
    const [d1, d2] = await sentDeclarations(2);
    const files = [
      { name: 'a.xml', content: Buffer.from(decResult('7', 'B0NOSUCHDECLARATION', noticeDate(base, 1))) },
      {
        name: `Successed_DEC_${d1!.clientSeqNo}.xml`,
        content: Buffer.from(importResponse(d1!.clientSeqNo, d1!.seqNo)),
      },
      { name: 'b.xml', content: Buffer.from('<NotAReceipt/>') },
      {
        name: `Successed_DEC_${d2!.clientSeqNo}.xml`,
        content: Buffer.from(importResponse(d2!.clientSeqNo, d2!.seqNo)),
      },
    ];
    const outcomes = await recordChannelReceipts(t.app.db, files);
    expect(
      outcomes.map((o) => (o.ok ? 'recorded' : isRejectedReceipt(o.error) ? 'set aside' : 'retry')),
    ).toEqual(['set aside', 'recorded', 'set aside', 'recorded']);
    for (const d of [d1!, d2!])
      expect((await headOf(d.id)).return_content.map((e) => e.code)).toEqual(['ss', '0']);
  });

  it('when the database refuses one receipt, records the others once and leaves that one to be retried', async () => {
    const [d1, bad, d2] = await sentDeclarations(3);
    // a data-centre number longer than the column (18): the batch's update fails as a whole
    const tooLong = `${bad!.seqNo}XYZ`;
    const files = [
      { name: 'one.xml', content: Buffer.from(importResponse(d1!.clientSeqNo, d1!.seqNo)) },
      { name: 'bad.xml', content: Buffer.from(importResponse(bad!.clientSeqNo, tooLong)) },
      { name: 'two.xml', content: Buffer.from(importResponse(d2!.clientSeqNo, d2!.seqNo)) },
    ];
    const first = await recordChannelReceipts(t.app.db, files);
    expect(first.map((o) => o.ok)).toEqual([true, false, true]);
    expect(first[1]!.ok === false && isRejectedReceipt(first[1]!.error)).toBe(false);
    // read again (the bad file comes back from the inbox with the others' copies): nothing twice
    const again = await recordChannelReceipts(t.app.db, files);
    expect(again.map((o) => (o.ok ? o.recorded : 'failed'))).toEqual([false, 'failed', false]);
    for (const d of [d1!, d2!]) {
      const h = await headOf(d.id);
      expect(h.return_content.map((e) => e.code)).toEqual(['ss', '0']);
      expect(h.qp_sn).toBe(d.seqNo);
    }
    expect((await headOf(bad!.id)).return_content.map((e) => e.code)).toEqual(['ss']);
  });
});

describe('several watchers on one inbox, in batches', () => {
  it('record each receipt exactly once and move every file', async () => {
    const decls = await sentDeclarations(30);
    const main = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-batch-'));
    dirs.push(main);
    const inbox = path.join(main, 'inbox');
    fs.mkdirSync(inbox);
    decls.forEach((d, i) => {
      const xml = importResponse(d.clientSeqNo, d.seqNo);
      fs.writeFileSync(path.join(inbox, `Successed_DEC_${d.clientSeqNo}.xml`), xml);
      // every third receipt also arrives a second time under another name
      if (i % 3 === 0) fs.writeFileSync(path.join(inbox, `copy-${d.clientSeqNo}.xml`), xml);
    });
    const total = fileIn(inbox).length;
    const watchers = Array.from(
      { length: 3 },
      () =>
        new InboxWatcher(
          {
            folders: async () => [main],
            handle: () => Promise.reject(new Error('one at a time is not used')),
            handleBatch: (files) => recordChannelReceipts(t.app.db, files),
            isRejection: isRejectedReceipt,
            log: { info() {}, warn() {}, error() {} },
          },
          { intervalMs: 1000, batchSize: 7 },
        ),
    );
    await Promise.all(watchers.map((w) => w.pass())); // first sight
    await Promise.all(watchers.map((w) => w.pass())); // stable: taken
    expect(fileIn(inbox)).toEqual([]);
    expect(fileIn(path.join(main, 'working'))).toEqual([]);
    expect(fileIn(path.join(main, 'failed'))).toEqual([]);
    expect(fileIn(path.join(main, 'processed'))).toHaveLength(total);
    for (const d of decls) {
      const h = await headOf(d.id);
      expect(
        h.return_content.map((e) => e.code),
        String(d.id),
      ).toEqual(['ss', '0']);
      expect(h.version).toBe(2);
    }
    const [claims] = await executeRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from recorded_receipts where declaration_id = any(array(
            select jsonb_array_elements_text(${JSON.stringify(decls.map((d) => d.id))}::jsonb)::int))`,
    );
    expect(Number(claims!.n)).toBe(decls.length);
  });
});

describe('release receipts in batches', () => {
  /** A customs contract of a new customer: 120 yuan per released declaration. */
  async function contractOfNewCustomer(): Promise<string> {
    const code = `RB${process.pid % 1000}${++serial}${Date.now().toString(36)}`.toUpperCase().slice(0, 20);
    await t.app.db.execute(sql`insert into charge_items (code, name, io_type, type, unit, event)
      values (${code}, '报关费', 'receivable', 'customs', 'declaration', 'declaration_released')`);
    await t.app.db.execute(sql`insert into contract_schemes (code, name, type, business_type)
      values (${code}, '方案', 'customer', 'customs')`);
    await t.app.db
      .execute(sql`insert into contracts (company_id, contract_no, name, party_type, customer_code,
        party_name, scheme_id, business_type, valid_from, valid_to, currency, settle_currency)
      select 1, ${code}, '合同', 'customer', ${code}, '客户', s.id, 'customs', '2000-01-01', '2099-12-31', 'CNY', 'CNY'
      from contract_schemes s where s.code = ${code}`);
    await t.app.db
      .execute(sql`insert into contract_items (company_id, customer_code, contract_id, charge_item_id, price)
      select 1, ${code}, c.id, i.id, 120 from contracts c, charge_items i
      where c.contract_no = ${code} and i.code = ${code}`);
    return code;
  }

  /** Charge lines per declaration (every one of these, with 0 when it has none). */
  async function linesPer(ids: number[]): Promise<number[]> {
    const rows = await executeRows<{ id: number; n: number }>(
      t.app.db,
      sql`select d.id, count(b.id)::int as n from declarations d
          left join bills b on b.source_type = 'declaration' and b.source_id = d.id
          where d.id = any(${`{${ids.join(',')}}`}::int[]) group by d.id`,
    );
    const n = new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
    return ids.map((id) => n.get(id) ?? 0);
  }

  it('charge each released declaration once, when the batch comes again and when it is retried one at a time', async () => {
    const customer = await contractOfNewCustomer();
    const decls = await sentDeclarations(5);
    for (const d of decls)
      await t.app.db.execute(
        sql`update declarations set cd_company_id = 1, customer_code = ${customer}, qp_sn = ${d.seqNo} where id = ${d.id}`,
      );
    const ids = decls.map((d) => d.id);
    const release = (d: (typeof decls)[number], name = `${d.seqNo}-P.xml`) => ({
      name,
      content: Buffer.from(decResult('P', d.seqNo, noticeDate(base, 30))),
    });
    type Sent = (typeof decls)[number];
    const [a, b, c, d, e] = decls as [Sent, Sent, Sent, Sent, Sent];

    // one batch releases three: one line each, raised in the batch's transaction
    const first = await recordChannelReceipts(t.app.db, [release(a), release(b), release(c)]);
    expect(first).toEqual([1, 2, 3].map(() => ({ ok: true, recorded: true })));
    expect(await linesPer(ids)).toEqual([1, 1, 1, 0, 0]);

    // the same batch again (read twice), and the same receipts under other names: nothing charged twice
    const again = await recordChannelReceipts(t.app.db, [release(a), release(b, 'copy.xml'), release(c)]);
    expect(again).toEqual([1, 2, 3].map(() => ({ ok: true, recorded: false })));
    expect(await linesPer(ids)).toEqual([1, 1, 1, 0, 0]);

    // a batch the database refuses as a whole (a data-centre number longer than its column) is retried one
    // at a time: the receipts recorded before stay once, the new releases are charged once
    const refused = {
      name: 'bad.xml',
      content: Buffer.from(importResponse(e.clientSeqNo, `${e.seqNo}XYZ`)),
    };
    const retried = [release(a, 'a-again.xml'), release(d), refused, release(b)];
    const third = await recordChannelReceipts(t.app.db, retried);
    expect(third.map((o) => (o.ok ? o.recorded : 'failed'))).toEqual([false, true, 'failed', false]);
    expect(await linesPer(ids)).toEqual([1, 1, 1, 1, 0]);
    // and that batch once more, and the last release with it
    const fourth = await recordChannelReceipts(t.app.db, [...retried, release(e)]);
    expect(fourth.map((o) => (o.ok ? o.recorded : 'failed'))).toEqual([false, false, 'failed', false, true]);
    expect(await linesPer(ids)).toEqual([1, 1, 1, 1, 1]);
  });
});
