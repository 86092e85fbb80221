import { defineEntity } from '../kit/define-entity.ts';
import { f, L } from '../kit/fields.ts';
import { checkAlphanumericDash, checkClientIds, checkResourceCode } from '../validators/text-formats.ts';

const text = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });

/**
 * The resource tree: menu directories, pages, embedded external pages, hidden routes and buttons.
 * The code's own resources are synced at every start (seed/structure-sync.ts); an administrator adds
 * and edits the rest here. A role holds resources (POST /api/roles/{id}/resources).
 */
export const resource = defineEntity({
  name: 'resources',
  table: 'resources',
  label: text('资源', 'Resource', 'Recurso', 'リソース'),
  perm: 'resourceManage:resourceList',
  path: '/system/resource',
  menu: { group: 'system', sort: 80, title: text('资源管理', 'Resources', 'Recursos', 'リソース管理') },
  buttons: { enable: text('启用/禁用', 'Enable/disable', 'Activar/desactivar', '有効/無効') },
  display: 'title',
  tree: { parent: 'parent_id' },
  fields: {
    parent_id: f.int(text('上级资源', 'Parent', 'Superior', '上位'), {
      default: 0,
      min: 0,
      show: { table: false },
    }),
    type: f.enum(
      text('类型', 'Type', 'Tipo', '種類'),
      [
        { value: '0', label: text('目录', 'Directory', 'Directorio', 'ディレクトリ') },
        { value: '1', label: text('页面', 'Page', 'Página', 'ページ') },
        { value: '2', label: text('外部页面', 'Embedded page', 'Página externa', '外部ページ') },
        { value: '3', label: text('隐藏路由', 'Hidden route', 'Ruta oculta', '非表示ルート') },
        { value: '4', label: text('按钮', 'Button', 'Botón', 'ボタン') },
      ],
      { required: true, search: 'eq', example: '1' },
    ),
    code: f.string(L.code, {
      length: 100,
      required: true,
      search: 'like',
      sortable: true,
      check: checkResourceCode,
      example: 'demo:page',
    }),
    name: f.string(L.name, { length: 100, required: true, search: 'like', example: 'demoPage' }),
    title: f.string(text('标题', 'Title', 'Título', 'タイトル'), {
      length: 100,
      required: true,
      example: '示例页面',
    }),
    path: f.string(text('路由', 'Route', 'Ruta', 'ルート'), { length: 300, example: '/demo/index' }),
    url: f.string(text('外部地址', 'External URL', 'URL externa', '外部 URL'), { length: 500 }),
    icon: f.string(text('图标', 'Icon', 'Icono', 'アイコン'), { length: 100 }),
    group_no: f.string(text('菜单组号', 'Menu group', 'Grupo de menú', 'メニューグループ'), { length: 20 }),
    sort: f.int(text('排序', 'Sort', 'Orden', '並び順'), {
      default: 0,
      min: -1_000_000,
      max: 1_000_000,
      sortable: true,
    }),
    client_ids: f.string(text('客户端', 'Clients', 'Clientes', 'クライアント'), {
      length: 200,
      required: true,
      default: 'web',
      check: checkClientIds,
      example: 'web',
    }),
    extend: f.enum(
      text('打开方式', 'Opens', 'Apertura', '開き方'),
      [
        { value: '0', label: text('内嵌', 'In the app', 'En la aplicación', 'アプリ内') },
        { value: '1', label: text('新窗口', 'New window', 'Nueva ventana', '新しいウィンドウ') },
      ],
      { required: true, default: '0' },
    ),
    bind_path: f.string(text('绑定路由', 'Bound route', 'Ruta vinculada', '関連ルート'), { length: 300 }),
    hidden: f.bool(text('隐藏', 'Hidden', 'Oculto', '非表示'), { required: true, default: false }),
    status: f.int(L.status, { required: true, default: 1, min: 0, max: 1, search: 'eq' }),
    // business-domain §3 (resource: level, domain): the level is the entry's depth in the tree (1 for the
    // top level), kept by the server (modules/resources/resource-levels.ts); the domain is the system the
    // entry belongs to, as the site codes name them (oms, yy, manifest, …), empty for every system
    level: f.int(text('层级', 'Level', 'Nivel', '階層'), {
      readonly: true,
      default: 1,
      min: 1,
      search: 'eq',
    }),
    domain: f.string(text('所属域', 'Domain', 'Dominio', 'ドメイン'), {
      length: 50,
      search: 'eq',
      check: checkAlphanumericDash,
      example: 'oms',
    }),
  },
  unique: [['code']],
  defaultSort: 'sort,desc',
});
