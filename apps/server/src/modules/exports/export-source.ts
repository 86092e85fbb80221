import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import Cursor from 'pg-cursor';

type Row = Record<string, unknown>;

/**
 * The embedded database answers without ever giving timers and I/O a turn; a long export would starve
 * the heartbeat, the file writes and every other request without this.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The rows of a query in batches, never all at once. PostgreSQL: a server-side cursor (a portal read
 * `batch` rows at a time on one pooled connection, one snapshot). PGlite: LIMIT/OFFSET pages of the
 * ordered query (one embedded connection must stay free for everything else), paged by id when the
 * rows are ordered by id, else by LIMIT/OFFSET.
 */
export async function* rowBatches(
  app: FastifyInstance,
  query: { sql: string; params: unknown[]; keyset?: 'asc' | 'desc' | undefined },
  batch: number,
): AsyncGenerator<Row[]> {
  const { sql: text, params } = query;
  if (app.database.kind === 'postgres') {
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
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
