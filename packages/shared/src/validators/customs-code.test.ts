import { describe, expect, it } from 'vitest';
import { checkConsigneeCode, checkCustomsCode } from './customs-code.ts';

describe('checkCustomsCode', () => {
  it('accepts 10 digits', () => {
    expect(checkCustomsCode('3122240053')).toBeNull();
    expect(checkCustomsCode(' 4403960123 ')).toBeNull();
  });

  it('rejects other lengths and characters', () => {
    const error = { key: 'v.customs_code', params: { length: 10 } };
    expect(checkCustomsCode('312224005')).toEqual(error);
    expect(checkCustomsCode('31222400531')).toEqual(error);
    expect(checkCustomsCode('312224005A')).toEqual(error);
    expect(checkCustomsCode('3122 240053')).toEqual(error);
    expect(checkCustomsCode('3'.repeat(100_000))).toEqual(error);
  });

  it('treats blank as valid and rejects full-width digits', () => {
    expect(checkCustomsCode('')).toBeNull();
    expect(checkCustomsCode(null)).toBeNull();
    expect(checkCustomsCode('３１２２２４００５３')).toEqual({ key: 'v.full_width' });
  });
});

describe('checkConsigneeCode (10-digit customs code or 18-character credit code)', () => {
  it('accepts either', () => {
    expect(checkConsigneeCode('3122240053')).toBeNull();
    expect(checkConsigneeCode('91350100M000100Y43')).toBeNull();
    expect(checkConsigneeCode('91350100m000100y43')).toBeNull();
  });

  it('names the checksum when a credit code has a wrong check character', () => {
    expect(checkConsigneeCode('91350100M000100Y44')).toEqual({ key: 'v.credit_code_checksum' });
  });

  it('rejects anything else', () => {
    for (const value of [
      '312224005',
      '31222400531',
      'ABCDEFGHIJ',
      '91350100M000100Y4',
      'x'.repeat(100_000),
    ]) {
      expect(checkConsigneeCode(value), value).toEqual({ key: 'v.consignee_code' });
    }
  });
});
