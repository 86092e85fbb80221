import { z } from 'zod';
import { f } from '../kit/fields.ts';
import { checkContainerNo } from '../validators/container-no.ts';
import { tx } from './bonded-fields.ts';

const notInTable = { show: { table: false } } as const;

/**
 * What the specification's customs inventory record (business-domain §3: container_no, gross_weight,
 * net_weight, num, levy_bl_amt, levy_bl_currency, wms_no, work_no, declare_code, declare_name) carries
 * beside the INV101 head: the goods' container, weights and packages, the levy, the warehouse and job
 * numbers the list is worked under, and the declarant (申报单位) when it is not the book's. Container,
 * job and warehouse numbers filter the list.
 */
export const inventoryListHeadFields = {
  container_no: f.string(tx('集装箱号', 'Container no.', 'N.º de contenedor', 'コンテナ番号'), {
    length: 11,
    check: checkContainerNo,
    upperCase: true,
    search: 'eq',
    example: 'CSQU3054383',
  }),
  wms_no: f.string(tx('仓库编号', 'Warehouse no.', 'N.º de almacén', '倉庫番号'), {
    length: 32,
    upperCase: true,
    search: 'eq',
    example: 'WH01',
  }),
  work_no: f.string(tx('作业单号', 'Job no.', 'N.º de trabajo', '作業番号'), {
    length: 32,
    upperCase: true,
    search: 'eq',
    example: 'JOB2026120001',
  }),
  gross_weight: f.decimal(tx('毛重(KG)', 'Gross weight (kg)', 'Peso bruto (kg)', '総重量(kg)'), 19, 5, {
    min: 0,
    ...notInTable,
  }),
  net_weight: f.decimal(tx('净重(KG)', 'Net weight (kg)', 'Peso neto (kg)', '純重量(kg)'), 19, 5, {
    min: 0,
    ...notInTable,
  }),
  num: f.int(tx('件数', 'Packages', 'Bultos', '個数'), { min: 0, max: 99_999_999, ...notInTable }),
  levy_bl_amt: f.decimal(tx('征税金额', 'Levy amount', 'Importe del tributo', '課税額'), 19, 5, {
    min: 0,
    ...notInTable,
  }),
  levy_bl_currency: f.ref(tx('征税币制', 'Levy currency', 'Moneda del tributo', '課税通貨'), 'base-data', {
    field: 'cus_code',
    filter: { type: 'currency' },
    length: 3,
    example: 'CNY',
    ...notInTable,
  }),
  declare_code: f.string(tx('申报单位编码', 'Declarant code', 'Código del declarante', '申告者コード'), {
    length: 18,
    upperCase: true,
    ...notInTable,
  }),
  declare_name: f.string(tx('申报单位名称', 'Declarant', 'Declarante', '申告者'), {
    length: 200,
    ...notInTable,
  }),
};

/**
 * `GET /api/inventory-lists/book-item`: the account book item a line's 备案序号 names, as the line
 * takes it (料号, 商品名称, HS code, specification, unit, currency, origin, price), before the line is saved.
 */
export const inventoryBookItemQuery = z.object({
  book_id: z.coerce.number().int().positive().max(2_147_483_647),
  mtpck_endprd_markcd: z.enum(['I', 'E']),
  putrec_seqno: z.coerce.number().int().positive().max(2_147_483_647),
});
export const inventoryBookItemAnswer = z.object({
  putrec_seqno: z.number().int(),
  gds_mtno: z.string(),
  gds_nm: z.string(),
  gdecd: z.string().nullable(),
  gds_spcf_model_desc: z.string().nullable(),
  dcl_unitcd: z.string().nullable(),
  dcl_currcd: z.string().nullable(),
  natcd: z.string().nullable(),
  dcl_uprc_amt: z.string().nullable(),
});
export type InventoryBookItem = z.infer<typeof inventoryBookItemAnswer>;
