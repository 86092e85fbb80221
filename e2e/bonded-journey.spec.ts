import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { bookItem, choose, declareList, deductionReceipt, rowOf } from './bonded-fixture.ts';
import { confirmAsk } from './form-helpers.ts';
import { button, dialog, signIn, siteUrl, toast } from './helpers.ts';

/**
 * The bonded zone's whole journey on screen: a clerk creates a book, imports its goods from Excel, confirms
 * it, declares an inbound and then an outbound inventory list, drops customs' deduction receipts into
 * the channel's inbox and sees the book's quantities move each time.
 */

const stamp = Date.now().toString().slice(-6);
const EMS_NO = `T3701J${stamp}`;

async function goodsFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('goods');
  sheet.addRow(['备案序号', '料号', '料件成品标记', '商品编码', '商品名称', '计量单位', '币制', '入库数量']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Customs deducts: the receipt lands in the demo channel's inbox, the watcher records it. */
async function deduct(page: Page, internalNo: string, bondNo: string) {
  const inbox = path.join(process.env.E2E_DATA_DIR!, 'channels', 'demo', 'inbox');
  fs.mkdirSync(inbox, { recursive: true });
  fs.writeFileSync(path.join(inbox, `INV211_${internalNo}.INV`), deductionReceipt(internalNo, bondNo));
  await page.goto(siteUrl('oms', '/index/invt/index'));
  await expect(async () => {
    // a whole reload takes a few seconds before the list is back (more on a busy machine)
    await page.reload();
    await expect(rowOf(page, internalNo)).toContainText('已核扣', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

/** The book's goods line of item MAT-J1: in, out, balance as the goods list shows them. */
async function expectItem(page: Page, quantities: { in: number; out: number; balance: number }) {
  expect(await bookItem(page, EMS_NO, `MAT-J1-${stamp}`)).toEqual(quantities);
}

test('a clerk creates a book, imports its goods, declares an inbound and an outbound list, and the receipts move the balances', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, { username: 'clerk' });

  // the book, created on its list page
  await page.goto(siteUrl('oms', '/index/ems/index'));
  await expect(page.locator('.app-main h1')).toHaveText('账册');
  await button(page.locator('.app-main'), '新增').first().click();
  const form = dialog(page);
  await form.getByLabel('客户代码', { exact: true }).fill('C0001');
  await form.getByLabel('账册编号', { exact: true }).fill(EMS_NO);
  await choose(form, '主管海关', '3701');
  await form.getByLabel('有效期', { exact: true }).fill('2030-12-31');
  await form.getByLabel('有效期', { exact: true }).press('Enter');
  await button(form, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  const book = rowOf(page, EMS_NO);
  await expect(book).toContainText('未确认');

  // its goods from Excel: two materials, nothing in stock yet
  await button(book, '商品').click();
  await button(page.locator('.app-main'), '导入').click();
  const importing = page.locator('.ant-modal', { hasText: '从 Excel 导入' });
  await importing.locator('input[type=file]').setInputFiles({
    name: 'goods.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await goodsFile([
      [1, `MAT-J1-${stamp}`, '料件', '8473309000', '笔记本电脑主板', '007', 'USD', 0],
      [2, `MAT-J2-${stamp}`, '料件', '8542319000', '处理器', '007', 'USD', 0],
    ]),
  });
  await button(importing, '导入').click();
  await expect(importing.locator('.ant-alert-success')).toContainText('已导入 2 行，共 2 行');
  await importing
    .getByRole('button', { name: /close|关闭/i })
    .first()
    .click();
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(2);

  // confirmed, so lists may name it
  await page.goto(siteUrl('oms', '/index/ems/index'));
  await button(rowOf(page, EMS_NO), '确认').click();
  await confirmAsk(page);
  await expect(rowOf(page, EMS_NO)).toContainText('已确认');

  // 120 motherboards enter the zone
  const inbound = `JIN${stamp}`;
  await declareList(page, { book: EMS_NO, internalNo: inbound, direction: '进口（入区）', qty: '120' });
  await deduct(page, inbound, `QD3701I${stamp}01`);
  await expectItem(page, { in: 120, out: 0, balance: 120 });

  // 45 of them leave
  const outbound = `JOUT${stamp}`;
  await declareList(page, { book: EMS_NO, internalNo: outbound, direction: '出口（出区）', qty: '45' });
  await deduct(page, outbound, `QD3701E${stamp}02`);
  await expectItem(page, { in: 120, out: 45, balance: 75 });
});
