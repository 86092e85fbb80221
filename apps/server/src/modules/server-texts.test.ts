import { describe, expect, it } from 'vitest';
import { catalog, localizedTexts, textProblems } from '@app/shared';
import { cashierMessages } from './finance/cashier/cashier-messages.ts';
import { RETURN_CODES } from './receipts/receipt-codes.ts';

/**
 * The texts the server adds to the shared ones (the cashier's messages, the meanings of customs return codes)
 * are in zh, en, es and ja, Spanish and Japanese translated (the web's translation-completeness test checks
 * the shared texts and the web's; the rules are @app/shared's `textProblems`).
 */
describe('the server’s own texts', () => {
  it('joined the catalog and are complete in every language', () => {
    expect(Object.keys(cashierMessages).every((key) => key in catalog)).toBe(true);
    const texts = localizedTexts({ cashierMessages, RETURN_CODES });
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.flatMap(({ path, text }) => textProblems(path, text))).toEqual([]);
  });
});
