import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  businessToday,
  chargeItem,
  clearCustomsContracts,
  releasedDeclaration,
  slipPdf,
} from './finance-fixture.ts';
import { chooseOption, confirmAsk, labelled } from './form-helpers.ts';
import { apiToken, button, dialog, openFromMenu, signIn, siteUrl, toast } from './helpers.ts';

/**
 * Finance on screen: finance defines a scheme with a price and a contract for customer C0001; a
 * declaration is released by customs and its charge appears; finance confirms it and builds a statement
 * and sends it; the partner confirms the statement and pays it on the public payment page by transfer with
 * a slip; finance confirms the payment and the line is written off.
 */

test.use({ timezoneId: 'Asia/Shanghai' });

const stamp = Date.now().toString().slice(-8);
const ITEM_CODE = `E2E${stamp}`;
const ITEM_NAME = `E2E报关费${stamp}`;
const SCHEME_NAME = `E2E报关方案${stamp}`;
const CONTRACT_NAME = `E2E报关合同${stamp}`;
const REFERENCE = `TRF${stamp}`;

const main = (page: Page) => page.locator('.app-main .app-page:visible');
/** Lists the charge lines of one source document (the filter sits in the expanded search form). */
async function searchBySource(page: Page, sourceNo: string) {
  const field = main(page).getByLabel('来源单号', { exact: true });
  if (!(await field.isVisible())) await button(main(page), '展开').click();
  await field.fill(sourceNo);
  await button(main(page), '查询').click();
}
const rowOf = (scope: Page | Locator, text: string) => scope.locator('.ant-table-row', { hasText: text });

test('finance prices a released declaration by contract; the partner confirms the statement and pays it by transfer; the payment writes the line off', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request);
  await clearCustomsContracts(request, admin, 'C0001');
  await chargeItem(request, admin, ITEM_CODE, ITEM_NAME);

  // ---- finance: a scheme with the item at 288, then a contract of C0001 from it ----
  await signIn(page, { username: 'accountant' });
  await openFromMenu(page, '财务结算', '财务结算', '合同方案');
  await button(main(page), '新增').first().click();
  const schemeForm = dialog(page);
  await schemeForm.getByLabel(labelled('方案编码')).fill(ITEM_CODE);
  await schemeForm.getByLabel(labelled('方案名称')).fill(SCHEME_NAME);
  await chooseOption(schemeForm, '方案类型', '客户');
  await chooseOption(schemeForm, '业务类型', '报关');
  await button(schemeForm, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await rowOf(main(page), SCHEME_NAME).getByRole('button', { name: '收费项目' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await chooseOption(drawer, '收费项目', ITEM_NAME);
  await drawer.getByLabel('单价', { exact: true }).fill('288');
  await button(drawer, '新增').click();
  await expect(rowOf(drawer, ITEM_NAME)).toContainText('288');
  await drawer.locator('.ant-drawer-close').click();

  await openFromMenu(page, '财务结算', '财务结算', '合同');
  await button(main(page), '新增').first().click();
  const contractForm = dialog(page);
  await contractForm.getByLabel(labelled('合同名称')).fill(CONTRACT_NAME);
  await chooseOption(contractForm, '客户', '嘉禾', /C0001/);
  await chooseOption(contractForm, '合同方案', SCHEME_NAME);
  const today = businessToday();
  const validity = contractForm.locator('.ant-picker-range input');
  await validity.first().fill(today);
  await validity.last().fill(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
  await validity.last().press('Enter');
  await button(contractForm, '保存').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  // the detail opens with the scheme's price copied
  await expect(page.locator('.ant-drawer:visible, .ant-modal:visible').last()).toContainText(ITEM_NAME);
  await page.keyboard.press('Escape');

  // ---- customs releases a declaration of C0001: its charge is raised by the contract ----
  const { entryId } = await releasedDeclaration(request, admin, stamp);
  await openFromMenu(page, '财务结算', '财务结算', '应收应付');
  await searchBySource(page, entryId);
  const line = rowOf(main(page), ITEM_NAME);
  await expect(line).toContainText('288.00');
  await expect(line).toContainText('草稿');
  await line.getByRole('button', { name: '确认' }).click();
  await confirmAsk(page);
  await expect(line).toContainText('已确认');

  // ---- finance collects the statement of today and sends it ----
  await openFromMenu(page, '财务结算', '财务结算', '对账单');
  await button(main(page), '新建对账单').first().click();
  const collect = dialog(page);
  await chooseOption(collect, '客户', '嘉禾', /C0001/);
  const period = collect.locator('.ant-picker-range input');
  await period.first().fill(today);
  await period.last().fill(today);
  await period.last().press('Enter');
  await button(collect, '生成').click();
  const created = toast(page, /已生成对账单 DZ\d+/);
  await expect(created).toBeVisible();
  const statementNo = /DZ\d+/.exec((await created.textContent()) ?? '')![0];
  // the new statement opens in its detail: our line is in it, and it is sent from there
  const detail = page.locator('.ant-drawer:visible');
  await expect(detail).toContainText(statementNo);
  await expect(detail).toContainText(ITEM_NAME);
  await button(detail, '发送确认').click();
  await confirmAsk(page);
  await expect(detail).toContainText('待客户确认');
  await detail.locator('.ant-drawer-close').click();
  await expect(rowOf(main(page), statementNo)).toContainText('待客户确认');

  // ---- the partner confirms it and pays it on the public page by transfer with a slip ----
  const partnerContext = await browser.newContext({ timezoneId: 'Asia/Shanghai' });
  const partner = await partnerContext.newPage();
  await signIn(partner, { site: 'yy', username: 'partner01' });
  await partner.goto(siteUrl('yy', '/index/yy/statement'));
  const mine = rowOf(main(partner), statementNo);
  await mine.getByRole('button', { name: '确认对账' }).click();
  await confirmAsk(partner);
  await expect(mine).toContainText('已确认');
  await mine.getByRole('button', { name: '付款' }).click();
  const payDialog = dialog(partner);
  const [feePage] = await Promise.all([
    partner.waitForEvent('popup'),
    payDialog.getByRole('link', { name: /收银台/ }).click(),
  ]);
  await expect(feePage.getByText(statementNo).first()).toBeVisible();
  await rowOf(feePage, statementNo).getByRole('link').click();
  await expect(feePage).toHaveURL(/\/payment\/index\?token=/);
  // the whole amount due is offered (the statement's total: our line and the customer's other lines of today)
  await expect(feePage.locator('.ant-descriptions').getByText(/^CNY \d+\.\d{2}$/)).toBeVisible();
  await expect(feePage.getByLabel(/^(\* )?转账金额/)).toHaveValue(/^\d+\.\d{2}$/);
  await feePage.getByLabel(labelled('转账流水号')).fill(REFERENCE);
  await feePage.getByLabel(labelled('付款人')).fill('厦门嘉禾贸易有限公司');
  await feePage.locator('input[type="file"]').setInputFiles({
    name: '转账凭证.pdf',
    mimeType: 'application/pdf',
    buffer: slipPdf(REFERENCE),
  });
  await button(feePage, '提交转账信息').click();
  await expect(feePage.getByText('转账信息已提交')).toBeVisible();
  await partnerContext.close();

  // ---- finance confirms the transfer: the line is written off ----
  await openFromMenu(page, '财务结算', '财务结算', '收付款');
  const paymentRow = rowOf(main(page), REFERENCE);
  await expect(paymentRow).toContainText('待确认');
  await paymentRow.getByRole('button', { name: '确认到账' }).click();
  await confirmAsk(page);
  await expect(paymentRow).toContainText('已确认');
  await openFromMenu(page, '财务结算', '财务结算', '应收应付');
  await searchBySource(page, entryId);
  await expect(rowOf(main(page), ITEM_NAME)).toContainText('已结清');
});
