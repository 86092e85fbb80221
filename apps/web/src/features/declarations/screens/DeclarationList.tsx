import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Segmented, Space, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { declarationSendable, deletableNow, entityByName, localize, registry } from '@app/shared';
import { deleteRecords, listRecords } from '../../../crud/crud-api.ts';
import {
  CrudTable,
  plainSearch,
  textField,
  type CrudSearch,
  type CrudTableApi,
} from '../../../crud/CrudTable.tsx';
import { displayValue } from '../../../crud/display.ts';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import { actionsWidth, renderActions, type CrudAction } from '../../../crud/EntityTable.tsx';
import { searchColumns } from '../../../crud/entity-fields.tsx';
import { useExportAction } from '../../downloads/screens/export-action.tsx';
import { searchParamsOf, type Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { confirmThen } from '../../../crud/confirm.ts';
import { usePermissionCodes } from '../../../crud/permission.ts';
import { useAddressSearch } from '../../../crud/use-address-search.tsx';
import { currentLang } from '../../../i18n/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { DECL_NS } from '../locales/index.ts';
import { DECL_PERM, EDIT_PATH } from '../model/paths.ts';
import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import { ReceiptTag } from './ReceiptTag.tsx';
import type { SendTarget } from './SendDialog.tsx';
import { codeAndName, useLookupNames } from './use-lookup-names.ts';

// What the row buttons open loads when first opened, or when the pointer reaches the button: the
// list itself shows without it.
const loadSend = () => import('./SendDialog.tsx');
const loadReceipts = () => import('./ReceiptDrawer.tsx');
const loadAttachments = () => import('./AttachmentsDrawer.tsx');
const loadPrint = () => import('./print/PrintView.tsx');
const SendDialog = lazy(() => loadSend().then((m) => ({ default: m.SendDialog })));
const ReceiptDrawer = lazy(() => loadReceipts().then((m) => ({ default: m.ReceiptDrawer })));
const AttachmentsDrawer = lazy(() => loadAttachments().then((m) => ({ default: m.AttachmentsDrawer })));
const PrintView = lazy(() => loadPrint().then((m) => ({ default: m.PrintView })));
const prefetch = (load: () => Promise<unknown>) => () => void load();

const URL = '/api/declarations';
/** The direction is the switch's, not the search form's (a link may set it too). */
const OWN = ['ie_flag'];

/** Import ('0'), export ('1'), or both ('': a link that filters without a direction counts both). */
type Direction = '0' | '1' | '';

/**
 * Declarations, import and export (a switch): the columns a clerk searches by, the latest receipt as
 * a coloured tag, and row actions to edit, copy as a new draft, send (not once with customs), follow
 * receipts, print and delete (a draft only, as the definition's `deletable` says).
 */
export default function DeclarationList({ route }: ScreenProps) {
  const { t } = useTranslation(DECL_NS);
  const { t: tc } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const navigate = useNavigate();
  const codes = usePermissionCodes();
  const lang = currentLang();
  const def = entityByName('declarations');
  const api = useRef<CrudTableApi>(null);
  const [chosen, setChosen] = useState<{ key: string; flag: Direction }>();
  const [receipts, setReceipts] = useState<Row>();
  const [attached, setAttached] = useState<Row>();
  const [sending, setSending] = useState<SendTarget>();
  const [printing, setPrinting] = useState<number>();
  const receiptsOpened = useOpenedOnce(!!receipts);
  const attachedOpened = useOpenedOnce(!!attached);
  const sendingOpened = useOpenedOnce(!!sending);
  const supervise = useLookupNames('supervise');
  const districts = useLookupNames('district-code');
  // the generic list's export (download task) of the rows the search selects, in this direction
  const exportAction = useExportAction(def ?? registry[0]!);

  const field = useCallback(
    (name: string, row: Row) => {
      const f = def?.fields[name];
      return f ? displayValue(f, name, row, lang, tc) : String(row[name] ?? '');
    },
    [def, lang, tc],
  );
  const search = useMemo<CrudSearch>(() => {
    if (def) {
      const fields = searchColumns(def, { lang, t: tc }).filter((c) => c.dataIndex !== 'ie_flag');
      return { columns: fields, toParams: (values) => searchParamsOf(def, values) };
    }
    return plainSearch([
      textField(t('field.cd_sn'), 'cd_sn'),
      textField(t('field.entry_sn'), 'entry_sn'),
      textField(t('field.bill_no'), 'bill_no'),
    ]);
  }, [def, lang, tc, t]);
  // a link's filters (the home tab's figures) apply; its direction sets the switch, none shows both
  const address = useAddressSearch(def, route.path, search, { own: OWN });
  const linkedFlag = address.own.ie_flag as '0' | '1' | undefined;
  const ieFlag: Direction =
    chosen?.key === address.key ? chosen.flag : (linkedFlag ?? (address.filtered ? '' : '0'));
  const setIeFlag = (flag: Direction) => setChosen({ key: address.key, flag });
  const io = ieFlag === '1' ? 'e' : 'i';
  const receiverTitle =
    ieFlag === '' && def?.fields.receiver_name
      ? localize(def.fields.receiver_name.label, lang)
      : t(`field.receiver_${io}`);

  const columns = useMemo<ProColumns<Row>[]>(
    () => [
      { title: t('field.cd_sn'), dataIndex: 'cd_sn', key: 'cd_sn', sorter: true, fixed: 'left' },
      { title: t('field.entry_sn'), dataIndex: 'entry_sn', key: 'entry_sn' },
      { title: t('field.qp_sn'), dataIndex: 'qp_sn', key: 'qp_sn' },
      {
        title: receiverTitle,
        key: 'receiver',
        render: (_d, row) => (
          <Space direction="vertical" size={0}>
            <span>{String(row.receiver_name ?? '')}</span>
            <span className="text-secondary">{String(row.receiver_scc ?? '')}</span>
          </Space>
        ),
      },
      { title: t('field.bill_no'), dataIndex: 'bill_no', key: 'bill_no' },
      { title: t('field.apply_date'), dataIndex: 'apply_date', key: 'apply_date', sorter: true },
      {
        title: t('field.supervise_method'),
        key: 'supervise_method',
        render: (_d, row) => codeAndName(supervise, row.supervise_method),
      },
      {
        title: t('field.customs_code'),
        key: 'customs_code',
        render: (_d, row) => codeAndName(districts, row.customs_code),
      },
      { title: t('field.cd_status'), key: 'cd_status', render: (_d, row) => field('cd_status', row) },
      // whether shipping bills are linked (bill_status, set by the bill's link): the bills are in the editor
      {
        title: def?.fields.bill_status ? localize(def.fields.bill_status.label, lang) : 'bill_status',
        key: 'bill_status',
        render: (_d, row) => field('bill_status', row),
      },
      {
        title: t('list.latestReceipt'),
        key: 'return_code',
        // the code and its time, the same instant the receipts drawer shows for that receipt
        render: (_d, row) =>
          row.return_code ? (
            <Space direction="vertical" size={0} className="decl-latest-receipt">
              <ReceiptTag code={row.return_code as string} />
              <span className="text-secondary">
                <BusinessTime value={row.return_time} />
              </span>
            </Space>
          ) : null,
      },
      {
        title: t('field.send_time'),
        key: 'send_time',
        render: (_d, row) => <BusinessTime value={row.send_time} />,
      },
    ],
    [t, receiverTitle, supervise, districts, field, def, lang],
  );
  const direction = ieFlag ? { ie_flag: ieFlag } : {};

  const copy = (row: Row) =>
    confirmThen(
      app,
      t('action.copy'),
      async () => {
        // the declaration calls (with the editor's line handling) load with the first copy
        const { copyDeclaration } = await import('../api.ts');
        const { id } = await copyDeclaration(Number(row.id));
        void app.message.success(t('msg.copied'));
        navigate(`${EDIT_PATH}?id=${id}`);
      },
      { success: false },
    );

  // only a draft is deleted (the definition's `deletable`); the server refuses any other with its reason
  const remove = (row: Row) =>
    confirmThen(
      app,
      t('msg.deleteConfirm', { no: String(row.cd_sn ?? row.id) }),
      async () => {
        await deleteRecords(URL, [row.id]);
        void app.message.success(t('msg.deleted'));
      },
      { danger: true, success: false, after: () => api.current?.afterDelete(1) },
    );

  const rowActions = (row: Row): CrudAction[] => [
    {
      key: 'edit',
      label: t('action.edit'),
      permission: DECL_PERM.update,
      onClick: () => navigate(`${EDIT_PATH}?id=${String(row.id)}`),
    },
    { key: 'copy', label: t('action.copy'), permission: DECL_PERM.add, onClick: () => copy(row) },
    // once with customs it is not sent again (the shared declarationSendable, as the server's send says)
    ...(declarationSendable(row.cd_status)
      ? [
          {
            key: 'send',
            label: t('action.send'),
            permission: DECL_PERM.send,
            onClick: () =>
              setSending({
                id: Number(row.id),
                channel_id: row.channel_id as number | undefined,
                cd_company_id: row.cd_company_id as number | undefined,
              }),
            prefetch: prefetch(loadSend),
          },
        ]
      : []),
    {
      key: 'receipts',
      label: t('action.receipts'),
      permission: DECL_PERM.search,
      onClick: () => setReceipts(row),
      prefetch: prefetch(loadReceipts),
    },
    {
      key: 'attachments',
      label: t('action.attachments'),
      permission: DECL_PERM.search,
      onClick: () => setAttached(row),
      prefetch: prefetch(loadAttachments),
    },
    {
      key: 'print',
      label: t('action.print'),
      permission: DECL_PERM.print,
      onClick: () => setPrinting(Number(row.id)),
      prefetch: prefetch(loadPrint),
    },
    ...(def && !deletableNow(def, row)
      ? []
      : [
          {
            key: 'delete',
            label: t('action.delete'),
            permission: DECL_PERM.delete,
            danger: true,
            onClick: () => remove(row),
          },
        ]),
  ];
  const width = actionsWidth(
    // the widest row: one that may still be deleted
    rowActions(def?.deletable ? { [def.deletable.state]: def.deletable.states[0] } : {})
      .filter((a) => !a.permission || codes.has(a.permission))
      .map((a) => String(a.label)),
  );

  const newButton: CrudAction = {
    key: 'add',
    label: t(ieFlag === '1' ? 'list.newExport' : 'list.newImport'),
    permission: DECL_PERM.add,
    primary: true,
    icon: <PlusOutlined />,
    onClick: () => navigate(`${EDIT_PATH}?ie_flag=${ieFlag || '0'}`),
  };

  return (
    <CrudTable
      key={address.key}
      title={route.title}
      routePath={route.path}
      queryKey={`${URL}?ie_flag=${ieFlag}`}
      load={(params) => listRecords(URL, { ...params, ...direction })}
      apiRef={api}
      columns={columns}
      search={address.search}
      listPermission={DECL_PERM.search}
      actionsWidth={width}
      emptyExtra={renderActions([newButton], codes)}
      toolbar={(table) => [
        <Segmented
          key="ie"
          className="decl-ie-switch"
          value={ieFlag}
          onChange={(v) => {
            setIeFlag(v as Direction);
            api.current?.clearSelection();
          }}
          options={[
            ...(address.filtered || ieFlag === '' ? [{ value: '', label: tc('all') }] : []),
            { value: '0', label: t('list.import') },
            { value: '1', label: t('list.export') },
          ]}
        />,
        ...renderActions(
          [newButton, ...(def ? [exportAction({ ...table, query: { ...table.query, ...direction } })] : [])],
          codes,
        ),
      ]}
      rowActions={(row) => renderActions(rowActions(row), codes, true)}
    >
      {receiptsOpened && (
        <Suspense fallback={<Spin fullscreen />}>
          <ReceiptDrawer
            id={receipts ? Number(receipts.id) : undefined}
            title={String(receipts?.cd_sn ?? '')}
            onClose={() => setReceipts(undefined)}
          />
        </Suspense>
      )}
      {attachedOpened && (
        <Suspense fallback={<Spin fullscreen />}>
          <AttachmentsDrawer
            declaration={attached}
            canUpdate={codes.has(DECL_PERM.update)}
            onClose={() => setAttached(undefined)}
          />
        </Suspense>
      )}
      {sendingOpened && (
        <Suspense fallback={<Spin fullscreen />}>
          <SendDialog
            target={sending}
            onClose={() => setSending(undefined)}
            onSent={() => api.current?.reload()}
          />
        </Suspense>
      )}
      {printing !== undefined && (
        <Suspense fallback={<Spin fullscreen />}>
          <PrintView
            id={printing}
            onClose={() => setPrinting(undefined)}
            onPrinted={() => api.current?.reload()}
          />
        </Suspense>
      )}
    </CrudTable>
  );
}
