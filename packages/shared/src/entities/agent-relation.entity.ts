import { defineEntity } from '../kit/define-entity.ts';
import { f } from '../kit/fields.ts';
import { checkConsigneeCode } from '../validators/customs-code.ts';
import { lbl, str } from '../declarations/field-kit.ts';
import { AGENT_RELATION_STATUS_OPTIONS } from '../declarations/agent-relation.ts';

const partyCode = (zh: string, en: string, es: string, ja: string) =>
  str(zh, en, es, ja, 18, {
    required: true,
    upperCase: true,
    check: checkConsigneeCode,
    search: 'eq',
    example: '3502960001',
  });

/**
 * Agent relations (代理报关委托): a consignor (the declaration's 境内收发货人, receiver_*) lets an
 * agent (the declaring unit, declare_*) declare for it from begin_date for expire_months months.
 * end_date and status are computed by the server on every write and refreshed daily.
 */
export const agentRelation = defineEntity({
  name: 'agent-relations',
  table: 'agent_relations',
  label: { zh: '代理关系', en: 'Agent relation', es: 'Relación de agente', ja: '代理関係' },
  perm: 'agentRelation',
  path: '/agentRelation/index',
  menu: { group: 'customs', sort: 20 },
  display: 'consignor_name',
  scope: { company: 'cd_company_id' },
  fields: {
    consignor_name: str(
      '委托方(收发货人)',
      'Consignor',
      'Mandante (consignatario)',
      '委託者（荷送人・荷受人）',
      100,
      { required: true, search: 'like' },
    ),
    consignor_code: partyCode(
      '委托方海关编码/信用代码',
      'Consignor code',
      'Código aduanero / de crédito del mandante',
      '委託者の税関コード／信用コード',
    ),
    agent_name: str('代理方(申报单位)', 'Agent', 'Agente (declarante)', '代理人（申告者）', 100, {
      required: true,
      search: 'like',
    }),
    agent_code: partyCode(
      '代理方海关编码/信用代码',
      'Agent code',
      'Código aduanero / de crédito del agente',
      '代理人の税関コード／信用コード',
    ),
    begin_date: f.date(lbl('开始日期', 'Begins', 'Fecha de inicio', '開始日'), {
      required: true,
      search: 'range',
      sortable: true,
    }),
    expire_months: f.int(lbl('有效月数', 'Months', 'Meses de vigencia', '有効月数（ヶ月）'), {
      required: true,
      default: 12,
      min: 1,
      max: 120,
    }),
    end_date: f.date(lbl('结束日期', 'Ends', 'Fecha de fin', '終了日'), {
      readonly: true,
      sortable: true,
      show: { form: false },
    }),
    status: f.enum(lbl('状态', 'Status', 'Estado', '状態'), AGENT_RELATION_STATUS_OPTIONS, {
      readonly: true,
      search: 'eq',
      show: { form: false },
    }),
    cd_company_id: f.ref(lbl('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', { readonly: true }),
  },
});
