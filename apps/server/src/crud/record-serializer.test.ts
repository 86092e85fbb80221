import { describe, expect, it } from 'vitest';
import { entityByName } from '@app/shared';
import { entityStringify } from './record-serializer.ts';

const customers = entityByName('customers')!;

describe('the compiled writer of engine answers', () => {
  it('writes a page as JSON.stringify would, Dates as ISO strings, extra keys kept', () => {
    const created = new Date('2026-11-26T01:02:03.004Z');
    const page = {
      content: [
        {
          id: 7,
          customer_code: 'C0001',
          customer_name: '厦门测试贸易有限公司 "quoted" \\ back',
          company_id: 1,
          create_time: created,
          update_time: '2026-11-26T02:00:00.000Z',
          version: 3,
          _display: { company_id: '厦门公司' },
          from_hook: ['a', 1],
        },
      ],
      totalElements: 1,
      totalCapped: false,
      page: 1,
      size: 20,
    };
    const written = entityStringify(customers, 'page')(page);
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(page)));
  });

  it('refuses a value of the wrong type, as the schema check did (the answer becomes a 500)', () => {
    const write = entityStringify(customers, 'record');
    expect(() => write({ id: 'seven' })).toThrow();
    expect(() => write({ id: 1, company_id: 'one' })).toThrow();
  });
});
