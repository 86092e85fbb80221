import { expect, test } from '@playwright/test';
import { apiToken, button, rowOf, signIn, toast } from './helpers.ts';

/**
 * An account book filed with customs on screen: the clerk (单证员, who keeps the book screen) submits a
 * confirmed logistics book, which sends its BWS101 through the demo channel; customs' approval comes by
 * other means and is uploaded on the book screen; the book shows 申报成功 and its log the receipt.
 */

const stamp = Date.now().toString().slice(-5);
const EMS_NO = `T3701F9${stamp}`;

/** Customs' audit of a book's BWS101 (BWS211, manageResult 1), naming our message number. */
function approval(messageNo: string) {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Package>
  <EnvelopInfo>
    <version>1.0</version>
    <message_id>CUS0000E010000${messageNo}</message_id>
    <message_type>BWS211</message_type>
    <sender_id>CUS0000</sender_id>
    <receiver_id>E010000</receiver_id>
    <send_time>2026-11-26T10:00:00</send_time>
  </EnvelopInfo>
  <DataInfo>
    <BussinessData>
      <BWS211>
        <HdeApprResult>
          <etpsPreentNo>${messageNo}</etpsPreentNo>
          <businessId>${EMS_NO}</businessId>
          <tmsCnt>0</tmsCnt>
          <typecd>1</typecd>
          <manageResult>1</manageResult>
          <manageDate>2026-11-26 10:00:00</manageDate>
          <rmk></rmk>
        </HdeApprResult>
        <EmsBwsBsc>
          <bwsNo>${EMS_NO}</bwsNo>
          <chgTmsCnt>0</chgTmsCnt>
          <dclTypecd>1</dclTypecd>
        </EmsBwsBsc>
      </BWS211>
    </BussinessData>
  </DataInfo>
</Package>
`;
}

test('a clerk submits a book, uploads customs’ approval on its screen and sees 申报成功', async ({
  page,
  request,
}) => {
  test.slow();
  // a confirmed logistics book on the demo channel, made through the API as another screen would
  const admin = await apiToken(request);
  const channels = await request.get('/api/channels?name=厦门单一窗口（文件夹）', {
    headers: { 'Access-Token': admin },
  });
  const channel = ((await channels.json()) as { content: { id: number }[] }).content[0]!;
  const token = await apiToken(request, 'clerk');
  const headers = { 'Access-Token': token };
  const created = await request.post('/api/account-books', {
    headers,
    data: {
      customer_code: 'C0001',
      ems_no: EMS_NO,
      book_kind: '2',
      master_cuscd: '3701',
      valid_date: '2030-12-31',
      channel_id: channel.id,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const book = (await created.json()) as { id: number; version: number };
  const line = await request.post('/api/account-book-goods', {
    headers,
    data: {
      book_id: book.id,
      g_no: 1,
      cop_g_no: 'LCD-E2E-1',
      type: 'I',
      code_t: '8473309000',
      g_name: '液晶屏',
      unit: '007',
    },
  });
  expect(line.ok(), await line.text()).toBeTruthy();
  const confirmed = await request.post(`/api/account-books/${book.id}/confirm`, {
    headers,
    data: { version: book.version },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();

  // 提交: asked first, then the BWS101 goes out and the book is submitted
  await signIn(page, { username: 'clerk', to: '/ems/index' });
  await expect(page.locator('.app-main h1')).toHaveText('账册');
  const row = rowOf(page, EMS_NO);
  await expect(row).toContainText('已确认');
  await button(row, '提交').click();
  const ask = page.locator('.ant-modal-confirm');
  await expect(ask).toContainText(EMS_NO);
  await button(ask, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(row).toContainText('已提交');

  // customs' approval, uploaded on the book screen
  // (the clerk's API token gave way to the screen's sign-in: one session per user)
  const sent = await request.get(`/api/account-books/${book.id}`, { headers: { 'Access-Token': admin } });
  const body = await sent.text();
  const messageNo = String((JSON.parse(body) as { client_seq_no?: string }).client_seq_no);
  expect(messageNo, body).toMatch(/^\d{18}$/);
  const chooser = page.waitForEvent('filechooser');
  await button(page.locator('.app-main'), '上传回执').click();
  await (
    await chooser
  ).setFiles({
    name: `BWS211_${messageNo}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(approval(messageNo)),
  });
  await expect(toast(page, '回执已记录：A1')).toBeVisible();
  await expect(row).toContainText('申报成功');

  // its log: the filing and customs' answer
  await button(row, '申报记录').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer).toContainText('BWS101 ss');
  await expect(drawer).toContainText('BWS211 A1');
  await expect(drawer).toContainText('审核通过');
});
