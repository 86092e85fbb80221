import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationContainerFields,
  declarationDocumentFields,
  declarationGoodsFields,
  declarationHeadFields,
  declarationLicenceFields,
} from '@app/shared';
import type { TestApp } from '../helpers/test-app.ts';
import { declarationFixture, startCustomsApp } from '../helpers/customs.ts';

/**
 * Random input against the declaration workflow's calls: whatever arrives, the answer is a 2xx or a
 * 4xx with a message (never a 5xx), and a refused save writes nothing.
 */

let t: TestApp;
let clerk: string;
let customs: Awaited<ReturnType<typeof startCustomsApp>>;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk } = customs);
});
afterAll(() => customs.close());

/** Any JSON-ish value a client could send in a field. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '2026-02-30',
    '9'.repeat(30),
    '<x/>',
    "'; drop table x;--",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A record over the known fields of one part (and now and then a field nobody knows). */
const partOf = (fields: Record<string, unknown>) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(fields)), fc.string({ maxLength: 8 })), anyValue, {
    maxKeys: 12,
  });

const saveBody = fc.oneof(
  fc.record(
    {
      head: partOf(declarationHeadFields),
      goods: fc.array(partOf(declarationGoodsFields), { maxLength: 3 }),
      containers: fc.array(partOf(declarationContainerFields), { maxLength: 2 }),
      licences: fc.array(partOf(declarationLicenceFields), { maxLength: 2 }),
      documents: fc.array(partOf(declarationDocumentFields), { maxLength: 2 }),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

async function count(): Promise<number> {
  const [row] = await t.database.queryRows<{ n: number }>(
    'fuzz_count',
    'select (select count(*) from declarations)::int + (select count(*) from declaration_goods)::int as n',
    [],
  );
  return row!.n;
}

function expectClientAnswer(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = JSON.parse(res.body) as { code?: number; message?: string };
    expect(body.message, `${what}: ${res.body}`).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/\bat .+\.ts:\d+/); // no stack trace
  }
}

describe('random input to the declaration calls', () => {
  it('POST /api/declarations answers 2xx or 4xx, and a refusal writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(saveBody, async (body) => {
        const before = await count();
        const res = await t.call('POST', '/api/declarations', clerk, body);
        expectClientAnswer(res, 'save');
        if (res.statusCode >= 400) expect(await count()).toBe(before);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('a valid declaration with a few fields changed at random is saved or refused, never a 5xx', async () => {
    const part = fc.constantFrom('head', 'goods', 'containers', 'licences', 'documents');
    const fieldsOf = {
      head: Object.keys(declarationHeadFields),
      goods: Object.keys(declarationGoodsFields),
      containers: Object.keys(declarationContainerFields),
      licences: Object.keys(declarationLicenceFields),
      documents: Object.keys(declarationDocumentFields),
    };
    const change = part.chain((p) =>
      fc.record({ part: fc.constant(p), field: fc.constantFrom(...fieldsOf[p]), value: anyValue }),
    );
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 3 }), async (changes) => {
        const body = declarationFixture();
        for (const c of changes) {
          if (c.part === 'head') body.head[c.field] = c.value;
          else {
            const lines = body[c.part];
            if (lines.length === 0) lines.push({});
            lines[0]![c.field] = c.value;
          }
        }
        const before = await count();
        const res = await t.call('POST', '/api/declarations', clerk, body);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        expectClientAnswer(res, `save ${JSON.stringify(changes)}`);
        if (res.statusCode >= 400) expect(await count()).toBe(before);
      }),
      { numRuns: 150 },
    );
    // both outcomes were met: the changes reached the checks, not only the schema
    expect(statuses[201], JSON.stringify(statuses)).toBeGreaterThan(0);
    expect(statuses[400], JSON.stringify(statuses)).toBeGreaterThan(0);
  }, 180_000);

  it('the list, the send and the receipt upload answer 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.oneof(
            fc.constantFrom('page', 'size', 'sort', 'cd_status', 'apply_date_from', 'ie_flag'),
            fc.string(),
          ),
          fc.string({ maxLength: 20 }),
          { maxKeys: 4 },
        ),
        fc.oneof(fc.integer({ min: -5, max: 1_000_000 }).map(String), fc.string({ maxLength: 8 })),
        fc.jsonValue({ maxDepth: 2 }),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom(
            '<DEC_RESULT>',
            '<?xml version="1.0"?><DEC_RESULT><CHANNEL>P</CHANNEL></DEC_RESULT>',
            '',
          ),
        ),
        async (query, id, sendBody, xml) => {
          const search = new URLSearchParams(query).toString();
          expectClientAnswer(await t.call('GET', `/api/declarations?${search}`, clerk), 'list');
          expectClientAnswer(
            await t.call('POST', `/api/declarations/${encodeURIComponent(id)}/send`, clerk, sendBody),
            'send',
          );
          expectClientAnswer(
            await t.app.inject({
              method: 'POST',
              url: '/api/receipts/upload',
              headers: { 'access-token': clerk, 'content-type': 'application/xml' },
              payload: xml,
            }),
            'upload',
          );
        },
      ),
      { numRuns: 100 },
    );
  }, 120_000);
});
