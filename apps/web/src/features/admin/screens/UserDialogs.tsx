import { useEffect, useState } from 'react';
import { App, Button, Empty, Form, Modal, Select, Space, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkCodeList, checkEmail, checkPasswordPolicy, type Check, type ViewPermission } from '@app/shared';
import { fetchData } from '../../../api/http.ts';
import { catalogMessage } from '../../../i18n/index.ts';
import { confirmThen, errorText } from '../../../crud/confirm.ts';
import type { FormColumn } from '../../../crud/entity-fields.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { FormDialog } from '../../../crud/FormDialog.tsx';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS } from '../locales/index.ts';
import type { TFunction } from 'i18next';
import { RefSelect } from '../../../crud/RefSelect.tsx';
import { LookupSelect } from '../../lookup/screens/LookupSelect.tsx';
import { useRecordOptions, userCall, type AdminUser, type Named } from '../api.ts';

type T = TFunction;

const USERNAME = /^[A-Za-z0-9_.@-]{5,18}$/;

/** A rule from a shared check (its message from the catalog). */
const checkRule = (check: (value: string) => ReturnType<Check>) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    const result = check(String(value));
    if (result && result.level !== 'warning') throw new Error(catalogMessage(result.key, result.params));
  },
});

const required = (t: T, field: string) => ({ required: true, message: t('v.required', { field }) });

const half = { colProps: { xs: 24, md: 12 } };

function profileColumns(t: T): FormColumn[] {
  return [
    {
      title: t('user.name'),
      dataIndex: 'name',
      ...half,
      formItemProps: {
        rules: [required(t, t('user.name')), { max: 100, message: t('v.maxLength', { max: 100 }) }],
      },
    },
    {
      title: t('user.mobile'),
      dataIndex: 'mobile',
      ...half,
      formItemProps: { rules: [{ max: 20, message: t('v.maxLength', { max: 20 }) }] },
    },
    {
      title: t('user.email'),
      dataIndex: 'email',
      ...half,
      formItemProps: { rules: [checkRule(checkEmail)] },
    },
    { title: t('user.customerCode'), dataIndex: 'customer_code', ...half },
    { title: t('user.managePartnerCode'), dataIndex: 'manage_partner_code', ...half },
    {
      // with codes, the user sees and checks in only those warehouses' appointments (the server's scope)
      title: t('user.warehouseCodes'),
      dataIndex: 'warehouse_codes',
      ...half,
      fieldProps: { placeholder: 'XY01,HC02' },
      formItemProps: { tooltip: t('user.warehouseCodesHelp'), rules: [checkRule(checkCodeList)] },
    },
    {
      title: t('user.introduction'),
      dataIndex: 'introduction',
      valueType: 'textarea',
      colProps: { xs: 24 },
      fieldProps: { maxLength: 500, autoSize: { minRows: 2, maxRows: 5 } },
    },
  ];
}

const PROFILE = [
  'name',
  'mobile',
  'email',
  'customer_code',
  'manage_partner_code',
  'warehouse_codes',
  'introduction',
];
const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);

/** Roles of the client chosen in the form (a user holds roles of their own client only). */
type IdsProps = { value?: number[]; onChange?: (v: number[]) => void };

/** Several records of an entity (organisations, roles). */
function RecordsSelect({
  entity,
  filter,
  ...props
}: IdsProps & { entity: string; filter: Record<string, unknown> }) {
  const options = useRecordOptions(entity, filter);
  return (
    <Select
      mode="multiple"
      allowClear
      options={options.data}
      loading={options.isLoading}
      optionFilterProp="label"
      {...props}
    />
  );
}

/** Roles of the client chosen in the form (a user holds roles of their own client only). */
function RoleOptionsSelect(props: IdsProps) {
  const client = Form.useWatch<string | undefined>('client_id', Form.useFormInstance());
  return <RecordsSelect entity="roles" filter={{ client_id: client ?? 'web' }} {...props} />;
}

/** New user (with organisations and roles in one call) or a user's profile. */
export function UserDialog({
  user,
  onClose,
  onDone,
}: {
  user?: AdminUser;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const columns: FormColumn[] = user
    ? profileColumns(t)
    : [
        {
          title: t('user.username'),
          dataIndex: 'username',
          ...half,
          formItemProps: {
            rules: [
              required(t, t('user.username')),
              { pattern: USERNAME, message: catalogMessage('field.login_username') },
            ],
          },
        },
        {
          title: t('user.password'),
          dataIndex: 'password',
          valueType: 'password',
          ...half,
          fieldProps: { autoComplete: 'new-password' },
          formItemProps: {
            rules: [
              required(t, t('user.password')),
              ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) =>
                checkRule((value) => checkPasswordPolicy(value, String(getFieldValue('username') ?? ''))),
            ],
          },
        },
        {
          title: t('user.client'),
          dataIndex: 'client_id',
          ...half,
          formItemProps: { rules: [required(t, t('user.client'))] },
          renderFormItem: () => <RefSelect entity="app-clients" valueField="client_id" />,
        },
        {
          title: t('user.status'),
          dataIndex: 'status',
          valueType: 'select',
          ...half,
          fieldProps: {
            allowClear: false,
            options: [
              { value: 1, label: t('user.enabled') },
              { value: 0, label: t('user.disabled') },
            ],
          },
        },
        {
          title: t('user.orgs'),
          dataIndex: 'org_ids',
          ...half,
          renderFormItem: () => <RecordsSelect entity="organisations" filter={{ status: 1 }} />,
        },
        {
          title: t('user.roles'),
          dataIndex: 'role_ids',
          ...half,
          renderFormItem: () => <RoleOptionsSelect />,
        },
        ...profileColumns(t),
      ];
  const submit = (values: Row) => {
    const profile = Object.fromEntries(PROFILE.map((k) => [k, orNull(values[k])]));
    if (user) return userCall('edit', { id: user.id, version: user.version, ...profile });
    return userCall('add', {
      ...profile,
      username: values.username,
      password: values.password,
      client_id: values.client_id,
      status: values.status,
      org_ids: values.org_ids ?? [],
      role_ids: values.role_ids ?? [],
    });
  };
  return (
    <FormDialog
      title={t(user ? 'user.editUser' : 'user.newUser')}
      columns={columns}
      initialValues={
        user
          ? Object.fromEntries(PROFILE.map((k) => [k, user[k] ?? undefined]))
          : { client_id: 'web', status: 1 }
      }
      submit={submit}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

/** The organisations or the roles of a user: remove one (tag), add several (select). */
export function MembershipDialog({
  user,
  kind,
  onClose,
  onChanged,
}: {
  user: AdminUser;
  kind: 'orgs' | 'roles';
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const app = App.useApp();
  const orgs = kind === 'orgs';
  const current = useQuery({
    queryKey: ['admin-user', user.id],
    queryFn: () => userCall<AdminUser>('getUserInfo', { id: user.id }),
    gcTime: 0,
  });
  const options = useRecordOptions(
    orgs ? 'organisations' : 'roles',
    orgs ? { status: 1 } : { client_id: user.client_id },
  );
  const [adding, setAdding] = useState<number[]>([]);
  const held: Named[] = (orgs ? current.data?.orgs : current.data?.roles) ?? [];
  const idsKey = orgs ? 'org_ids' : 'role_ids';
  const changed = () => {
    void current.refetch();
    onChanged();
  };
  const add = async () => {
    try {
      await userCall(orgs ? 'grantOrg' : 'grantRole', { user_id: user.id, [idsKey]: adding });
      void app.message.success(t('success'));
      setAdding([]);
      changed();
    } catch (error) {
      void app.message.error(errorText(error));
    }
  };
  return (
    <Modal
      open
      title={`${t(orgs ? 'user.grantOrgs' : 'user.grantRoles')} · ${user.name}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {current.isLoading ? (
          <Spin />
        ) : held.length ? (
          <Space wrap>
            {held.map((item) => (
              <Tag
                key={item.id}
                closable
                onClose={(e) => {
                  e.preventDefault();
                  confirmThen(
                    app,
                    t('user.removeConfirm', { name: item.name }),
                    () =>
                      userCall(orgs ? 'delUserOrg' : 'delUserRole', {
                        user_id: user.id,
                        [idsKey]: [item.id],
                      }),
                    { danger: true, after: changed },
                  );
                }}
              >
                {item.name}
              </Tag>
            ))}
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.none')} />
        )}
        <Space.Compact style={{ width: '100%' }}>
          <Select
            mode="multiple"
            style={{ flex: 1 }}
            placeholder={t(orgs ? 'user.chooseOrgs' : 'user.chooseRoles')}
            value={adding}
            onChange={setAdding}
            optionFilterProp="label"
            options={(options.data ?? []).filter((o) => !held.some((h) => h.id === o.value))}
          />
          <Button type="primary" disabled={!adding.length} onClick={() => void add()}>
            {t('user.add')}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}

/** A new password for a user (checked by the shared policy); they must change it at next sign-in. */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  return (
    <FormDialog
      title={`${t('user.resetPassword')} · ${user.username}`}
      width={480}
      columns={[
        {
          title: t('user.newPassword'),
          dataIndex: 'password',
          valueType: 'password',
          colProps: { xs: 24 },
          fieldProps: { autoComplete: 'new-password' },
          tooltip: t('user.resetHint'),
          formItemProps: {
            rules: [
              required(t, t('user.newPassword')),
              checkRule((value) => checkPasswordPolicy(value, user.username)),
            ],
          },
        },
      ]}
      submit={(values) => userCall('resetUserPassword', { id: user.id, password: values.password })}
      onDone={onClose}
      onClose={onClose}
    />
  );
}

/** Which customers a staff user may view (empty: every customer of the working company). */
export function ViewPermissionDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const { message } = App.useApp();
  const current = useQuery({
    queryKey: ['view-permission', user.id],
    queryFn: () =>
      fetchData<ViewPermission>('/sys-user/get-user-view-permission', {
        data: { user_id: user.id },
      }),
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (!current.isError) return;
    void message.error(errorText(current.error));
    onClose();
  }, [current.isError, current.error, message, onClose]);
  if (!current.data) return current.isError ? null : <Spin fullscreen />;
  return (
    <FormDialog
      title={`${t('user.viewPermission')} · ${user.name}`}
      width={560}
      initialValues={{ customer_codes: current.data.customer_codes }}
      columns={[
        {
          title: t('user.customers'),
          dataIndex: 'customer_codes',
          colProps: { xs: 24 },
          tooltip: t('user.viewPermissionHint'),
          renderFormItem: () => <LookupSelect name="customer" mode="multiple" />,
        },
      ]}
      submit={(values) =>
        fetchData('/sys-user/set-user-view-permission', {
          data: { user_id: user.id, customer_codes: (values.customer_codes as string[] | undefined) ?? [] },
        })
      }
      onDone={onClose}
      onClose={onClose}
    />
  );
}
