import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { apiToken, button, rowOf, signIn, siteUrl, toast } from './helpers.ts';

/**
 * Bonded zone, account books: a clerk opens the books from the menu, follows a
 * book into its goods with their balances, and confirms a book being prepared.
 */

test('a clerk opens the account books, a book’s goods with balances, and confirms a new book', async ({
  page,
  request,
}) => {
  test.slow();
  // a book being prepared, with one goods line, made through the API as another screen would
  const token = await apiToken(request, 'clerk');
  const emsNo = `T3701W8${Date.now().toString().slice(-5)}`;
  const created = await request.post('/api/account-books', {
    headers: { 'Access-Token': token },
    data: {
      customer_code: 'C0001',
      ems_no: emsNo,
      ems_type: '27',
      master_cuscd: '3701',
      valid_date: '2030-12-31',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const book = (await created.json()) as { id: number };
  const line = await request.post('/api/account-book-goods', {
    headers: { 'Access-Token': token },
    data: {
      book_id: book.id,
      g_no: 1,
      cop_g_no: 'MB-E2E-1',
      type: 'I',
      code_t: '8473309000',
      g_name: '笔记本电脑主板',
      unit: '007',
      in_qty: '40',
      out_qty: '15',
    },
  });
  expect(line.ok(), await line.text()).toBeTruthy();

  await signIn(page, { username: 'clerk', to: '/ems/index' });
  await expect(page.locator('.app-main h1')).toHaveText('账册');
  const zone = rowOf(page, 'T3701W000018');
  await expect(zone).toContainText('已确认');
  await expect(rowOf(page, 'L3701D000105')).toContainText('已提交');
  // a confirmed book offers submit, not confirm
  await expect(button(zone, '提交')).toBeVisible();
  await expect(button(zone, '确认')).toHaveCount(0);

  // the goods of the demo book, with their balances
  await button(zone, '商品').click();
  await expect(page).toHaveURL(/\/ems\/goods\?book_id=\d+/);
  const film = rowOf(page, 'FILM-PE-50');
  await expect(film).toBeVisible();
  await expect(film).toContainText('1289.5');
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(8);

  // goods imported from Excel into the new book: a file with a wrong row writes nothing and names the
  // row; importing only the good rows then adds them
  await page.goto(siteUrl('oms', '/index/ems/index'));
  await button(rowOf(page, emsNo), '商品').click();
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(1);
  await button(page.locator('.app-main'), '导入').click();
  const dialog = page.locator('.ant-modal', { hasText: '从 Excel 导入' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'goods.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await goodsFile([
      [2, 'MB-E2E-2', '料件', '8473309000', '主板', '007', 'USD', 10, 0],
      [3, 'MB-E2E-3', '料件', '0000000000', '主板', '007', 'USD', 10, 0],
    ]),
  });
  await button(dialog, '导入').click();
  await expect(dialog.locator('.ant-alert-error')).toContainText('2 行中有 1 行有误');
  await expect(dialog.locator('.bonded-import-refused')).toContainText('第 3 行');
  await expect(dialog.locator('.bonded-import-refused')).toContainText('商品编码');
  await dialog.getByRole('checkbox').check();
  await button(dialog, '导入').click();
  await expect(dialog.locator('.ant-alert-success')).toContainText('已导入 1 行，共 2 行');
  await dialog
    .getByRole('button', { name: /close|关闭/i })
    .first()
    .click();
  await expect(rowOf(page, 'MB-E2E-2')).toBeVisible();
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(2);

  // the new book: confirm asks first, then the status changes and confirm gives way to submit
  await page.goto(siteUrl('oms', '/index/ems/index'));
  const fresh = rowOf(page, emsNo);
  await expect(fresh).toContainText('未确认');
  await button(fresh, '确认').click();
  const ask = page.locator('.ant-modal-confirm');
  await expect(ask).toContainText(emsNo);
  await button(ask, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(fresh).toContainText('已确认');
  await expect(button(fresh, '提交')).toBeVisible();
});

/** The deduction receipt sample (INV211) addressed to one of our lists by its internal number. */
function deductionReceipt(internalNo: string) {
  const sample = path.resolve(
    import.meta.dirname,
    '../apps/server/test/fixtures/customs/samples/inv211-receipt-invt-bws-1.xml',
  );
  return fs
    .readFileSync(sample, 'utf8')
    .replace(/<etpsInnerInvtNo>[^<]*<\/etpsInnerInvtNo>/, `<etpsInnerInvtNo>${internalNo}</etpsInnerInvtNo>`)
    .replace(/<bondInvtNo>[^<]*<\/bondInvtNo>/, '<bondInvtNo>QD370126E000099104</bondInvtNo>')
    .replace(/<invtPreentNo>[^<]*<\/invtPreentNo>/, '<invtPreentNo>202600000199910400</invtPreentNo>');
}

test('a clerk declares an outbound inventory list, the deduction receipt arrives in the inbox, the book moves', async ({
  page,
}) => {
  test.slow();
  await signIn(page, { username: 'clerk', to: '/invt/index' });
  await expect(page.locator('.app-main h1')).toHaveText('核注清单');
  await expect(rowOf(page, 'XMQD2026000101')).toContainText('已核扣');
  await expect(rowOf(page, 'XMQD2026000103')).toContainText('退单');

  // the history of the deducted list
  await button(rowOf(page, 'XMQD2026000101'), '回执').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer).toContainText('INV211 D2');
  await expect(drawer).toContainText('清单核扣成功');
  await drawer.getByRole('button', { name: /close|关闭/i }).click();

  // its PDF for printing
  const download = page.waitForEvent('download');
  await button(rowOf(page, 'XMQD2026000101'), '打印').click();
  expect((await download).suggestedFilename()).toBe('XMQD2026000101.pdf');

  // the draft outbound list of 100 finished notebooks: its line, then declare it
  const draft = rowOf(page, 'XMQD2026000104');
  await expect(draft).toContainText('暂存');
  await button(draft, '申报').click();
  const ask = page.locator('.ant-modal-confirm');
  await expect(ask).toContainText('XMQD2026000104');
  await button(ask, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(draft).toContainText('已申报');
  await expect(button(draft, '申报')).toHaveCount(0);

  // customs deducts: the receipt lands in the demo channel's inbox and the watcher records it
  const inbox = path.join(process.env.E2E_DATA_DIR!, 'channels', 'demo', 'inbox');
  fs.mkdirSync(inbox, { recursive: true });
  fs.writeFileSync(path.join(inbox, `INV211_${Date.now()}.INV`), deductionReceipt('XMQD2026000104'));
  await expect(async () => {
    // a whole reload takes a few seconds before the list is back (more on a busy machine)
    await page.reload();
    await expect(rowOf(page, 'XMQD2026000104')).toContainText('已核扣', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });

  // the finished item NB-X1-14 went out: 6800 + 100, balance 400, nothing left locked
  await page.goto(siteUrl('oms', '/index/ems/index'));
  await button(rowOf(page, 'T3701W000018'), '商品').click();
  const notebook = rowOf(page, 'NB-X1-14').filter({ hasNotText: 'NB-X1-14P' });
  await expect(notebook).toContainText('6900');
  await expect(notebook).toContainText('400');
});

/** A goods import file as a user fills the template. */
async function goodsFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('goods');
  sheet.addRow([
    '备案序号',
    '料号',
    '料件成品标记',
    '商品编码',
    '商品名称',
    '计量单位',
    '币制',
    '入库数量',
    '出库数量',
  ]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('the inventory list editor: lines typed with the keyboard, a wrong line named, saved, then saved and declared', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiToken(request, 'clerk');
  const books = await request.get('/api/account-books?ems_no=T3701W000018', {
    headers: { 'Access-Token': token },
  });
  const bookId = ((await books.json()) as { content: { id: number }[] }).content[0]!.id;
  const internalNo = `E2EQD${Date.now().toString().slice(-8)}`;
  const channels = await request.get('/api/channels?transport_type=ftp_tool', {
    headers: { 'Access-Token': token },
  });
  const channelId = ((await channels.json()) as { content: { id: number }[] }).content[0]!.id;
  const created = await request.post('/api/inventory-lists', {
    headers: { 'Access-Token': token },
    data: {
      book_id: bookId,
      etps_inner_invt_no: internalNo,
      impexp_markcd: 'I',
      mtpck_endprd_markcd: 'I',
      supv_modecd: '5000',
      trsp_modecd: '2',
      dcl_plc_cuscd: '3701',
      channel_id: channelId,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await signIn(page, { username: 'clerk', to: '/invt/index' });
  await button(rowOf(page, internalNo), '修改').click();
  const editor = page.locator('.invt-editor');
  await expect(editor).toContainText(internalNo);
  const lines = editor.locator('.invt-editor-lines');

  // the first line, then Enter on its quantity opens the next one
  await button(editor, '添加行').click();
  await lines.getByLabel('备案序号 1', { exact: true }).fill('1');
  await lines.getByLabel('数量 1', { exact: true }).fill('5');
  await lines.getByLabel('数量 1', { exact: true }).press('Enter');
  await lines.getByLabel('备案序号 2', { exact: true }).fill('99');
  await lines.getByLabel('数量 2', { exact: true }).fill('2');
  await button(editor, '保存').first().click();
  await expect(lines.locator('.invt-line-error').nth(1)).toContainText('料件序号 99');
  await expect(lines.locator('.invt-line-error').first()).toHaveText('');
  // nothing typed is lost: the wrong line is corrected and the list saved
  await expect(lines.getByLabel('数量 1', { exact: true })).toHaveValue('5');
  await lines.getByLabel('备案序号 2', { exact: true }).fill('2');
  // the line errors show before the first save's buttons stop spinning, and a spinning button ignores a
  // click (seen on a loaded machine): as a person, wait for the buttons
  await expect(editor.locator('.ant-btn-loading')).toHaveCount(0);
  await button(editor, '保存').first().click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(lines).toContainText('MB-X1-0001');
  await expect(lines).toContainText('CPU-I7-1360');

  // save and declare: asked first, then the list is with customs and read-only (the save's toast comes once
  // the list is read again and the buttons are free)
  await expect(editor.locator('.ant-btn-loading')).toHaveCount(0);
  await button(editor, '保存并申报').click();
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  await expect(editor.locator('.invt-editor-title .ant-tag')).toHaveText('已申报');
  await expect(editor.locator('.ant-alert-info')).toBeVisible();
  await expect(button(editor, '保存并申报')).toHaveCount(0);
});

test('a partner reads its own customer’s books and lists on the appointment site, without changing them', async ({
  page,
}) => {
  test.slow();
  await signIn(page, { site: 'yy', username: 'partner01', to: '/ems/index' });
  const zone = rowOf(page, 'T3701W000018');
  await expect(zone).toBeVisible();
  await expect(rowOf(page, 'L3701D000105')).toHaveCount(0);
  await expect(button(zone, '商品')).toBeVisible();
  await expect(button(zone, '提交')).toHaveCount(0);
  await expect(button(page.locator('.app-main'), '新增')).toHaveCount(0);

  await page.goto(siteUrl('yy', '/index/invt/index'));
  const deducted = rowOf(page, 'XMQD2026000101');
  await expect(deducted).toContainText('已核扣');
  await expect(button(deducted, '回执')).toBeVisible();
  await expect(button(deducted, '修改')).toHaveCount(0);
  await expect(button(deducted, '复制新增')).toHaveCount(0);
});
