import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { pick } from './declarations-fixture.ts';
import { confirmAsk } from './form-helpers.ts';
import { button, rowOf, siteUrl } from './helpers.ts';

export { rowOf };

/** What the bonded browser tests share: the list editor's steps, customs' deduction receipt, a book's item. */

/** The deduction receipt sample (INV211) addressed to a list by its internal number. */
export function deductionReceipt(internalNo: string, bondNo: string) {
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

/** Picks a select's option by its code, whether the field is required (its name then starts with "* ") or not. */
export async function choose(scope: Locator, field: string, code: string, typed = code) {
  // the field is there first (a dialog's form loads when the dialog first opens), then its name is read
  await expect(scope.getByRole('combobox', { name: new RegExp(`^(\\* )?${field}$`) })).toBeVisible();
  const required = scope.getByRole('combobox', { name: `* ${field}`, exact: true });
  await pick(scope, (await required.count()) ? `* ${field}` : field, code, typed);
}

/**
 * A new list in the editor, opened from the list page: its head, one line of the book's item `item`
 * (when `shows` is given, the line must show that item's text as soon as its number is typed), saved
 * and declared on the demo folder channel.
 */
export async function declareList(
  page: Page,
  list: {
    book: string;
    internalNo: string;
    direction: '进口（入区）' | '出口（出区）';
    qty: string;
    item?: string;
    shows?: string[];
  },
) {
  await page.goto(siteUrl('oms', '/index/invt/index'));
  await button(page.locator('.app-main'), '新增').locator('visible=true').first().click();
  const editor = page.locator('.invt-editor');
  await expect(editor.locator('h1')).toHaveText('核注清单');
  await choose(editor, '账册', list.book);
  await editor.getByLabel('企业内部编号', { exact: true }).fill(list.internalNo);
  const ie = editor.getByRole('combobox', { name: '* 进出口标记', exact: true });
  await ie.click({ force: true });
  await page
    .locator(
      `.ant-select-dropdown:has([id="${String(await ie.getAttribute('aria-controls'))}"]) .ant-select-item-option`,
      { hasText: list.direction },
    )
    .click();
  await choose(editor, '监管方式', '5000');
  await choose(editor, '运输方式', '2');
  await choose(editor, '主管海关', '3701');
  await choose(editor, '传输通道', '厦门单一窗口（文件夹）', '厦门');
  await button(editor, '添加行').click();
  const lines = editor.locator('.invt-editor-lines');
  await lines.getByLabel('备案序号 1', { exact: true }).fill(list.item ?? '1');
  for (const text of list.shows ?? []) await expect(lines).toContainText(text);
  await lines.getByLabel('数量 1', { exact: true }).fill(list.qty);
  await button(editor, '保存并申报').click();
  await confirmAsk(page);
  await expect(editor.locator('.invt-editor-title .ant-tag')).toHaveText('已申报');
}

/** A book's goods line as its goods list shows it: in, out, balance (numbers). */
export async function bookItem(page: Page, book: string, item: string) {
  await page.goto(siteUrl('oms', '/index/ems/index'));
  await button(rowOf(page, book), '商品').click();
  const line = rowOf(page, item);
  await expect(line).toBeVisible();
  // the goods table's own header (the tabs kept open hold other tables)
  const header = page.locator('.ant-table-wrapper', { has: line }).locator('.ant-table-thead th');
  const titles = await header.allInnerTexts();
  const cell = async (title: string) => {
    const index = titles.findIndex((t) => t.includes(title));
    expect(index, `column ${title}`).toBeGreaterThan(0);
    return Number((await line.locator('td').nth(index).innerText()).replace(/,/g, ''));
  };
  return { in: await cell('入库数量'), out: await cell('出库数量'), balance: await cell('结余数量') };
}
