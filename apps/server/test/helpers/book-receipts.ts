/**
 * Customs' answers to an account book's messages, as the customs client delivers them: the import
 * response (CommonResponeMessage) and the audit receipt (EMS211 for EMS111, BWS211 for BWS101) in the
 * 金二 envelope with `HdeApprResult` and the book's head as customs holds it.
 */
let n = 0;

export function bookImportResponse(o: { seqNo?: string; etpsPreentNo: string; ok: boolean; text?: string }) {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<CommonResponeMessage>
  <SeqNo>${o.seqNo ?? ''}</SeqNo>
  <EtpsPreentNo>${o.etpsPreentNo}</EtpsPreentNo>
  <CheckInfo>${o.text ?? (o.ok ? '账册申报服务调用成功' : '导入失败')}</CheckInfo>
  <DealFlag>${o.ok ? '0' : '-1'}</DealFlag>
</CommonResponeMessage>
`;
}

export function bookAudit(o: {
  type: 'EMS211' | 'BWS211';
  seqNo: string;
  emsNo: string;
  manageResult: '1' | '2' | '3' | '4';
  dclTypecd?: '1' | '2';
  chgTmsCnt?: number;
  rmk?: string;
}) {
  n += 1;
  const head = o.type === 'BWS211' ? 'EmsBwsBsc' : 'EmsPutrecBsc';
  const number = o.type === 'BWS211' ? 'bwsNo' : 'emsNo';
  const id = `CUS0000E01000020261120100000${String(n).padStart(4, '0')}${Date.now() % 100000}`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Package>
  <EnvelopInfo>
    <version>1.0</version>
    <message_id>${id}</message_id>
    <file_name>${id}.EMS</file_name>
    <message_type>${o.type}</message_type>
    <sender_id>CUS0000</sender_id>
    <receiver_id>E010000</receiver_id>
    <send_time>2026-11-20T10:00:00</send_time>
  </EnvelopInfo>
  <DataInfo>
    <PocketInfo><pocket_id>${id}</pocket_id><total_pocket_qty>1</total_pocket_qty><cur_pocket_no>1</cur_pocket_no><is_unstructured></is_unstructured></PocketInfo>
    <BussinessData>
      <${o.type}>
        <HdeApprResult>
          <etpsPreentNo>${o.seqNo}</etpsPreentNo>
          <businessId>${o.emsNo}</businessId>
          <tmsCnt>${o.chgTmsCnt ?? 0}</tmsCnt>
          <typecd>${o.dclTypecd ?? '1'}</typecd>
          <manageResult>${o.manageResult}</manageResult>
          <manageDate>2026-11-20 10:00:00</manageDate>
          <rmk>${o.rmk ?? ''}</rmk>
        </HdeApprResult>
        <${head}>
          <seqNo>${o.seqNo}</seqNo>
          <${number}>${o.emsNo}</${number}>
          <chgTmsCnt>${o.chgTmsCnt ?? 0}</chgTmsCnt>
          <dclTypecd>${o.dclTypecd ?? '1'}</dclTypecd>
        </${head}>
      </${o.type}>
    </BussinessData>
  </DataInfo>
</Package>
`;
}
