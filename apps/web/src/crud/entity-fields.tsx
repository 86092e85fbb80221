import type { FormInstance } from 'antd';
import type { ProColumns, ProFormColumnsType } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { localize, readerZoneDiffers, shows, type EntityDef, type FieldDef, type Lang } from '@app/shared';
import { BusinessTime } from '../components/BusinessTime.tsx';
import { displayValue, flagOptions, isFlag } from './display.ts';
import { editableFields, type Row } from './entity-values.ts';
import { formRules, searchRules } from './field-rules.ts';
import { RefFieldSelect, RefSelect } from './RefSelect.tsx';

/**
 * A definition's table columns, search fields and dialog fields (ProTable and BetaSchemaForm
 * columns): what shows where comes from each field's `show` and `search`.
 */

export type FormColumn = ProFormColumnsType<Row>;
export type DialogMode = 'new' | 'edit' | 'view' | 'customize';

interface Ctx {
  lang: Lang;
  t: TFunction;
}

const label = (field: FieldDef, lang: Lang) => localize(field.label, lang);

const enumOptions = (field: FieldDef, lang: Lang) =>
  (field.options ?? []).map((o) => ({ value: o.value, label: localize(o.label, lang) }));

/** Trims a text field when it loses focus; the value sent is trimmed again anyway. */
const trimOnBlur = (name: string) => (form: FormInstance) => ({
  onBlur: () => {
    const value: unknown = form.getFieldValue(name);
    if (typeof value === 'string' && value !== value.trim()) form.setFieldValue(name, value.trim());
  },
});

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

export function tableColumns(def: EntityDef, { lang, t }: Ctx): ProColumns<Row>[] {
  // a time on the business clock carries its zone label (BusinessTime) for a reader elsewhere
  const timeWidth = readerZoneDiffers() ? 215 : 170;
  return Object.entries(def.fields)
    .filter(([, field]) => shows(field, 'table') && field.kind !== 'json')
    .map(([name, field]) => ({
      title: label(field, lang),
      dataIndex: name,
      key: name,
      sorter: !!field.sortable,
      ellipsis: field.kind === 'string' || field.kind === 'text',
      width: field.kind === 'datetime' ? timeWidth : undefined,
      render: (_dom, row) =>
        field.kind === 'datetime' ? (
          <BusinessTime value={row[name]} />
        ) : (
          displayValue(field, name, row, lang, t)
        ),
    }));
}

/** The search form's fields: every field with a search mode. */
export function searchColumns(def: EntityDef, { lang, t }: Ctx): FormColumn[] {
  return Object.entries(def.fields)
    .filter(([, field]) => field.search)
    .map(([name, field]): FormColumn => {
      const title = label(field, lang);
      const base = {
        title,
        dataIndex: name,
        key: name,
        formItemProps: {
          rules: searchRules(def, name, t, lang),
          // a code kept upper-cased shows as it will be searched
          ...(field.upperCase ? { normalize: upper } : {}),
        },
      };
      const range = field.search === 'range';
      if (field.kind === 'enum')
        return {
          ...base,
          valueType: 'select',
          fieldProps: {
            options: enumOptions(field, lang),
            mode: field.search === 'in' ? 'multiple' : undefined,
          },
        };
      if (field.kind === 'bool')
        return {
          ...base,
          valueType: 'select',
          fieldProps: {
            options: [
              { value: 'true', label: t('yes') },
              { value: 'false', label: t('no') },
            ],
          },
        };
      if (isFlag(field) && !range)
        return { ...base, valueType: 'select', fieldProps: { options: flagOptions(name, t) } };
      if (field.kind === 'ref') return { ...base, renderFormItem: () => <RefFieldSelect field={field} /> };
      // a tree's parent is picked among the records by name (a role searched by its parent role), 0 the top
      if (def.tree?.parent === name)
        return { ...base, renderFormItem: () => <RefSelect entity={def.name} topLevel /> };
      if (field.kind === 'date') return { ...base, valueType: range ? 'dateRange' : 'date' };
      if (field.kind === 'datetime') return { ...base, valueType: range ? 'dateTimeRange' : 'dateTime' };
      if (field.kind === 'int' || field.kind === 'decimal')
        return {
          ...base,
          valueType: range ? 'digitRange' : 'digit',
          fieldProps: { style: { width: '100%' } },
        };
      return { ...base, valueType: 'text', fieldProps: trimOnBlur(name) };
    });
}

/** One dialog field. */
function formColumn(
  def: EntityDef,
  name: string,
  field: FieldDef,
  { lang, t }: Ctx,
  record?: Row,
): FormColumn {
  const title = label(field, lang);
  const wide = field.kind === 'text' || field.kind === 'json';
  const base = {
    title,
    dataIndex: name,
    key: name,
    colProps: { xs: 24, md: wide ? 24 : 12 },
    formItemProps: {
      rules: field.readonly ? [] : formRules(field, title, t, lang),
      ...(field.upperCase ? { normalize: upper } : {}),
    },
  };
  if (def.tree?.parent === name) {
    return {
      ...base,
      renderFormItem: () => (
        <RefSelect
          entity={def.name}
          topLevel
          exclude={record?.id}
          initialLabel={String(record?._parentLabel ?? '')}
        />
      ),
    };
  }
  if (isFlag(field))
    return {
      ...base,
      valueType: 'select',
      fieldProps: { options: flagOptions(name, t), allowClear: !field.required },
    };
  // several values ticked, sent comma-joined (toWire joins the array)
  if (field.choices)
    return {
      ...base,
      formItemProps: {
        rules: base.formItemProps.rules.map((r) => (r.required ? { ...r, type: 'array' as const } : r)),
      },
      valueType: 'checkbox',
      fieldProps: { options: enumOptions({ ...field, options: field.choices }, lang) },
    };
  switch (field.kind) {
    case 'enum':
      return { ...base, valueType: 'select', fieldProps: { options: enumOptions(field, lang) } };
    case 'ref': {
      const initialLabel = (record?._display as Record<string, string> | undefined)?.[name];
      return {
        ...base,
        renderFormItem: () => <RefFieldSelect field={field} initialLabel={initialLabel} picking />,
      };
    }
    case 'bool':
      return { ...base, valueType: 'switch' };
    case 'int':
      return {
        ...base,
        valueType: 'digit',
        fieldProps: { precision: 0, min: field.min, max: field.max, style: { width: '100%' } },
      };
    case 'decimal':
      return {
        ...base,
        valueType: 'text',
        fieldProps: (form: FormInstance) => ({ inputMode: 'decimal', ...trimOnBlur(name)(form) }),
      };
    case 'date':
      return { ...base, valueType: 'date', fieldProps: { style: { width: '100%' } } };
    case 'datetime':
      return { ...base, valueType: 'dateTime', fieldProps: { style: { width: '100%' } } };
    case 'text':
    case 'json':
      return {
        ...base,
        valueType: 'textarea',
        fieldProps: (form: FormInstance) => ({
          maxLength: field.length,
          showCount: field.kind === 'text',
          autoSize: { minRows: 2, maxRows: 8 },
          ...trimOnBlur(name)(form),
        }),
      };
    default:
      return {
        ...base,
        valueType: 'text',
        fieldProps: (form: FormInstance) => ({ maxLength: field.length, ...trimOnBlur(name)(form) }),
      };
  }
}

/** The dialog's fields: editable ones for new and edit; in view, everything a detail shows. */
export function formColumns(def: EntityDef, mode: DialogMode, ctx: Ctx, record?: Row): FormColumn[] {
  const fields =
    mode === 'view' ? Object.entries(def.fields).filter(([, f]) => shows(f, 'detail')) : editableFields(def);
  return fields.map(([name, field]) => formColumn(def, name, field, ctx, record));
}
