import { defineEntity } from '../kit/define-entity.ts';
import { f, L } from '../kit/fields.ts';

export const organisation = defineEntity({
  name: 'organisations',
  table: 'organisations',
  label: { zh: '组织', en: 'Organisation', es: 'Organización', ja: '組織' },
  perm: 'sysManage:org',
  path: '/system/org',
  menu: {
    group: 'system',
    sort: 100,
    title: { zh: '组织管理', en: 'Organisations', es: 'Organizaciones', ja: '組織管理' },
  },
  display: 'name',
  tree: { parent: 'parent_id' },
  fields: {
    parent_id: f.int(
      { zh: '上级组织', en: 'Parent', es: 'Superior', ja: '上位組織' },
      { min: 0, show: { table: false } },
    ),
    name: f.string(L.name, {
      length: 100,
      required: true,
      search: 'like',
      sortable: true,
      example: '华南分公司',
    }),
    code: f.string(L.code, { length: 50, required: true, search: 'eq', upperCase: true, example: 'SOUTH' }),
    status: f.int(L.status, { default: 1, min: 0, max: 1, search: 'eq' }),
  },
  unique: [['code']],
});
