import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pick } from './declarations-fixture.ts';
import { button, dialog, main, rowOf, signIn, siteUrl, toast } from './helpers.ts';

/**
 * Passports and manifests on screen: a clerk binds two inventory lists to a passport, declares it and
 * sees customs' audit and gate receipts pass it; then creates a pre-arranged manifest with a consignment
 * and an item, confirms and submits it, records receipts 01 and 11, and filters the manifests by their
 * three states.
 */

const stamp = Date.now().toString().slice(-7);
const SAMPLES = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/customs/samples');

/** A sample receipt with elements set (the first of each name). */
const sample = (name: string, patch: Record<string, string>) =>
  Object.entries(patch).reduce(
    (xml, [tag, value]) => xml.replace(new RegExp(`<${tag}>[^<]*</${tag}>`), `<${tag}>${value}</${tag}>`),
    fs.readFileSync(path.join(SAMPLES, name), 'utf8'),
  );

/** Customs' file lands in the demo channel's inbox; the watcher records it. */
function drop(name: string, xml: string) {
  const inbox = path.join(process.env.E2E_DATA_DIR!, 'channels', 'demo', 'inbox');
  fs.mkdirSync(inbox, { recursive: true });
  fs.writeFileSync(path.join(inbox, name), xml);
}

/**
 * Refreshes the list (its toolbar's reload button, as a person waiting for customs does) until the row
 * shows the text of a receipt the watcher has recorded. Not a page reload: on a busy machine a whole
 * reload takes over ten seconds before the list is back.
 */
async function waitForRow(page: Page, key: string, text: string) {
  await expect(async () => {
    await main(page).getByRole('button', { name: '刷新', exact: true }).first().click();
    await expect(rowOf(main(page), key)).toContainText(text, { timeout: 5000 });
  }).toPass({ timeout: 90_000 });
}

/** Answers 确定 to the confirmation asked, again if a click made while it opened did not take. */
async function confirmAsk(page: Page) {
  const ask = page.locator('.ant-modal-confirm');
  await expect(ask).toBeVisible();
  await expect(async () => {
    if (await ask.count()) await button(ask, '确定').click({ timeout: 2000 });
    await expect(ask).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks a select's option by its text, whether the field is required (named "* field") or not. */
async function choose(scope: Locator, field: string, code: string, typed = code) {
  // the field is there first (a dialog's form loads when the dialog first opens), then its name is read
  await expect(scope.getByRole('combobox', { name: new RegExp(`^(\\* )?${field}$`) })).toBeVisible();
  const required = scope.getByRole('combobox', { name: `* ${field}`, exact: true });
  await pick(scope, (await required.count()) ? `* ${field}` : field, code, typed);
}

/** Picks an option of a select without search (an enum), opening it again if the first click did not. */
async function option(scope: Locator, field: string, text: string) {
  const input = scope.getByRole('combobox', { name: field, exact: true });
  const list = scope
    .page()
    .locator(`.ant-select-dropdown:has([id="${await input.getAttribute('aria-controls')}"])`);
  await expect(async () => {
    if (!(await list.isVisible())) await input.click({ force: true });
    await list.locator('.ant-select-item-option', { hasText: text }).click({ timeout: 3000 });
    await expect(input).toHaveAttribute('aria-expanded', 'false', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Uploads a receipt through the list's 上传回执 button, as a person picks the file. */
async function upload(page: Page, name: string, xml: string) {
  const chooser = page.waitForEvent('filechooser');
  await button(main(page), '上传回执').click();
  await (await chooser).setFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(xml) });
}

/** Fills the open dialog's text fields and saves it. */
async function save(page: Page, fields: Record<string, string>) {
  const form = dialog(page);
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await button(form, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(form).toBeHidden();
}

test('passports: two lists bound, declared, audited and passed at the gate', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signIn(page, { username: 'clerk' });
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
  const headers = { 'Access-Token': token };
  const api = async (url: string, data?: unknown) => {
    const res = data ? await request.post(url, { headers, data }) : await request.get(url, { headers });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as Record<string, unknown> & { content: Record<string, unknown>[] };
  };
  // two inbound lists on the demo zone book, declared and taken in by customs (INV201): 100 + 50 kg
  const book = (await api('/api/account-books?ems_no=T3701W000018')).content[0]!;
  const channel = (await api('/api/channels?transport_type=ftp_tool')).content.find(
    (c) => c.main_dir === 'demo',
  )!;
  const lists: string[] = [];
  for (const [n, item, gross] of [
    [1, 1, '100'],
    [2, 2, '50'],
  ] as const) {
    const no = `PPE${stamp}${n}`;
    const list = await api('/api/inventory-lists', {
      ...{ book_id: book.id, etps_inner_invt_no: no, impexp_markcd: 'I', mtpck_endprd_markcd: 'I' },
      ...{ supv_modecd: '5000', trsp_modecd: '2', dcl_plc_cuscd: '3701', channel_id: channel.id },
    });
    await api('/api/inventory-list-lines', {
      ...{ list_id: list.id, gds_seqno: 1, putrec_seqno: item, dcl_qty: '10' },
      ...{ gross_wt: gross, net_wt: gross },
    });
    await api(`/api/inventory-lists/${String(list.id)}/declare`, { version: list.version });
    const bondNo = `QD3701I${stamp}00${n}`;
    const receipt = await request.post('/api/inventory-lists/receipts/upload', {
      headers: { ...headers, 'content-type': 'application/xml', 'x-file-name': `INV201_${no}.xml` },
      data: sample('inv201-receipt-invt-1.xml', {
        ...{ etpsInnerInvtNo: no, bondInvtNo: bondNo, businessId: bondNo, invtStucd: '0' },
        ...{ invtPreentNo: `2026${stamp}000000${n}`, etpsPreentNo: `2026${stamp}000000${n}` },
      }),
    });
    expect(receipt.ok(), await receipt.text()).toBeTruthy();
    lists.push(no);
  }

  // the passport: a 13,000 kg truck with a 1,000 kg frame carrying both lists
  const no = `HFD${stamp}`;
  await page.goto(siteUrl('oms', '/index/sasPassport/index'));
  await button(main(page), '新增').first().click();
  const form = dialog(page);
  await choose(form, '账册', 'T3701W000018');
  await option(form, '绑定类型', '一车多票');
  await choose(form, '主管关区', '3701');
  await choose(form, '传输通道', '厦门单一窗口（文件夹）', '厦门');
  await save(page, {
    企业内部编号: no,
    车牌号: '闽D7E214',
    '车自重(KG)': '13000',
    '车架重(KG)': '1000',
    '总重量(KG)': '14150',
  });
  await expect(rowOf(main(page), no)).toContainText('未确认');

  await button(rowOf(main(page), no), '关联清单').click();
  const bind = page.locator('.passport-bind-lists');
  for (const list of lists) await rowOf(bind, list).getByRole('checkbox').check();
  await button(bind, '关联清单').click();
  await expect(toast(page, '已关联 2 张清单，表体 2 行')).toBeVisible();
  await button(rowOf(main(page), no), '货物').click();
  await expect(rowOf(main(page), 'MB-X1-0001')).toBeVisible();
  await expect(rowOf(main(page), 'CPU-I7-1360')).toBeVisible();

  // 保存并申报 from the edit dialog: saved, then its SAS121 sent
  await page.goto(siteUrl('oms', '/index/sasPassport/index'));
  await button(rowOf(main(page), no), '修改').click();
  const edit = dialog(page);
  await edit.getByLabel('备注', { exact: true }).fill('两票同车');
  await button(edit, '保存并申报').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOf(main(page), no)).toContainText('已申报');

  // customs takes it in (import response), approves it (SAS221), the truck passes the gate (SAS223)
  const seqNo = `2026${stamp}0000099`;
  const passportNo = `Z3701I26${stamp}000000099`;
  drop(
    `Successed_SAS121_I_${no}.xml`,
    `<?xml version="1.0" encoding="UTF-8"?><CommonResponeMessage><SeqNo>${seqNo}</SeqNo><EtpsPreentNo>${no}</EtpsPreentNo><CheckInfo>核放单申报成功</CheckInfo><DealFlag>0</DealFlag></CommonResponeMessage>`,
  );
  await waitForRow(page, no, seqNo);
  const ids = { etpsPreentNo: seqNo, sasPassportPreentNo: seqNo, businessId: passportNo, passportNo };
  drop(`SAS221_${no}.xml`, sample('sas221-receipt-passport-1.xml', ids));
  await waitForRow(page, no, '已审批');
  await upload(page, `SAS223_${no}.xml`, sample('sas223-receipt-passport-1.xml', { ...ids, passID: 'KK01' }));
  await expect(toast(page, '回执已记录：G2')).toBeVisible();
  await expect(rowOf(main(page), no)).toContainText('已过卡');

  await button(rowOf(main(page), no), '时间线').click();
  const timeline = page.locator('.action-timeline');
  await expect(timeline.locator('.action-timeline-entry[data-action="receipt"]')).toHaveCount(3);
  await expect(timeline.locator('.action-timeline-entry[data-result="failed"]')).toHaveCount(0);
  await expect(timeline.locator('.action-timeline-entry').last()).toContainText('G2');
});

/** The cell of a row under a column title (the tables' own header; tabs kept open hold others). */
async function cell(page: Page, key: string, title: string) {
  const row = rowOf(main(page), key);
  const titles = await main(page).locator('.ant-table-thead th').allInnerTexts();
  const index = titles.findIndex((t) => t.trim() === title);
  expect(index, `column ${title}`).toBeGreaterThan(0);
  return {
    row,
    cell: row.locator('td').nth(index),
    column: main(page).locator(`.ant-table-row td:nth-child(${index + 1})`),
  };
}

/** An MT9999 receipt with a response code for our message (its id carries our client_seq_no). */
const manifestReceipt = (
  messageId: string,
  batchNo: string,
  code: string,
) => `<?xml version="1.0" encoding="UTF-8"?>
<Manifest xmlns="urn:Declaration:datamodel:standard:CN:MT9999:1">
  <Head><MessageID>CN_MT9999_1p0_${messageId}</MessageID><FunctionCode>2</FunctionCode><MessageType>MT9999</MessageType>
    <SenderID>EPORT</SenderID><ReceiverID>DXPENT0000012345</ReceiverID><SendTime>20261125103000${code}0</SendTime><Version>1.0</Version></Head>
  <Response>
    <BorderTransportMeans><JourneyID>${batchNo}</JourneyID></BorderTransportMeans>
    <ResponseType><Code>${code}</Code><Text>回执 ${code}</Text></ResponseType>
  </Response>
</Manifest>`;

test('manifests: a pre-arranged one with a consignment and an item, submitted, answered 01 and 11, found by each filter', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, { username: 'clerk' });
  const batch = `XDT${stamp}`;
  const bill = `BL${stamp}`;
  await page.goto(siteUrl('oms', '/index/manifest/index'));
  await button(main(page), '新增').first().click();
  let form = dialog(page);
  await option(form, '* 舱单类型', '预配舱单');
  await choose(form, '申报地海关', '3701');
  await choose(form, '传输通道', '厦门单一窗口（文件夹）', '厦门');
  await form.getByLabel('装货时间', { exact: true }).fill('2026-11-25 10:00:00');
  await form.getByLabel('装货时间', { exact: true }).press('Enter');
  await save(page, { 客户代码: 'C0001', 货物运输批次号: batch, 申报单位名称: '华海供应链集团' });
  const state = async (title: string, text: string) =>
    expect((await cell(page, batch, title)).cell).toHaveText(text);
  await state('舱单类型', '预配舱单');
  await state('操作类型', '暂存');

  // its consignment, and the consignment's item
  await button(rowOf(main(page), batch), '提运单').click();
  await expect(main(page).locator('h1')).toHaveText('提运单');
  await button(main(page), '新增').first().click();
  form = dialog(page);
  await choose(form, '舱单', batch);
  await save(page, {
    ...{ '提(运)单号': bill, 件数: '1', '毛重(KG)': '2' },
    ...{
      收货人名称: '厦门嘉禾贸易有限公司',
      发货人名称: 'HONGKONG CHANGYUN INTERNATIONAL LOGISTICS CO., LIMITED',
    },
  });
  await button(rowOf(main(page), bill), '商品项').click();
  await expect(main(page).locator('h1')).toHaveText('商品项');
  await button(main(page), '新增').first().click();
  form = dialog(page);
  await choose(form, '提运单', bill);
  await save(page, { 序号: '1', 货物简要描述: '集成电路', 件数: '1', '毛重(KG)': '2' });
  await expect(rowOf(main(page), '集成电路')).toBeVisible();

  // confirmed, submitted (MT2401 through the channel), answered 01 (uploaded) and 11 (the inbox)
  await page.goto(siteUrl('oms', '/index/manifest/index'));
  await button(rowOf(main(page), batch), '确认').click();
  await confirmAsk(page);
  await state('操作类型', '确认');
  await button(rowOf(main(page), batch), '申报').click();
  await confirmAsk(page);
  await state('操作类型', '申报');
  await state('申报状态', '发送成功');
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
  const found = await request.get(`/api/manifests?batch_no=${batch}`, { headers: { 'Access-Token': token } });
  const seqNo = String(
    ((await found.json()) as { content: { client_seq_no: string }[] }).content[0]!.client_seq_no,
  );
  await upload(page, `MT9999_${batch}_01.xml`, manifestReceipt(seqNo, batch, '01'));
  await expect(toast(page, '回执已记录：01')).toBeVisible();
  await state('申报状态', '申报成功');
  drop(`MT9999_${batch}_11.xml`, manifestReceipt(seqNo, batch, '11'));
  await expect(async () => {
    await main(page).getByRole('button', { name: '刷新', exact: true }).first().click();
    await expect((await cell(page, batch, '回执代码')).cell).toHaveText('11', { timeout: 5000 });
  }).toPass({ timeout: 90_000 });

  await button(rowOf(main(page), batch), '日志').click();
  const log = page.locator('.action-timeline');
  await expect(log.locator('.action-timeline-entry[data-action="receipt"]')).toHaveCount(2);
  await expect(log.locator('.action-timeline-entry').last()).toContainText('11');
  await log
    .getByRole('button', { name: /close|关闭/i })
    .first()
    .click();

  // each filter alone: another value leaves it out, its own finds it (and only rows of that value)
  const expand = button(main(page), '展开');
  if (await expand.isVisible()) await expand.click();
  const search = main(page).locator('.crud-search');
  for (const [title, other, own] of [
    ['申报状态', '未申报', '申报成功'],
    ['操作类型', '暂存', '申报'],
    ['舱单类型', '原始舱单', '预配舱单'],
  ]) {
    await button(search, '重置').click();
    for (const value of [other, own]) {
      await option(search, `${title!} :`, value!); // the search form's labels end in a colon
      await button(search, '查询').click();
      if (value === other) await expect(rowOf(main(page), batch)).toHaveCount(0);
    }
    await expect(rowOf(main(page), batch)).toBeVisible();
    const { column } = await cell(page, batch, title!);
    await expect.poll(async () => [...new Set(await column.allInnerTexts())]).toEqual([own]);
  }
});
