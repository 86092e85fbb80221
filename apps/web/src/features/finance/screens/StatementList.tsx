import { useEffect, useMemo, useRef, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERM, statement } from '@app/shared';
import { CrudTable, type CrudSearch, type CrudTableApi } from '../../../crud/CrudTable.tsx';
import { actionsWidth, renderActions, type CrudAction } from '../../../crud/EntityTable.tsx';
import { searchParamsOf, type Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { useCrudServices, usePermissionCodes } from '../../../crud/services.tsx';
import { useAddressSearch } from '../../../crud/use-address-search.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { subscribeLive } from '../../../live/live-channel.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { FINANCE_NS } from '../locales.ts';
import { STATEMENT_STATUS_COLOR } from '../model/finance-model.ts';
import { financeColumns, pickSearch } from './finance-columns.tsx';
import { NewStatementDialog } from './NewStatementDialog.tsx';
import { StatementDetail } from './StatementDetail.tsx';
import { useStatementMoves, type StatementMode } from './statement-moves.tsx';
import '../finance.css';

const URL = '/api/statements';
const MONEY = { total_amount: 'bill_currency', paid_amount: 'bill_currency' };
const STAFF_SEARCH = [
  'statement_no',
  'io_type',
  'status',
  'party_name',
  'customer_code',
  'carrier_id',
  'period_from',
  'due_date',
  'invoice_no',
];
const PARTNER_SEARCH = ['statement_no', 'status', 'period_from', 'due_date'];
/** A partner sees only their own receivables: the party columns say nothing to them. */
const PARTNER_HIDDEN = new Set(['io_type', 'party_type', 'customer_code', 'carrier_id', 'party_name']);
const STAFF_HIDDEN = new Set(['party_type']);

/**
 * 对账单 (staff) and 我的对账单 (partner, mode `partner`): the statements with their moves by state, a
 * detail with lines, totals, files and payments; staff collect a new statement for a party and period.
 */
export function StatementList({ route, mode }: ScreenProps & { mode: StatementMode }) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const codes = usePermissionCodes();
  const { useExportAction } = useCrudServices();
  const exportAction = useExportAction(statement);
  const lang = currentLang();
  const api = useRef<CrudTableApi>(null);
  const [adding, setAdding] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  const reload = () => api.current?.reload();
  const moves = useStatementMoves(mode, reload);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  // the server pushes doc_changed to the partner when a statement of theirs is sent
  useEffect(
    () =>
      subscribeLive('doc_changed', (push) => {
        if (push.doc === 'statement') reloadRef.current();
      }),
    [],
  );
  const listPermission = mode === 'partner' ? PERM.yyStatementSearch : statement.permissions.list;

  const columns = useMemo(
    () =>
      financeColumns({
        def: statement,
        lang,
        crud,
        colors: STATEMENT_STATUS_COLOR,
        money: MONEY,
        numbers: ['line_count'],
        hidden: mode === 'partner' ? PARTNER_HIDDEN : STAFF_HIDDEN,
      }),
    [lang, crud, mode],
  );
  const search = useMemo<CrudSearch>(
    () => ({
      columns: pickSearch(statement, mode === 'partner' ? PARTNER_SEARCH : STAFF_SEARCH, lang, crud),
      toParams: (v) => searchParamsOf(statement, v),
    }),
    [lang, crud, mode],
  );
  // a link's filters (the home tab's figures) apply
  const address = useAddressSearch(statement, route.path, search);

  const rowActions = (row: Row): CrudAction[] => [
    {
      key: 'detail',
      label: t('detail'),
      permission: listPermission,
      onClick: () => setDetail(Number(row.id)),
    },
    ...moves.actions(row).map((a) => ({ ...a, primary: false })),
  ];
  const widest = ['sent', 'confirmed', 'disputed'].map((status) =>
    actionsWidth(
      rowActions({ status })
        .filter((a) => !a.permission || codes.has(a.permission))
        .map((a) => String(a.label)),
    ),
  );
  const addButton: CrudAction = {
    key: 'add',
    label: t('statement.new'),
    permission: statement.permissions.add,
    primary: true,
    icon: <PlusOutlined />,
    onClick: () => setAdding(true),
  };
  const header = mode === 'staff' ? [addButton] : [];

  return (
    <CrudTable
      key={address.key}
      title={route.title}
      routePath={route.path}
      url={URL}
      apiRef={api}
      columns={columns}
      search={address.search}
      listPermission={listPermission}
      actionsWidth={Math.max(...widest)}
      emptyExtra={header.length ? renderActions(header, codes) : t('statement.noneYet')}
      toolbar={(table) =>
        renderActions([...header, ...(mode === 'staff' && exportAction ? [exportAction(table)] : [])], codes)
      }
      rowActions={(row) => renderActions(rowActions(row), codes, true)}
    >
      {moves.dialogs}
      {adding && (
        <NewStatementDialog
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            reload();
            setDetail(Number(saved.id));
          }}
        />
      )}
      {detail !== null && (
        <StatementDetail id={detail} mode={mode} onChanged={reload} onClose={() => setDetail(null)} />
      )}
    </CrudTable>
  );
}

/** 财务结算 › 对账单. */
export default function StaffStatementList({ route }: ScreenProps) {
  return <StatementList route={route} mode="staff" />;
}
