import type { DbOrTx } from '../db/client.ts';
import { hs_codes } from '../db/schema/index.ts';

type Hs = [code: string, name: string, uom: string, second: string | null, elements: string];

/**
 * HS codes the demo goods use (the HS table is the company's own reference data, kept on its page),
 * with their declaration elements in customs' order (read by parseHsElements).
 */
const HS: Hs[] = [
  [
    '8471300000',
    '便携式自动数据处理设备',
    '001',
    '035',
    '0:品牌类型;1:出口享惠情况;2:品牌;3:型号;4:GTIN;5:CAS;6:其他',
  ],
  [
    '8473309000',
    '自动数据处理设备的其他零件',
    '035',
    null,
    '0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号;5:GTIN;6:CAS;7:其他',
  ],
  [
    '8542319000',
    '其他处理器及控制器',
    '007',
    '035',
    '0:品牌类型;1:出口享惠情况;2:用途;3:功能;4:品牌;5:型号;6:封装形式[选填];7:GTIN;8:CAS;9:其他',
  ],
  [
    '8507600090',
    '其他锂离子蓄电池',
    '007',
    '035',
    '0:品牌类型;1:出口享惠情况;2:用途;3:电压;4:容量;5:品牌;6:型号;7:GTIN;8:CAS;9:其他',
  ],
  [
    '3920109090',
    '其他乙烯聚合物板片膜',
    '035',
    null,
    '0:品牌类型;1:出口享惠情况;2:材质;3:厚度;4:是否有衬背[选填];5:品牌;6:型号;7:GTIN;8:CAS;9:其他',
  ],
  [
    '4819100000',
    '瓦楞纸或纸板制的箱',
    '035',
    null,
    '0:品牌类型;1:出口享惠情况;2:材质;3:用途;4:品牌;5:GTIN;6:CAS;7:其他',
  ],
  [
    '8528521100',
    '专用于自动数据处理设备的彩色液晶监视器',
    '001',
    null,
    '0:品牌类型;1:出口享惠情况;2:用途;3:显示原理;4:屏幕尺寸;5:品牌;6:型号;7:GTIN;8:CAS;9:其他',
  ],
];

/** The demo HS codes, their rates and declaration elements updated now. */
export async function seedHsCodesDemo(tx: DbOrTx) {
  const now = new Date();
  await tx.insert(hs_codes).values(
    HS.map(([hs_code, hs_name, first_uom, second_uom, description]) => ({
      hs_code,
      hs_name,
      first_uom,
      second_uom,
      description,
      added_tax: '13',
      auto_update_time: now,
      is_enable: '1',
    })),
  );
}
