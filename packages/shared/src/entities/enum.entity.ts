import { defineEntity } from '../kit/define-entity.ts';
import { f, L } from '../kit/fields.ts';

export const enumGroup = defineEntity({
  name: 'enum-groups',
  table: 'enum_groups',
  label: { zh: '枚举分组', en: 'Enum group', es: 'Grupo de enumeración', ja: '列挙グループ' },
  perm: 'enum',
  path: '/enum/index',
  menu: { group: 'base', sort: 30, title: { zh: '枚举', en: 'Enums', es: 'Enumeraciones', ja: '列挙' } },
  display: 'group_name',
  fields: {
    group_code: f.string(
      { zh: '分组编码', en: 'Group code', es: 'Código de grupo', ja: 'グループコード' },
      { length: 100, required: true, search: 'eq', example: 'sample_group' },
    ),
    group_name: f.string(
      { zh: '分组名称', en: 'Group name', es: 'Nombre del grupo', ja: 'グループ名' },
      { length: 100, required: true, search: 'like', example: '示例分组' },
    ),
    group_des: f.string({ zh: '说明', en: 'Description', es: 'Descripción', ja: '説明' }, { length: 300 }),
  },
  unique: [['group_code']],
});

export const enumItem = defineEntity({
  name: 'enum-items',
  table: 'enum_items',
  label: { zh: '枚举项', en: 'Enum item', es: 'Elemento de enumeración', ja: '列挙項目' },
  perm: 'enum',
  path: '/enum/items',
  menu: { group: 'base', sort: 25, hidden: { code: 'enum:items-page' } },
  display: 'enum_value',
  fields: {
    group_code: f.ref({ zh: '分组', en: 'Group', es: 'Grupo', ja: 'グループ' }, 'enum-groups', {
      field: 'group_code',
      length: 100,
      required: true,
      search: 'eq',
    }),
    enum_key: f.string(
      { zh: '键', en: 'Key', es: 'Clave', ja: 'キー' },
      { length: 100, required: true, search: 'eq', example: 'K1' },
    ),
    enum_value: f.string(
      { zh: '值', en: 'Value', es: 'Valor', ja: '値' },
      { length: 200, required: true, search: 'like', example: '示例值' },
    ),
    is_show: f.int(
      { zh: '显示', en: 'Shown', es: 'Visible', ja: '表示' },
      { default: 1, min: 0, max: 1, search: 'eq' },
    ),
    des: f.string({ zh: '说明', en: 'Description', es: 'Descripción', ja: '説明' }, { length: 300 }),
    sort: f.int(L.sort, { default: 0, sortable: true }),
  },
  unique: [['group_code', 'enum_key']],
  defaultSort: 'sort,asc',
});
