import { describe, expect, it } from 'vitest';
import { GOODS_PER_PAGE, renderDeclarationPdf } from '../../src/modules/declaration-print/declaration-pdf.ts';
import {
  buildPrintForm,
  codesToName,
  formDate,
  formNumber,
  type PrintSource,
} from '../../src/modules/declaration-print/print-form.ts';
import type { CodeNames } from '../../src/modules/declaration-print/code-names.ts';
import { pdfText } from '../helpers/pdf-text.ts';

/** Names as the base-data tables hold them, for the codes of the sample. */
const TABLE: Record<string, string> = {
  'country:USA': '美国',
  'country:CHN': '中国',
  'currency:USD': '美元',
  'deal-uom:007': '个',
  'deal-uom:035': '千克',
  'tax-method:1': '照章征税',
  'district-code:3701': '厦门海关',
  'trans:2': '水路运输',
  'supervise:0110': '一般贸易',
  'tax:101': '一般征税',
  'wrap:22': '纸制或纤维板制盒/箱',
  'deal-method:1': 'CIF',
  'entry-port:390101': '厦门海沧港区',
  'orig-district:35029': '厦门其他',
  'record-code:Y': '原产地证据文件',
};
const names: CodeNames = (kind, code) => TABLE[`${kind}:${code}`];

function sample(lines: number, ie_flag = '0'): PrintSource {
  return {
    head: {
      ie_flag,
      cd_sn: 'XM2026000123',
      qp_sn: '370120260000012345',
      entry_sn: '370120261000123456',
      customs_code: '3701',
      ie_port: '3701',
      receiver_scc: '91350200MA2Y0X1K3B',
      receiver_name: '厦门嘉禾贸易有限公司',
      enter_scc: '91350200MA2Y0X1K3B',
      enter_name: '厦门嘉禾贸易有限公司',
      declare_scc: '91350100M000100Y43',
      declare_name: '华海国际货运代理（厦门）有限公司',
      ie_date: '2026-03-02',
      apply_date: '2026-03-03',
      overseas_consignor_ename: 'ACME TRADING CO., LTD.',
      overseas_consignee_ename: 'GLOBEX CORPORATION',
      trans_method: '2',
      trans_name: 'COSCO ARIES',
      trans_no: '045E',
      bill_no: 'COSU6301234562',
      goods_place: '海沧码头堆场',
      supervise_method: '0110',
      tax_method: '101',
      desp_port_code: 'USLAX',
      agreement_no: 'HT-2026-001',
      trade_country: 'USA',
      dest_country: 'USA',
      dest_port: 'USLAX',
      entry_port_code: '390101',
      warp_type: '22',
      num: 120,
      gross_weight: '1500.50000',
      net_weight: '1400.00000',
      deal_method: '1',
      freight_curr: 'USD',
      freight_amount: '1500.00',
      freight_mark: '3',
      mark_no: 'N/M',
      note: '电子元件',
      promise_items: '010',
    },
    goods: Array.from({ length: lines }, (_, i) => ({
      g_no: i + 1,
      code_ts: '8542319000',
      g_name: `集成电路${i + 1}号`,
      g_model: '0|0|用途:用于手机|品牌:ACME|型号:AC-1234',
      g_qty: '1000',
      g_unit: '007',
      first_qty: '1000',
      first_unit: '007',
      second_qty: '2.5',
      second_unit: '035',
      decl_price: '1.2500',
      decl_total: '1250.00',
      trade_curr: 'USD',
      origin_country: 'USA',
      destination_country: 'CHN',
      district_code: '35029',
      duty_mode: '1',
    })),
    licences: [{ acmp_form_code: 'Y', acmp_form_no: 'FTA2026001' }],
  };
}

describe('the declaration form', () => {
  it('lays the head boxes out in the official order', () => {
    const form = buildPrintForm(sample(1), names);
    expect(form.rows.flat().map((c) => c.label)).toEqual([
      '境内收货人',
      '进境关别',
      '进口日期',
      '申报日期',
      '备案号',
      '境外发货人',
      '运输方式',
      '运输工具名称及航次号',
      '提运单号',
      '货物存放地点',
      '消费使用单位',
      '监管方式',
      '征免性质',
      '许可证号',
      '启运港',
      '合同协议号',
      '贸易国（地区）',
      '启运国（地区）',
      '经停港',
      '入境口岸',
      '包装种类',
      '件数',
      '毛重（千克）',
      '净重（千克）',
      '成交方式',
      '运费',
      '保费',
      '杂费',
    ]);
    for (const row of form.rows) expect(row.reduce((a, c) => a + c.w, 0)).toBeCloseTo(1, 5);
    const value = (label: string) => form.rows.flat().find((c) => c.label === label)?.value;
    expect(value('境内收货人')).toBe('厦门嘉禾贸易有限公司\n91350200MA2Y0X1K3B');
    expect(value('进境关别')).toBe('厦门海关(3701)');
    expect(value('进口日期')).toBe('20260302');
    expect(value('运输工具名称及航次号')).toBe('COSCO ARIES/045E');
    expect(value('毛重（千克）')).toBe('1500.5');
    expect(value('运费')).toBe('USD/1500/3');
    expect(value('启运港')).toBe('USLAX'); // a code the table does not know prints as itself
    expect(form.documents).toBe('原产地证据文件(Y): FTA2026001');
    expect(form.goods[0]).toMatchObject({
      quantities: ['1000个', '2.5千克', '1000个'],
      price: '1.25',
      total: '1250',
      currency: '美元(USD)',
      origin: '美国(USA)',
      destination: '中国(CHN)',
      district: '厦门其他(35029)',
      duty: '照章征税(1)',
    });
    expect(form.promises).toContain('特殊关系确认：否');
    expect(form.promises).toContain('价格影响确认：是');
  });

  it('uses the export labels for an export declaration', () => {
    const src = sample(1, '1');
    src.head.desp_port_code = '390101'; // a domestic port of departure
    const form = buildPrintForm(src, names);
    expect(form.rows[2]![4]).toMatchObject({ label: '启运港', value: '厦门海沧港区(390101)' });
    const labels = form.rows.flat().map((c) => c.label);
    expect(form.title).toBe('中华人民共和国海关出口货物报关单');
    for (const l of [
      '境内发货人',
      '出境关别',
      '出口日期',
      '境外收货人',
      '生产销售单位',
      '运抵国（地区）',
      '指运港',
      '离境口岸',
    ])
      expect(labels).toContain(l);
    expect(form.goodsColumns).toContain('境内货源地');
    expect(form.rows[1]![0]!.value).toBe('GLOBEX CORPORATION');
  });

  it('asks base-data for every code it names, by kind', () => {
    const wanted = codesToName(sample(2)).wanted;
    expect([...wanted.get('country')!].sort()).toEqual(['CHN', 'USA']);
    expect([...wanted.get('deal-uom')!].sort()).toEqual(['007', '035']);
    expect([...wanted.get('district-code')!]).toEqual(['3701']);
    expect([...wanted.get('record-code')!]).toEqual(['Y']);
  });

  it('prints one page for a declaration without goods', async () => {
    const pdf = await renderDeclarationPdf(buildPrintForm(sample(0), names), '2026-03-03 10:00:00');
    expect((await pdfText(pdf)).pages).toBe(1);
  });

  it('formats dates and decimals as the form prints them', () => {
    expect(formDate('2026-03-02')).toBe('20260302');
    expect(formDate('20260302')).toBe('20260302');
    expect(formDate(null)).toBe('');
    expect(formNumber('12.50000')).toBe('12.5');
    expect(formNumber('100.00')).toBe('100');
    expect(formNumber('1500')).toBe('1500');
    expect(formNumber(undefined)).toBe('');
  });
});

describe('the declaration PDF', () => {
  it('prints one A4 page with Chinese text a PDF reader can extract', async () => {
    const pdf = await renderDeclarationPdf(buildPrintForm(sample(1), names), '2026-03-03 10:00:00');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    const page = text[0]!.replace(/\s+/g, '');
    for (const s of [
      '中华人民共和国海关进口货物报关单',
      '预录入编号：370120260000012345',
      '海关编号：370120261000123456',
      '页码/页数：1/1',
      '境内收货人',
      '厦门嘉禾贸易有限公司',
      '标记唛码及备注',
      '集成电路1号',
      '美国(USA)',
      '照章征税(1)',
      '申报单位：华海国际货运代理（厦门）有限公司',
      '打印时间：2026-03-0310:00:00',
    ])
      expect(page).toContain(s);
  });

  it('embeds only a subset of the CJK font', async () => {
    const pdf = await renderDeclarationPdf(buildPrintForm(sample(1), names), '2026-03-03 10:00:00');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
    expect(raw).toContain('/FontFile3');
    expect(raw).toContain('/ToUnicode');
    expect(pdf.length).toBeLessThan(400_000); // the whole font is about 8 MB
  });

  it('continues the goods over as many pages as they need, repeating the head', async () => {
    expect(GOODS_PER_PAGE).toBeGreaterThan(5);
    const pdf = await renderDeclarationPdf(buildPrintForm(sample(60), names), '2026-03-03 10:00:00');
    const { pages, text } = await pdfText(pdf);
    const expected = Math.ceil(60 / GOODS_PER_PAGE);
    expect(expected).toBeGreaterThan(1);
    expect(pages).toBe(expected);
    const compact = text.map((t) => t.replace(/\s+/g, ''));
    compact.forEach((t, i) => {
      expect(t).toContain(`页码/页数：${i + 1}/${expected}`);
      expect(t).toContain('中华人民共和国海关进口货物报关单');
    });
    expect(compact[0]).toContain(`集成电路${GOODS_PER_PAGE}号`);
    expect(compact[0]).not.toContain(`集成电路${GOODS_PER_PAGE + 1}号`);
    expect(compact[1]).toContain(`集成电路${GOODS_PER_PAGE + 1}号`);
    expect(compact.at(-1)).toContain('集成电路60号');
  });
});
