// What a parsed receipt holds, apart from the parsers: receipt-parser.ts reads the envelope and the
// declaration and inventory receipts, sas-receipts.ts the passport and manifest ones, and both name these.

/** The passport receipts (金二 SAS family): audits, gate passages and inspection handling. */
export const PASSPORT_RECEIPT_TYPES = ['SAS221', 'SAS223', 'SAS224', 'SAS251', 'SAS253'] as const;
export type PassportReceiptType = (typeof PASSPORT_RECEIPT_TYPES)[number];

/** What a passport receipt says, for the bonded module. */
export interface PassportReceipt {
  /** COMMON is the import response to a SAS121 or ICP101 (CommonResponeMessage). */
  messageType: PassportReceiptType | 'COMMON';
  /** 预录入统一编号 (sasPassportPreentNo), the passport's seq_no. */
  seqNo: string | null;
  /** The enterprise's internal number (etpsPreentNo of the import response). */
  etpsPreentNo: string | null;
  passportNo: string | null;
  /** 1 passed, 2 to a person, 3 refused (audit); the inspection result on SAS224. */
  manageResult: string | null;
  /** Customs' state: 0 applied, 1 approved, 2 passed, 3 first gate, 4 second gate, 5 deleted, 6 voided. */
  stucd: string | null;
  /** 1 declare, 3 void: what the audit answered. */
  dclTypecd: string | null;
  dealFlag: string | null;
  passId: string | null;
  passTime: Date | null;
  secdPassId: string | null;
  secdPassTime: Date | null;
  passCollectWt: string | null;
  wtError: string | null;
  /** Related entry numbers of a two-step passport (rltNo / entry ids), joined by commas. */
  rltEntryNos: string | null;
}

/** What a road manifest receipt says: the response code of manifest_response_codes.csv and its keys. */
export interface ManifestReceipt {
  messageType: string;
  /** 01 accepted, 02 to a person, 03 refused, 11 released, 12 loading refused, 13 unloading forbidden. */
  code: string;
  /** The conveyance's batch number (JourneyID / Declaration ID). */
  batchNo: string | null;
  /** The consignment the answer is about, when it is about one. */
  billNo: string | null;
}

/** What an inventory-list receipt (金二 INV family) says, for the bonded module. */
export interface InventoryReceipt {
  /** COMMON is the import response to an INV101 (CommonResponeMessage). */
  messageType: 'COMMON' | 'INV201' | 'INV202' | 'INV211';
  /** 统一编号 / 预录入编号 (the list's seq_no). */
  seqNo: string | null;
  /** The list's enterprise internal number. */
  etpsInnerInvtNo: string | null;
  /** The list number customs gave (bondInvtNo). */
  bondInvtNo: string | null;
  /** List status (InvtStucd: 0 approved, 1 declared, 2 refused, 3 deleted). */
  invtStucd: string | null;
  /** Deduction mark (VrfdedMarkcd: 0 none, 1 pre-deducted, 2 deducted, 3 written off). */
  vrfdedMarkcd: string | null;
  /** Import response: 0 accepted, anything else refused. */
  dealFlag: string | null;
  /** INV202: manageResult 1 success, 2 failure; INV201: the audit result. */
  manageResult: string | null;
  /** The customs entry number of a generated or related declaration. */
  entryNo: string | null;
}

/** What an account book receipt says (the book's audit, EMS2xx / BWS2xx, or the import response). */
export interface BookReceipt {
  /** COMMON is the import response to an EMS111, BWS101 or EMS121 (CommonResponeMessage). */
  messageType: string;
  /** 预录入统一编号 (the book's seq_no). */
  seqNo: string | null;
  /** The enterprise's internal number (our message number, or customs' pre-entry number on an audit). */
  etpsPreentNo: string | null;
  /** The book number customs gave (businessId, emsNo / bwsNo). */
  emsNo: string | null;
  /** Customs' count of the book's changes. */
  chgTmsCnt: number | null;
  /** 1 备案, 2 变更: what the audit answered. */
  dclTypecd: string | null;
  /** Audit: 1 passed, 2 to a person, 3 refused, 4 passed by force. */
  manageResult: string | null;
  /** Import response: 0 accepted, anything else refused. */
  dealFlag: string | null;
}

/**
 * One receipt from customs (or from the customs client), reduced to what a declaration records:
 * - `dec-import-response`: DecImportResponse (also inside a DxpMsg envelope): ResponseCode 0 → code 0,
 *   anything else → code Y (import failed) with the error message;
 * - `dec-result`: DEC_RESULT (or the older DEC_DATA/DEC_RESULT): code = CHANNEL;
 * - `client-failure`: the customs client's `<Root><failCode>` file: code f0.
 */
export interface ParsedReceipt {
  kind:
    'dec-import-response' | 'dec-result' | 'client-failure' | 'inventory' | 'passport' | 'manifest' | 'book';
  /** Set on an inventory-list receipt (and on an import response, which may answer a passport too). */
  inventory?: InventoryReceipt;
  /** Set on a passport receipt (SAS221, SAS223, SAS224, SAS251, SAS253). */
  passport?: PassportReceipt;
  /** Set on a road manifest receipt. */
  manifest?: ManifestReceipt;
  /** Set on an account book's audit receipt. */
  book?: BookReceipt;
  code: string;
  message: string;
  /** The receipt's own time stamp; null when it has none. */
  date: Date | null;
  /** Client sequence number (ours), from the receipt or else from its file name. */
  clientSeqNo: string | null;
  /** Data-centre number (统一编号, qp_sn). */
  seqNo: string | null;
  /** Customs entry number (海关编号, entry_sn). */
  entryId: string | null;
  /** The declaration date customs gave (DEC_RESULT's D_DATE, 申报日期), YYYY-MM-DD. */
  declareDate?: string;
  /** The import or export date customs gave (DEC_RESULT's I_E_DATE, 进出口日期), YYYY-MM-DD. */
  ieDate?: string;
}
