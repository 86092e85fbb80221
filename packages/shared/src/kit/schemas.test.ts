import { describe, expect, it } from 'vitest';
import { entityByName } from '../registry.ts';
import { listQuerySchema } from './schemas.ts';

describe('listQuerySchema', () => {
  it('upper-cases a filter of a code stored upper-cased, so a code typed in lower case is found', () => {
    const bills = entityByName('shipping-bills')!;
    expect(bills.fields.customer_code?.upperCase).toBe(true);
    expect(listQuerySchema(bills).parse({ customer_code: ' c0001 ' })).toMatchObject({
      customer_code: 'C0001',
    });
  });

  it('leaves other text filters as typed', () => {
    const cities = entityByName('cities')!;
    expect(listQuerySchema(cities).parse({ name: 'Xiamen' })).toMatchObject({ name: 'Xiamen' });
  });
});
