import { useMemo, useRef, useState } from 'react';
import { App, Drawer } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { payment } from '@app/shared';
import { CrudTable, type CrudSearch, type CrudTableApi } from '../../../crud/CrudTable.tsx';
import { confirmThen } from '../../../crud/confirm.ts';
import { EntityDialog } from '../../../crud/EntityDialog.tsx';
import { actionsWidth, renderActions, type CrudAction } from '../../../crud/EntityTable.tsx';
import { searchParamsOf, type Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { useCrudServices, usePermissionCodes } from '../../../crud/services.tsx';
import { currentLang } from '../../../i18n/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { AttachmentPanel } from '../../attachments/AttachmentPanel.tsx';
import { moveRecord, useRowMoves } from '../../../crud/row-moves.tsx';
import { ReasonDialog } from '../../bonded/screens/ReasonDialog.tsx';
import { FINANCE_NS } from '../locales.ts';
import { moneyText, PAYMENT_STATUS_COLOR } from '../model/finance-model.ts';
import { financeColumns, pickSearch } from './finance-columns.tsx';
import { PaymentDialog } from './PaymentDialog.tsx';
import '../finance.css';

const URL = '/api/payments';
const P = payment.permissions;
const MONEY = { amount: 'currency', applied_amount: 'currency', unapplied_amount: 'currency' };
const SEARCH = [
  'payment_no',
  'io_type',
  'status',
  'party_name',
  'customer_code',
  'method',
  'reference',
  'paid_date',
  'statement_id',
];

/**
 * 收付款: payments with their transfer slip and their definition's moves: a pending one is confirmed
 * (written off against the statement's or the party's oldest open lines) or rejected with a reason;
 * staff record one by hand.
 */
export default function PaymentList({ route }: ScreenProps) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const codes = usePermissionCodes();
  const { useExportAction } = useCrudServices();
  const exportAction = useExportAction(payment);
  const lang = currentLang();
  const api = useRef<CrudTableApi>(null);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [slip, setSlip] = useState<Row | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const reload = () => api.current?.reload();

  const columns = useMemo(
    () =>
      financeColumns({
        def: payment,
        lang,
        crud,
        colors: PAYMENT_STATUS_COLOR,
        money: MONEY,
        hidden: new Set(['party_type']),
      }),
    [lang, crud],
  );
  const search = useMemo<CrudSearch>(
    () => ({ columns: pickSearch(payment, SEARCH, lang, crud), toParams: (v) => searchParamsOf(payment, v) }),
    [lang, crud],
  );
  const no = (row: Row) => String(row.payment_no ?? row.id);
  // the definition's moves; confirm asks with the amount, reject for the reason
  const moves = useRowMoves(payment, {
    onDone: reload,
    dialogs: {
      confirm: (row) =>
        confirmThen(
          app,
          t('payment.confirmAsk', { no: no(row), amount: moneyText(row.amount, row.currency) }),
          () => moveRecord(payment, row, 'confirm'),
          { after: reload },
        ),
      reject: (row) => setRejecting(row),
    },
  });

  const rowActions = (row: Row): CrudAction[] => [
    { key: 'view', label: crud('view'), permission: P.view, onClick: () => setViewing(row) },
    { key: 'slip', label: t('payment.slip'), permission: P.view, onClick: () => setSlip(row) },
    ...moves.rowMoves(row),
  ];
  const addButton: CrudAction = {
    key: 'add',
    label: t('payment.add'),
    permission: P.add,
    primary: true,
    icon: <PlusOutlined />,
    onClick: () => setAdding(true),
  };

  return (
    <CrudTable
      title={route.title}
      routePath={route.path}
      url={URL}
      apiRef={api}
      columns={columns}
      search={search}
      listPermission={P.list}
      actionsWidth={actionsWidth([
        crud('view'),
        t('payment.slip'),
        t('payment.confirm'),
        t('payment.reject'),
      ])}
      emptyExtra={renderActions([addButton], codes)}
      toolbar={(table) => renderActions([addButton, ...(exportAction ? [exportAction(table)] : [])], codes)}
      rowActions={(row) => renderActions(rowActions(row), codes, true)}
    >
      {adding && (
        <PaymentDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
      {viewing && (
        <EntityDialog
          def={payment}
          url={URL}
          mode="view"
          record={viewing}
          onClose={() => setViewing(null)}
          onSaved={() => setViewing(null)}
          onStale={() => setViewing(null)}
        />
      )}
      {slip && (
        <Drawer
          open
          width={760}
          title={t('payment.slipOf', { no: no(slip) })}
          onClose={() => setSlip(null)}
          destroyOnHidden
        >
          <AttachmentPanel
            ownerType="payment"
            ownerId={Number(slip.id)}
            editable={slip.status === 'pending' && codes.has(P.add)}
          />
        </Drawer>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('payment.rejectTitle', { no: no(rejecting) })}
          warning={t('payment.rejectWarning')}
          okText={t('payment.reject')}
          fields={[
            { name: 'reason', label: t('reason'), max: 200, required: t('v.reason'), multiline: true },
          ]}
          onSubmit={async ({ reason }) => {
            await moveRecord(payment, rejecting, 'reject', { reason });
            void app.message.success(crud('success'));
            setRejecting(null);
            reload();
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </CrudTable>
  );
}
