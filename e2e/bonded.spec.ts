import { expect, test, type Page } from '@playwright/test';
import { apiToken, button, signIn, siteUrl, toast } from './helpers.ts';

/**
 * Bonded zone, account books (issue 13, first part): a clerk opens the books from the menu, follows a
 * book into its goods with their balances, and confirms a book being prepared.
 */

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

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

  await signIn(page, { username: 'clerk' });
  await page.goto(siteUrl('oms', '/index/ems/index'));
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
