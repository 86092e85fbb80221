import { describe, expect, it } from 'vitest';
import { billValuesFromDeclaration } from './fill-from-declaration.ts';

describe('billValuesFromDeclaration', () => {
  it('takes the bill of lading, transport, packages and weight from the declaration head', () => {
    expect(
      billValuesFromDeclaration({
        id: 7,
        cd_sn: 'E20261128000003',
        entry_sn: null,
        bill_no: 'COSU601234563',
        ie_flag: '1',
        customer_code: 'C0001',
        trans_name: 'COSCO SHIPPING',
        trans_no: '031E',
        customs_code: '3701',
        num: '30',
        gross_weight: '1550.00000',
        receiver_name: '厦门嘉禾贸易有限公司',
      }),
    ).toEqual({
      cd_sn: 'E20261128000003',
      bill_no: 'COSU601234563',
      ie_flag: '1',
      customer_code: 'C0001',
      vessel_name: 'COSCO SHIPPING',
      voyage_no: '031E',
      customs_code: '3701',
      pack_num: 30,
      gross_weight: '1550.00000',
    });
  });

  it('leaves out what the declaration does not have', () => {
    expect(billValuesFromDeclaration({ cd_sn: 'E1', bill_no: '', num: null, gross_weight: 12.5 })).toEqual({
      cd_sn: 'E1',
      gross_weight: '12.5',
    });
  });
});
