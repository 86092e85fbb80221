import { expect, test } from '@playwright/test';
import { prepare, oneLineImport, stamp } from './declarations-fixture.ts';
import { labelled } from './form-helpers.ts';
import { apiToken, button, dialog, signIn, siteUrl, toast } from './helpers.ts';

/**
 * A clerk links a shipping bill to its declaration on screen: the declaration is found by searching its
 * bill of lading (not by typing an id), the bill is filled from it, and the declaration shows the bill.
 */

const BILL = `E2ESB${stamp}`;

test('a clerk picks the declaration of a shipping bill by its bill of lading and fills the bill from it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request);
  await prepare(request, admin);
  const today = new Date().toISOString().slice(0, 10);
  // an export declaration, for the export bills' screen, and an import one with a like bill of lading,
  // which is not offered there
  const made = async (billNo: string, ieFlag: string) => {
    const declaration = oneLineImport(billNo, today);
    const answer = await request.post('/api/declarations', {
      headers: { 'Access-Token': admin },
      data: { ...declaration, head: { ...declaration.head, ie_flag: ieFlag } },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { head: { id: number; cd_sn: string } }).head;
  };
  const head = await made(BILL, '1');
  const other = await made(`${BILL}I`, '0');

  await signIn(page, { username: 'clerk', to: '/shippingBill/index' });
  await button(page.locator('.app-main'), '新增').first().click();
  const form = dialog(page);
  // the declaration is searched by its bill of lading; the option names its number
  const picker = form.getByRole('combobox', { name: labelled('报关单') });
  await picker.click();
  await picker.fill(BILL);
  const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(offered).toHaveCount(1);
  await expect(offered).toContainText(head.cd_sn);
  await expect(offered).not.toContainText(other.cd_sn);
  await offered.click();
  // the chosen declaration shows as its number
  const picked = form.locator('.ant-form-item', {
    has: page.getByRole('combobox', { name: labelled('报关单') }),
  });
  await expect(picked).toContainText(head.cd_sn);
  const linked = form.getByTestId('bill-declaration');
  await expect(linked).toContainText(head.cd_sn);
  await expect(linked).toContainText('8471300000');
  await button(linked, '从报关单带出').click();
  await expect(form.getByLabel(labelled('提运单号'))).toHaveValue(BILL);
  await expect(form.getByLabel(labelled('客户代码'))).toHaveValue('C0001');
  await button(form, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: BILL });
  await expect(row).toContainText(head.cd_sn);

  // the declaration now counts as having a bill, and its editor lists it with a link back
  const answer = await request.get(`/api/declarations/${head.id}`, { headers: { 'Access-Token': admin } });
  expect(((await answer.json()) as { bill_status?: string }).bill_status).toBe('2');
  await page.goto(siteUrl('oms', `/index/declaration/edit?id=${head.id}`));
  const bills = page.getByTestId('declaration-bills');
  await expect(bills).toContainText(BILL);
});
