import { defineEntity } from '../kit/define-entity.ts';
import { f, L, options } from '../kit/fields.ts';

export const globalSetting = defineEntity({
  name: 'global-settings',
  table: 'global_settings',
  label: { zh: '全局设置', en: 'Global setting', es: 'Ajuste global', ja: 'グローバル設定' },
  perm: 'global',
  path: '/global/index',
  menu: { group: 'base', sort: 20 },
  display: 'name',
  fields: {
    group_name: f.string(
      { zh: '分组', en: 'Group', es: 'Grupo', ja: 'グループ' },
      { length: 100, required: true, search: 'eq', example: '界面' },
    ),
    name: f.string(L.name, { length: 100, required: true, search: 'like', example: '示例设置' }),
    code: f.string(L.code, { length: 100, required: true, search: 'eq', example: 'sample_setting' }),
    type: f.enum(
      { zh: '类型', en: 'Type', es: 'Tipo', ja: '種別' },
      options({
        text: { zh: '文本', en: 'Text', es: 'Texto', ja: 'テキスト' },
        int: { zh: '整数', en: 'Integer', es: 'Entero', ja: '整数値' },
      }),
      { required: true, default: 'text' },
    ),
    val: f.text({ zh: '值', en: 'Value', es: 'Valor', ja: '値' }, { length: 2000, default: '' }),
    des: f.string({ zh: '说明', en: 'Description', es: 'Descripción', ja: '説明' }, { length: 300 }),
    sort: f.int(L.sort, { default: 0, sortable: true }),
  },
  unique: [['code']],
  defaultSort: 'sort,asc',
});
