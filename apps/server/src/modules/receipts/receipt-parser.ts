import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { customsDay, parseCustomsDateTime } from './customs-time.ts';
import { MAX_RECEIPT_BYTES, ReceiptParseError } from './receipt-errors.ts';
import { blankToNull, text, type Node } from './xml-text.ts';
import { manifestReceipt, passportReceipt } from './sas-receipts.ts';
import { BOOK_RECEIPT_TYPE, bookReceipt } from './book-receipt-parser.ts';
import { PASSPORT_RECEIPT_TYPES, type InventoryReceipt, type ParsedReceipt } from './receipt-types.ts';

export type { InventoryReceipt, ParsedReceipt };

export { ReceiptParseError };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});

/** The encoding named by the XML declaration (or a byte-order mark); UTF-8 by default. */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const head = bytes.subarray(0, 200).toString('latin1');
  const label = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(label.toLowerCase() === 'gb2312' ? 'gb18030' : label);
  } catch {
    throw new ReceiptParseError(`unsupported encoding "${label}"`);
  }
  return decoder.decode(bytes);
}

/** The first 18-digit number in a file name: our client sequence number (Successed_/Failed_ copies keep it). */
export function clientSeqNoFromFileName(fileName: string | undefined): string | null {
  return /(?:^|\D)(\d{18})(?!\d)/.exec(fileName ?? '')?.[1] ?? null;
}

function importResponse(node: Node): ParsedReceipt {
  const responseCode = text(node, 'ResponseCode');
  if (responseCode === '') throw new ReceiptParseError('DecImportResponse without ResponseCode');
  const ok = responseCode === '0';
  const message = text(node, 'ErrorMessage');
  return {
    kind: 'dec-import-response',
    code: ok ? '0' : 'Y',
    message: ok ? message || '导入成功' : `${responseCode}: ${message}`.trim(),
    date: null,
    clientSeqNo: blankToNull(text(node, 'ClientSeqNo')),
    seqNo: blankToNull(text(node, 'SeqNo')),
    entryId: null,
  };
}

function decResult(node: Node, resultInfo = ''): ParsedReceipt {
  const code = text(node, 'CHANNEL');
  if (code === '') throw new ReceiptParseError('DEC_RESULT without CHANNEL');
  const note = text(node, 'NOTE');
  return {
    kind: 'dec-result',
    code,
    message: [note, resultInfo].filter(Boolean).join(' '),
    date: parseCustomsDateTime(text(node, 'NOTICE_DATE')) ?? parseCustomsDateTime(text(node, 'D_DATE')),
    clientSeqNo: null,
    seqNo: blankToNull(text(node, 'CUS_CIQ_NO') || text(node, 'SEQ_NO')),
    entryId: blankToNull(text(node, 'ENTRY_ID')),
    ...dates(node),
  };
}

/** The dates customs gives the declaration (申报日期, 进出口日期), where the receipt carries them. */
function dates(node: Node): Pick<ParsedReceipt, 'declareDate' | 'ieDate'> {
  const declareDate = customsDay(text(node, 'D_DATE'));
  const ieDate = customsDay(text(node, 'I_E_DATE'));
  return { ...(declareDate ? { declareDate } : {}), ...(ieDate ? { ieDate } : {}) };
}

function clientFailure(node: Node): ParsedReceipt {
  const failCode = text(node, 'failCode');
  let info = text(node, 'failInfo');
  try {
    const list: unknown = JSON.parse(info);
    if (Array.isArray(list)) info = list.map(String).join('; ');
  } catch {
    // plain text
  }
  if (!failCode && !info) throw new ReceiptParseError('Root without failCode or failInfo');
  return {
    kind: 'client-failure',
    code: 'f0',
    message: [failCode, info].filter(Boolean).join(': '),
    date: null,
    clientSeqNo: null,
    seqNo: null,
    entryId: null,
  };
}

/** Deeper than any receipt (a DxpMsg envelope around a DEC_DATA is 4 levels). */
const MAX_NESTING = 32;

/** The deepest element nesting of a document, counted without building it (stops past the limit). */
function nestingDepth(xml: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  for (const [tag] of xml.matchAll(/<[^>]*>/g)) {
    if (tag.startsWith('<?') || tag.startsWith('<!')) continue;
    if (tag.startsWith('</')) depth--;
    else if (!tag.endsWith('/>')) depth++;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) break;
  }
  return deepest;
}

/** The import response to an INV101: DealFlag 0 accepted (with its SeqNo), else refused with CheckInfo. */
function inventoryResponse(node: Node): ParsedReceipt {
  const dealFlag = text(node, 'DealFlag');
  const seqNo = blankToNull(text(node, 'SeqNo'));
  return {
    kind: 'inventory',
    code: dealFlag === '0' ? 'R0' : `R${dealFlag || 'X'}`.slice(0, 10),
    message: text(node, 'CheckInfo'),
    date: null,
    clientSeqNo: null,
    seqNo,
    entryId: null,
    inventory: {
      messageType: 'COMMON',
      seqNo,
      etpsInnerInvtNo: blankToNull(text(node, 'EtpsPreentNo')),
      bondInvtNo: null,
      invtStucd: null,
      vrfdedMarkcd: null,
      dealFlag,
      manageResult: null,
      entryNo: null,
    },
  };
}

/** INV201 (audit), INV202 (declaration generated) and INV211 (deduction): their head, result and list. */
function inventoryReceipt(type: 'INV201' | 'INV202' | 'INV211', pkg: Node, node: Node): ParsedReceipt {
  // INV202 answers InvApprResult {invPreentNo, businessId, entrySeqNo, manageResult, createDate, reason}
  const result = (node.HdeApprResult ?? node.InvApprResult ?? {}) as Node;
  const list = (node.BondInvtBsc ?? {}) as Node;
  const seqNo = blankToNull(
    text(list, 'invtPreentNo') || text(result, 'etpsPreentNo') || text(result, 'invPreentNo'),
  );
  const invtStucd = blankToNull(text(list, 'invtStucd'));
  const vrfdedMarkcd = blankToNull(text(list, 'vrfdedMarkcd'));
  const manageResult = blankToNull(text(result, 'manageResult'));
  const entryNo = blankToNull(
    text(list, 'entryNo') || text(list, 'rltEntryNo') || text(result, 'entrySeqNo'),
  );
  const code =
    type === 'INV201'
      ? `A${invtStucd ?? ''}`
      : type === 'INV211'
        ? `D${vrfdedMarkcd ?? ''}`
        : `G${manageResult ?? ''}`;
  const when =
    parseCustomsDateTime(text(result, 'manageDate') || text(result, 'createDate')) ??
    parseCustomsDateTime(text(list, 'formalVrfdedTime')) ??
    parseCustomsDateTime(text(pkg.EnvelopInfo, 'send_time'));
  return {
    kind: 'inventory',
    code,
    message: text(result, 'rmk') || text(result, 'reason') || text(list, 'rmk'),
    date: when,
    clientSeqNo: null,
    seqNo,
    entryId: entryNo,
    inventory: {
      messageType: type,
      seqNo,
      etpsInnerInvtNo: blankToNull(text(list, 'etpsInnerInvtNo')),
      bondInvtNo: blankToNull(text(list, 'bondInvtNo') || text(result, 'businessId')),
      invtStucd,
      vrfdedMarkcd,
      dealFlag: null,
      manageResult,
      entryNo,
    },
  };
}

/**
 * Refuses what no customs receipt holds and what could make the parser do unbounded work: a DOCTYPE
 * or entity declaration (entity expansion, external entities) and elements nested deeper than
 * MAX_NESTING.
 */
function assertSafeXml(xml: string) {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new ReceiptParseError('DOCTYPE and entity declarations are refused');
  if (nestingDepth(xml, MAX_NESTING) > MAX_NESTING)
    throw new ReceiptParseError(`elements nested deeper than ${MAX_NESTING} levels`);
}

function parseDocument(xml: string, depth: number): ParsedReceipt {
  assertSafeXml(xml);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new ReceiptParseError(`malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const doc = parser.parse(xml) as Node;
  const root = Object.keys(doc).find((k) => !k.startsWith('?') && !k.startsWith('#'));
  const node = (root ? doc[root] : undefined) as Node | string | undefined;
  const body: Node = node && typeof node === 'object' ? node : {};
  switch (root) {
    case 'DecImportResponse':
      return importResponse(body);
    case 'DEC_RESULT':
      return decResult(body);
    case 'DEC_DATA': {
      const inner = body.DEC_RESULT;
      if (!inner || typeof inner !== 'object') throw new ReceiptParseError('DEC_DATA without DEC_RESULT');
      return decResult(inner as Node, text(body, 'RESULT_INFO'));
    }
    case 'Root':
      if ('failCode' in body || 'failInfo' in body) return clientFailure(body);
      break;
    case 'CommonResponeMessage':
      return inventoryResponse(body);
    case 'Package': {
      const data = (body.DataInfo as Node | undefined)?.BussinessData as Node | undefined;
      const type = ['INV201', 'INV202', 'INV211'].find((k) => data && k in data);
      if (type) return inventoryReceipt(type as 'INV201' | 'INV202' | 'INV211', body, data![type] as Node);
      const sas = PASSPORT_RECEIPT_TYPES.find((k) => data && k in data);
      if (sas) return passportReceipt(sas, body, data![sas] as Node);
      const book = Object.keys(data ?? {}).find((k) => BOOK_RECEIPT_TYPE.test(k));
      if (book) return bookReceipt(book, body, data![book] as Node);
      break;
    }
    case 'Manifest':
      return manifestReceipt(body);
    case 'DxpMsg': {
      if (depth > 0) throw new ReceiptParseError('nested DxpMsg');
      const data = text(body, 'Data').replace(/\s+/g, '');
      if (!data) throw new ReceiptParseError('DxpMsg without Data');
      const inner = parseBytes(Buffer.from(data, 'base64'), depth + 1);
      const created = parseCustomsDateTime(text(body.TransInfo, 'CreatTime'));
      return { ...inner, date: inner.date ?? created };
    }
  }
  throw new ReceiptParseError(`unknown receipt <${root ?? '?'}>`);
}

function parseBytes(bytes: Buffer, depth: number): ParsedReceipt {
  const xml = decode(bytes);
  if (!xml.trim()) throw new ReceiptParseError('empty file');
  return parseDocument(xml, depth);
}

/** Reads one receipt file; throws ReceiptParseError with the reason when it is not one we know. */
export function parseReceipt(content: Buffer | string, fileName?: string): ParsedReceipt {
  // bounded before it is decoded, whichever way it came (upload, inbox, kafka)
  if (content.length > MAX_RECEIPT_BYTES)
    throw new ReceiptParseError(`larger than ${MAX_RECEIPT_BYTES / 1024 / 1024} MB`);
  const parsed =
    typeof content === 'string' ? parseDocument(content.replace(/^\uFEFF/, ''), 0) : parseBytes(content, 0);
  return { ...parsed, clientSeqNo: parsed.clientSeqNo ?? clientSeqNoFromFileName(fileName) };
}
