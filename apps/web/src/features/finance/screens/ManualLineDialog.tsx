import { useState } from 'react';
import { App, Col, DatePicker, Form, Input, Modal, Radio, Row as GridRow, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { bill, IO_TYPES, localize, businessToday } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { RefSelect } from '../../../crud/RefSelect.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { addManualLine, updateManualLine, type ManualLine } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { priceProblem, quantityProblem } from '../model/finance-model.ts';
import { applyFieldErrors, currencyOptions, dayText, optional, optionsOf } from './form-helpers.ts';
import { PartyItem, partyOf } from './PartyItem.tsx';

const FIELDS = [
  'io_type',
  'customer_code',
  'carrier_id',
  'charge_item_id',
  'source_no',
  'event_date',
  'quantity',
  'unit_price',
  'currency',
  'settle_currency',
  'note',
];

export interface ManualLineDialogProps {
  /** A draft manual line to change; none for a new one. */
  record?: Row;
  onClose: () => void;
  onSaved: (saved: Row) => void;
}

/**
 * A charge line typed by staff (extra work agreed with the customer): receivable from a customer or
 * payable to a carrier, a charge item, the quantity and unit price; the server computes the amounts at
 * the rate of the event's month. A refused save keeps the dialog open with the message on its field.
 */
export function ManualLineDialog({ record, onClose, onSaved }: ManualLineDialogProps) {
  const { t } = useTranslation(FINANCE_NS);
  const app = App.useApp();
  const lang = currentLang();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const ioType =
    (Form.useWatch('io_type', form) as string | undefined) ?? String(record?.io_type ?? 'receivable');
  const label = (name: string) => localize(bill.fields[name]!.label, lang);

  const initial = record
    ? {
        ...record,
        event_date: record.event_date ? dayjs(String(record.event_date)) : undefined,
        settle_currency: record.bill_currency,
      }
    : { io_type: 'receivable', currency: 'CNY', event_date: businessToday(), quantity: '1' };

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form names what is wrong
    }
    const customer = values.io_type === 'receivable';
    const body: ManualLine = {
      io_type: customer ? 'receivable' : 'payable',
      ...partyOf(customer, values),
      charge_item_id: Number(values.charge_item_id),
      source_no: optional(values.source_no),
      event_date: dayText(values.event_date as dayjs.Dayjs)!,
      quantity: String(values.quantity).trim(),
      unit_price: String(values.unit_price).trim(),
      currency: String(values.currency),
      settle_currency: optional(values.settle_currency),
      note: optional(values.note),
    };
    setBusy(true);
    try {
      const saved = record
        ? await updateManualLine(Number(record.id), Number(record.version), body)
        : await addManualLine(body);
      void app.message.success(t('saved', { no: String(saved.bill_no ?? '') }));
      onSaved(saved);
    } catch (error) {
      if (!applyFieldErrors(form, error, FIELDS)) void app.message.error(errorText(error));
      else void app.message.error(t('fixFields'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={record ? t('manual.editTitle', { no: String(record.bill_no ?? '') }) : t('manual.title')}
      okText={t('save')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      className="manual-line-dialog"
    >
      <Form form={form} layout="vertical" initialValues={initial} requiredMark>
        <Form.Item name="io_type" label={label('io_type')} rules={[{ required: true }]}>
          <Radio.Group
            options={optionsOf(IO_TYPES, lang)}
            optionType="button"
            onChange={() =>
              form.setFieldsValue({
                customer_code: undefined,
                carrier_id: undefined,
                charge_item_id: undefined,
              })
            }
          />
        </Form.Item>
        <GridRow gutter={16}>
          <Col xs={24} md={12}>
            <PartyItem customer={ioType === 'receivable'} />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="charge_item_id"
              label={label('charge_item_id')}
              rules={[{ required: true, message: t('v.chargeItem') }]}
            >
              <RefSelect key={ioType} entity="charge-items" filter={{ io_type: ioType, status: '1' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="event_date"
              label={label('event_date')}
              rules={[{ required: true, message: t('v.eventDate') }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="source_no" label={label('source_no')}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="quantity"
              label={label('quantity')}
              rules={[
                { required: true, message: t('v.quantity') },
                {
                  validator: async (_r, value: unknown) => {
                    if (value === undefined || value === '') return;
                    const problem = quantityProblem(value);
                    if (problem) throw new Error(t(`v.quantity_${problem}`));
                  },
                },
              ]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="unit_price"
              label={label('unit_price')}
              rules={[
                { required: true, message: t('v.unitPrice') },
                {
                  validator: async (_r, value: unknown) => {
                    if (value === undefined || value === '') return;
                    const problem = priceProblem(value);
                    if (problem) throw new Error(t(`v.price_${problem}`));
                  },
                },
              ]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="currency" label={label('currency')} rules={[{ required: true }]}>
              <Select options={currencyOptions(lang)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="settle_currency" label={label('bill_currency')} extra={t('manual.settleHint')}>
              <Select allowClear options={currencyOptions(lang)} />
            </Form.Item>
          </Col>
        </GridRow>
        <Form.Item name="note" label={label('note')}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
