import { useState, type ReactNode } from 'react';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { payment, PERM, statement, type StatementStatus, businessToday } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import type { CrudAction } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { moveRecord, useRowMoves } from '../../../crud/row-moves.tsx';
import { ReasonDialog } from '../../bonded/screens/ReasonDialog.tsx';
import { FINANCE_NS } from '../locales.ts';
import { PaymentDialog } from './PaymentDialog.tsx';

/** Staff's statement pages or the partner's 我的对账单. */
export type StatementMode = 'staff' | 'partner';

/** Where the screens offer 付款 (a payment naming the statement): confirmed and not yet paid. */
const PAY_OFFERED: readonly StatementStatus[] = ['confirmed', 'invoiced', 'partly_paid'];

/**
 * A statement's moves as buttons, drawn from its definition's workflow (by state and permission), with
 * the dialogs of those that need a body (dispute and void with a reason, the invoice number and date),
 * and 付款. The partner's page offers the moves of `statement:confirm` (confirm, dispute) under its own
 * button code, and 付款 under its pay code.
 */
export function useStatementMoves(mode: StatementMode, onChanged: () => void) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const [open, setOpen] = useState<{ row: Row; move: 'dispute' | 'void' | 'invoice' | 'pay' } | null>(null);
  const no = (row: Row) => String(row.statement_no ?? row.id);
  const moves = useRowMoves(statement, {
    onDone: onChanged,
    dialogs: {
      dispute: (row) => setOpen({ row, move: 'dispute' }),
      void: (row) => setOpen({ row, move: 'void' }),
      invoice: (row) => setOpen({ row, move: 'invoice' }),
    },
  });

  const actions = (row: Row): CrudAction[] => {
    const drawn = moves.rowMoves(row);
    const own =
      mode === 'partner'
        ? drawn
            .filter((a) => a.permission === statement.permissions.confirm)
            .map((a) => ({ ...a, permission: PERM.yyStatementConfirm }))
        : drawn;
    const pay: CrudAction[] = PAY_OFFERED.some((s) => s === row.status)
      ? [
          {
            key: 'pay',
            label: t('statement.move.pay'),
            permission: mode === 'partner' ? PERM.yyStatementPay : payment.permissions.add,
            primary: true,
            onClick: () => setOpen({ row, move: 'pay' }),
          },
        ]
      : [];
    return [...own.map((a) => ({ ...a, primary: a.key === 'confirm' })), ...pay];
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
          await moveRecord(statement, row, move, { reason });
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
      await moveRecord(statement, row, 'invoice', {
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
      <Form form={form} layout="vertical" initialValues={{ invoice_date: businessToday() }} requiredMark>
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
