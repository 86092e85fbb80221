import { useMemo, useRef, useState } from 'react';
import { App, Button, Dropdown, Space, Tag } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { PERM } from '@app/shared';
import { confirmThen } from '../../../crud/confirm.ts';
import {
  CrudTable,
  plainSearch,
  selectField,
  textField,
  type CrudTableApi,
} from '../../../crud/CrudTable.tsx';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { addAction, renderActions } from '../../../crud/EntityTable.tsx';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS } from '../locales/index.ts';
import { allowedOnly, usePermissionCodes } from '../../../crud/permission.ts';
import { RefSelect } from '../../../crud/RefSelect.tsx';
import type { ScreenProps } from '../../../menu/registry.ts';
import { StatusTag } from './StatusTag.tsx';
import { listUsers, userCall, type AdminUser, type Named } from '../api.ts';
import { MembershipDialog, ResetPasswordDialog, UserDialog, ViewPermissionDialog } from './UserDialogs.tsx';

type Dialog = { kind: 'new' } | { kind: 'edit' | 'orgs' | 'roles' | 'password' | 'view'; user: AdminUser };

const tags = (list: unknown) =>
  ((list as Named[] | undefined) ?? []).map((x) => (
    <Tag key={x.id} bordered={false}>
      {x.name}
    </Tag>
  ));

/** Users: list with filters; add and edit; organisations and roles; enable and disable; password; view permission. */
export default function UserList({ route }: ScreenProps) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const app = App.useApp();
  const codes = usePermissionCodes();
  const api = useRef<CrudTableApi>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    api.current?.reload();
  };

  const statusOptions = useMemo(
    () => [
      { value: 1, label: t('user.enabled') },
      { value: 0, label: t('user.disabled') },
    ],
    [t],
  );
  const columns = useMemo<ProColumns<Row>[]>(
    () => [
      { title: t('user.username'), dataIndex: 'username' },
      { title: t('user.name'), dataIndex: 'name' },
      { title: t('user.client'), dataIndex: 'client_id' },
      { title: t('user.orgs'), dataIndex: 'orgs', render: (_d, row) => tags(row.orgs) },
      { title: t('user.roles'), dataIndex: 'roles', render: (_d, row) => tags(row.roles) },
      {
        title: t('user.status'),
        dataIndex: 'status',
        render: (_d, row) => <StatusTag status={row.status} />,
      },
      { title: t('user.mobile'), dataIndex: 'mobile' },
      { title: t('user.email'), dataIndex: 'email', ellipsis: true },
      {
        title: t('user.createTime'),
        dataIndex: 'create_time',
        render: (_d, row) => <BusinessTime value={row.create_time} />,
      },
    ],
    [t],
  );
  const search = useMemo(
    () =>
      plainSearch([
        textField(t('user.username'), 'username'),
        textField(t('user.name'), 'name'),
        selectField(t('user.status'), 'status', statusOptions),
        {
          title: t('user.orgs'),
          dataIndex: 'org_id',
          renderFormItem: () => <RefSelect entity="organisations" />,
        },
        {
          title: t('user.client'),
          dataIndex: 'client_id',
          renderFormItem: () => <RefSelect entity="app-clients" valueField="client_id" />,
        },
      ]),
    [t, statusOptions],
  );

  const setStatus = (user: AdminUser) =>
    confirmThen(
      app,
      t(user.status === 1 ? 'user.disableConfirm' : 'user.enableConfirm', { name: user.name }),
      () => userCall('setUserStatus', { id: user.id, status: user.status === 1 ? 0 : 1 }),
      { danger: user.status === 1, after: () => api.current?.reload() },
    );

  const rowButtons = (row: Row) => {
    const user = row as AdminUser;
    const more = allowedOnly(
      [
        { key: 'orgs', label: t('user.grantOrgs'), permission: PERM.userPosition },
        { key: 'roles', label: t('user.grantRoles'), permission: PERM.userRole },
        { key: 'password', label: t('user.resetPassword'), permission: PERM.userResetPassword },
        { key: 'view', label: t('user.viewPermission'), permission: PERM.userViewPermission },
      ],
      codes,
    ).map(({ key, label }) => ({ key, label }));
    return (
      <>
        {renderActions(
          [
            {
              key: 'edit',
              label: t('edit'),
              permission: PERM.userUpdate,
              onClick: () => setDialog({ kind: 'edit', user }),
            },
            {
              key: 'status',
              label: t(user.status === 1 ? 'user.disable' : 'user.enable'),
              permission: PERM.userEnable,
              danger: user.status === 1,
              onClick: () => setStatus(user),
            },
          ],
          codes,
          true,
        )}
        {more.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: more,
              onClick: ({ key }) => setDialog({ kind: key as 'orgs' | 'roles' | 'password' | 'view', user }),
            }}
          >
            <Button type="link" size="small">
              <Space size={2}>
                {t('user.more')}
                <DownOutlined />
              </Space>
            </Button>
          </Dropdown>
        )}
      </>
    );
  };

  const add = addAction(t('add'), PERM.userAdd, () => setDialog({ kind: 'new' }));
  return (
    <CrudTable
      title={route.title}
      routePath={route.path}
      queryKey="users"
      load={listUsers}
      apiRef={api}
      columns={columns}
      search={search}
      listPermission={PERM.userSearch}
      actionsWidth={200}
      emptyExtra={renderActions([add], codes)}
      toolbar={() => renderActions([add], codes)}
      rowActions={rowButtons}
    >
      {dialog?.kind === 'new' && <UserDialog onClose={close} onDone={done} />}
      {dialog?.kind === 'edit' && <UserDialog user={dialog.user} onClose={close} onDone={done} />}
      {(dialog?.kind === 'orgs' || dialog?.kind === 'roles') && (
        <MembershipDialog
          user={dialog.user}
          kind={dialog.kind}
          onClose={close}
          onChanged={() => api.current?.reload()}
        />
      )}
      {dialog?.kind === 'password' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'view' && <ViewPermissionDialog user={dialog.user} onClose={close} />}
    </CrudTable>
  );
}
