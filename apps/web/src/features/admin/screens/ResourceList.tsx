import { useMemo, useRef, useState } from 'react';
import { App, Select } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  cleanQuery,
  localize,
  PERM,
  RESOURCE_TYPES,
  type ResourcePage,
  type ResourceRecords,
} from '@app/shared';
import { fetchData } from '../../../api/http.ts';
import { catalogMessage, currentLang } from '../../../i18n/index.ts';
import { useDebounced } from '../../../components/use-debounced.ts';
import { confirmThen } from '../../../crud/confirm.ts';
import {
  CrudTable,
  plainSearch,
  selectField,
  textField,
  type CrudTableApi,
} from '../../../crud/CrudTable.tsx';
import type { FormColumn } from '../../../crud/entity-fields.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { addAction, renderActions } from '../../../crud/EntityTable.tsx';
import { FormDialog } from '../../../crud/FormDialog.tsx';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS } from '../locales/index.ts';
import { usePermissionCodes } from '../../../crud/permission.ts';
import { StatusTag } from './StatusTag.tsx';
import type { ScreenProps } from '../../../menu/registry.ts';

const BASE = '/code/oauth2/sys-resource-dto';

type Page = ResourcePage;

const typeOptions = (lang: ReturnType<typeof currentLang>) =>
  Object.entries(RESOURCE_TYPES).map(([value, label]) => ({ value, label: localize(label, lang) }));

/** A resource to be the parent: searched by code among all resources; 0 is the top level. */
function ParentSelect({
  value,
  onChange,
  known,
  exclude,
}: {
  value?: number;
  onChange?: (v: number | undefined) => void;
  known: ReadonlyMap<unknown, Row>;
  exclude?: unknown;
}) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim());
  const found = useQuery({
    queryKey: ['resource-parent', settled],
    queryFn: () =>
      fetchData<Page>(`${BASE}/list`, {
        params: { pageNum: 1, pageSize: 50 },
        data: cleanQuery({ code: settled }),
      }),
    staleTime: 30_000,
  });
  const label = (r: Row) => `${String(r.title)} (${String(r.code)})`;
  const list = (found.data?.list ?? []).filter((r) => r.id !== exclude && r.type !== '4');
  const current = value ? known.get(value) : undefined;
  const options = [
    { value: 0, label: t('topLevel') },
    ...(value && !list.some((r) => r.id === value)
      ? [{ value, label: current ? label(current) : `#${value}` }]
      : []),
    ...list.map((r) => ({ value: r.id as number, label: label(r) })),
  ];
  return (
    <Select
      showSearch
      value={value ?? 0}
      filterOption={false}
      onSearch={setKeyword}
      onChange={(v: number) => onChange?.(v)}
      loading={found.isFetching}
      options={options}
    />
  );
}

/** Resources (menus, pages, embedded pages, buttons) as a tree, with add, edit and delete. */
export default function ResourceList({ route }: ScreenProps) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const app = App.useApp();
  const codes = usePermissionCodes();
  const lang = currentLang();
  const api = useRef<CrudTableApi>(null);
  const known = useRef(new Map<unknown, Row>());
  const [dialog, setDialog] = useState<{ record?: Row; parent?: Row } | null>(null);
  const types = useMemo(() => typeOptions(lang), [lang]);
  const remember = (rows: Row[]) => {
    for (const row of rows) known.current.set(row.id, row);
    return rows;
  };

  const columns = useMemo<ProColumns<Row>[]>(
    () => [
      { title: t('resource.title'), dataIndex: 'title', width: 220 },
      { title: t('resource.code'), dataIndex: 'code', ellipsis: true },
      {
        title: t('resource.type'),
        dataIndex: 'type',
        render: (_d, row) => types.find((o) => o.value === row.type)?.label ?? String(row.type),
      },
      { title: t('resource.path'), dataIndex: 'path', ellipsis: true },
      { title: t('resource.groupNo'), dataIndex: 'group_no' },
      { title: t('resource.level'), dataIndex: 'level', width: 70 },
      { title: t('resource.domain'), dataIndex: 'domain' },
      { title: t('resource.sort'), dataIndex: 'sort' },
      { title: t('resource.clientIds'), dataIndex: 'client_ids' },
      {
        title: t('resource.status'),
        dataIndex: 'status',
        render: (_d, row) => <StatusTag status={row.status} />,
      },
    ],
    [t, types],
  );
  const search = useMemo(
    () =>
      plainSearch([
        textField(t('resource.name'), 'name'),
        textField(t('resource.code'), 'code'),
        selectField(t('resource.type'), 'type', types),
        textField(t('resource.clientIds'), 'client_id'),
      ]),
    [t, types],
  );

  const formFields = useMemo((): FormColumn[] => {
    const text = (
      name: string,
      title: string,
      max: number,
      required = false,
      extra: Row = {},
    ): FormColumn => ({
      title,
      dataIndex: name,
      valueType: 'text',
      colProps: { xs: 24, md: 12 },
      formItemProps: {
        rules: [
          ...(required ? [{ required: true, message: t('v.required', { field: title }) }] : []),
          { max, message: t('v.maxLength', { max }) },
          ...(extra.pattern
            ? [{ pattern: extra.pattern as RegExp, message: catalogMessage(String(extra.key)) }]
            : []),
        ],
      },
    });
    return [
      {
        title: t('resource.parent'),
        dataIndex: 'parent_id',
        colProps: { xs: 24, md: 12 },
        renderFormItem: () => <ParentSelect known={known.current} exclude={dialog?.record?.id} />,
      },
      {
        title: t('resource.type'),
        dataIndex: 'type',
        valueType: 'select',
        colProps: { xs: 24, md: 12 },
        fieldProps: { options: types, allowClear: false },
        formItemProps: {
          rules: [{ required: true, message: t('v.required', { field: t('resource.type') }) }],
        },
      },
      text('code', t('resource.code'), 100, true, {
        pattern: /^[A-Za-z0-9:_./-]+$/,
        key: 'field.resource_code',
      }),
      text('name', t('resource.name'), 100, true),
      text('title', t('resource.title'), 100, true),
      text('path', t('resource.path'), 300),
      text('url', t('resource.url'), 500),
      text('icon', t('resource.icon'), 100),
      text('group_no', t('resource.groupNo'), 20),
      // the level is the entry's depth in the tree, kept by the server; the domain is the system it belongs to
      text('domain', t('resource.domain'), 50),
      text('client_ids', t('resource.clientIds'), 200, true, {
        pattern: /^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/,
        key: 'field.client_ids',
      }),
      text('bind_path', t('resource.bindPath'), 300),
      {
        title: t('resource.sort'),
        dataIndex: 'sort',
        valueType: 'digit',
        colProps: { xs: 24, md: 12 },
        fieldProps: { precision: 0, min: -1_000_000, max: 1_000_000, style: { width: '100%' } },
      },
      {
        title: t('resource.extend'),
        dataIndex: 'extend',
        valueType: 'select',
        colProps: { xs: 24, md: 6 },
        fieldProps: {
          options: [
            { value: '0', label: t('no') },
            { value: '1', label: t('yes') },
          ],
          allowClear: false,
        },
      },
      { title: t('resource.hidden'), dataIndex: 'hidden', valueType: 'switch', colProps: { xs: 12, md: 6 } },
      {
        title: t('resource.status'),
        dataIndex: 'status',
        valueType: 'select',
        colProps: { xs: 12, md: 6 },
        fieldProps: {
          options: [
            { value: 1, label: t('user.enabled') },
            { value: 0, label: t('user.disabled') },
          ],
          allowClear: false,
        },
      },
    ];
  }, [t, types, dialog]);

  const load = async (params: Record<string, unknown>) => {
    const { page, size, sort: _sort, ...filters } = params;
    const body = Object.keys(filters).length ? filters : { parent_id: 0 };
    const data = await fetchData<Page>(`${BASE}/list`, {
      params: { pageNum: page, pageSize: size },
      data: body,
    });
    return { content: remember(data.list), totalElements: data.total };
  };
  const tree = useMemo(
    () => ({
      // buttons have no children; rows that say they have none (has_children false) need no expand button
      hasChildren: (row: Row) => row.type !== '4' && row.has_children !== false,
      loadChildren: async (row: Row) =>
        remember(
          await fetchData<ResourceRecords>(`${BASE}/getChildrenList`, { data: { parent_id: row.id } }),
        ),
    }),
    [],
  );

  const save = async (values: Row) => {
    const record = dialog?.record;
    const names = formFields.map((f) => String(f.dataIndex));
    const body = Object.fromEntries(
      names.map((k) => [k, values[k] === '' || values[k] === undefined ? null : values[k]]),
    );
    for (const key of ['parent_id', 'sort', 'extend', 'hidden', 'status', 'client_ids'])
      if (body[key] === null) delete body[key];
    return record
      ? fetchData(`${BASE}/edit`, { data: { ...body, id: record.id, version: record.version } })
      : fetchData(`${BASE}/add`, { data: body });
  };
  const record = dialog?.record;
  const initialValues: Row = record
    ? Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null))
    : {
        parent_id: dialog?.parent?.id ?? 0,
        type: dialog?.parent ? (dialog.parent.type === '0' ? '1' : '4') : '0',
        client_ids: dialog?.parent?.client_ids ?? 'web',
        group_no: dialog?.parent?.group_no ?? undefined,
        sort: 0,
        extend: '0',
        hidden: false,
        status: 1,
      };

  const add = addAction(t('add'), PERM.resourceAdd, () => setDialog({}));
  return (
    <CrudTable
      title={route.title}
      routePath={route.path}
      queryKey="resources"
      load={load}
      apiRef={api}
      columns={columns}
      search={search}
      listPermission={PERM.resourceSearch}
      tree={tree}
      actionsWidth={220}
      emptyExtra={renderActions([add], codes)}
      toolbar={() => renderActions([add], codes)}
      rowActions={(row) =>
        renderActions(
          [
            ...(row.type !== '4'
              ? [
                  {
                    key: 'child',
                    label: t('addChild'),
                    permission: PERM.resourceAdd,
                    onClick: () => setDialog({ parent: row }),
                  },
                ]
              : []),
            {
              key: 'edit',
              label: t('edit'),
              permission: PERM.resourceUpdate,
              onClick: () => setDialog({ record: row }),
            },
            {
              key: 'delete',
              label: t('delete'),
              permission: PERM.resourceDelete,
              danger: true,
              onClick: () =>
                confirmThen(
                  app,
                  t('confirmDelete'),
                  () => fetchData(`${BASE}/delete`, { method: 'POST', params: { id: row.id } }),
                  {
                    danger: true,
                    after: () => api.current?.afterDelete(1),
                  },
                ),
            },
          ],
          codes,
          true,
        )
      }
    >
      {dialog && (
        <FormDialog
          title={t(record ? 'resource.editResource' : 'resource.newResource')}
          columns={formFields}
          initialValues={initialValues}
          submit={save}
          onDone={() => {
            setDialog(null);
            api.current?.reload();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </CrudTable>
  );
}
