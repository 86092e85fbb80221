import { defineEntity } from '../kit/define-entity.ts';
import { f, L } from '../kit/fields.ts';
import { checkDivisionCode } from '../validators/text-formats.ts';

/** China's administrative divisions: province (1), city (2), district (3). */
export const city = defineEntity({
  name: 'cities',
  table: 'cities',
  label: { zh: '城市', en: 'City', es: 'Ciudad', ja: '都市' },
  perm: 'city',
  path: '/city/index',
  menu: { group: 'base', sort: 40 },
  display: 'name',
  tree: { parent: 'pid' },
  fields: {
    pid: f.int(
      { zh: '上级', en: 'Parent', es: 'Superior', ja: '上位' },
      { default: 0, min: 0, show: { table: false } },
    ),
    code: f.string(
      { zh: '行政区划代码', en: 'Division code', es: 'Código de división', ja: '行政区画コード' },
      {
        length: 12,
        required: true,
        search: 'eq',
        sortable: true,
        check: checkDivisionCode,
        example: '350206',
      },
    ),
    name: f.string(L.name, { length: 100, required: true, search: 'like', example: '湖里区' }),
    level: f.int(
      { zh: '级别', en: 'Level', es: 'Nivel', ja: 'レベル' },
      { required: true, min: 1, max: 4, search: 'eq', example: 3 },
    ),
    en_name: f.string(
      { zh: '拼音/英文', en: 'English name', es: 'Nombre inglés', ja: '英語名' },
      { length: 200 },
    ),
  },
  unique: [['code']],
  defaultSort: 'code,asc',
});
