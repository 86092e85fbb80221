import { isCreditCode, isCreditCodeShape } from './credit-code.ts';
import { asciiCheck } from './input.ts';
import { checkError } from './types.ts';

/** Customs registration code of an enterprise (海关编码): 10 digits. */
export const CUSTOMS_CODE_LENGTH = 10;

export function isCustomsCode(text: string): boolean {
  return /^\d{10}$/.test(text);
}

/** 10-digit customs code (`v.customs_code`). */
export const checkCustomsCode = asciiCheck((text) =>
  isCustomsCode(text) ? null : checkError('v.customs_code', { length: CUSTOMS_CODE_LENGTH }),
);

/**
 * The customs consignee search: a 10-digit customs code or an 18-character
 * unified social credit code (`v.consignee_code`); a credit code with a wrong
 * check character gives `v.credit_code_checksum`.
 */
export const checkConsigneeCode = asciiCheck((text) => {
  if (isCustomsCode(text) || isCreditCode(text)) return null;
  return isCreditCodeShape(text) ? checkError('v.credit_code_checksum') : checkError('v.consignee_code');
});
