import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pick } from './declarations-fixture.ts';
import { button, dialog, signIn, siteUrl, toast } from './helpers.ts';

/**
 * The bonded zone's whole journey on screen: a clerk creates a book, imports its goods from Excel, confirms
 * it, declares an inbound and then an outbound inventory list, drops customs' deduction receipts into
 * the channel's inbox and sees the book's quantities move each time.
 */

const rowOf = (scope: Page | Locator, text: string) => scope.locator('.ant-table-row', { hasText: text });
const stamp = Date.now().toString().slice(-6);
const EMS_NO = `T3701J${stamp}`;

/** The deduction receipt sample (INV211) addressed to a list by its internal number. */
function deductionReceipt(internalNo: string, bondNo: string) {
  const sample = path.resolve(
    import.meta.dirname,
    '../apps/server/test/fixtures/customs/samples/inv211-receipt-invt-bws-1.xml',
  );
  return fs
    .readFileSync(sample, 'utf8')
    .replace(/<etpsInnerInvtNo>[^<]*<\/etpsInnerInvtNo>/, `<etpsInnerInvtNo>${internalNo}</etpsInnerInvtNo>`)
    .replace(/<bondInvtNo>[^<]*<\/bondInvtNo>/, `<bondInvtNo>${bondNo}</bondInvtNo>`)
    .replace(/<invtPreentNo>[^<]*<\/invtPreentNo>/, `<invtPreentNo>2026${bondNo.slice(-14)}</invtPreentNo>`);
}

async function goodsFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('goods');
  sheet.addRow(['备案序号', '料号', '料件成品标记', '商品编码', '商品名称', '计量单位', '币制', '入库数量']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers 确定 to the confirmation asked, again if a click made while it opened did not take. */
async function confirmAsk(page: Page) {
  const ask = page.locator('.ant-modal-confirm');
  await expect(ask).toBeVisible();
  await expect(async () => {
    if (await ask.count()) await button(ask, '确定').click({ timeout: 2000 });
    await expect(ask).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks a select's option by its code, whether the field is required (its name then starts with "* ") or not. */
async function choose(scope: Locator, field: string, code: string, typed = code) {
  // the field is there first (a dialog's form loads when the dialog first opens), then its name is read
  await expect(scope.getByRole('combobox', { name: new RegExp(`^(\\* )?${field}$`) })).toBeVisible();
  const required = scope.getByRole('combobox', { name: `* ${field}`, exact: true });
  await pick(scope, (await required.count()) ? `* ${field}` : field, code, typed);
}

/** A new list in the editor: its head, one line of the book's item 1, saved and declared. */
async function declareList(
  page: Page,
  internalNo: string,
  direction: '进口（入区）' | '出口（出区）',
  qty: string,
) {
  await page.goto(siteUrl('oms', '/index/invt/index'));
  await button(page.locator('.app-main'), '新增').locator('visible=true').first().click();
  const editor = page.locator('.invt-editor');
  await expect(editor.locator('h1')).toHaveText('核注清单');
  await choose(editor, '账册', EMS_NO);
  await editor.getByLabel('企业内部编号', { exact: true }).fill(internalNo);
  const ie = editor.getByRole('combobox', { name: '* 进出口标记', exact: true });
  await ie.click({ force: true });
  await page
    .locator(
      `.ant-select-dropdown:has([id="${String(await ie.getAttribute('aria-controls'))}"]) .ant-select-item-option`,
      {
        hasText: direction,
      },
    )
    .click();
  await choose(editor, '监管方式', '5000');
  await choose(editor, '运输方式', '2');
  await choose(editor, '主管海关', '3701');
  await choose(editor, '传输通道', '厦门单一窗口（文件夹）', '厦门');
  await button(editor, '添加行').click();
  const lines = editor.locator('.invt-editor-lines');
  await lines.getByLabel('备案序号 1', { exact: true }).fill('1');
  await lines.getByLabel('数量 1', { exact: true }).fill(qty);
  await button(editor, '保存并申报').click();
  await confirmAsk(page);
  await expect(editor.locator('.invt-editor-title .ant-tag')).toHaveText('已申报');
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
async function expectItem(page: Page, quantities: { in: string; out: string; balance: string }) {
  await page.goto(siteUrl('oms', '/index/ems/index'));
  await button(rowOf(page, EMS_NO), '商品').click();
  const item = rowOf(page, `MAT-J1-${stamp}`);
  await expect(item).toBeVisible();
  // the goods table's own header (the tabs kept open hold other tables)
  const header = page.locator('.ant-table-wrapper', { has: item }).locator('.ant-table-thead th');
  const cell = async (title: string) => {
    const titles = await header.allInnerTexts();
    const index = titles.findIndex((t) => t.includes(title));
    expect(index, `column ${title}`).toBeGreaterThan(0);
    return item.locator('td').nth(index);
  };
  // quantities show with the book's five decimals
  const amount = (n: string) => new RegExp(`^${n}(\\.0+)?$`);
  await expect(await cell('入库数量')).toHaveText(amount(quantities.in));
  await expect(await cell('出库数量')).toHaveText(amount(quantities.out));
  await expect(await cell('结余数量')).toHaveText(amount(quantities.balance));
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
  await declareList(page, inbound, '进口（入区）', '120');
  await deduct(page, inbound, `QD3701I${stamp}01`);
  await expectItem(page, { in: '120', out: '0', balance: '120' });

  // 45 of them leave
  const outbound = `JOUT${stamp}`;
  await declareList(page, outbound, '出口（出区）', '45');
  await deduct(page, outbound, `QD3701E${stamp}02`);
  await expectItem(page, { in: '120', out: '45', balance: '75' });
});
