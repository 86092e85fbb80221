import { expect, test } from '@playwright/test';
import { apiToken, button, rowOf, signIn } from './helpers.ts';

/**
 * The inventory list editor: an operator types a line's 备案序号 and sees its book item's 料号 and 商品名称
 * at once, looked up from the list's account book, before anything is saved; a number the book lacks is
 * named on the line.
 */

test('typing a 备案序号 shows the book item’s 料号 and 商品名称 before the line is saved', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiToken(request, 'clerk');
  const headers = { 'Access-Token': token };
  const books = await request.get('/api/account-books?ems_no=T3701W000018', { headers });
  const bookId = ((await books.json()) as { content: { id: number }[] }).content[0]!.id;
  const internalNo = `E2ELK${Date.now().toString().slice(-8)}`;
  const created = await request.post('/api/inventory-lists', {
    headers,
    data: {
      book_id: bookId,
      etps_inner_invt_no: internalNo,
      impexp_markcd: 'I',
      mtpck_endprd_markcd: 'I',
      supv_modecd: '5000',
      trsp_modecd: '2',
      dcl_plc_cuscd: '3701',
      container_no: 'CSQU3054383',
      work_no: 'JOB-E2E-01',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const listId = ((await created.json()) as { id: number }).id;

  await signIn(page, { username: 'clerk', to: '/invt/index' });
  await button(rowOf(page, internalNo), '修改').click();
  const editor = page.locator('.invt-editor');
  await expect(editor).toContainText(internalNo);
  const lines = editor.locator('.invt-editor-lines');

  await button(editor, '添加行').click();
  await lines.getByLabel('备案序号 1', { exact: true }).fill('1');
  await expect(lines).toContainText('MB-X1-0001');
  await expect(lines).toContainText('笔记本电脑主板');
  // another number: the line follows it
  await lines.getByLabel('备案序号 1', { exact: true }).fill('99');
  await expect(lines).not.toContainText('MB-X1-0001');
  await expect(lines.locator('.invt-line-error').first()).toContainText('料件序号 99');

  // nothing was saved: the list still has no lines (a new token: the browser's sign-in ended the first)
  const saved = await request.get(`/api/inventory-list-lines?list_id=${listId}`, {
    headers: { 'Access-Token': await apiToken(request, 'clerk') },
  });
  expect(((await saved.json()) as { totalElements: number }).totalElements).toBe(0);
});
