import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReceipt } from '../../src/modules/receipts/receipt-parser.ts';
import {
  ingestReceipt,
  receiptIdentity,
  recordReceiptFile,
} from '../../src/modules/receipts/receipts.service.ts';
import { dropReceipt, importResponse, receipts, startCustomsApp, waitFor } from '../helpers/customs.ts';
import type { TestApp } from '../helpers/test-app.ts';

// A receipt is recorded exactly once across crashes, by a key in the database
let t: TestApp;
let clerk: string;
let customs: Awaited<ReturnType<typeof startCustomsApp>>;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk } = customs);
});
afterAll(() => customs.close());

const seqNoOf = (id: number) => `I2025${String(id).padStart(13, '0')}`;

describe('a receipt read again', () => {
  it('after a crash left it in working/ (10 minutes later, without a time of its own) is not recorded twice', async () => {
    const { id, clientSeqNo } = await customs.sendFixture();
    const xml = importResponse(clientSeqNo, seqNoOf(id));
    const name = `Successed_DEC_${clientSeqNo}.xml`;
    const first = await recordReceiptFile(t.app.db, xml, name);
    expect(first.duplicate).toBe(false);
    // the process died before moving the file; the stale claim is read again ten minutes later
    const parsed = parseReceipt(xml, name);
    expect(parsed.date).toBeNull();
    const later = await ingestReceipt(t.app.db, parsed, {
      identity: receiptIdentity(parsed, xml),
      fileName: name,
      now: new Date(Date.now() + 10 * 60_000),
    });
    expect(later.duplicate).toBe(true);
    expect((await receipts(t, clerk, id)).map((r) => r.code)).toEqual(['ss', '0']);
  });

  it('by several readers at once is recorded by exactly one of them', async () => {
    const { id, clientSeqNo } = await customs.sendFixture();
    const xml = importResponse(clientSeqNo, seqNoOf(id));
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ingestReceipt(t.app.db, parseReceipt(xml), {
          identity: receiptIdentity(parseReceipt(xml), xml),
          now: new Date(Date.now() + i * 60_000),
        }),
      ),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect((await receipts(t, clerk, id)).map((r) => r.code)).toEqual(['ss', '0']);
  });

  it('by the watcher, after it was recorded by an upload, is moved to processed without a second entry', async () => {
    const watched = await startCustomsApp({ receiptWatcher: true, receiptPollMs: 50 });
    try {
      const { id, clientSeqNo } = await watched.sendFixture();
      const xml = importResponse(clientSeqNo, seqNoOf(id));
      const name = `Successed_DEC_${clientSeqNo}.xml`;
      await recordReceiptFile(watched.t.app.db, xml, name);
      dropReceipt(watched.mainDir, name, xml);
      const processed = path.join(watched.mainDir, 'processed');
      await waitFor(
        async () => (fs.existsSync(processed) && fs.readdirSync(processed).length ? true : undefined),
        'the file processed',
      );
      expect((await receipts(watched.t, watched.clerk, id)).map((r) => r.code)).toEqual(['ss', '0']);
    } finally {
      await watched.close();
    }
  });
});
