import { useMemo, useRef, useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deletableNow, UNPAGED_SIZE, type EntityDef } from '@app/shared';
import { currentLang } from '../i18n/index.ts';
import { deleteRecords, listRecords } from './crud-api.ts';
import { CrudTable, type CrudSearch } from './CrudTable.tsx';
import type { CrudAction, CrudTableApi, ListRoute } from './crud-types.ts';
import { EntityDialog, type DialogState } from './EntityDialog.tsx';
import { prefetchFormDialog as prefetchDialog, type SaveThen } from './FormDialog.tsx';
import { searchColumns, tableColumns, type DialogMode } from './entity-fields.tsx';
import { presetOf, searchParamsOf, type Row } from './entity-values.ts';
import { confirmThen } from './confirm.ts';
import { useCrudServices } from './services.tsx';
import { CRUD_NS } from './locales.ts';
import { allowedOnly, usePermissionCodes } from './permission.ts';
import { useAddressSearch } from './use-address-search.tsx';
import { useRowMoves } from './row-moves.tsx';

export type { CrudAction };

/** A width that holds row buttons of these labels on one line. */
export function actionsWidth(labels: string[]): number {
  return Math.max(
    80,
    labels.reduce((sum, label) => sum + label.length * 14 + 14, 24),
  );
}

/** The header's "new" button. */
export function addAction(
  label: string,
  permission: string | undefined,
  onClick: () => void,
  prefetch?: () => void,
): CrudAction {
  return { key: 'add', label, permission, primary: true, icon: <PlusOutlined />, onClick, prefetch };
}

export function renderActions(actions: CrudAction[], codes: ReadonlySet<string>, row?: boolean): ReactNode[] {
  return allowedOnly(actions, codes).map((a) => (
    <Button
      key={a.key}
      type={row ? 'link' : a.primary ? 'primary' : 'default'}
      size={row ? 'small' : undefined}
      danger={a.danger}
      icon={a.icon}
      disabled={a.disabled}
      onClick={a.onClick}
      onMouseEnter={a.prefetch}
      onFocus={a.prefetch}
    >
      {a.label}
    </Button>
  ));
}

export interface EntityTableProps {
  def: EntityDef;
  route: ListRoute;
  /** More row buttons, after edit and view and before delete. */
  rowActions?: (row: Row, api: CrudTableApi) => CrudAction[];
  /** More header buttons, after new and delete. */
  toolbar?: (api: CrudTableApi) => CrudAction[];
  /** After a save (e.g. to show a secret the server revealed once). */
  onSaved?: (saved: Row, mode: DialogMode) => void;
  actionsWidth?: number;
  /** An entity with its own editor page: 新增 and 修改 open it instead of the dialog. */
  editor?: { add: () => void; edit: (row: Row) => void };
  /**
   * Query parameters every list call sends, over the search form's (their fields leave the form), and
   * the defaults of a new record (e.g. `{ passport_typecd: '7' }` for one kind of a shared table).
   */
  fixed?: Row;
  /** A second confirm button in the add and edit dialogs (保存并申报), shown with its permission. */
  saveThen?: SaveThen & { permission: string };
  /** Adjusts the columns the definition gives (a cell drawn as a tag, say); keep it one stable function. */
  mapColumns?: (columns: ProColumns<Row>[]) => ProColumns<Row>[];
  /** The screen's own dialogs of the workflow's moves marked `dialog` (a dispatch's crew), by move. */
  moveDialogs?: Record<string, (row: Row) => void>;
  /**
   * The screen's own content in the record dialog, above the fields (a company's seal); rendered inside
   * the dialog's form, so it may read and set the form's values (`Form.useFormInstance`).
   */
  dialogExtra?: (dialog: DialogState) => ReactNode;
  children?: ReactNode;
}

/**
 * The list screen of one entity definition: its columns, search fields, dialog and buttons come from
 * the definition; the buttons from its permission codes.
 */
export function EntityTable({
  def,
  route,
  rowActions,
  toolbar,
  onSaved,
  actionsWidth: widthProp,
  editor,
  fixed,
  saveThen,
  mapColumns,
  moveDialogs,
  dialogExtra,
  children,
}: EntityTableProps) {
  const { t } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const codes = usePermissionCodes();
  const { useExportAction, onChanged } = useCrudServices();
  const lang = currentLang();
  const url = `/api/${def.name}`;
  const api = useRef<CrudTableApi>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const perms = def.permissions;
  const writable = !def.readOnly;

  const columns = useMemo(() => {
    const generated = tableColumns(def, { lang, t });
    return mapColumns ? mapColumns(generated) : generated;
  }, [def, lang, t, mapColumns]);
  // compared by value: callers may write the object inline
  const fixedKey = JSON.stringify(fixed ?? {});
  const fixedParams = useMemo(() => JSON.parse(fixedKey) as Row, [fixedKey]);
  const formSearch = useMemo<CrudSearch>(
    () => ({
      columns: searchColumns(def, { lang, t }).filter((c) => !(String(c.dataIndex) in fixedParams)),
      toParams: (values: Row) => searchParamsOf(def, values),
      fixed: fixedParams,
    }),
    [def, lang, t, fixedParams],
  );
  // filters in the address (/enum/items?group_code=x, a home figure's link) start the search; new ones
  // start it afresh; the fixed parameters stay over them
  const ignore = useMemo(() => Object.keys(fixedParams), [fixedParams]);
  const address = useAddressSearch(def, route.path, formSearch, { ignore });
  const search = address.search ?? formSearch;
  const preset = useMemo(() => presetOf(def, fixedParams), [def, fixedParams]);
  const tree = useMemo(() => {
    const parent = def.tree?.parent;
    if (!parent) return undefined;
    return {
      hasChildren: (row: Row) => row.has_children === true,
      loadChildren: async (row: Row) =>
        (await listRecords(url, { page: 1, size: UNPAGED_SIZE, [parent]: row.id })).content,
    };
  }, [def, url]);

  const saved = (record: Row, mode: DialogMode) => {
    setDialog(null);
    onChanged(def);
    api.current?.reload();
    onSaved?.(record, mode);
  };

  const remove = (rows: Row[]) =>
    confirmThen(
      app,
      rows.length > 1 ? t('confirmDeleteCount', { count: rows.length }) : t('confirmDelete'),
      async () => {
        await deleteRecords(
          url,
          rows.map((r) => r.id),
        );
        onChanged(def);
      },
      { danger: true, after: () => api.current?.afterDelete(rows.length) },
    );

  const exportButton = useExportAction(def);
  const addButton = addAction(
    t('add'),
    perms.add,
    () => (editor ? editor.add() : setDialog({ mode: 'new', preset })),
    editor ? undefined : prefetchDialog,
  );

  const { rowMoves, batchMoves } = useRowMoves(def, {
    onDone: () => {
      onChanged(def);
      api.current?.reload();
    },
    dialogs: moveDialogs,
  });
  const rowButtons = (row: Row, table: CrudTableApi): CrudAction[] => [
    ...(writable && def.tree
      ? [
          {
            key: 'child',
            label: t('addChild'),
            permission: perms.add,
            onClick: () => setDialog({ mode: 'new', preset: { ...preset, [def.tree!.parent]: row.id } }),
            prefetch: prefetchDialog,
          },
        ]
      : []),
    ...(writable
      ? [
          {
            key: 'edit',
            label: t('edit'),
            permission: perms.edit,
            onClick: () => (editor ? editor.edit(row) : setDialog({ mode: 'edit', record: row })),
            prefetch: editor ? undefined : prefetchDialog,
          },
        ]
      : []),
    {
      key: 'view',
      label: t('view'),
      permission: perms.view,
      onClick: () => setDialog({ mode: 'view', record: row }),
      prefetch: prefetchDialog,
    },
    // the moves the definition's workflow allows from the row's state
    ...rowMoves(row),
    ...(rowActions?.(row, table) ?? []),
    // delete where the definition's `deletable` allows it (every row when it says nothing)
    ...(writable && deletableNow(def, row)
      ? [
          {
            key: 'delete',
            label: t('delete'),
            permission: perms.delete,
            danger: true,
            onClick: () => remove([row]),
          },
        ]
      : []),
  ];
  const noTable: CrudTableApi = {
    reload: () => undefined,
    afterDelete: () => undefined,
    selected: [],
    clearSelection: () => undefined,
    query: {},
  };
  const width =
    widthProp ??
    // the widest row: the buttons of a record in each state of the workflow (one blank record without)
    Math.max(
      ...[
        ...(def.workflow?.moves.flatMap((m) => m.from).map((s) => ({ [def.workflow!.state]: s })) ?? [{}]),
        ...(def.deletable ? [{ [def.deletable.state]: def.deletable.states[0] }] : []),
      ].map((sample) =>
        actionsWidth(allowedOnly(rowButtons(sample, noTable), codes).map((a) => String(a.label))),
      ),
    );

  return (
    <CrudTable
      key={address.key + fixedKey}
      title={route.title}
      routePath={route.path}
      url={url}
      apiRef={api}
      columns={columns}
      search={search.columns.length || fixed || search.linked ? search : undefined}
      listPermission={perms.list}
      tree={tree}
      selectable={
        (writable && codes.has(perms.delete)) ||
        Boolean(def.workflow?.moves.some((m) => m.batch && codes.has(m.code)))
      }
      actionsWidth={width}
      emptyExtra={writable && renderActions([addButton], codes)}
      toolbar={(table) =>
        renderActions(
          [
            ...(writable
              ? [
                  addButton,
                  {
                    key: 'delete',
                    label: t('batchDelete'),
                    permission: perms.delete,
                    danger: true,
                    icon: <DeleteOutlined />,
                    disabled: !table.selected.length,
                    onClick: () => remove(table.selected),
                  },
                ]
              : []),
            ...batchMoves(table),
            ...(exportButton ? [exportButton(table)] : []),
            ...(toolbar?.(table) ?? []),
          ],
          codes,
        )
      }
      rowActions={(row, table) => renderActions(rowButtons(row, table), codes, true)}
    >
      {dialog && (
        <EntityDialog
          def={def}
          url={url}
          {...dialog}
          extra={dialogExtra?.(dialog)}
          onClose={() => setDialog(null)}
          onSaved={saved}
          then={saveThen && codes.has(saveThen.permission) ? saveThen : undefined}
          onStale={() => {
            setDialog(null);
            api.current?.reload();
          }}
        />
      )}
      {children}
    </CrudTable>
  );
}
