import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './form-helpers.ts';

/** What the declaration browser tests share: parties, reference data they need, customs' answers. */
/** Picks the option of a select whose text starts with `code` (typing the code narrows the list). */
export async function pick(scope: Page | Locator, field: string, code: string, typed = code) {
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope.getByRole('combobox', { name: field, exact: true });
  // a chosen value's text lies over the search input; centred first, so the sticky tab bar cannot take the forced click
  await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await input.click({ force: true });
  await input.fill(typed);
  // the options of this select's own dropdown (a closing one of another select may still show)
  const list = await input.getAttribute('aria-controls');
  const option = page
    .locator(`.ant-select-dropdown:has([id="${list}"]) .ant-select-item-option`, {
      hasText: new RegExp(`^${code}(\\s|$)`),
    })
    .first();
  // seen on a loaded machine: the search's answer drew the options again under the click, which then took
  // nothing and left the list open; a person clicks the option again while the list is still open
  await expect(async () => {
    if ((await input.getAttribute('aria-expanded')) === 'true') await option.click({ timeout: 5_000 });
    await expect(input).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export const fill = (scope: Page | Locator, field: string, value: string) =>
  scope.getByLabel(field, { exact: true }).fill(value);

/** The parties: the demo customer 嘉禾贸易, declared by the demo company (their agent relation is seeded); valid credit codes. */
export const CONSIGNEE = { scc: '91350200MA2YBK0015', code: '3502960001', name: '厦门嘉禾贸易有限公司' };
export const AGENT = {
  scc: '91350200MA2YBK0028',
  code: '3502980001',
  name: '华海国际货运代理（厦门）有限公司',
};

export const stamp = Date.now().toString().slice(-8);
export const BILL_NO = `E2EBL${stamp}`;

/** Reference data the declaration uses that the demo seed does not hold: HS codes, a channel, an agent relation. */
export async function prepare(request: APIRequestContext, token: string) {
  const headers = { 'Access-Token': token };
  const ensure = async (url: string, query: Record<string, string>, body: Record<string, unknown>) => {
    const found = await request.get(url, { headers, params: { page: 1, size: 10, ...query } });
    expect(found.ok(), await found.text()).toBeTruthy();
    const rows = ((await found.json()) as { content: Record<string, unknown>[] }).content;
    if (rows.length) return rows[0]!;
    const made = await request.post(url, { headers, data: body });
    expect(made.ok(), await made.text()).toBeTruthy();
    const answer = (await made.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
    return answer.data ?? answer;
  };
  await ensure(
    '/api/hs-codes',
    { hs_code: '8471300000' },
    {
      hs_code: '8471300000',
      hs_name: '便携式自动数据处理设备',
      first_uom: '001',
      second_uom: '035',
      is_enable: '1',
    },
  );
  await ensure(
    '/api/hs-codes',
    { hs_code: '8542319090' },
    { hs_code: '8542319090', hs_name: '集成电路', first_uom: '007', is_enable: '1' },
  );
  const channel = await ensure(
    '/api/channels',
    { transport_type: 'ftp_tool', status: '1' },
    {
      name: 'E2E 文件夹通道',
      transport_type: 'ftp_tool',
      type: 'dec',
      status: '1',
      main_dir: 'channel-e2e',
    },
  );
  const begin = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await ensure(
    '/api/agent-relations',
    { consignor_code: CONSIGNEE.code, agent_code: AGENT.code },
    {
      consignor_name: CONSIGNEE.name,
      consignor_code: CONSIGNEE.code,
      agent_name: AGENT.name,
      agent_code: AGENT.code,
      begin_date: begin,
      expire_months: 12,
    },
  );
  return String(channel.name);
}

/** Customs' local time (UTC+8, no zone in the message), `minutes` from now. */
export const beijingTime = (minutes: number) =>
  new Date(Date.now() + 8 * 3_600_000 + minutes * 60_000).toISOString().slice(0, 19);

/** The XML customs would deliver: the import response, then DEC_RESULT receipts. */
export const importResponse = (clientSeqNo: string, seqNo: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ns2:DecImportResponse xmlns:ns2="http://www.chinaport.gov.cn/dec">
  <ns2:ResponseCode>0</ns2:ResponseCode>
  <ns2:ErrorMessage>导入成功</ns2:ErrorMessage>
  <ns2:ClientSeqNo>${clientSeqNo}</ns2:ClientSeqNo>
  <ns2:SeqNo>${seqNo}</ns2:SeqNo>
</ns2:DecImportResponse>`;
export const decResult = (seqNo: string, entryId: string, channel: string, note: string, minute: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<DEC_RESULT>
  <CUS_CIQ_NO>${seqNo}</CUS_CIQ_NO>
  <ENTRY_ID>${entryId}</ENTRY_ID>
  <NOTICE_DATE>${beijingTime(minute)}</NOTICE_DATE>
  <CHANNEL>${channel}</CHANNEL>
  <NOTE>${note}</NOTE>
  <CUSTOM_MASTER>3701</CUSTOM_MASTER>
  <I_E_DATE></I_E_DATE>
  <D_DATE></D_DATE>
</DEC_RESULT>`;

/**
 * The body of an import declaration of customer C0001 with one goods line that passes every check
 * (the finance and home browser tests make one, send it and answer it as customs).
 */
export function oneLineImport(billNo: string, today: string) {
  return {
    head: {
      ie_flag: '0',
      customer_code: 'C0001',
      customs_code: '3701',
      ie_port: '3701',
      apply_date: today,
      ie_date: today,
      receiver_scc: CONSIGNEE.scc,
      receiver_code: CONSIGNEE.code,
      receiver_name: CONSIGNEE.name,
      enter_scc: CONSIGNEE.scc,
      enter_code: CONSIGNEE.code,
      enter_name: CONSIGNEE.name,
      declare_scc: AGENT.scc,
      declare_code: AGENT.code,
      declare_name: AGENT.name,
      trans_method: '2',
      trans_name: 'COSCO SHIPPING',
      trans_no: '061E',
      bill_no: billNo,
      supervise_method: '0110',
      tax_method: '101',
      deal_method: '1',
      dest_country: 'USA',
      trade_country: 'USA',
      dest_port: 'USA264',
      desp_port_code: 'USA264',
      entry_port_code: '390001',
      goods_place: '厦门海天码头',
      num: 20,
      warp_type: '22',
      gross_weight: '1200.5',
      net_weight: '1100',
      cd_type: '0',
      edi_id: '1',
      entry_type: 'M',
      dcl_trn_rel_flag: '0',
      promise_items: '000',
      cop_code: '350298000',
      cop_name: '华海国际货运代理（厦门）有限公司',
      inputer_name: '李明',
      typist_no: '8900000012345',
      declarant_name: '李明',
    },
    goods: [
      {
        g_no: 1,
        code_ts: '8471300000',
        g_name: '便携式电脑',
        g_model: '0|0|品牌:示例|型号:X1',
        g_qty: '10',
        g_unit: '007',
        first_qty: '10',
        first_unit: '007',
        decl_price: '2.5',
        decl_total: '25.00',
        trade_curr: 'USD',
        origin_country: 'USA',
        destination_country: 'CHN',
        district_code: '35021',
        duty_mode: '1',
      },
    ],
    containers: [],
    licences: [],
    documents: [],
  };
}

/**
 * Fills the head of a sea import from Los Angeles into Xiamen after its parties: the declaring agent (the
 * clerk's company), transport, trade terms, packages and weights, the entering clerk and the price
 * confirmations (one choice each, not a digit string).
 */
export async function fillImportHead(editor: Locator, billNo: string) {
  await fill(editor, '申报单位社会信用代码', AGENT.scc);
  await fill(editor, '申报单位海关代码', AGENT.code);
  await fill(editor, '申报单位名称', AGENT.name);
  await pick(editor, '运输方式', '2');
  await fill(editor, '运输工具名称', 'COSCO SHIPPING');
  await fill(editor, '航次号', '026E');
  await fill(editor, '提运单号', billNo);
  await pick(editor, '入境口岸', '390001', '厦门');
  await pick(editor, '启运港', 'USA000');
  await fill(editor, '货物存放地点', '厦门海天码头');
  await pick(editor, '监管方式', '0110');
  await pick(editor, '征免性质', '101');
  await pick(editor, '成交方式', '1', 'CIF');
  await pick(editor, '启运国（地区）', 'USA');
  await pick(editor, '贸易国（地区）', 'USA');
  await pick(editor, '经停港', 'USA000');
  await fill(editor, '件数', '10');
  await pick(editor, '包装种类', '22');
  await fill(editor, '毛重（千克）', '120.5');
  await fill(editor, '净重（千克）', '100');
  await fill(editor, '录入单位代码', '350298000');
  await fill(editor, '录入单位名称', '华海国际货运代理');
  await fill(editor, '录入员', '李明');
  await fill(editor, '录入员IC卡号', '8930000012345');
  await fill(editor, '申报人员', '李明');
  await fill(editor, '报关单类型', 'SW');
  for (const confirmation of ['特殊关系确认', '价格影响确认', '支付特许权使用费确认'])
    await chooseOption(editor, confirmation, '否');
}
