import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { executeRows } from '../../src/db/client.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-start-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded database as npm start opens it', () => {
  it('is created, migrated and reopened with small shared buffers, and opens again as it was', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SEED_DEMO: '0' });
    const created = await prepareDatabase(config, () => undefined);
    try {
      expect(created.kind).toBe('pglite');
      const [buffers] = await executeRows<{ v: string }>(
        created.db,
        sql`select current_setting('shared_buffers') as v`,
      );
      expect(buffers!.v).toBe('32MB');
    } finally {
      await created.close();
    }
    const reopened = await prepareDatabase(config, () => undefined);
    try {
      const [count] = await executeRows<{ n: number }>(
        reopened.db,
        sql`select count(*)::int as n from base_data`,
      );
      expect(count!.n).toBeGreaterThan(1000);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
