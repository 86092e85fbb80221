import { expect, test } from '@playwright/test';
import { apiToken, button, signIn, siteUrl, tabMenu, toast } from './helpers.ts';
import {
  AGENT,
  BILL_NO,
  CONSIGNEE,
  decResult,
  fillImportHead,
  fill,
  importResponse,
  pick,
  prepare,
  stamp,
} from './declarations-fixture.ts';

/**
 * Customs declarations end to end: a clerk creates an import declaration with two goods
 * lines through the editor, saves it and sends it through a folder channel; customs' import response
 * and receipts (7, L, J, P) are then delivered to /api/receipts/upload, and the clerk sees the status
 * and the latest receipt on the list and the whole history as a timeline.
 */

test('a clerk declares an import with two goods lines and follows the receipts', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request);
  const channelName = await prepare(request, admin);

  // ---- the clerk opens a new import declaration from the list ----
  await signIn(page, { username: 'clerk', to: '/declaration/index' });
  await expect(page.locator('.app-main h1', { hasText: '报关单' })).toBeVisible();
  await button(page, '新增进口报关单').first().click();
  await expect(page).toHaveURL(/\/declaration\/edit\?ie_flag=0/);
  const editor = page.locator('.decl-editor');
  await expect(editor.locator('h1')).toHaveText('报关单编辑');
  await expect(editor.locator('.decl-editor-title')).toHaveText('进口报关单（新）');
  // code lists with a fixed set of values are selects showing code and name, with their defaults
  const entryType = editor.locator('.ant-select', {
    has: page.getByRole('combobox', { name: '报关单类别' }),
  });
  await expect(entryType).toContainText('M 无纸化通关');

  // ---- the head, like the paper form ----
  await pick(editor, '申报地海关', '3701');
  await pick(editor, '进境关别', '3701');
  // the consignee and the consuming unit from the enterprise library: the customer 嘉禾贸易 fills all
  // three cells at once (its credit code from the customer, its customs code from its declarations)
  for (const party of ['境内收货人', '消费使用单位']) {
    const picker = editor.getByRole('combobox', { name: `${party}从企业库选择`, exact: true });
    await expect(async () => {
      if ((await picker.getAttribute('aria-expanded')) === 'true') await picker.press('Escape');
      await picker.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await picker.click({ force: true });
      await picker.fill('嘉禾');
      const list = await picker.getAttribute('aria-controls');
      const option = page.locator(`.ant-select-dropdown:has([id="${list}"]) .ant-select-item-option`, {
        hasText: CONSIGNEE.name,
      });
      await expect(option.first()).toContainText('客户', { timeout: 5000 });
      await option.first().click({ timeout: 3000 });
      await expect(editor.getByLabel(`${party}名称`, { exact: true })).toHaveValue(CONSIGNEE.name, {
        timeout: 3000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(editor.getByLabel(`${party}海关代码`, { exact: true })).toHaveValue(CONSIGNEE.code);
    await expect(editor.getByLabel(`${party}社会信用代码`, { exact: true })).toHaveValue(/^[0-9A-Z]{18}$/);
  }
  // each of a party's cells says what it holds
  const consignee = editor.locator('.decl-party').first();
  await expect(consignee.locator('.decl-party-caption')).toHaveText([
    '企业库',
    '社会信用代码',
    '海关代码',
    '名称',
  ]);
  await fillImportHead(editor, BILL_NO);

  // ---- two goods lines: the HS code fills the name and the legal units; totals are computed ----
  const goods = editor.locator('[data-lines="goods"]');
  const lines: [string, string, string, string, string][] = [
    ['8471300000', '2', '001', '5000', '10000'],
    ['8542319090', '100', '007', '1.25', '125'],
  ];
  for (const [i, [hs, qty, unit, price, total]] of lines.entries()) {
    const n = i + 1;
    await button(goods, '添加').click();
    await pick(goods, `商品编号 ${n}`, hs);
    await expect(goods.getByLabel(`商品名称 ${n}`, { exact: true })).not.toHaveValue('');
    await fill(goods, `规格型号 ${n}`, `0|0|华海|型号${n}`);
    await fill(goods, `成交数量 ${n}`, qty);
    await pick(goods, `成交单位 ${n}`, unit);
    await fill(goods, `法定第一数量 ${n}`, qty);
    await fill(goods, `单价 ${n}`, price);
    await expect(goods.getByLabel(`总价 ${n}`, { exact: true })).toHaveValue(total);
    if (n === 1) {
      // this HS code has a second legal unit (kg), so its quantity is needed to declare
      await fill(goods, `法定第二数量 ${n}`, '3.2');
      await pick(goods, `币制 ${n}`, 'USD');
      await pick(goods, `原产国（地区） ${n}`, 'USA');
      await pick(goods, `最终目的国（地区） ${n}`, 'CHN');
      await pick(goods, `境内目的地 ${n}`, '35021', '厦门特区');
      await pick(goods, `征免方式 ${n}`, '1', '照章');
    } else {
      // a new line takes currency, countries, district and levy mode from the line above
      const carried: [string, string][] = [
        ['币制', 'USD'],
        ['原产国（地区）', 'USA'],
        ['最终目的国（地区）', 'CHN'],
        ['境内目的地', '35021'],
        ['征免方式', '1 照章征税'],
      ];
      for (const [field, code] of carried)
        await expect(
          goods.locator('[data-line="1"] .ant-select', {
            has: page.getByRole('combobox', { name: `${field} ${n}`, exact: true }),
          }),
        ).toContainText(code);
    }
  }
  // the legal units came from the HS code table
  const unitOf = (n: number) =>
    goods.locator('.ant-select', {
      has: page.getByRole('combobox', { name: `法定第一单位 ${n}`, exact: true }),
    });
  await expect(unitOf(1)).toContainText('001');
  await expect(unitOf(2)).toContainText('007');
  await expect(editor.locator('#decl-item_num')).toHaveValue('2');
  await expect(editor.locator('#decl-goods_total')).toHaveValue(/^10125(\.0+)?$/);
  await expect(editor.locator('#decl-first_good_name')).toHaveValue('便携式自动数据处理设备');

  // ---- save: the address gets the new id and the internal number shows ----
  await button(page, '保存').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/declaration\/edit\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(editor.getByLabel('内部编号', { exact: true })).not.toHaveValue('');
  const cdSn = await editor.getByLabel('内部编号', { exact: true }).inputValue();

  // ---- a change, then save and send through the folder channel: one action, one success message ----
  await expect(page.locator('.ant-message-notice', { hasText: '保存成功' })).toHaveCount(0, {
    timeout: 15_000,
  });
  await fill(editor, '货物存放地点', '厦门海天码头2号泊位');
  await button(page, '保存并申报').click();
  const dialog = page.locator('.decl-send-dialog');
  await expect(dialog).toBeVisible();
  // saved on the way without a message of its own: the send says it once
  await expect(page.locator('.ant-message-notice', { hasText: '保存成功' })).toHaveCount(0);
  // the company's default channel is chosen already
  await expect(dialog.locator('.ant-select-selection-item')).toContainText('（默认）');
  // the channel made ready for the test is chosen (the chosen value's text lies over the search input)
  const channelInput = dialog.getByRole('combobox', { name: '传输通道', exact: true });
  await channelInput.click({ force: true });
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: channelName })
    .first()
    .click();
  await button(dialog, '申报').click();
  await expect(toast(page, /已申报，客户端编号/)).toBeVisible();
  await expect(editor.locator('.ant-tag[data-code="ss"]')).toBeVisible();
  // sent: not offered again
  await expect(button(page, '保存并申报')).toHaveCount(0);
  // with customs now: the sheet is read-only and says why
  await expect(editor.locator('.decl-readonly-notice')).toContainText('不能再修改');
  await expect(editor.getByLabel('提运单号', { exact: true })).toBeDisabled();

  // ---- customs answers: the import response, then 7, L, J and P ----
  const head = await request.get(`/api/declarations/${id}`, { headers: { 'Access-Token': admin } });
  expect(head.ok(), await head.text()).toBeTruthy();
  const sent = (await head.json()) as { client_seq_no?: string; data?: { client_seq_no?: string } };
  const clientSeqNo = sent.client_seq_no ?? sent.data?.client_seq_no;
  expect(clientSeqNo).toBeTruthy();
  const seqNo = `I2026${stamp.padStart(13, '0')}`.slice(0, 18);
  const entryId = `3701${stamp.padStart(14, '0')}`.slice(0, 18);
  const deliveries = [
    importResponse(clientSeqNo!, seqNo),
    decResult(seqNo, '', '7', `${seqNo}直接申报成功`, 1),
    decResult(seqNo, entryId, 'L', '海关入库成功', 2),
    decResult(seqNo, entryId, 'J', '海关已接受申报', 3),
    decResult(seqNo, entryId, 'P', '海关已放行', 4),
  ];
  for (const xml of deliveries) {
    const res = await request.post('/api/receipts/upload', {
      headers: { 'Access-Token': admin, 'Content-Type': 'application/xml' },
      data: xml,
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  // ---- the list shows the status and the latest receipt ----
  await page.goto(siteUrl('oms', '/index/declaration/index?refresh=1'));
  const row = page.locator('.ant-table-row', { hasText: cdSn });
  await expect(row).toBeVisible();
  await expect(row.locator('.ant-tag[data-code="P"]')).toHaveText('P 海关已放行');
  await expect(row).toContainText('已放行');
  await expect(row).toContainText(entryId);
  await expect(row).toContainText(BILL_NO);
  await expect(button(row, '申报')).toHaveCount(0);

  // ---- the printable form: the browser prints, the server records the print ----
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await button(row, '打印').click();
  const sheet = page.getByTestId('declaration-sheet');
  await expect(sheet.getByRole('heading', { name: '中华人民共和国海关进口货物报关单' })).toBeVisible();
  await expect(sheet).toContainText(entryId);
  await expect(sheet).toContainText('便携式自动数据处理设备');
  const overlay = page.locator('.decl-print-overlay');
  await button(overlay, '打印').click();
  await expect(toast(page, '已记录打印')).toBeVisible();
  await overlay.getByRole('button', { name: 'close' }).click();
  await expect(overlay).toBeHidden();
  const printed = await request.get(`/api/declarations/${id}`, { headers: { 'Access-Token': admin } });
  const after = (await printed.json()) as { print_count?: number; data?: { print_count?: number } };
  expect(after.print_count ?? after.data?.print_count).toBe(1);

  // ---- and the whole history as a timeline, oldest first ----
  await button(row, '回执').click();
  const drawer = page.locator('.decl-receipts');
  await expect(drawer.getByText(`回执记录 ${cdSn}`)).toBeVisible();
  const codes = drawer.locator('.decl-receipt');
  await expect(codes.last()).toHaveAttribute('data-code', 'P');
  const seen = await codes.evaluateAll((els) => els.map((el) => el.getAttribute('data-code')));
  expect(seen[0]).toBe('ss');
  expect(seen.filter((c) => c !== '0')).toEqual(['ss', '7', 'L', 'J', 'P']);
  await expect(drawer.locator('.decl-receipt[data-code="J"]')).toContainText('海关已接受申报');
});

test('the editor places a refused word on its cell and asks to confirm a reminded one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiToken(request);
  await prepare(request, admin);
  // a draft of customer C0001 (its demo rules: "军用" in a specification blocks, a total ≥ 100000 reminds)
  const created = await request.post('/api/declarations', {
    headers: { 'Access-Token': admin },
    data: {
      head: {
        ie_flag: '0',
        customer_code: 'C0001',
        customs_code: '3701',
        trade_country: 'USA',
        declare_scc: AGENT.scc,
        declare_code: AGENT.code,
        declare_name: AGENT.name,
        cop_code: '350298000',
        cop_name: '华海国际货运代理',
        inputer_name: '李明',
        typist_no: '8930000012345',
        declarant_name: '李明',
        promise_items: '00000',
      },
      goods: [
        {
          g_no: 1,
          code_ts: '8542319090',
          g_name: '集成电路',
          g_model: '0|0|民用',
          g_qty: '1',
          decl_price: '90000',
          decl_total: '90000',
          destination_country: 'CHN',
        },
      ],
      containers: [],
      licences: [],
      documents: [],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { head: data } = (await created.json()) as { head: { id: number } };

  await signIn(page, { username: 'clerk', to: `/declaration/edit?id=${data.id}` });
  const editor = page.locator('.decl-editor');
  const goods = editor.locator('[data-lines="goods"]');
  await expect(goods.getByLabel('规格型号 1', { exact: true })).toHaveValue('0|0|民用');

  // ---- a block-level word: refused, named on the specification cell, nothing typed is lost ----
  await fill(goods, '规格型号 1', '0|0|军用');
  await button(page, '保存').click();
  const cell = goods.locator('[data-line="0"] [data-cell="g_model"]');
  await expect(cell).toHaveClass(/decl-cell-error/);
  await expect(cell.locator('.decl-cell-message')).toContainText('军用');
  await expect(goods.getByLabel('规格型号 1', { exact: true })).toHaveValue('0|0|军用');

  // ---- a remind-level hit: the user sees it and confirms, and the save goes through ----
  await fill(goods, '规格型号 1', '0|0|民用');
  await fill(goods, '单价 1', '120000');
  await expect(goods.getByLabel('总价 1', { exact: true })).toHaveValue('120000');
  await button(page, '保存').click();
  const remind = page.locator('.ant-modal', { hasText: '敏感词提醒' });
  await expect(remind).toBeVisible();
  await expect(remind.locator('.decl-reminds')).toContainText('goods[0].decl_total');
  await button(remind, '保存').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(remind).toBeHidden();
  await expect(editor.locator('#decl-goods_total')).toHaveValue(/^120000(\.0+)?$/);
});

test('closing or refreshing the editor tab with unsaved changes asks first, and cancelling keeps them', async ({
  page,
}) => {
  test.slow();
  await signIn(page, { username: 'clerk', to: '/declaration/edit?ie_flag=0' });
  const editor = page.locator('.decl-editor');
  const billNo = editor.getByLabel('提运单号', { exact: true });
  // typed before the new declaration finished loading, a value is replaced: type until the editor says unsaved
  await expect(async () => {
    await billNo.fill('UNSAVED0001');
    await expect(editor.locator('.decl-editor-title .ant-tag', { hasText: '*' })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  const editorTab = page.getByRole('tab', { name: '报关单编辑', exact: true });
  const ask = page.locator('.ant-modal-confirm', { hasText: '有未保存的修改' });

  // refresh from the tab's menu asks; cancelling keeps what was typed (a context menu closed by a
  // re-render before its item took the click is opened again, as a person would)
  await expect(async () => {
    if (!(await ask.isVisible())) await tabMenu(page, '报关单编辑', '刷新');
    await expect(ask).toContainText('该页面的修改尚未保存', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await button(ask, '取消').click();
  await expect(ask).toHaveCount(0);
  await expect(billNo).toHaveValue('UNSAVED0001');

  // so does the ×, and the tab stays open
  await editorTab.getByLabel('关闭 报关单编辑').click();
  await expect(ask).toBeVisible();
  await button(ask, '取消').click();
  await expect(ask).toHaveCount(0);
  await expect(editorTab).toHaveAttribute('aria-selected', 'true');
  await expect(billNo).toHaveValue('UNSAVED0001');

  // Delete on the focused tab asks too; agreeing discards the changes and closes the tab (the focus is
  // set again if the closing dialog handed it back elsewhere before the key arrived)
  await expect(async () => {
    if (!(await ask.isVisible())) {
      await editorTab.focus();
      await page.keyboard.press('Delete');
    }
    await expect(ask).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await button(ask, '放弃修改').click();
  await expect(editorTab).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});
