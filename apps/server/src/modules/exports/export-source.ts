import type { FastifyInstance } from 'fastify';
import Cursor from 'pg-cursor';
import type { ExportQuery } from './export-query.ts';

type Row = Record<string, unknown>;

/**
 * The embedded database answers without ever giving timers and I/O a turn; a long export would starve
 * the heartbeat, the file writes and every other request without this.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The rows of a query in batches, never all at once. PostgreSQL: a server-side cursor (a portal read
 * `batch` rows at a time on one pooled connection, one snapshot). PGlite (one embedded connection
 * must stay free for everything else): paged by id when the rows are ordered by id, else the ordered
 * ids first and the rows by batches of ids.
 */
export async function* rowBatches(
  app: FastifyInstance,
  query: Pick<ExportQuery, 'sql' | 'params' | 'keyset' | 'ids'>,
  batch: number,
): AsyncGenerator<Row[]> {
  const { sql: text, params } = query;
  if (app.database.kind === 'postgres') {
    const client = await app.database.pool.connect();
    const cursor = client.query(new Cursor<Row>(text, params));
    let failed: unknown;
    try {
      for (;;) {
        const rows = await cursor.read(batch);
        if (rows.length === 0) return;
        yield rows;
      }
    } catch (err) {
      failed = err;
      throw err;
    } finally {
      await cursor.close().catch(() => {});
      client.release(failed instanceof Error ? failed : undefined);
    }
  }
  if (query.keyset) {
    const [op, start] = query.keyset === 'asc' ? ['>', 0] : ['<', 2 ** 31];
    const page = `select * from (${text}) k where k.id ${op} $${params.length + 1}::bigint order by k.id ${query.keyset} limit ${batch}`;
    for (let last = start; ;) {
      await yieldToEventLoop();
      const rows = await app.database.queryRows<Row>('export_keyset', page, [...params, last]);
      if (rows.length > 0) yield rows;
      if (rows.length < batch) return;
      last = rows.at(-1)!.id as number;
    }
  }
  if (query.ids) {
    yield* rowsByIds(app, query.ids, batch);
    return;
  }
  // a job queued before ids were part of the query
  for (let offset = 0; ; offset += batch) {
    await yieldToEventLoop();
    const rows = await app.database.queryRows<Row>(
      'export_page',
      `${text} limit ${batch} offset ${offset}`,
      params,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}

/**
 * Rows in an order other than by id, on the embedded database: the ordered ids in one query (one sort,
 * one snapshot of which rows are in), then the rows a batch of ids at a time by primary key. Paging the
 * sorted query with OFFSET instead would sort it again for every batch.
 */
async function* rowsByIds(
  app: FastifyInstance,
  q: NonNullable<ExportQuery['ids']>,
  batch: number,
): AsyncGenerator<Row[]> {
  const ids = (await app.database.queryRows<{ id: number }>('export_ids', q.sql, q.params)).map((r) =>
    Number(r.id),
  );
  for (let start = 0; start < ids.length; start += batch) {
    await yieldToEventLoop();
    const chunk = ids.slice(start, start + batch);
    const rows = await app.database.queryRows<Row>('export_by_ids', q.byIdsSql, [...q.byIdsParams, chunk]);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    // in the ids' order; a row deleted meanwhile is left out
    const ordered = chunk.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
    if (ordered.length > 0) yield ordered;
  }
}
