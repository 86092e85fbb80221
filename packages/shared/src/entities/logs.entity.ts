import { defineEntity } from '../kit/define-entity.ts';
import { f } from '../kit/fields.ts';

const when = f.datetime(
  { zh: '时间', en: 'Time', es: 'Hora', ja: '日時' },
  { readonly: true, search: 'range', sortable: true },
);
const ip = f.string(
  { zh: 'IP地址', en: 'Address', es: 'Dirección IP', ja: 'IP アドレス' },
  { length: 64, readonly: true, search: 'eq' },
);

/** Every write (read only). */
export const operationLog = defineEntity({
  name: 'operation-logs',
  table: 'operation_logs',
  label: { zh: '操作日志', en: 'Operation log', es: 'Registro de operaciones', ja: '操作ログ' },
  perm: 'operationLog',
  path: '/system/operationLog',
  menu: { group: 'system', sort: 50 },
  display: 'action',
  readOnly: true,
  fields: {
    username: f.string(
      { zh: '操作人', en: 'User', es: 'Usuario', ja: '操作者' },
      { length: 100, readonly: true, search: 'eq' },
    ),
    action: f.string(
      { zh: '操作', en: 'Action', es: 'Acción', ja: '操作内容' },
      { length: 30, readonly: true, search: 'eq' },
    ),
    target: f.string(
      { zh: '对象', en: 'Target', es: 'Objeto', ja: '対象' },
      { length: 60, readonly: true, search: 'eq' },
    ),
    record_id: f.string(
      { zh: '记录ID', en: 'Record id', es: 'Id del registro', ja: 'レコードID' },
      { length: 60, readonly: true, search: 'eq' },
    ),
    before: f.json({ zh: '修改前', en: 'Before', es: 'Antes', ja: '変更前' }, { readonly: true }),
    after: f.json({ zh: '修改后', en: 'After', es: 'Después', ja: '変更後' }, { readonly: true }),
    ip,
    request_id: f.string(
      { zh: '请求ID', en: 'Request id', es: 'Id de solicitud', ja: 'リクエストID' },
      { length: 60, readonly: true },
    ),
    create_time: when,
  },
  defaultSort: 'id,desc',
});

/** Every sign-in attempt (read only). */
export const loginLog = defineEntity({
  name: 'login-logs',
  table: 'login_logs',
  label: { zh: '登录日志', en: 'Sign-in log', es: 'Registro de inicios de sesión', ja: 'ログイン履歴' },
  perm: 'loginLog',
  path: '/system/loginLog',
  menu: { group: 'system', sort: 40 },
  display: 'username',
  readOnly: true,
  fields: {
    username: f.string(
      { zh: '用户名', en: 'Username', es: 'Usuario', ja: 'ユーザー名' },
      { length: 100, readonly: true, search: 'like' },
    ),
    client_id: f.string(
      { zh: '客户端', en: 'Client', es: 'Cliente', ja: 'クライアント' },
      { length: 64, readonly: true, search: 'eq' },
    ),
    ip,
    success: f.bool(
      { zh: '成功', en: 'Succeeded', es: 'Correcto', ja: 'ログイン成功' },
      { readonly: true, search: 'eq' },
    ),
    reason: f.string(
      { zh: '原因', en: 'Reason', es: 'Motivo', ja: '理由' },
      { length: 50, readonly: true, search: 'eq' },
    ),
    user_agent: f.string(
      { zh: '浏览器', en: 'Browser', es: 'Navegador', ja: 'ブラウザ' },
      { length: 300, readonly: true, show: { table: false } },
    ),
    create_time: when,
  },
  defaultSort: 'id,desc',
});
