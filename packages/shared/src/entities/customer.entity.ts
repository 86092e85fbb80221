import { defineEntity } from '../kit/define-entity.ts';
import { f, L, options } from '../kit/fields.ts';
import { checkCreditCode } from '../validators/credit-code.ts';
import { checkEmail } from '../validators/text-formats.ts';

/** Customers and suppliers of a company: data-scoped by company, and by customer code for partners. */
export const customer = defineEntity({
  name: 'customers',
  table: 'customers',
  label: { zh: '客户', en: 'Customer', es: 'Cliente', ja: '顧客' },
  perm: 'base:customer',
  path: '/customer/index',
  menu: { group: 'base', sort: 80 },
  display: 'customer_name',
  scope: { company: 'company_id', customer: 'customer_code' },
  fields: {
    company_id: f.ref({ zh: '所属公司', en: 'Company', es: 'Empresa', ja: '所属会社' }, 'companies', {
      readonly: true,
    }),
    customer_code: f.string(
      { zh: '客户代码', en: 'Customer code', es: 'Código de cliente', ja: '顧客コード' },
      {
        length: 50,
        required: true,
        search: 'eq',
        sortable: true,
        upperCase: true,
        example: 'C9001',
      },
    ),
    customer_name: f.string(
      { zh: '客户名称', en: 'Customer name', es: 'Nombre del cliente', ja: '顧客名' },
      {
        length: 200,
        required: true,
        search: 'like',
        example: '厦门示例贸易有限公司',
      },
    ),
    show_name: f.string({ zh: '简称', en: 'Short name', es: 'Nombre corto', ja: '略称' }, { length: 200 }),
    type: f.enum(
      { zh: '类型', en: 'Type', es: 'Tipo', ja: '種別' },
      options({
        customer: { zh: '客户', en: 'Customer', es: 'Cliente', ja: '顧客' },
        supplier: { zh: '供应商', en: 'Supplier', es: 'Proveedor', ja: '仕入先' },
      }),
      { required: true, default: 'customer', search: 'eq' },
    ),
    business_type: f.enum(
      { zh: '业务类型', en: 'Business', es: 'Negocio', ja: '業務種別' },
      options({
        customs: { zh: '报关', en: 'Customs', es: 'Aduanas', ja: '通関' },
        warehouse: { zh: '仓储', en: 'Warehousing', es: 'Almacenaje', ja: '倉庫' },
        transport: { zh: '运输', en: 'Transport', es: 'Transporte', ja: '輸送' },
      }),
      { required: true, default: 'customs', search: 'in' },
    ),
    status: f.int(L.status, { default: 1, min: 0, max: 1, search: 'eq' }),
    scc: f.string(
      { zh: '统一社会信用代码', en: 'Credit code', es: 'Código de crédito', ja: '統一社会信用コード' },
      {
        length: 18,
        upperCase: true,
        check: checkCreditCode,
        example: '91350100M000100Y43',
      },
    ),
    tel: f.string({ zh: '电话', en: 'Telephone', es: 'Teléfono', ja: '電話' }, { length: 50 }),
    email: f.string(
      { zh: '邮箱', en: 'Email', es: 'Correo', ja: 'メール' },
      { length: 200, check: checkEmail, example: 'ops@example.com' },
    ),
  },
  unique: [['company_id', 'customer_code']],
});
