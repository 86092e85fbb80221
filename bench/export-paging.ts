/**
 * npx tsx bench/export-paging.ts: how an export reads its rows on the embedded database (PGlite, which
 * has no server-side cursor) when the list is sorted by another column than id. Compares, in one run on
 * the same data, the two ways `rowBatches` can page: LIMIT/OFFSET pages of the sorted query (what a job
 * queued before this change still does) against the ordered ids read once and the rows fetched by
 * batches of ids (what an export does now). Medians of the runs; writes its section of bench/RESULTS.md.
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { entityByName } from '@app/shared';
import { openDatabase } from '../apps/server/src/db/client.ts';
import type { Actor } from '../apps/server/src/plugins/actor.ts';
import { exportQuery } from '../apps/server/src/modules/exports/export-query.ts';
import { rowBatches } from '../apps/server/src/modules/exports/export-source.ts';
import { writeResultsSection } from './results-section.ts';

const SIZES = (process.env.BENCH_PAGING_SIZES ?? '20000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_PAGING_RUNS ?? 3);
const BATCH = 500;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

async function drain(app: FastifyInstance, query: Parameters<typeof rowBatches>[1]) {
  const started = performance.now();
  let rows = 0;
  let previous: string | undefined;
  for await (const batch of rowBatches(app, query, BATCH)) {
    for (const row of batch) {
      const name = String(row.username);
      // the order is part of what is measured: a wrong one would not be a result
      if (previous !== undefined && name < previous) throw new Error('rows out of order');
      previous = name;
    }
    rows += batch.length;
  }
  return { ms: performance.now() - started, rows };
}

async function main() {
  const def = entityByName('operation-logs');
  if (!def) throw new Error('no operation-logs entity');
  const lines: string[] = [];
  for (const size of SIZES) {
    const database = await openDatabase({});
    try {
      await database.migrate();
      await database.queryRows(
        'bench_seed',
        `insert into operation_logs (username, action, target, record_id, ip, request_id, create_time)
         select 'user' || lpad(((g * 7919) % $1)::text, 7, '0'), 'create', 'bench', g::text, '127.0.0.1',
                'req-' || g, now() - g * interval '1 second'
         from generate_series(1, $1::int) g`,
        [size],
      );
      await database.queryRows('bench_analyze', 'analyze operation_logs', []);
      const app = { db: database.db, database } as unknown as FastifyInstance;
      const actor = { isAdmin: true, companyId: null, viewCustomerCodes: [] } as unknown as Actor;
      const query = exportQuery(app, def, actor, { sort: 'username,asc', target: 'bench' });
      const offset = { ...query, ids: undefined };
      const byIds: number[] = [];
      const byOffset: number[] = [];
      // round 0 warms up and is not counted
      for (let round = 0; round <= RUNS; round++) {
        const a = await drain(app, query);
        const b = await drain(app, offset);
        if (a.rows !== size || b.rows !== size)
          throw new Error(`expected ${size} rows, got ${a.rows}/${b.rows}`);
        if (round > 0) {
          byIds.push(a.ms);
          byOffset.push(b.ms);
        }
        console.log(`${size} rows, round ${round}: ids ${a.ms.toFixed(0)} ms, offset ${b.ms.toFixed(0)} ms`);
      }
      const ids = median(byIds);
      const off = median(byOffset);
      lines.push(
        `| ${size.toLocaleString('en')} | ${RUNS} | ${(off / 1000).toFixed(1)} s (${Math.round((size * 1000) / off).toLocaleString('en')} rows/s) | ${(ids / 1000).toFixed(1)} s (${Math.round((size * 1000) / ids).toLocaleString('en')} rows/s) | **${(off / ids).toFixed(1)}×** |`,
      );
    } finally {
      await database.close();
    }
  }
  const load = os.loadavg()[0]!.toFixed(1);
  writeResultsSection(
    'export-paging',
    `## Export paging on the embedded database (\`bench/export-paging.ts\`)

Reading every row of an operation-log export sorted by user name (not by id) on PGlite in memory, in batches of ${BATCH}, the order checked as it is read; medians of ${RUNS} runs after a warm-up; ${os.cpus().length} cores, Node ${process.version}; load average ${load} at the end.

| rows | runs | LIMIT/OFFSET pages of the sorted query | ordered ids once, rows by batches of ids | speed-up |
|---:|---:|---:|---:|---:|
${lines.join('\n')}

Each OFFSET page sorts the whole selection again and skips what earlier pages returned, so its cost grows with the square of the rows; the ids are sorted once, and each batch is read by primary key. PostgreSQL exports use a server-side cursor instead (see the Excel exports section).`,
  );
}

await main();
