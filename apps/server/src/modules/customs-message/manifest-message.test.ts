import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  amount2,
  manifestDate,
  manifestDateTime,
  renderManifest,
  type ManifestSource,
} from './manifest-message.ts';

/** The customs samples, copied into the test fixtures. */
const samples = path.resolve(import.meta.dirname, '../../../test/fixtures/customs/samples');
const sample = (name: string) => fs.readFileSync(path.join(samples, name), 'utf8');

/** Elements in document order with their attributes, text kept as written (no number parsing), no XML declaration. */
const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false });
type Ordered = Record<string, unknown>[];
const tree = (xml: string) =>
  (parser.parse(xml.replace(/^\uFEFF/, '')) as Ordered).filter((n) => !('?xml' in n));

type Consignment = ManifestSource['consignments'][number];

const sample2024: ManifestSource = {
  manifest: {
    manifest_type: 'MT1401',
    batch_no: '1111111111111',
    customs_code: '5354',
    transport_method: '3',
    additional_info: null,
    agent_code: null,
    carrier_code: '',
    load_time: new Date('2024-05-11T01:19:43Z'),
    loading_location: null,
    org_name: '深圳市芯达通供应链管理有限公司',
    unload_time: '2024-05-11',
    unloading_location: '5354',
  },
  consignments: [
    {
      bill_no: 'XDT20240510001',
      condition_code: null,
      consolidator_code: null,
      gross_volume: null,
      package_qty: 1,
      package_unit: 'CT',
      value_amount: '13.03',
      currency: 'USD',
      gross_weight: '2.000',
      payment_method: '2',
      customs_status: 'RD01',
      transit_customs: null,
      routing_countries: null,
      consignee_name: '深圳市芯达通供应链管理有限公司',
      consignor_name: 'HONGKONG CHANGYUN INTERNATIONAL LOGISTICS CO., LIMITED',
      container_nos: '',
      items: [
        {
          seq_no: 1,
          cargo_description: '集成电路',
          gross_weight: '2.000',
          package_qty: 1,
          package_unit: 'CT',
        },
      ],
    },
  ],
  messageId: 'XDT20240510001',
  senderId: '5303MA5FHK4H1_DXPESW0000202894',
  at: new Date('2024-05-11T18:53:37.834Z'),
  functionCode: '9',
};

const parties = {
  consignee_code: '收货人代码',
  consignee_name: '收货人名称',
  consignee_phone: '13800000001',
  consignee_contact: '收货人具体联系名称',
  consignee_contact_email: '13800000002',
  consignor_code: '发货人代码',
  consignor_name: '发货人名称',
  consignor_phone: '13800000003',
  notify_code: '通知人代码',
  notify_name: '通知人名称',
  notify_address: '北京市东城区东长安街1号东方广场W1座12层',
  notify_phone: '13800000003',
  undg_contact_name: '危险品联系人名称',
  undg_contact_phone: '13800000003',
  routing_countries: 'AD,AD,AD,AD',
  container_nos: 'JIZHUANG002,JIZHUANG003,JIZHUANG001',
  consolidator_code: '000000000',
};
const testItems = [
  ['233', '2323', '2000', '233', 222, 'AM'],
  ['tes', '34d', '3005', '335', 333, 'AE'],
  ['tes', 'sdfsdf', '3006', '657', 444, 'AP'],
].map(([cargo_description, description, hs_code, gross_weight, package_qty, package_unit], i) => ({
  seq_no: i + 1,
  ...{ cargo_description, description, hs_code, gross_weight, package_qty, package_unit },
}));

/** The 2017 test samples (MT1401 and MT2401 hold the same data); measures stored without decimals. */
function testSample(type: 'MT1401' | 'MT2401', messageId: string, at: string): ManifestSource {
  const consignments: Consignment[] = [
    {
      ...parties,
      bill_no: 'T11',
      condition_code: '27',
      gross_volume: '999',
      package_qty: 233,
      package_unit: 'AT',
    },
    {
      ...parties,
      bill_no: 'T22',
      condition_code: '10',
      gross_volume: '2332',
      package_qty: 211,
      package_unit: 'BE',
    },
  ].map((c, i) => ({
    ...c,
    value_amount: ['777', '251.00'][i],
    currency: ['AMD', 'AUD'][i],
    payment_method: ['2', '1'][i],
    gross_weight: ['888', '789'][i],
    customs_status: ['RD06', 'RD09'][i],
    transit_customs: [null, '5300'][i],
    items: testItems,
  }));
  return {
    manifest: {
      manifest_type: type,
      batch_no: 'ZTDTEST0420',
      customs_code: '0100',
      additional_info: 'note',
      agent_code: '0100111111111',
      transport_method: '3',
      carrier_code: '444444/4',
      load_time: '2014-12-11 11:11:11',
      loading_location: '34433333333333333',
      org_name: '北京测试企业1',
      unload_time: '2014-12-11',
      unloading_location: '34433333333333333',
    },
    consignments,
    messageId,
    senderId: '5317796611420_DXPESW0000093228',
    at: new Date(at),
    functionCode: '9',
  };
}

const cases: [string, ManifestSource][] = [
  ['manifest-mt1401-2024-1.xml', sample2024],
  [
    'manifest-mt1401-test-1.xml',
    testSample('MT1401', 'CN_MT1401_1p0_5317796611420_20170221163412760', '2017-02-21T08:34:12.760Z'),
  ],
  [
    'manifest-mt2401-test-1.xml',
    testSample('MT2401', 'CN_MT2401_1p0_5317796611420_20170221164905542', '2017-02-21T08:49:05.542Z'),
  ],
];

describe('the road manifest messages', () => {
  it.each(cases)('reproduce %s element for element, with order and attributes', (name, source) => {
    const xml = renderManifest(source);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(tree(xml)).toEqual(tree(sample(name)));
  });

  it('write the function code of a deletion and leave the rest as it is', () => {
    const source = cases[1]![1];
    const original = renderManifest(source);
    const deletion = renderManifest({ ...source, functionCode: '3' });
    expect(deletion).toContain('<FunctionCode>3</FunctionCode>');
    expect(deletion.replace('<FunctionCode>3<', '<FunctionCode>9<')).toBe(original);
  });

  it('escape text and attributes', () => {
    const [c] = sample2024.consignments;
    const xml = renderManifest({
      ...sample2024,
      consignments: [{ ...c!, consignee_name: 'A&B <Ltd> "x"', package_unit: 'C"&' }],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<Name>A&amp;B &lt;Ltd&gt; "x"</Name>');
    expect(xml).toContain('<TotalPackageQuantity unitCode="C&quot;&amp;">1</TotalPackageQuantity>');
  });

  it('refuse a manifest type that is not a road manifest', () => {
    const manifest = { ...sample2024.manifest, manifest_type: 'MT3401' };
    expect(() => renderManifest({ ...sample2024, manifest })).toThrow(/MT3401/);
  });

  it('format amounts, times and dates as the samples do', () => {
    expect([amount2('777'), amount2('13.03'), amount2('13.035'), amount2('0.5'), amount2(null)]).toEqual([
      '777.00',
      '13.03',
      '13.04',
      '0.50',
      '',
    ]);
    expect(manifestDateTime(new Date('2024-05-11T16:19:43Z'))).toBe('20240512001943');
    expect(manifestDateTime('2024-05-11T01:19:43.000Z')).toBe('20240511091943');
    expect(manifestDateTime('2024-05-11 09:19:43')).toBe('20240511091943');
    expect(manifestDate('2024-05-11')).toBe('20240511');
    expect(manifestDate(new Date('2024-05-10T16:00:00Z'))).toBe('20240511');
  });
});
