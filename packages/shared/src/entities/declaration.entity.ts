import { defineEntity } from '../kit/define-entity.ts';
import { declarationHeadFields } from '../declarations/head-fields.ts';

/**
 * The customs declaration head (报关单表头). Goods, containers, licences and documents are child tables
 * saved with the head in one call (POST /api/declarations, PUT /api/declarations/{id}); the generic engine serves the list,
 * search, export and single-head reads, scoped by company (cd_company_id) and customer (customer_code).
 */
export const declaration = defineEntity({
  name: 'declarations',
  table: 'declarations',
  label: { zh: '报关单', en: 'Customs declaration', es: 'Declaración aduanera', ja: '通関申告書' },
  perm: 'declaration',
  path: '/declaration/index',
  menu: { group: 'customs', sort: 70, icon: 'FileTextOutlined' },
  buttons: {
    send: { zh: '发送', en: 'Send', es: 'Enviar', ja: '送信' },
    print: { zh: '打印', en: 'Print', es: 'Imprimir', ja: '印刷' },
  },
  workflowWrites: true,
  // only a draft is deleted: once sent, customs has it (a bounced or held one keeps its history)
  deletable: { state: 'cd_status', states: ['0'] },
  display: 'cd_sn',
  scope: { company: 'cd_company_id', customer: 'customer_code' },
  fields: declarationHeadFields,
  defaultSort: 'id,desc',
});
