import { useState } from 'react';
import { App, Col, DatePicker, Form, Input, InputNumber, Modal, Radio, Row as GridRow, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { contract, ENABLED_OPTIONS, localize, PARTY_TYPES, businessToday } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { ApiError } from '../../../api/http.ts';
import { createRecord, updateRecord } from '../../../crud/crud-api.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { RefSelect } from '../../../crud/RefSelect.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { FINANCE_NS } from '../locales.ts';
import { applyFieldErrors, currencyOptions, dayText, optional, optionsOf } from './form-helpers.ts';
import { PartyItem, partyOf } from './PartyItem.tsx';

const FIELDS = [
  'name',
  'party_type',
  'customer_code',
  'carrier_id',
  'scheme_id',
  'valid_from',
  'valid_to',
  'currency',
  'settle_currency',
  'payment_days',
  'status',
  'note',
];

export interface ContractFormProps {
  record?: Row;
  onClose: () => void;
  onSaved: (saved: Row) => void;
  /** A stale edit (409): the list reloads. */
  onStale: () => void;
}

/**
 * A contract: the party (a customer by code, or a carrier for a supplier contract), the scheme of that
 * party type, the validity, price and billing currencies and payment days. An overlap with another valid
 * contract is refused by the server and shown without losing the input.
 */
export function ContractForm({ record, onClose, onSaved, onStale }: ContractFormProps) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const lang = currentLang();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const partyType =
    (Form.useWatch('party_type', form) as string | undefined) ?? String(record?.party_type ?? 'customer');
  const label = (name: string) => localize(contract.fields[name]!.label, lang);
  const schemeLabel = (record?._display as Record<string, string> | undefined)?.scheme_id;

  const initial = record
    ? {
        ...record,
        status: String(record.status ?? '1'),
        valid: [dayjs(String(record.valid_from)), dayjs(String(record.valid_to))],
      }
    : {
        party_type: 'customer',
        currency: 'CNY',
        settle_currency: 'CNY',
        payment_days: 30,
        status: '1',
        valid: [businessToday().startOf('year'), businessToday().endOf('year')],
      };

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const [from, to] = values.valid as [Dayjs, Dayjs];
    const customer = values.party_type === 'customer';
    const body: Row = {
      name: String(values.name).trim(),
      party_type: values.party_type,
      customer_code: null,
      carrier_id: null,
      ...partyOf(customer, values),
      scheme_id: Number(values.scheme_id),
      valid_from: dayText(from),
      valid_to: dayText(to),
      currency: values.currency,
      settle_currency: values.settle_currency,
      payment_days: Number(values.payment_days),
      status: values.status,
      note: optional(values.note) ?? null,
    };
    setBusy(true);
    try {
      const saved = record
        ? await updateRecord('/api/contracts', record.id, { ...body, version: record.version })
        : await createRecord('/api/contracts', body);
      void app.message.success(crud('success'));
      onSaved(saved);
    } catch (error) {
      if (record && error instanceof ApiError && error.status === 409 && !Object.keys(error.errors).length) {
        void app.message.error(error.message || crud('staleVersion'));
        onStale();
        return;
      }
      const fields = applyFieldErrors(form, error, FIELDS);
      // the validity fields live in one range picker
      if (error instanceof ApiError && (error.errors.valid_from || error.errors.valid_to))
        form.setFields([{ name: 'valid', errors: [error.errors.valid_from ?? error.errors.valid_to ?? ''] }]);
      void app.message.error(fields ? crud('fieldErrors') : errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={
        record ? t('contract.editTitle', { no: String(record.contract_no ?? '') }) : t('contract.newTitle')
      }
      okText={t('save')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      className="contract-form"
    >
      <Form form={form} layout="vertical" initialValues={initial} requiredMark>
        <GridRow gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={label('name')}
              rules={[{ required: true, whitespace: true, message: t('v.name') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="party_type" label={label('party_type')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                options={optionsOf(PARTY_TYPES, lang)}
                onChange={() =>
                  form.setFieldsValue({
                    customer_code: undefined,
                    carrier_id: undefined,
                    scheme_id: undefined,
                  })
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <PartyItem customer={partyType === 'customer'} />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="scheme_id"
              label={label('scheme_id')}
              rules={[{ required: true, message: t('v.scheme') }]}
            >
              <RefSelect
                key={partyType}
                entity="contract-schemes"
                filter={{ type: partyType, status: '1' }}
                initialLabel={record?.party_type === partyType ? schemeLabel : undefined}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="valid"
              label={t('contract.validity')}
              rules={[{ required: true, message: t('v.validity') }]}
            >
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="payment_days"
              label={label('payment_days')}
              rules={[{ required: true, message: t('v.paymentDays') }]}
            >
              <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="currency" label={label('currency')} rules={[{ required: true }]}>
              <Select options={currencyOptions(lang)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="settle_currency" label={label('settle_currency')} rules={[{ required: true }]}>
              <Select options={currencyOptions(lang)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="status" label={label('status')} rules={[{ required: true }]}>
              <Select options={optionsOf(ENABLED_OPTIONS, lang)} />
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
