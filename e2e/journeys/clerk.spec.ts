import fs from 'node:fs';
import path from 'node:path';
import { apiToken, button, openFromMenu, signIn, siteUrl, toast } from '../helpers.ts';
import {
  fillImportHead,
  CONSIGNEE,
  decResult,
  fill,
  importResponse,
  pick,
  prepare,
  stamp,
} from '../declarations-fixture.ts';
import { chooseOption } from '../form-helpers.ts';
import { expect, test } from './journey-guard.ts';

/**
 * The clerk's journey (role clerk, user `clerk`): a new import declaration whose parties are picked in the
 * company library (从企业库选择), one goods line, saved, sent on the company's default channel (the
 * demo folder channel, preselected), customs' receipts followed on the list and in the drawer, printed.
 */

const BILL_NO = `JRNBL${stamp}`;
const DEFAULT_CHANNEL = '厦门单一窗口（文件夹）';

test('clerk: a declaration from the company library, one line, saved, sent on the default channel, receipts, print', async ({
  page,
  request,
  journey,
}) => {
  test.setTimeout(240_000);
  // set-up an administrator would have done: the HS codes and the agent relation the declaration names
  await prepare(request, await apiToken(request));

  await signIn(page, { username: 'clerk' });
  await openFromMenu(page, '报关业务', '报关业务', '报关单');
  await button(page, '新增进口报关单').first().click();
  const editor = page.locator('.decl-editor');
  await expect(editor.locator('.decl-editor-title')).toHaveText('进口报关单（新）');

  // ---- the customer from the company library: credit code, customs code and name in one pick ----
  for (const party of ['境内收货人', '消费使用单位']) {
    await chooseOption(editor, `${party}从企业库选择`, '嘉禾', CONSIGNEE.name);
    await expect(editor.getByLabel(`${party}名称`, { exact: true })).toHaveValue(CONSIGNEE.name);
    await expect(editor.getByLabel(`${party}海关代码`, { exact: true })).toHaveValue(CONSIGNEE.code);
    await expect(editor.getByLabel(`${party}社会信用代码`, { exact: true })).toHaveValue(/^[0-9A-Z]{18}$/);
  }
  // the declaring agent (the clerk's own company: its agent relation with the customer is on file) and
  // the rest of the head
  await pick(editor, '申报地海关', '3701');
  await pick(editor, '进境关别', '3701');
  await fillImportHead(editor, BILL_NO);

  // ---- one goods line: the HS code fills the name and the legal unit ----
  const goods = editor.locator('[data-lines="goods"]');
  await button(goods, '添加').click();
  await pick(goods, '商品编号 1', '8542319090');
  await expect(goods.getByLabel('商品名称 1', { exact: true })).not.toHaveValue('');
  await fill(goods, '规格型号 1', '0|0|华海|型号1');
  await fill(goods, '成交数量 1', '100');
  await pick(goods, '成交单位 1', '007');
  await fill(goods, '法定第一数量 1', '100');
  await fill(goods, '单价 1', '1.25');
  await expect(goods.getByLabel('总价 1', { exact: true })).toHaveValue('125');
  await pick(goods, '币制 1', 'USD');
  await pick(goods, '原产国（地区） 1', 'USA');
  await pick(goods, '最终目的国（地区） 1', 'CHN');
  await pick(goods, '境内目的地 1', '35021', '厦门特区');
  await pick(goods, '征免方式 1', '1', '照章');

  // ---- save ----
  await button(page, '保存').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/declaration\/edit\?id=\d+/);
  const cdSn = editor.getByLabel('内部编号', { exact: true });
  await expect(cdSn).not.toHaveValue('');
  const internalNo = await cdSn.inputValue();

  // ---- send: the company's default channel is already chosen ----
  await button(page, '保存并申报').click();
  const send = page.locator('.decl-send-dialog');
  await expect(send).toBeVisible();
  await expect(
    send.locator('.ant-select', { has: page.getByRole('combobox', { name: '传输通道', exact: true }) }),
  ).toContainText(DEFAULT_CHANNEL);
  await button(send, '申报').click();
  const sent = toast(page, /已申报，客户端编号 \S+/);
  await expect(sent).toBeVisible();
  const clientSeqNo = /客户端编号 (\S+)/.exec((await sent.textContent()) ?? '')![1]!;
  await expect(editor.locator('.ant-tag[data-code="ss"]')).toBeVisible();

  // ---- customs answers into the channel's inbox (their side of the folder channel) ----
  const inbox = path.join(process.env.E2E_DATA_DIR!, 'channels', 'demo', 'inbox');
  fs.mkdirSync(inbox, { recursive: true });
  const seqNo = `I2026${stamp.padStart(13, '0')}`.slice(0, 18);
  const entryId = `3701${stamp.padStart(14, '0')}`.slice(0, 18);
  const answers = [
    importResponse(clientSeqNo, seqNo),
    decResult(seqNo, '', '7', `${seqNo}直接申报成功`, 1),
    decResult(seqNo, entryId, 'L', '海关入库成功', 2),
    decResult(seqNo, entryId, 'P', '海关已放行', 3),
  ];
  // the watcher takes the files of a pass oldest first, then by name: in the order customs sent them
  for (const [i, xml] of answers.entries()) fs.writeFileSync(path.join(inbox, `JRN${stamp}_${i}.xml`), xml);

  // ---- the list shows the release, then the receipts drawer the whole history ----
  await page.goto(siteUrl('oms', '/index/declaration/index'));
  const row = page.locator('.ant-table-row', { hasText: internalNo });
  await expect(async () => {
    // as a person waiting for customs: the list again (a whole reload, the simplest way there is)
    await page.reload();
    await expect(row.locator('.ant-tag[data-code="P"]')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText(entryId);
  await button(row, '回执').click();
  const drawer = page.locator('.decl-receipts');
  await expect(drawer.getByText(`回执记录 ${internalNo}`)).toBeVisible();
  await expect(drawer.locator('.decl-receipt').last()).toHaveAttribute('data-code', 'P');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // ---- print: the browser's print dialog is not opened in a test; the server records the print ----
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await button(row, '打印').click();
  const sheet = page.getByTestId('declaration-sheet');
  await expect(sheet.getByRole('heading', { name: '中华人民共和国海关进口货物报关单' })).toBeVisible();
  await expect(sheet).toContainText(entryId);
  await button(page.locator('.decl-print-overlay'), '打印').click();
  await expect(toast(page, '已记录打印')).toBeVisible();
  await journey.finish(page, 'clerk');
});
