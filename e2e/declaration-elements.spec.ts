import { expect, test } from '@playwright/test';
import { apiToken, button, signIn, toast } from './helpers.ts';
import { oneLineImport, pick, prepare, stamp } from './declarations-fixture.ts';

/**
 * Declaration elements (申报要素): a document clerk (not an administrator) chooses an HS code on a goods
 * line, its element list opens as a template, the values typed compose 规格型号, and a save with a
 * required element left blank warns naming it, then saves cleanly once it is filled.
 */
test('a clerk fills a goods line from the HS code’s declaration elements', async ({ page, request }) => {
  test.setTimeout(180_000);
  await prepare(request, await apiToken(request));
  const clerk = await apiToken(request, 'clerk');
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  // a draft of the clerk's whose only line is still of another HS code, its 规格型号 blank
  const body = oneLineImport(`ELM${stamp}`, today);
  Object.assign(body.goods[0]!, { code_ts: '8473309000', g_model: '' });
  const created = await request.post('/api/declarations', { headers: { 'Access-Token': clerk }, data: body });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id, cd_sn } = ((await created.json()) as { head: { id: number; cd_sn: string } }).head;

  await signIn(page, { username: 'clerk', to: `/declaration/edit?id=${id}` });
  const editor = page.locator('.decl-editor');
  await expect(editor.locator('.decl-editor-title')).toContainText(cd_sn);
  const goods = editor.locator('[data-lines="goods"]');
  await expect(goods.getByLabel('规格型号 1', { exact: true })).toHaveValue('');

  // ---- choosing the HS code opens its elements, in customs' order ----
  await pick(goods, '商品编号 1', '8471300000');
  const template = editor.getByRole('region', { name: '申报要素（第 1 项 8471300000）' });
  await expect(template).toBeVisible();
  await expect(template.locator('label')).toHaveText([
    '0:品牌类型',
    '1:出口享惠情况',
    '2:品牌',
    '3:型号',
    '4:GTIN',
    '5:CAS',
    '6:其他',
  ]);
  await expect(template).toContainText('缺少：品牌类型、出口享惠情况、品牌、型号');

  // ---- the values typed compose 规格型号 ----
  await pick(template, '品牌类型', '3', '贴牌');
  await pick(template, '出口享惠情况', '3', '进口');
  await template.getByLabel('品牌', { exact: true }).fill('联想');
  const model = goods.getByLabel('规格型号 1', { exact: true });
  await expect(model).toHaveValue('3|3|联想');
  await expect(template).toContainText('缺少：型号');

  // ---- saved with 型号 still blank: saved, and the missing element is among the warnings ----
  await button(editor, '保存').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  const warnings = editor.locator('.decl-warnings');
  await expect(warnings).toContainText('缺少申报要素：型号（商品编号 8471300000）');

  // ---- filled: 规格型号 composed in full, stays editable, and the save is clean ----
  await button(goods, '申报要素 1').click();
  await template.getByLabel('型号', { exact: true }).fill('ThinkPad T14');
  await expect(model).toHaveValue('3|3|联想|ThinkPad T14');
  await model.fill('3|3|联想|ThinkPad T14 Gen 2');
  await expect(template.getByLabel('型号', { exact: true })).toHaveValue('ThinkPad T14 Gen 2');
  await button(editor, '保存').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(warnings).toHaveCount(0);

  // the browser's sign-in ended the set-up's session of the clerk: a new one reads what was stored
  const reader = await apiToken(request, 'clerk');
  const stored = await request.get(`/api/declarations/${id}/full`, { headers: { 'Access-Token': reader } });
  const full = (await stored.json()) as { data: { goods: { code_ts: string; g_model: string }[] } };
  expect(full.data.goods[0]).toMatchObject({ code_ts: '8471300000', g_model: '3|3|联想|ThinkPad T14 Gen 2' });
});
