import { expect, test } from '@playwright/test';
import {
  businessToday,
  chargeItem,
  clearCustomsContracts,
  releasedDeclaration,
  searchBySource,
} from './finance-fixture.ts';
import { chooseOption, confirmAsk, labelled } from './form-helpers.ts';
import { apiToken, button, dialog, main, openFromMenu, rowOf, signIn, toast } from './helpers.ts';

/**
 * Finance on screen: finance defines a scheme with a price and a contract for customer C0001; a
 * declaration is released by customs, its charge appears priced by that contract, and finance confirms it.
 * What follows a confirmed charge (a statement sent, confirmed by the partner, paid on the public page by
 * transfer, the payment confirmed and the lines written off) is the accountant's journey
 * (journeys/accountant.spec.ts).
 */

test.use({ timezoneId: 'Asia/Shanghai' });

const stamp = Date.now().toString().slice(-8);
const ITEM_CODE = `E2E${stamp}`;
const ITEM_NAME = `E2E报关费${stamp}`;
const SCHEME_NAME = `E2E报关方案${stamp}`;
const CONTRACT_NAME = `E2E报关合同${stamp}`;

test('finance prices a released declaration by contract and confirms its charge', async ({
  page,
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
});

test('the accountant reads the ageing and profit reports as charts drawn in the browser', async ({
  page,
}) => {
  await signIn(page, { username: 'accountant', to: '/financeReport/index' });
  // the demo's open bills, by age: a canvas drawn with the bars, sized to the parties
  const ageing = main(page).locator('.finance-ageing-chart');
  await expect(ageing.locator('canvas')).toBeVisible();
  expect((await ageing.boundingBox())?.height).toBeGreaterThanOrEqual(240);
  await main(page).getByRole('tab', { name: '利润分析' }).click();
  await expect(main(page).locator('.finance-profit-chart canvas')).toBeVisible();
});
