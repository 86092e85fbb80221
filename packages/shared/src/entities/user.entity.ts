import { defineEntity } from '../kit/define-entity.ts';
import { f, L } from '../kit/fields.ts';
import { checkCodeList, checkEmail, checkUsername } from '../validators/text-formats.ts';

const text = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });
const hidden = { table: false, detail: true, export: true, form: true };

/**
 * The accounts of staff (client `web`) and partners (client `customer`, limited to their customer
 * code). The password is taken by a create only and stored as a hash (users.hooks.ts); it changes
 * through the reset and change-password calls. Organisations, roles and view permissions are granted
 * by their own calls. Disabling a user signs them out; the last active administrator stays.
 */
export const user = defineEntity({
  name: 'users',
  table: 'users',
  label: text('用户', 'User', 'Usuario', 'ユーザー'),
  perm: 'sysManage:user',
  path: '/system/user',
  menu: { group: 'system', sort: 110, title: text('用户管理', 'Users', 'Usuarios', 'ユーザー管理') },
  buttons: {
    position: text('岗位设置', 'Positions', 'Puestos', '所属設定'),
    role: text('角色设置', 'Roles', 'Roles', 'ロール設定'),
    enable: text('启用/禁用', 'Enable/disable', 'Activar/desactivar', '有効/無効'),
    resetPassword: text('重置密码', 'Reset password', 'Restablecer contraseña', 'パスワード再設定'),
    viewPermission: text('查看权限', 'View permission', 'Permiso de vista', '閲覧権限'),
  },
  display: 'name',
  fields: {
    username: f.string(text('用户名', 'User name', 'Usuario', 'ユーザー名'), {
      length: 64,
      required: true,
      search: 'like',
      sortable: true,
      check: checkUsername,
      example: 'demo.user',
    }),
    name: f.string(text('姓名', 'Full name', 'Nombre', '氏名'), {
      length: 100,
      required: true,
      search: 'like',
      example: '演示用户',
    }),
    password: f.string(text('密码', 'Password', 'Contraseña', 'パスワード'), {
      length: 20,
      writeOnly: true,
      show: { table: false, detail: false, export: false, form: true },
      example: 'Demo@2026pass',
    }),
    status: f.int(L.status, { required: true, default: 1, min: 0, max: 1, search: 'eq' }),
    client_id: f.ref(text('客户端', 'Client', 'Cliente', 'クライアント'), 'app-clients', {
      field: 'client_id',
      length: 64,
      required: true,
      default: 'web',
      search: 'eq',
      example: 'web',
    }),
    mobile: f.string(text('手机', 'Mobile', 'Móvil', '携帯'), { length: 20 }),
    email: f.string(text('邮箱', 'E-mail', 'Correo', 'メール'), { length: 200, check: checkEmail }),
    customer_code: f.string(text('客户编码', 'Customer code', 'Código de cliente', '顧客コード'), {
      length: 50,
      search: 'eq',
    }),
    manage_partner_code: f.string(
      text('管理伙伴编码', 'Managed partner', 'Socio gestionado', '管理パートナー'),
      {
        length: 50,
        show: hidden,
      },
    ),
    // the warehouses (their codes) a staff user works at: with codes, the appointment and warehouse lists
    // show only those warehouses' records (data scope, plugins/data-scope.ts); without, the company's
    warehouse_codes: f.string(text('仓库', 'Warehouses', 'Almacenes', '倉庫'), {
      length: 500,
      upperCase: true,
      check: checkCodeList,
      show: hidden,
      example: 'XY01,HC02',
    }),
    company_warehouse: f.string(text('公司仓库', 'Company warehouses', 'Almacenes de empresa', '会社倉庫'), {
      length: 500,
      show: hidden,
    }),
    wms_customer_warehouse_codes: f.string(
      text('WMS客户仓库', 'WMS customer warehouses', 'Almacenes WMS', 'WMS 顧客倉庫'),
      { length: 500, show: hidden },
    ),
    introduction: f.string(text('简介', 'Introduction', 'Presentación', '紹介'), {
      length: 500,
      show: hidden,
    }),
    avatar: f.string(text('头像', 'Avatar', 'Avatar', 'アバター'), {
      length: 500,
      readonly: true,
      show: hidden,
    }),
    is_weak_password: f.bool(text('弱密码', 'Weak password', 'Contraseña débil', '弱いパスワード'), {
      readonly: true,
    }),
    must_change_password: f.bool(
      text('须改密码', 'Must change password', 'Debe cambiar la contraseña', 'パスワード変更要'),
      { readonly: true },
    ),
  },
  unique: [['username']],
  defaultSort: 'id,asc',
});
