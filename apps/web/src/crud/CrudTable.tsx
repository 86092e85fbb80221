import { errorText } from '../api/error-text.ts';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { App, Empty, Table } from 'antd';
import { LazyResult } from '../components/LazyResult.tsx';
import type { ProColumns } from '@ant-design/pro-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cleanQuery, DEFAULT_PAGE_SIZE, normalisePath, PAGE_SIZES, UNPAGED_SIZE } from '@app/shared';
import { listRecords, type ListResult } from './crud-api.ts';
import type { CrudTableApi } from './crud-types.ts';
import type { FormColumn } from './entity-fields.tsx';
import type { Row } from './entity-values.ts';
import {
  correctPage,
  hasRefresh,
  isEmptySearch,
  pageAfterDelete,
  readPage,
  trimValues,
  withoutRefresh,
  writePage,
  type PageState,
} from './list-query.ts';
import { CRUD_NS } from './locales.ts';
import { usePermission } from './permission.ts';
import { SearchForm } from './SearchForm.tsx';
import { antdColumns } from './table-columns.tsx';
import { arranged, TableToolbar, type ColumnLayout, type Density } from './TableToolbar.tsx';
import { useTableBodyHeight } from './table-height.ts';
import { useTreeRows, type TreeRowsOptions } from './use-tree-rows.ts';
import './crud.css';

export type { CrudTableApi };

/**
 * The generic list screen (platform-shell §2.6, §3.7, §4.3): an optional collapsible search form
 * (validated before it searches), a table with header and row buttons, tree rows expanding lazily,
 * pagination whose page and size live in the address bar, a `refresh` flag that reloads, page
 * correction, and the no-data area. It knows nothing of entities: EntityTable feeds it a definition,
 * the administration screens their own calls. Drawn with antd alone (what ProTable and QueryFilter
 * drew, without loading pro-components): the columns are still described as ProColumns and the
 * search fields as ProFormColumnsType, read by table-columns.tsx and SearchForm.tsx.
 */

export interface CrudSearch {
  columns: FormColumn[];
  /** Form values → query parameters (empty ones left out). */
  toParams: (values: Row) => Record<string, unknown>;
  initialValues?: Row;
  /**
   * The first call's search parameters when they are not `toParams(initialValues)`: a link's filters
   * exactly as its address wrote them (see use-address-search.tsx).
   */
  initialParams?: Record<string, unknown>;
  /** Filters of a link the form has no place for: sent with every call (a search) until the page drops them. */
  linked?: Record<string, unknown>;
  /** Shown between the search form and the table (the bar naming the `linked` filters). */
  notice?: ReactNode;
  /** The form opens whole, not collapsed (a link filled it: every filter it applies is seen). */
  expanded?: boolean;
  /** Parameters sent with every list call over the form's (not counted as a search for the no-data area). */
  fixed?: Record<string, unknown>;
}

export type CrudTreeOptions = TreeRowsOptions;

export interface CrudTableProps {
  /** The page title (the route's). */
  title: ReactNode;
  /** The route path of the page: the address bar is read only while it is the current page. */
  routePath: string;
  /** A GET list url answering { content, totalElements }; a blank one sends nothing. */
  url?: string;
  /** A custom list call instead of the url (it gets page, size, sort and the search). */
  load?: (params: Record<string, unknown>) => Promise<ListResult>;
  /** The cache key of the list (defaults to the url). */
  queryKey?: string;
  columns: ProColumns<Row>[];
  search?: CrudSearch;
  /** The code needed to list (without it the page says so and sends nothing). */
  listPermission?: string;
  rowKey?: string;
  pageSizes?: readonly number[];
  /** Pagination off asks for 999 rows. */
  pagination?: boolean;
  tree?: CrudTreeOptions;
  toolbar?: (api: CrudTableApi) => ReactNode[];
  rowActions?: (row: Row, api: CrudTableApi) => ReactNode;
  actionsWidth?: number;
  selectable?: boolean;
  /** Shown in the no-data area (total 0 and an empty search), e.g. the "new" button. */
  emptyExtra?: ReactNode;
  apiRef?: Ref<CrudTableApi>;
  children?: ReactNode;
}

export function CrudTable({
  title,
  routePath,
  url,
  load,
  queryKey,
  columns,
  search,
  listPermission,
  rowKey = 'id',
  pageSizes = PAGE_SIZES,
  pagination = true,
  tree,
  toolbar,
  rowActions,
  actionsWidth,
  selectable,
  emptyExtra,
  apiRef,
  children,
}: CrudTableProps) {
  const { t } = useTranslation(CRUD_NS);
  const { message } = App.useApp();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const canList = usePermission(listPermission);
  // field ids are prefixed with a form name unique on the page (kept-alive tabs hold forms too)
  const formName = `search${useId().replace(/[^\w-]/g, '')}`;
  // a page kept alive in a hidden tab must not read another page's address
  const active = normalisePath(location.pathname) === routePath;

  // ---- page and size: the address bar is the source ----
  const defaultSize = pageSizes.includes(DEFAULT_PAGE_SIZE)
    ? DEFAULT_PAGE_SIZE
    : (pageSizes[0] ?? DEFAULT_PAGE_SIZE);
  const fromAddress = readPage(searchParams, pageSizes, defaultSize);
  const kept = useRef(fromAddress);
  if (active) kept.current = fromAddress;
  const { page, size } = pagination ? kept.current : { page: 1, size: UNPAGED_SIZE };
  const setPage = useCallback(
    (next: PageState) => setSearchParams((prev) => writePage(prev, next), { replace: true }),
    [setSearchParams],
  );

  // ---- search, sort and the list call ----
  const paramsOf = (values: Row, params = search?.toParams(values)) =>
    search ? { ...params, ...search.linked, ...search.fixed } : {};
  const [applied, setApplied] = useState<Record<string, unknown>>(() =>
    paramsOf(search?.initialValues ?? {}, search?.initialParams),
  );
  const [sort, setSort] = useState<string>();
  const [searchNonce, setSearchNonce] = useState(0);
  const params = useMemo(
    () => ({ page, size, ...(sort ? { sort } : {}), ...applied }),
    [page, size, sort, applied],
  );
  const blank = !load && !url?.trim();
  useEffect(() => {
    if (blank) console.warn('CrudTable: the list url is blank; nothing is sent');
  }, [blank]);
  const query = useQuery({
    queryKey: ['crud', queryKey ?? url ?? '', params, searchNonce],
    queryFn: () => (load ? load(params) : listRecords(url!, params)),
    enabled: active && canList && !blank,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const failed = query.isError;
  const rows = useMemo(() => (failed ? [] : (query.data?.content ?? [])), [failed, query.data]);
  // a failed request sets the total to 0 (§4.3)
  const total = failed ? 0 : (query.data?.totalElements ?? 0);
  const capped = !failed && query.data?.totalCapped === true;

  useEffect(() => {
    if (query.error) void message.error(query.error.message);
  }, [query.error, query.errorUpdatedAt, message]);

  // a page beyond the last one corrects itself
  useEffect(() => {
    if (!active || !pagination || !query.data || query.isPlaceholderData || failed) return;
    const fixed = correctPage(page, size, query.data.totalElements);
    if (fixed !== page) setPage({ page: fixed, size });
  }, [active, pagination, query.data, query.isPlaceholderData, failed, page, size, setPage]);

  // ---- tree rows: children load when a row first opens ----
  const showError = useCallback((error: unknown) => void message.error(errorText(error)), [message]);
  const { data, expanded, onExpand, reopen } = useTreeRows(tree, rows, rowKey, showError);

  // ---- selection ----
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);
  const clearSelection = useCallback(() => {
    setSelectedKeys([]);
    setSelectedRows([]);
  }, []);

  const { refetch } = query;
  const reload = useCallback(() => {
    void refetch();
    reopen();
  }, [refetch, reopen]);

  const api = useMemo<CrudTableApi>(
    () => ({
      reload,
      afterDelete(count) {
        clearSelection();
        const next = pageAfterDelete(page, size, total, count);
        if (pagination && next !== page) setPage({ page: next, size });
        reload();
      },
      selected: selectedRows,
      clearSelection,
      query: { ...(sort ? { sort } : {}), ...applied },
    }),
    [reload, clearSelection, page, size, total, pagination, setPage, selectedRows, sort, applied],
  );
  useImperativeHandle(apiRef, () => api, [api]);

  // ---- the `refresh` flag reloads, then leaves the address ----
  useEffect(() => {
    if (!active || !hasRefresh(searchParams)) return;
    setSearchParams(withoutRefresh(searchParams), { replace: true });
    reload();
  }, [active, searchParams, setSearchParams, reload]);

  // ---- layout ----
  const box = useRef<HTMLDivElement>(null);
  const bodyHeight = useTableBodyHeight(box, query.dataUpdatedAt, active);
  const [density, setDensity] = useState<Density>('middle');
  const [layout, setLayout] = useState<ColumnLayout>();

  const allColumns = useMemo<ProColumns<Row>[]>(
    () =>
      rowActions
        ? [
            ...columns,
            {
              title: t('actions'),
              key: '__actions',
              valueType: 'option',
              fixed: 'right',
              width: actionsWidth ?? 200,
              render: (_dom, row) => <span className="crud-row-actions">{rowActions(row, api)}</span>,
            },
          ]
        : columns,
    [columns, rowActions, actionsWidth, api, t],
  );
  const tableColumns = useMemo(
    () => antdColumns(allColumns, { yes: t('yes'), no: t('no') }),
    [allColumns, t],
  );
  const shownColumns = useMemo(() => {
    if (!layout) return tableColumns;
    const visible = arranged(tableColumns, layout.order).filter((c) => !layout.hidden.has(c.key));
    // fixed columns keep to their side, whatever the order chosen
    return [
      ...visible.filter((c) => c.fixed === 'left' || c.fixed === true),
      ...visible.filter((c) => !c.fixed),
      ...visible.filter((c) => c.fixed === 'right'),
    ];
  }, [tableColumns, layout]);

  const submitSearch = (values: Row) => {
    setApplied(paramsOf(trimValues(values)));
    setSearchNonce((n) => n + 1);
    clearSelection();
    if (page !== 1) setPage({ page: 1, size });
  };

  if (!canList) {
    return (
      <div className="app-page crud-page">
        <h1 className="page-title">{title}</h1>
        <LazyResult status="403" subTitle={t('noPermission')} />
      </div>
    );
  }

  const noData = isEmptySearch(
    Object.fromEntries(Object.entries(applied).filter(([k]) => !(k in (search?.fixed ?? {})))),
  );
  return (
    <div className="app-page crud-page" ref={box}>
      <h1 className="page-title">{title}</h1>
      {search && search.columns.length > 0 && (
        <SearchForm
          name={formName}
          className="crud-search"
          columns={search.columns}
          initialValues={search.initialValues}
          expanded={search.expanded}
          onSearch={submitSearch}
          onReset={() => submitSearch({})}
        />
      )}
      {search?.notice}
      <div className="crud-table">
        <TableToolbar
          actions={toolbar?.(api)}
          onReload={reload}
          density={density}
          onDensity={setDensity}
          columns={tableColumns}
          layout={layout ?? { order: [], hidden: new Set() }}
          onLayout={setLayout}
        />
        <Table<Row>
          rowKey={rowKey}
          size={density}
          columns={shownColumns}
          dataSource={data}
          loading={query.isFetching}
          scroll={{ x: 'max-content', y: bodyHeight }}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selectedKeys,
                  onChange: (keys, picked) => {
                    setSelectedKeys(keys);
                    setSelectedRows(picked);
                  },
                  checkStrictly: true,
                }
              : undefined
          }
          expandable={tree ? { expandedRowKeys: [...expanded], onExpand } : undefined}
          onChange={(_pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = one?.field ?? one?.columnKey;
            setSort(
              one?.order && field ? `${String(field)},${one.order === 'ascend' ? 'asc' : 'desc'}` : undefined,
            );
          }}
          locale={{
            emptyText:
              failed || !noData ? (
                <Empty description={failed ? t('noData') : t('noMatch')} />
              ) : (
                <Empty className="crud-no-data" description={t('noData')}>
                  {emptyExtra}
                </Empty>
              ),
          }}
          pagination={
            pagination
              ? {
                  current: page,
                  pageSize: size,
                  total,
                  pageSizeOptions: pageSizes.map(String),
                  showSizeChanger: true,
                  showQuickJumper: true,
                  showTotal: (n) => (capped ? t('totalCapped', { total: n }) : t('total', { total: n })),
                  onChange: (nextPage, nextSize) =>
                    setPage({ page: nextSize !== size ? 1 : nextPage, size: nextSize }),
                }
              : false
          }
        />
      </div>
      {children}
    </div>
  );
}

/** A search of plain fields: text values trimmed, empty ones left out. */
export function plainSearch(columns: FormColumn[]): CrudSearch {
  return { columns, toParams: (values) => cleanQuery(trimValues(values)) };
}

/** A text search field. */
export const textField = (title: string, dataIndex: string): FormColumn => ({
  title,
  dataIndex,
  valueType: 'text',
});

/** A select search field. */
export const selectField = (
  title: string,
  dataIndex: string,
  options: { value: string | number; label: string }[],
): FormColumn => ({ title, dataIndex, valueType: 'select', fieldProps: { options } });
