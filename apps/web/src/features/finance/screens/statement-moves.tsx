import { useState, type ReactNode } from 'react';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { payment, PERM, statement } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { confirmThen } from '../../../crud/confirm.ts';
import type { CrudAction } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ReasonDialog } from '../../bonded/screens/ReasonDialog.tsx';
import { statementStep } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { partnerStatementMoves, statementMoves, type StatementMove } from '../model/finance-model.ts';
import { PaymentDialog } from './PaymentDialog.tsx';

/** Staff's statement pages or the partner's 我的对账单. */
export type StatementMode = 'staff' | 'partner';

const S = statement.permissions;
/** The code that shows each move, by page. */
export function movePermission(mode: StatementMode, move: StatementMove): string {
  if (mode === 'partner') return move === 'pay' ? PERM.yyStatementPay : PERM.yyStatementConfirm;
  const staff: Record<StatementMove, string> = {
    send: S.send,
    confirm: S.confirm,
    dispute: S.confirm,
    reopen: S.edit,
    invoice: S.invoice,
    void: S.void,
    pay: payment.permissions.add,
  };
  return staff[move];
}

/**
 * A statement's moves as buttons (by state and permission) and their dialogs: send, confirm and reopen
 * after a confirmation, dispute and void with a reason, the invoice number and date, and a payment.
 */
export function useStatementMoves(mode: StatementMode, onChanged: () => void) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const [open, setOpen] = useState<{ row: Row; move: 'dispute' | 'void' | 'invoice' | 'pay' } | null>(null);
  const no = (row: Row) => String(row.statement_no ?? row.id);
  const step = (row: Row, move: StatementMove) =>
    confirmThen(
      app,
      t(`statement.ask.${move}`, { no: no(row) }),
      () => statementStep(Number(row.id), move as 'send', Number(row.version)),
      { after: onChanged },
    );

  const actions = (row: Row): CrudAction[] => {
    const status = String(row.status ?? '');
    const moves = mode === 'partner' ? partnerStatementMoves(status) : statementMoves(status);
    return moves.map((move) => ({
      key: move,
      label: t(`statement.move.${move}`),
      permission: movePermission(mode, move),
      danger: move === 'void' || move === 'dispute',
      primary: move === 'confirm' || move === 'pay',
      onClick: () =>
        move === 'dispute' || move === 'void' || move === 'invoice' || move === 'pay'
          ? setOpen({ row, move })
          : step(row, move),
    }));
  };

  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    onChanged();
  };
  let dialogs: ReactNode = null;
  if (open?.move === 'dispute' || open?.move === 'void') {
    const { row, move } = open;
    dialogs = (
      <ReasonDialog
        title={t(`statement.${move}Title`, { no: no(row) })}
        warning={t(`statement.${move}Warning`)}
        okText={t(`statement.move.${move}`)}
        fields={[{ name: 'reason', label: t('reason'), max: 500, required: t('v.reason'), multiline: true }]}
        onSubmit={async ({ reason }) => {
          await statementStep(Number(row.id), move, Number(row.version), { reason });
          void app.message.success(crud('success'));
          done();
        }}
        onClose={close}
      />
    );
  } else if (open?.move === 'invoice') {
    dialogs = <InvoiceDialog row={open.row} onClose={close} onDone={done} />;
  } else if (open?.move === 'pay') {
    dialogs = (
      <PaymentDialog statement={open.row} partner={mode === 'partner'} onClose={close} onSaved={done} />
    );
  }
  return { actions, dialogs };
}

/** 登记发票: the invoice number(s) and date of a confirmed statement. */
function InvoiceDialog({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const [form] = Form.useForm<{ invoice_no: string; invoice_date: Dayjs }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    let values: { invoice_no: string; invoice_date: Dayjs };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await statementStep(Number(row.id), 'invoice', Number(row.version), {
        invoice_no: values.invoice_no.trim(),
        invoice_date: values.invoice_date.format('YYYY-MM-DD'),
      });
      void app.message.success(crud('success'));
      onDone();
    } catch (error) {
      void app.message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('statement.invoiceTitle', { no: String(row.statement_no ?? row.id) })}
      okText={t('statement.move.invoice')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      className="invoice-dialog"
    >
      <Form form={form} layout="vertical" initialValues={{ invoice_date: dayjs() }} requiredMark>
        <Form.Item
          name="invoice_no"
          label={t('statement.invoiceNo')}
          extra={t('statement.invoiceNoHint')}
          rules={[{ required: true, whitespace: true, message: t('v.invoiceNo') }]}
        >
          <Input maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item
          name="invoice_date"
          label={t('statement.invoiceDate')}
          rules={[{ required: true, message: t('v.invoiceDate') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
