import { defineEntity } from '../kit/define-entity.ts';
import { f, L } from '../kit/fields.ts';

/** Roles per client, as a tree; resources are granted with POST /api/roles/{id}/resources. */
export const role = defineEntity({
  name: 'roles',
  table: 'roles',
  label: { zh: '角色', en: 'Role', es: 'Rol', ja: 'ロール' },
  perm: 'sysManage:role',
  path: '/system/role',
  menu: {
    group: 'system',
    sort: 90,
    title: { zh: '角色管理', en: 'Roles', es: 'Roles', ja: 'ロール管理' },
  },
  buttons: { grant: { zh: '授权', en: 'Grant', es: 'Conceder', ja: '権限付与' } },
  display: 'name',
  tree: { parent: 'parent_id' },
  fields: {
    parent_id: f.int(
      { zh: '上级角色', en: 'Parent role', es: 'Rol superior', ja: '上位ロール' },
      // a list is searched by its parent role (the specification's upperLevelRoleName)
      { min: 0, search: 'eq', show: { table: false } },
    ),
    name: f.string(L.name, {
      length: 100,
      required: true,
      search: 'like',
      sortable: true,
      example: '报关主管',
    }),
    code: f.string(L.code, { length: 64, required: true, search: 'eq', example: 'customs_lead' }),
    client_id: f.ref({ zh: '所属客户端', en: 'Client', es: 'Cliente', ja: 'クライアント' }, 'app-clients', {
      field: 'client_id',
      length: 64,
      required: true,
      search: 'eq',
      example: 'web',
    }),
    level: f.int({ zh: '级别', en: 'Level', es: 'Nivel', ja: 'レベル' }, { default: 1, min: 1, max: 10 }),
    status: f.int(L.status, { default: 1, min: 0, max: 1, search: 'eq' }),
    is_admin: f.bool(
      { zh: '系统管理员', en: 'Administrator', es: 'Administrador', ja: '管理者' },
      { readonly: true },
    ),
  },
  unique: [['client_id', 'code']],
});
