import { useMemo, useRef, useState } from 'react';
import { App, Tabs } from 'antd';
import { CheckOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { bill } from '@app/shared';
import { CrudTable, type CrudSearch, type CrudTableApi } from '../../../crud/CrudTable.tsx';
import { confirmThen } from '../../../crud/confirm.ts';
import { EntityDialog } from '../../../crud/EntityDialog.tsx';
import { actionsWidth, renderActions, type CrudAction } from '../../../crud/EntityTable.tsx';
import { searchParamsOf, type Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { useCrudServices, usePermissionCodes } from '../../../crud/services.tsx';
import { useAddressSearch } from '../../../crud/use-address-search.tsx';
import { currentLang } from '../../../i18n/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { moveRecord, useRowMoves } from '../../../crud/row-moves.tsx';
import { ReasonDialog } from '../../bonded/screens/ReasonDialog.tsx';
import { confirmBills, raiseBills, reverseBill } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { BILL_STATUS_COLOR, billEditable, billReversible } from '../model/finance-model.ts';
import { BillIssues } from './BillIssues.tsx';
import { financeColumns, pickSearch } from './finance-columns.tsx';
import { ManualLineDialog } from './ManualLineDialog.tsx';
import '../finance.css';

const URL = '/api/bills';
const P = bill.permissions;
const SEARCH = [
  'bill_no',
  'io_type',
  'status',
  'party_name',
  'customer_code',
  'carrier_id',
  'source_type',
  'source_no',
  'event_date',
  'charge_item_id',
];
const MONEY = { amount: 'currency', bill_amount: 'bill_currency', paid_amount: 'bill_currency' };
type Reasoned = { row: Row; move: 'void' | 'reverse' };

/**
 * 应收应付: the charge lines with their definition's moves (confirm, also of the selected rows; void with
 * a reason), the edit of a manual draft and the reverse by a credit line after a confirmation, manual lines, 计费 on demand, and a tab of the
 * events that raised nothing with the missing piece named.
 */
export default function BillList({ route }: ScreenProps) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const codes = usePermissionCodes();
  const { useExportAction } = useCrudServices();
  const exportAction = useExportAction(bill);
  const lang = currentLang();
  const api = useRef<CrudTableApi>(null);
  const [tab, setTab] = useState('lines');
  const [manual, setManual] = useState<{ record?: Row } | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [reasoned, setReasoned] = useState<Reasoned | null>(null);
  const reload = () => api.current?.reload();
  const moves = useRowMoves(bill, {
    onDone: reload,
    dialogs: { void: (row) => setReasoned({ row, move: 'void' }) },
  });

  const columns = useMemo(
    () =>
      financeColumns({
        def: bill,
        lang,
        crud,
        colors: BILL_STATUS_COLOR,
        money: MONEY,
        numbers: ['quantity', 'unit_price'],
      }),
    [lang, crud],
  );
  const search = useMemo<CrudSearch>(
    () => ({ columns: pickSearch(bill, SEARCH, lang, crud), toParams: (v) => searchParamsOf(bill, v) }),
    [lang, crud],
  );
  // a link's filters (the home tab's figures) apply; a new link shows the lines it filters
  const address = useAddressSearch(bill, route.path, search);
  const [seenKey, setSeenKey] = useState(address.key);
  if (seenKey !== address.key) {
    setSeenKey(address.key);
    if (address.filtered) setTab('lines');
  }

  const no = (row: Row) => String(row.bill_no ?? row.id);
  const confirmRows = (rows: Row[], table?: CrudTableApi) => {
    const drafts = rows.filter((r) => r.status === 'draft');
    if (!drafts.length) {
      void app.message.warning(t('bill.noDrafts'));
      return;
    }
    confirmThen(
      app,
      t('bill.confirmAsk', { count: drafts.length }),
      async () => {
        const answer = await confirmBills(drafts.map((r) => Number(r.id)));
        void app.message.success(t('bill.confirmed', { count: answer.confirmed }));
      },
      {
        success: false,
        after: () => {
          table?.clearSelection();
          reload();
        },
      },
    );
  };
  const raise = () =>
    confirmThen(
      app,
      t('bill.raiseAsk'),
      async () => {
        const answer = await raiseBills();
        void app.message.success(t('bill.raised', { raised: answer.raised, issues: answer.issues }));
      },
      { success: false, after: reload },
    );

  const rowActions = (row: Row): CrudAction[] => [
    { key: 'view', label: crud('view'), permission: P.view, onClick: () => setViewing(row) },
    ...(billEditable(row)
      ? [
          {
            key: 'edit',
            label: t('bill.edit'),
            permission: P.edit,
            onClick: () => setManual({ record: row }),
          },
        ]
      : []),
    ...moves.rowMoves(row),
    ...(billReversible(row)
      ? [
          {
            key: 'reverse',
            label: t('bill.reverse'),
            permission: P.reverse,
            danger: true,
            onClick: () =>
              confirmThen(
                app,
                t('bill.reverseAsk', { no: no(row) }),
                async () => setReasoned({ row, move: 'reverse' }),
                {
                  danger: true,
                  success: false,
                },
              ),
          },
        ]
      : []),
  ];
  const width = actionsWidth([crud('view'), t('bill.edit'), t('bill.confirm'), t('bill.void')]);

  const addButton: CrudAction = {
    key: 'add',
    label: t('bill.manual'),
    permission: P.add,
    primary: true,
    icon: <PlusOutlined />,
    onClick: () => setManual({}),
  };
  const toolbar = (table: CrudTableApi) =>
    renderActions(
      [
        addButton,
        {
          key: 'confirm',
          label: t('bill.confirmSelected'),
          permission: P.confirm,
          icon: <CheckOutlined />,
          disabled: !table.selected.length,
          onClick: () => confirmRows(table.selected, table),
        },
        {
          key: 'raise',
          label: t('bill.raise'),
          permission: P.raise,
          icon: <ThunderboltOutlined />,
          onClick: raise,
        },
        ...(exportAction ? [exportAction(table)] : []),
      ],
      codes,
    );

  const lines = (
    <CrudTable
      key={address.key}
      title={route.title}
      routePath={route.path}
      url={URL}
      apiRef={api}
      columns={columns}
      search={address.search}
      listPermission={P.list}
      selectable={codes.has(P.confirm)}
      actionsWidth={width}
      emptyExtra={renderActions([addButton], codes)}
      toolbar={toolbar}
      rowActions={(row) => renderActions(rowActions(row), codes, true)}
    >
      {manual && (
        <ManualLineDialog
          record={manual.record}
          onClose={() => setManual(null)}
          onSaved={() => {
            setManual(null);
            reload();
          }}
        />
      )}
      {viewing && (
        <EntityDialog
          def={bill}
          url={URL}
          mode="view"
          record={viewing}
          onClose={() => setViewing(null)}
          onSaved={() => setViewing(null)}
          onStale={() => setViewing(null)}
        />
      )}
      {reasoned && (
        <ReasonDialog
          title={t(`bill.${reasoned.move}Title`, { no: no(reasoned.row) })}
          warning={t(`bill.${reasoned.move}Warning`)}
          okText={t(`bill.${reasoned.move}`)}
          fields={[
            { name: 'reason', label: t('reason'), max: 200, required: t('v.reason'), multiline: true },
          ]}
          onSubmit={async ({ reason }) => {
            const { row, move } = reasoned;
            if (move === 'void') await moveRecord(bill, row, 'void', { reason });
            else await reverseBill(Number(row.id), Number(row.version), reason!);
            void app.message.success(crud('success'));
            setReasoned(null);
            reload();
          }}
          onClose={() => setReasoned(null)}
        />
      )}
    </CrudTable>
  );

  return (
    <Tabs
      className="finance-tabs"
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden={false}
      items={[
        { key: 'lines', label: t('bill.lines'), children: lines },
        { key: 'issues', label: t('bill.issues'), children: tab === 'issues' ? <BillIssues /> : null },
      ]}
    />
  );
}
