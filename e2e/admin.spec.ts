import { expect, test, type Locator } from '@playwright/test';
import { chooseOption } from './form-helpers.ts';
import { apiToken, button, chooseGroup, dialog, rowOf, sidebar, signIn, siteUrl, toast } from './helpers.ts';

/**
 * Administration screens end to end: an administrator creates a role, grants it the
 * exchange-rate page with only search and add, creates a user holding it; that user sees exactly
 * the granted menu and buttons. Also a CRUD round trip on a generic entity, with a stale edit.
 */

// antd spaces two-character CJK button labels ("确 定"); an icon's name comes first ("plus 新增")

/** Picks an option of an antd select opened from its form label (typing narrows the options first). */
async function choose(scope: Locator, field: string, option: string, typed = option) {
  const input = scope.getByLabel(field, { exact: true });
  await input.click();
  await input.fill(typed);
  await scope
    .page()
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

const suffix = Date.now().toString(36).slice(-5);

test('a role granted the rate page with search and add: its user sees exactly that', async ({
  page,
  browser,
}) => {
  test.slow();
  const roleName = `汇率录入${suffix}`;
  const username = `rate${suffix}`;
  const password = 'Rate#2026x';

  // ---- the administrator creates the role ----
  await signIn(page, { to: '/system/role' });
  await expect(page.locator('.app-main h1')).toHaveText('角色管理');
  await button(page, '新增').first().click();
  const roleDialog = dialog(page);
  await expect(roleDialog.getByText('新增角色')).toBeVisible();
  await roleDialog.getByLabel('名称', { exact: true }).fill(roleName);
  await roleDialog.getByLabel('编码', { exact: true }).fill(`rate_${suffix}`);
  await choose(roleDialog, '所属客户端', '内部员工端 (web)', '内部');
  await button(roleDialog, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(roleDialog).toBeHidden();

  // ---- grants it the rate page's search and add buttons (the page and its menu come along) ----
  await rowOf(page, roleName).getByRole('button', { name: '授权' }).click();
  const grant = dialog(page);
  const node = (code: string) =>
    grant
      .locator('.ant-tree-treenode', { has: page.locator(`[data-code="${code}"]`) })
      .locator('.ant-tree-checkbox');
  await node('rate:search').click();
  await node('rate:add').click();
  await expect(node('rate')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(node('finance')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(node('rate:delete')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await button(grant, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();

  // ---- and creates a user holding it ----
  await page.goto(siteUrl('oms', '/index/system/user'));
  await expect(page.locator('.app-main h1')).toHaveText('用户管理');
  await button(page, '新增').first().click();
  const userDialog = dialog(page);
  await userDialog.getByLabel('用户名', { exact: true }).fill(username);
  await userDialog.getByLabel('密码', { exact: true }).fill(password);
  await userDialog.getByLabel('姓名', { exact: true }).fill('汇率录入员');
  await choose(userDialog, '组织', '华海供应链集团', '华海');
  await page.keyboard.press('Escape');
  await choose(userDialog, '角色', roleName, suffix);
  await page.keyboard.press('Escape');
  await button(userDialog, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(rowOf(page, username)).toContainText(roleName);

  // ---- the user signs in (another browser) and sees the one granted page ----
  const context = await browser.newContext({ locale: 'zh-CN' });
  const mine = await context.newPage();
  await signIn(mine, { username, password });
  await expect(mine.locator('.group-menu').getByRole('menuitem')).toHaveText(['财务']);
  await chooseGroup(mine, '财务结算');
  await sidebar(mine).getByRole('menuitem', { name: '财务结算' }).click();
  await expect(sidebar(mine).getByRole('menuitem')).toHaveText(['财务结算', '汇率']);
  await sidebar(mine).getByRole('menuitem', { name: '汇率' }).click();
  await expect(mine.locator('.app-main h1')).toHaveText('汇率');

  // search and add are granted; update and delete are not: their buttons are not there
  await expect(button(mine, '查询')).toBeVisible();
  await expect(button(mine, '新增').first()).toBeVisible();
  await expect(button(mine, '删除')).toHaveCount(0);
  await button(mine, '新增').first().click();
  const rateDialog = dialog(mine);
  await choose(rateDialog, '币制', 'USD 美元', 'usd');
  await rateDialog.getByLabel('汇率', { exact: true }).fill('7.1234');
  await rateDialog.getByLabel('年', { exact: true }).fill('2031');
  await rateDialog.getByLabel('月', { exact: true }).fill('4');
  await button(rateDialog, '确定').click();
  await expect(toast(mine, '操作成功')).toBeVisible();
  const row = rowOf(mine, '2031');
  await expect(row).toContainText('美元');
  await expect(row.getByRole('button', { name: '查看' })).toBeVisible();
  await expect(row.getByRole('button', { name: '修改' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);
  // a page that was not granted is not there
  await mine.goto(siteUrl('oms', '/index/bankAccount/index'));
  await expect(mine).toHaveURL(/\/index\/404$/);
  await context.close();
});

test('exchange rates: create, search, edit, a stale edit, delete', async ({ page, request }) => {
  test.slow();
  await signIn(page, { to: '/rate/index' });
  await expect(page.locator('.app-main h1')).toHaveText('汇率');

  // the dialog validates with the shared rules before it sends anything, and stays open
  await button(page, '新增').first().click();
  const form = dialog(page);
  await form.getByLabel('汇率', { exact: true }).fill('abc');
  await button(form, '确定').click();
  await expect(form.getByText('币制不能为空')).toBeVisible();
  await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: /数/ })).toBeVisible();
  await choose(form, '币制', 'EUR 欧元', 'eur');
  await form.getByLabel('汇率', { exact: true }).fill(' 7.9 ');
  await form.getByLabel('年', { exact: true }).fill('2032');
  await form.getByLabel('月', { exact: true }).fill('6');
  await button(form, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(form).toBeHidden();
  // the currency list came once and is cached under the spec's key, with the version cache
  const cached = await page.evaluate(() => [
    localStorage.getItem('base_currency'),
    localStorage.getItem('version_cache'),
  ]);
  expect(JSON.parse(cached[0]!)).toMatchObject({
    value: expect.arrayContaining([expect.objectContaining({ cus_code: 'EUR' })]),
  });
  expect(JSON.parse(cached[1]!)).toMatchObject({ value: expect.any(String) });

  // search by year (Enter searches) (validated, then sent); page and size are in the address
  await page.getByLabel('年', { exact: true }).fill('2032');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  const row = rowOf(page, '2032');
  await expect(row).toContainText('欧元');
  await expect(row).toContainText('7.900000');

  // edit
  await row.getByRole('button', { name: '修改' }).click();
  await expect(form.getByText('修改汇率')).toBeVisible();
  await form.getByLabel('汇率', { exact: true }).fill('8.1');
  await button(form, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(row).toContainText('8.100000');

  // a stale edit: someone else saves first; the server answers 409, the screen says so and reloads
  await row.getByRole('button', { name: '修改' }).click();
  await form.getByLabel('汇率', { exact: true }).fill('8.2');
  const token = await apiToken(request);
  const list = await request.get('/api/exchange-rates?year=2032', { headers: { 'Access-Token': token } });
  const record = ((await list.json()) as { content: { id: number; version: number }[] }).content[0]!;
  const other = await request.put(`/api/exchange-rates/${record.id}`, {
    headers: { 'Access-Token': token },
    data: { version: record.version, rate: '8.3' },
  });
  expect(other.ok()).toBeTruthy();
  await button(form, '确定').click();
  await expect(page.locator('.ant-message-error')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row).toContainText('8.300000');

  // view: the form is disabled and has no footer
  await row.getByRole('button', { name: '查看' }).click();
  await expect(form.getByLabel('汇率', { exact: true })).toBeDisabled();
  await expect(button(form, '确定')).toHaveCount(0);
  // the dialog takes the focus, so Escape closes it
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // delete: 确认删除吗? titled 提示, then 操作成功; the empty search shows the no-data area again
  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('提示');
  await expect(confirm.locator('.ant-modal-confirm-content')).toHaveText('确认删除吗?');
  await button(confirm, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
  await expect(page.getByText('没有符合条件的记录')).toBeVisible();
});

test('lists keep page and size in the address, correct a page past the end, and open tree rows', async ({
  page,
}) => {
  await signIn(page, { to: '/city/index?page=99&size=10' });
  await expect(page.locator('.app-main h1')).toHaveText('城市');
  // page 99 corrects itself to the last page
  const total = Number((await page.locator('.ant-pagination-total-text').textContent())!.match(/\d+/)![0]);
  const last = Math.ceil(total / 10);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
  await expect(page.locator('.ant-pagination-item-active')).toHaveText(String(last));
  await expect(page.locator('.ant-table-row.ant-table-row-level-0')).toHaveCount(total - (last - 1) * 10);
  await page.locator('.ant-pagination-item', { hasText: '1' }).click();
  await expect(page).toHaveURL(/[?&]page=1&size=10/);
  await page.reload();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
  await expect(page.getByText('10 条/页')).toBeVisible();

  // a tree row loads its children when it opens
  const beijing = rowOf(page, '北京市').first();
  await beijing.locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('.ant-table-row-level-1').first()).toBeVisible();
});

test('app clients: the secret is shown once on create and on a new secret, and copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, { to: '/system/app' });
  await expect(page.locator('.app-main h1')).toHaveText('应用列表');
  await button(page, '新增').first().click();
  const form = dialog(page);
  await form.getByLabel('客户端ID', { exact: true }).fill(`erp${suffix}`);
  await form.getByLabel('名称', { exact: true }).fill(`ERP ${suffix}`);
  await button(form, '确定').click();
  const secret = page.getByTestId('client-secret');
  await expect(secret).toHaveText(/^\S{20,}$/);
  const first = await secret.textContent();
  await button(page.locator('.ant-modal:visible'), '关闭').click();
  await expect(secret).toBeHidden();

  await rowOf(page, `erp${suffix}`).getByRole('button', { name: '重置密钥' }).click();
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  await expect(secret).toHaveText(/^\S{20,}$/);
  expect(await secret.textContent()).not.toBe(first);
  await page.getByRole('button', { name: '复制' }).click();
  await expect(toast(page, '复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await secret.textContent());
});

test('roles are searched by their parent role, picked by name', async ({ page, request }) => {
  test.slow();
  const token = await apiToken(request);
  const headers = { 'Access-Token': token };
  const make = async (name: string, code: string, parent = 0) => {
    const res = await request.post('/api/roles', {
      headers,
      data: { name, code, client_id: 'web', parent_id: parent },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { id: number }).id;
  };
  const parent = await make(`报关部${suffix}`, `decl_${suffix}`);
  await make(`报关一组${suffix}`, `decl_a_${suffix}`, parent);
  await make(`报关二组${suffix}`, `decl_b_${suffix}`, parent);

  await signIn(page, { to: '/system/role' });
  await expect(page.locator('.app-main h1')).toHaveText('角色管理');
  const search = page.locator('.crud-search');
  // the search form's labels end in a colon
  await chooseOption(search, '上级角色 :', `报关部${suffix}`);
  await button(search, '查询').click();
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `报关一组${suffix}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `报关二组${suffix}` })).toHaveCount(1);
  // a flag reads as a word, not a translation key
  await expect(rows.first()).toContainText('启用');
});
