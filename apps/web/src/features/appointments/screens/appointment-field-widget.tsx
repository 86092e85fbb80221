import type { ReactNode } from 'react';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select, type FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { appointment, localize, TASK_TYPES, type FieldDef, type Lang } from '@app/shared';
import type { Row } from '../../../crud/entity-values.ts';
import { beforeToday } from '../model/appointment-model.ts';

const F: Record<string, FieldDef> = appointment.fields;

const enumOptions = (name: string, lang: Lang) =>
  (name === 'task_types' ? TASK_TYPES : (F[name]!.options ?? [])).map((o) => ({
    value: o.value,
    label: localize(o.label, lang),
  }));

/** What a field's input needs from the form around it. */
export interface WidgetContext {
  form: FormInstance<Row>;
  t: TFunction;
  lang: Lang;
  partner: boolean;
  readOnly: boolean;
  companies: { id: number; name: string }[];
  warehouses: { id: number; warehouse_code: string; warehouse_name: string }[];
  optionsLoading: boolean;
  warehouseId: number | undefined;
  day: string | undefined;
  slots: { isFetching: boolean; isSuccess: boolean };
  slotChoices: { value: number; name: string; left: number; disabled: boolean }[];
  searchConsignee: (code: string) => void;
}

/** The input of one field of the appointment form (selects fed by the server, checkboxes, numbers). */
export function fieldWidget(name: string, ctx: WidgetContext): ReactNode {
  const { form, t, lang, partner, readOnly, companies, warehouses, warehouseId, day, slots, slotChoices } =
    ctx;
  const field = F[name]!;
  switch (name) {
    case 'company_id':
      return (
        <Select
          options={companies.map((c) => ({ value: c.id, label: c.name }))}
          loading={ctx.optionsLoading}
          disabled={!partner || companies.length <= 1}
          onChange={() => form.setFieldsValue({ warehouse_id: undefined, slot_id: undefined })}
        />
      );
    case 'warehouse_id':
      return (
        <Select
          showSearch
          optionFilterProp="label"
          options={warehouses.map((w) => ({
            value: w.id,
            label: `${w.warehouse_code} ${w.warehouse_name}`,
          }))}
          loading={ctx.optionsLoading}
          onChange={() => form.setFieldValue('slot_id', undefined)}
        />
      );
    case 'date':
      return (
        <DatePicker
          style={{ width: '100%' }}
          disabledDate={beforeToday}
          onChange={() => form.setFieldValue('slot_id', undefined)}
        />
      );
    case 'slot_id':
      return (
        <Select
          loading={slots.isFetching}
          placeholder={!warehouseId || !day ? t('form.pickFirst') : undefined}
          notFoundContent={slots.isSuccess ? t('form.noSlots') : t('form.pickFirst')}
          options={slotChoices.map((s) => ({
            value: s.value,
            disabled: s.disabled,
            label: s.disabled
              ? t('form.slotFull', { name: s.name })
              : t('form.slotLabel', { name: s.name, left: s.left }),
          }))}
        />
      );
    case 'receiver_code':
      return (
        <Input.Search
          maxLength={field.length}
          enterButton={t('form.search')}
          disabled={readOnly}
          onSearch={(value) => ctx.searchConsignee(value)}
        />
      );
    case 'task_types':
      return <Checkbox.Group options={enumOptions('task_types', lang)} />;
    case 'is_ciq':
      return <Radio.Group options={enumOptions('is_ciq', lang)} />;
    case 'note':
      return <Input.TextArea maxLength={field.length} showCount autoSize={{ minRows: 2, maxRows: 6 }} />;
  }
  if (field.kind === 'enum') return <Select allowClear={!field.required} options={enumOptions(name, lang)} />;
  if (field.kind === 'decimal')
    return <InputNumber stringMode min="0" precision={3} style={{ width: '100%' }} />;
  if (name === 'chassis_no') return <Input inputMode="numeric" maxLength={field.length} />;
  return <Input maxLength={field.length} />;
}
