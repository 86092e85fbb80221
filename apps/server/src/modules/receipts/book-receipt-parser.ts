import { parseCustomsDateTime } from './customs-time.ts';
import type { BookReceipt, ParsedReceipt } from './receipt-types.ts';
import { blankToNull, child, text, type Node } from './xml-text.ts';

export type { BookReceipt };

/** The audit receipts of an account book's messages (EMS111, BWS101, EMS121): EMS2xx or BWS2xx. */
export const BOOK_RECEIPT_TYPE = /^(EMS|BWS)2\d\d$/;

const AUDIT: Record<string, string> = { '1': '审核通过', '2': '转人工审核', '3': '退单', '4': '强行通过' };

/**
 * An account book's audit receipt: `HdeApprResult{etpsPreentNo, businessId, tmsCnt, manageResult,
 * manageDate, rmk}` and the book's head as customs holds it (`EmsPutrecBsc` or `EmsBwsBsc`: emsNo /
 * bwsNo, chgTmsCnt, seqNo, dclTypecd).
 */
export function bookReceipt(type: string, pkg: Node, node: Node): ParsedReceipt {
  const result = child(node, 'HdeApprResult');
  const head = Object.keys(child(node, 'EmsPutrecBsc')).length
    ? child(node, 'EmsPutrecBsc')
    : child(node, 'EmsBwsBsc');
  const manageResult = blankToNull(text(result, 'manageResult'));
  const count = text(head, 'chgTmsCnt') || text(result, 'tmsCnt');
  const seqNo = blankToNull(text(head, 'seqNo') || text(result, 'etpsPreentNo'));
  const code = `A${manageResult ?? ''}`;
  const message = [AUDIT[manageResult ?? ''], text(result, 'rmk')].filter(Boolean).join('：') || code;
  return {
    kind: 'book',
    code,
    message,
    date:
      parseCustomsDateTime(text(result, 'manageDate')) ??
      parseCustomsDateTime(text(pkg.EnvelopInfo, 'send_time')),
    clientSeqNo: null,
    seqNo,
    entryId: null,
    book: {
      messageType: type,
      seqNo,
      etpsPreentNo: blankToNull(text(result, 'etpsPreentNo')),
      emsNo: blankToNull(text(head, 'emsNo') || text(head, 'bwsNo') || text(result, 'businessId')),
      chgTmsCnt: /^\d{1,6}$/.test(count) ? Number(count) : null,
      dclTypecd: blankToNull(text(head, 'dclTypecd')),
      manageResult,
      dealFlag: null,
    },
  };
}

/** The import response read as a book's (the same CommonResponeMessage answers INV101 and EMS111). */
export function bookImportResponse(r: ParsedReceipt): BookReceipt {
  const inv = r.inventory!;
  return {
    messageType: 'COMMON',
    seqNo: inv.seqNo,
    etpsPreentNo: inv.etpsInnerInvtNo,
    emsNo: null,
    chgTmsCnt: null,
    dclTypecd: null,
    manageResult: null,
    dealFlag: inv.dealFlag,
  };
}
