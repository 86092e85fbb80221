import { defineEntity } from '../kit/define-entity.ts';
import { f, L } from '../kit/fields.ts';
import { checkCreditCode } from '../validators/credit-code.ts';
import { checkCustomsCode } from '../validators/customs-code.ts';

/** Declaring companies of an organisation (business-domain §3, company). */
export const company = defineEntity({
  name: 'companies',
  table: 'companies',
  label: { zh: '企业', en: 'Company', es: 'Empresa', ja: '企業' },
  perm: 'company',
  path: '/company/index',
  menu: { group: 'base', sort: 70 },
  display: 'name',
  fields: {
    org_id: f.ref(
      { zh: '所属组织', en: 'Organisation', es: 'Organización', ja: '所属組織' },
      'organisations',
      { required: true, search: 'eq' },
    ),
    name: f.string(
      { zh: '企业名称', en: 'Company name', es: 'Nombre de la empresa', ja: '企業名' },
      { length: 200, required: true, search: 'like', sortable: true, example: '厦门示例报关有限公司' },
    ),
    code: f.string(
      { zh: '海关编码', en: 'Customs code', es: 'Código aduanero', ja: '税関コード' },
      { length: 10, search: 'eq', upperCase: true, check: checkCustomsCode, example: '3502980099' },
    ),
    scc: f.string(
      { zh: '统一社会信用代码', en: 'Credit code', es: 'Código de crédito', ja: '統一社会信用コード' },
      { length: 18, search: 'eq', upperCase: true, check: checkCreditCode, example: '91350100M000100Y43' },
    ),
    org_code: f.string(
      { zh: '组织机构代码', en: 'Organisation code', es: 'Código de organización', ja: '組織コード' },
      { length: 20 },
    ),
    ciq_code: f.string(
      { zh: '检验检疫编码', en: 'CIQ code', es: 'Código CIQ', ja: 'CIQ コード' },
      { length: 20 },
    ),
    address: f.string({ zh: '地址', en: 'Address', es: 'Dirección', ja: '住所' }, { length: 300 }),
    tel: f.string({ zh: '电话', en: 'Telephone', es: 'Teléfono', ja: '電話' }, { length: 50 }),
    // the name of the uploaded image (POST /api/companies/{id}/images/seal|signature), set by the upload only
    seal_image: f.string(
      { zh: '公章图片', en: 'Seal image', es: 'Imagen del sello', ja: '社印画像' },
      { length: 500, readonly: true, show: { table: false } },
    ),
    signature_image: f.string(
      { zh: '签名图片', en: 'Signature image', es: 'Imagen de la firma', ja: '署名画像' },
      { length: 500, readonly: true, show: { table: false } },
    ),
    // on: the printed declaration carries the seal in the declaring unit's box (申报单位（签章）)
    is_show_cachet: f.int(
      { zh: '打印显示公章', en: 'Print the seal', es: 'Imprimir el sello', ja: '社印を印刷' },
      { default: 0, min: 0, max: 1 },
    ),
    flag: f.string(
      { zh: '标志', en: 'Flag', es: 'Marca', ja: 'フラグ' },
      { length: 20, show: { table: false } },
    ),
    data_sources: f.string(
      { zh: '数据来源', en: 'Data source', es: 'Origen de datos', ja: 'データ元' },
      { length: 50, show: { table: false } },
    ),
    note: f.string(L.note, { length: 500, show: { table: false } }),
    is_enable: f.int(L.status, { default: 1, min: 0, max: 1, search: 'eq' }),
  },
  unique: [],
});
