import { useState } from 'react';
import { App, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { IO_TYPES, localize, statement, businessToday } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { ApiError } from '../../../api/http.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { currentLang } from '../../../i18n/index.ts';
import { createStatement } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { applyFieldErrors, currencyOptions, dayText, optional, optionsOf } from './form-helpers.ts';
import { PartyItem, partyOf } from './PartyItem.tsx';

const FIELDS = ['io_type', 'customer_code', 'carrier_id', 'bill_currency', 'note'];

/**
 * 新建对账单: the party, the period and the billing currency; the server collects the party's confirmed
 * lines without a statement. "Nothing to collect" (422) is said in the dialog, which stays open.
 */
export function NewStatementDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (saved: Row) => void;
}) {
  const { t } = useTranslation(FINANCE_NS);
  const app = App.useApp();
  const lang = currentLang();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const ioType = (Form.useWatch('io_type', form) as string | undefined) ?? 'receivable';
  const label = (name: string) => localize(statement.fields[name]!.label, lang);
  const lastMonth = businessToday().subtract(1, 'month');

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const [from, to] = values.period as [Dayjs, Dayjs];
    const customer = values.io_type === 'receivable';
    setBusy(true);
    try {
      const saved = await createStatement({
        io_type: customer ? 'receivable' : 'payable',
        ...partyOf(customer, values),
        period_from: dayText(from)!,
        period_to: dayText(to)!,
        bill_currency: String(values.bill_currency),
        note: optional(values.note),
      });
      void app.message.success(
        t('statement.created', {
          no: String(saved.statement_no ?? ''),
          count: Number(saved.line_count ?? 0),
        }),
      );
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && !Object.keys(error.errors).length)
        form.setFields([{ name: 'period', errors: [error.message || t('statement.nothing')] }]);
      else if (!applyFieldErrors(form, error, FIELDS)) void app.message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('statement.newTitle')}
      okText={t('statement.collect')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      className="new-statement-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{
          io_type: 'receivable',
          bill_currency: 'CNY',
          period: [lastMonth.startOf('month'), lastMonth.endOf('month')],
        }}
      >
        <Form.Item name="io_type" label={label('io_type')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={optionsOf(IO_TYPES, lang)}
            onChange={() => form.setFieldsValue({ customer_code: undefined, carrier_id: undefined })}
          />
        </Form.Item>
        <PartyItem customer={ioType === 'receivable'} />
        <Form.Item
          name="period"
          label={t('statement.period')}
          rules={[{ required: true, message: t('v.period') }]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="bill_currency" label={label('bill_currency')} rules={[{ required: true }]}>
          <Select options={currencyOptions(lang)} />
        </Form.Item>
        <Form.Item name="note" label={label('note')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
