import { useMemo, useRef } from 'react';
import { App, Tag } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { PERM } from '@app/shared';
import { request } from '../../../api/http.ts';
import { confirmThen } from '../../../crud/confirm.ts';
import { CrudTable, plainSearch, textField, type CrudTableApi } from '../../../crud/CrudTable.tsx';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import { RelativeTime } from '../../../components/RelativeTime.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { renderActions } from '../../../crud/EntityTable.tsx';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS } from '../locales/index.ts';
import { usePermissionCodes } from '../../../crud/permission.ts';
import type { ScreenProps } from '../../../menu/registry.ts';

const URL = '/api/online-sessions';
const FORCE = PERM.onlineSessionForceLogout;

/** Sessions signed in now, with forced sign-out (one or several). */
export default function OnlineSessionList({ route }: ScreenProps) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const app = App.useApp();
  const codes = usePermissionCodes();
  const api = useRef<CrudTableApi>(null);

  const columns = useMemo<ProColumns<Row>[]>(
    () => [
      { title: t('session.username'), dataIndex: 'username' },
      { title: t('session.name'), dataIndex: 'name' },
      { title: t('session.client'), dataIndex: 'client_id' },
      {
        title: t('session.company'),
        dataIndex: 'company_name',
        render: (_d, row) => String(row.company_name ?? row.company_id ?? ''),
      },
      { title: t('session.ip'), dataIndex: 'ip' },
      {
        title: t('session.signedIn'),
        dataIndex: 'create_time',
        render: (_d, row) => <RelativeTime value={row.create_time} />,
      },
      {
        title: t('session.expires'),
        dataIndex: 'expires_at',
        render: (_d, row) => <BusinessTime value={row.expires_at} />,
      },
      {
        title: '',
        dataIndex: 'current',
        render: (_d, row) => (row.current ? <Tag color="blue">{t('session.current')}</Tag> : null),
      },
    ],
    [t],
  );
  const search = useMemo(() => plainSearch([textField(t('session.username'), 'username')]), [t]);

  const force = (rows: Row[]) =>
    confirmThen(
      app,
      rows.length > 1
        ? t('session.forceConfirmCount', { count: rows.length })
        : t('session.forceConfirm', { name: rows[0]?.username }),
      () => request(`${URL}/${rows.map((r) => String(r.id)).join(',')}`, { method: 'DELETE' }),
      { danger: true, after: () => api.current?.afterDelete(rows.length) },
    );

  return (
    <CrudTable
      title={route.title}
      routePath={route.path}
      url={URL}
      apiRef={api}
      columns={columns}
      search={search}
      listPermission="onlineSession:search"
      selectable={codes.has(FORCE)}
      actionsWidth={120}
      toolbar={(table) =>
        renderActions(
          [
            {
              key: 'force',
              label: t('session.forceLogout'),
              permission: FORCE,
              danger: true,
              icon: <LogoutOutlined />,
              disabled: !table.selected.filter((r) => !r.current).length,
              onClick: () => force(table.selected.filter((r) => !r.current)),
            },
          ],
          codes,
        )
      }
      rowActions={(row) =>
        renderActions(
          [
            {
              key: 'force',
              label: t('session.forceLogout'),
              permission: FORCE,
              danger: true,
              disabled: row.current === true,
              onClick: () => force([row]),
            },
          ],
          codes,
          true,
        )
      }
    />
  );
}
