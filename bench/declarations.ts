/**
 * npx tsx bench/declarations.ts: the declaration message and receipt throughput.
 * - render: 1,000 declaration messages of 20 goods lines each, rendered in memory, against the same
 *   rendered and written through the folder adapter (atomic write into <main>/outbox);
 * - ingest: 1,000 receipts parsed only, against parsed and recorded on their declarations (one
 *   transaction each, as the watcher does), against the whole watcher path (files dropped into the inbox,
 *   taken, recorded and moved to processed/).
 * Embedded PGlite (in memory), medians over several runs. Writes its section of bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  renderDecMessage,
  type DecMessageInput,
} from '../apps/server/src/modules/customs-message/dec-message.renderer.ts';
import { writeOutboxMessage } from '../apps/server/src/modules/channels/folder-channel.ts';
import { InboxWatcher } from '../apps/server/src/modules/receipts/inbox-watcher.ts';
import { parseReceipt } from '../apps/server/src/modules/receipts/receipt-parser.ts';
import { recordReceiptFile } from '../apps/server/src/modules/receipts/receipts.service.ts';
import { isRejectedReceipt } from '../apps/server/src/modules/receipts/receipt-watcher.plugin.ts';
import { writeResultsSection } from './results-section.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const LINES = 20;
const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIXTURE = path.join(
  import.meta.dirname,
  '../apps/server/test/fixtures/customs/declaration-import-1.json',
);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rate = (n: number, ms: number) => Math.round((n * 1000) / ms);

/** 1,000 declarations of 20 lines, each a little different (so no two messages are the same). */
function declarations(): DecMessageInput[] {
  const base = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as DecMessageInput;
  const line = base.goods[0]!;
  return Array.from({ length: MESSAGES }, (_, d) => ({
    head: { ...base.head, bill_no: `BL${String(d).padStart(8, '0')}`, gross_weight: `${1000 + d}.5` },
    goods: Array.from({ length: LINES }, (_, g) => ({
      ...line,
      g_no: g + 1,
      g_name: `${String(line.g_name)}${g}`,
      g_qty: String(10 + g),
      decl_total: ((10 + g) * 1.0855).toFixed(4),
    })),
    containers: base.containers,
    licences: base.licences,
  }));
}

const sign = (i: number) => ({
  clientSeqNo: `20240510${String(i).padStart(10, '0')}`,
  operType: 'C',
  icCode: '0000000000001',
  operName: '张三',
  copCode: '4403960A3',
  copName: '深圳市芯达通供应链管理有限公司',
  certificate: '',
  signDate: new Date(),
});

async function timed(fn: () => Promise<void> | void): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function benchRender() {
  const input = declarations();
  const render: number[] = [];
  const write: number[] = [];
  let bytes = 0;
  for (let i = 0; i < Math.min(100, input.length); i++) renderDecMessage(input[i]!, sign(i)); // warm-up
  for (let run = 0; run < RUNS; run++) {
    render.push(
      await timed(() => {
        for (let i = 0; i < input.length; i++) bytes = renderDecMessage(input[i]!, sign(i)).length;
      }),
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
    write.push(
      await timed(async () => {
        for (let i = 0; i < input.length; i++)
          await writeOutboxMessage(dir, sign(i).clientSeqNo, renderDecMessage(input[i]!, sign(i)));
      }),
    );
    if (fs.readdirSync(path.join(dir, 'outbox')).length !== input.length) throw new Error('messages missing');
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { render: median(render), write: median(write), bytes };
}

const CODES = ['7', 'L', 'J', 'P', 'R'];
/** Receipt `i` of round `k`: a later notice date each round, the code cycling through 7, L, J, P, R. */
const receiptXml = (i: number, k: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><DEC_RESULT><CUS_CIQ_NO>B${String(i).padStart(17, '0')}</CUS_CIQ_NO>` +
  `<ENTRY_ID></ENTRY_ID><NOTICE_DATE>2024-05-${String(1 + k).padStart(2, '0')}T10:00:00</NOTICE_DATE>` +
  `<CHANNEL>${CODES[k % CODES.length]}</CHANNEL><NOTE>benchmark ${k}</NOTE></DEC_RESULT>`;

async function benchIngest() {
  const database = await openDatabase({});
  try {
    await database.migrate();
    const db = database.db;
    await db.execute(sql`insert into declarations (ie_flag, cd_status, client_seq_no, qp_sn, return_content)
      select '0', '20', lpad(g::text, 18, '0'), 'B' || lpad(g::text, 17, '0'), '[]'::jsonb
      from generate_series(0, ${RECEIPTS - 1}) as g`);
    const parse: number[] = [];
    const ingest: number[] = [];
    const watch: number[] = [];
    // round 0 warms up (JIT, the database's first touches of its pages) and is not counted
    for (let round = 0; round <= RUNS; round++) {
      const keep = <T>(list: T[], value: T) => void (round > 0 && list.push(value));
      const files = Array.from({ length: RECEIPTS }, (_, i) => Buffer.from(receiptXml(i, round * 2)));
      keep(parse, await timed(() => void files.forEach((f) => parseReceipt(f))));
      keep(
        ingest,
        await timed(async () => {
          for (const f of files) await recordReceiptFile(db, f);
        }),
      );
      // the watcher: files in the inbox, two passes (first sight, then stable and taken)
      const main = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-'));
      fs.mkdirSync(path.join(main, 'inbox'));
      Array.from({ length: RECEIPTS }, (_, i) => receiptXml(i, round * 2 + 1)).forEach((x, i) =>
        fs.writeFileSync(path.join(main, 'inbox', `r${i}.xml`), x),
      );
      const watcher = new InboxWatcher(
        {
          folders: async () => [main],
          handle: async (content, name) => void (await recordReceiptFile(db, content, name)),
          isRejection: isRejectedReceipt,
          log: { info() {}, warn() {}, error: (o, m) => console.error(m, o) },
        },
        { intervalMs: 1000 },
      );
      await watcher.pass();
      keep(watch, await timed(() => watcher.pass()));
      if (fs.readdirSync(path.join(main, 'processed')).length !== RECEIPTS)
        throw new Error('receipts missing');
      fs.rmSync(main, { recursive: true, force: true });
    }
    const done = (await db.execute(
      sql`select count(*)::int as n from declarations where jsonb_array_length(return_content) = ${(RUNS + 1) * 2}`,
    )) as unknown as { rows: { n: number }[] };
    if (done.rows[0]?.n !== RECEIPTS) throw new Error('not every receipt was recorded');
    if (process.env.BENCH_DEBUG) console.log({ parse, ingest, watch });
    return { parse: median(parse), ingest: median(ingest), watch: median(watch) };
  } finally {
    await database.close();
  }
}

const loadBefore = os.loadavg()[0]!;
const r = await benchRender();
const i = await benchIngest();
const markdown = `## Declaration messages and receipts (\`bench/declarations.ts\`)

${MESSAGES.toLocaleString('en')} declaration messages of ${LINES} goods lines (${Math.round(r.bytes / 1024)} kB each), and ${RECEIPTS.toLocaleString('en')} DEC_RESULT receipts on as many declarations; embedded PGlite in memory; medians of ${RUNS} runs; ${os.cpus().length} cores, Node ${process.version}; load average ${loadBefore.toFixed(1)} at the start (the machine is shared: compare the rows of one run rather than runs of different days).

| what | median time | throughput |
|---|---:|---:|
| render only (in memory) | ${Math.round(r.render)} ms | **${rate(MESSAGES, r.render).toLocaleString('en')} messages/s** |
| render + write through the folder adapter (temp file, link into outbox) | ${Math.round(r.write)} ms | **${rate(MESSAGES, r.write).toLocaleString('en')} messages/s** |
| parse receipts only | ${Math.round(i.parse)} ms | ${rate(RECEIPTS, i.parse).toLocaleString('en')} receipts/s |
| parse + record (match, lock, append, update; one transaction each) | ${Math.round(i.ingest)} ms | **${rate(RECEIPTS, i.ingest).toLocaleString('en')} receipts/s** |
| inbox watcher pass (read, record, move to processed/) | ${Math.round(i.watch)} ms | **${rate(RECEIPTS, i.watch).toLocaleString('en')} receipts/s** |

Writing costs ${(r.write / r.render).toFixed(1)}× rendering alone; recording costs ${(i.ingest / i.parse).toFixed(0)}× parsing alone (the database round trips dominate), and the whole watcher path (reading, recording and moving each file) takes ${(i.watch / i.ingest).toFixed(2)}× the time of recording alone.
`;
writeResultsSection('declarations', markdown);
console.log(markdown);
