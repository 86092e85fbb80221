import { parseCustomsDateTime } from './customs-time.ts';
import type {
  ManifestReceipt,
  ParsedReceipt,
  PassportReceipt,
  PassportReceiptType,
} from './receipt-types.ts';
import { ReceiptParseError } from './receipt-errors.ts';
import { blankToNull, child, text, type Node } from './xml-text.ts';

export type { ManifestReceipt, PassportReceipt };

const AUDIT: Record<string, string> = { '1': '审核通过', '2': '转人工审核', '3': '退单' };
const GATE: Record<string, string> = {
  '0': '已申请',
  '1': '已审批',
  '2': '已过卡',
  '3': '已过一卡',
  '4': '已过二卡',
  '5': '已删除',
  '6': '已作废',
};

/** SAS221/SAS251 (audit), SAS223/SAS253 (gate passage), SAS224 (inspection handling). */
export function passportReceipt(type: PassportReceiptType, pkg: Node, node: Node): ParsedReceipt {
  const result = child(node, 'HdeApprResult');
  const head = Object.keys(child(node, 'SasPassportBsc')).length
    ? child(node, 'SasPassportBsc')
    : child(node, 'Sas2stepPassportBsc');
  const manageResult = blankToNull(text(result, 'manageResult'));
  const stucd = blankToNull(text(head, 'stucd'));
  const seqNo = blankToNull(text(head, 'sasPassportPreentNo') || text(result, 'etpsPreentNo'));
  const audit = type === 'SAS221' || type === 'SAS251';
  const gate = type === 'SAS223' || type === 'SAS253';
  const code = audit ? `A${manageResult ?? ''}` : gate ? `G${stucd ?? ''}` : `H${manageResult ?? ''}`;
  const name = audit ? AUDIT[manageResult ?? ''] : GATE[stucd ?? ''];
  const rmk = text(result, 'rmk');
  const passTime = parseCustomsDateTime(text(head, 'passTime'));
  const entries = [
    text(head, 'rltNo'),
    text(node, 'entryId'),
    text(child(node, 'Sas2stepPassportRlt'), 'rltNo'),
  ]
    .filter(Boolean)
    .join(',');
  return {
    kind: 'passport',
    code,
    message: [name, rmk].filter(Boolean).join('：') || code,
    date:
      parseCustomsDateTime(text(result, 'manageDate')) ??
      passTime ??
      parseCustomsDateTime(text(pkg.EnvelopInfo, 'send_time')),
    clientSeqNo: null,
    seqNo,
    entryId: null,
    passport: {
      messageType: type,
      seqNo,
      etpsPreentNo: null,
      passportNo: blankToNull(text(head, 'passportNo') || text(result, 'businessId')),
      manageResult,
      stucd,
      dclTypecd: blankToNull(text(head, 'dclTypecd')),
      dealFlag: null,
      passId: blankToNull(text(head, 'passID') || text(head, 'passId')),
      passTime,
      secdPassId: blankToNull(text(head, 'secdPassId')),
      secdPassTime: parseCustomsDateTime(text(head, 'secdPassTime')),
      passCollectWt: blankToNull(text(head, 'passCollectWt')),
      wtError: blankToNull(text(head, 'wtError')),
      rltEntryNos: type === 'SAS251' || type === 'SAS253' ? blankToNull(entries) : null,
    },
  };
}

/** The import response read as a passport's (the same CommonResponeMessage answers INV101 and SAS121). */
export function passportImportResponse(r: ParsedReceipt): PassportReceipt {
  const inv = r.inventory!;
  return {
    messageType: 'COMMON',
    seqNo: inv.seqNo,
    etpsPreentNo: inv.etpsInnerInvtNo,
    passportNo: null,
    manageResult: null,
    stucd: null,
    dclTypecd: null,
    dealFlag: inv.dealFlag,
    passId: null,
    passTime: null,
    secdPassId: null,
    secdPassTime: null,
    passCollectWt: null,
    wtError: null,
    rltEntryNos: null,
  };
}

export const MANIFEST_RESPONSE_NAMES: Record<string, string> = {
  '01': '海关接受申报',
  '02': '传输待人工审核',
  '03': '不允许传输，退单',
  '11': '提运单放行',
  '12': '提（运）单或集装箱（器）拒装',
  '13': '提（运）单或集装箱（器）禁卸',
};

/**
 * A manifest receipt (MT9999 and the like): `Manifest/Head` and `Manifest/Response` with a
 * `ResponseType/Code` of its own or of a consignment, keyed by the conveyance's batch number. A
 * `Manifest` without a Response is one of our own messages, not a receipt.
 */
export function manifestReceipt(body: Node): ParsedReceipt {
  const head = child(body, 'Head');
  const response = child(body, 'Response');
  if (!Object.keys(response).length)
    throw new ReceiptParseError('a manifest message without Response is not a receipt');
  const consignment = child(response, 'Consignment');
  const type = Object.keys(child(response, 'ResponseType')).length
    ? child(response, 'ResponseType')
    : child(consignment, 'ResponseType');
  const code = text(type, 'Code');
  if (!code) throw new ReceiptParseError('manifest receipt without ResponseType/Code');
  const batchNo = blankToNull(
    text(child(response, 'BorderTransportMeans'), 'JourneyID') || text(child(response, 'Declaration'), 'ID'),
  );
  const billNo = blankToNull(text(child(consignment, 'TransportContractDocument'), 'ID'));
  const message = [MANIFEST_RESPONSE_NAMES[code], text(type, 'Text')].filter(Boolean).join('：');
  return {
    kind: 'manifest',
    code,
    message: [billNo && `提运单 ${billNo}`, message].filter(Boolean).join(' ') || code,
    date: parseCustomsDateTime(text(head, 'SendTime')),
    clientSeqNo: blankToNull(text(head, 'MessageID').match(/(\d{18})/)?.[1] ?? ''),
    seqNo: null,
    entryId: null,
    manifest: { messageType: text(head, 'MessageType') || 'MT9999', code, batchNo, billNo },
  };
}
