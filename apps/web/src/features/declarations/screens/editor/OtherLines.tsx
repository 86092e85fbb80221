import { Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { checkContainerNo } from '@app/shared';
import { catalogMessage } from '../../../../i18n/index.ts';
import { DECL_NS } from '../../locales/index.ts';
import { newKey, parseGoodsNo } from '../../model/goods-lines.ts';
import type { LookupName } from '../../../lookup/model/lookup-lists.ts';
import {
  asText,
  type ContainerLine,
  type DocumentLine,
  type GoodsLine,
  type LicenceLine,
  type Value,
} from '../../model/types.ts';
import { DecimalCell, LookupCell, OptionsCell, TextCell } from './cells.tsx';
import { EditableLines, type LineColumn } from './EditableLines.tsx';

type Errors = Record<number, Record<string, string>>;
type Line = { key: string } & Record<string, unknown>;
type SetLine<T> = (index: number, changes: Partial<T>) => void;

/** A column of free text (upper-cased when `upper`). */
function textColumn<T extends Line>(
  set: SetLine<T>,
  field: keyof T & string,
  title: string,
  width: number,
  maxLength: number,
  upper = false,
): LineColumn<T> {
  return {
    key: field,
    title,
    width,
    render: (l, i, c) => (
      <TextCell
        {...c}
        upper={upper}
        maxLength={maxLength}
        value={l[field] as Value}
        onChange={(v) => set(i, { [field]: v } as Partial<T>)}
      />
    ),
  };
}

/** A column whose value is picked from a reference list. */
function lookupColumn<T extends Line>(
  set: SetLine<T>,
  field: keyof T & string,
  title: string,
  width: number,
  lookup: LookupName,
): LineColumn<T> {
  return {
    key: field,
    title,
    width,
    render: (l, i, c) => (
      <LookupCell
        {...c}
        lookup={lookup}
        value={l[field] as Value}
        onChange={(v) => set(i, { [field]: v } as Partial<T>)}
      />
    ),
  };
}

/**
 * One of the editor's simple line tables: numbered rows, a delete action per row, an add button that
 * appends `blank()`. `columns` receives the setter of one line's fields.
 */
function SimpleLines<T extends Line>({
  name,
  lines,
  errors,
  blank,
  onChange,
  columns,
}: {
  name: string;
  lines: T[];
  errors?: Errors;
  blank: () => T;
  onChange: (next: T[]) => void;
  columns: (set: SetLine<T>) => LineColumn<T>[];
}) {
  const { t } = useTranslation(DECL_NS);
  const set: SetLine<T> = (index, changes) =>
    onChange(lines.map((l, i) => (i === index ? { ...l, ...changes } : l)));
  return (
    <EditableLines<T>
      name={name}
      lines={lines}
      columns={columns(set)}
      rowNo={(_l, i) => i + 1}
      noTitle="#"
      actionsTitle={t('goods.actions')}
      addLabel={t('action.add')}
      errors={errors}
      onAdd={() => onChange([...lines, blank()])}
      actions={(_l, index) => [
        {
          key: 'delete',
          label: t('action.deleteLine'),
          icon: <DeleteOutlined />,
          danger: true,
          onClick: () => onChange(lines.filter((_, i) => i !== index)),
        },
      ]}
    />
  );
}

/** The container number's format check (ISO 6346 check digit as a warning), from the shared validators. */
export function containerNoMessage(
  value: string | undefined,
): { text: string; warning: boolean } | undefined {
  const result = checkContainerNo(value);
  return result
    ? { text: catalogMessage(result.key, result.params), warning: result.level === 'warning' }
    : undefined;
}

/** Containers: number (checked as typed), size/type, tare, LCL, seal, and the goods items it carries. */
export function ContainersTable({
  lines,
  goods,
  errors = {},
  onChange,
}: {
  lines: ContainerLine[];
  goods: GoodsLine[];
  errors?: Errors;
  onChange: (next: ContainerLine[]) => void;
}) {
  const { t } = useTranslation(DECL_NS);
  // the format check shows as the cell's error until the server says more
  const merged: Errors = { ...errors };
  lines.forEach((line, i) => {
    const check = containerNoMessage(asText(line.container_no));
    if (check && !merged[i]?.container_no) merged[i] = { ...merged[i], container_no: check.text };
  });
  const items = goods.map((g) => ({ value: g.g_no, label: `${g.g_no} ${g.g_name ?? ''}`.trim() }));
  return (
    <SimpleLines<ContainerLine>
      name="containers"
      lines={lines}
      errors={merged}
      blank={() => ({ key: newKey('c'), container_lcl: '0' })}
      onChange={onChange}
      columns={(set) => [
        textColumn(set, 'container_no', t('container.container_no'), 150, 32, true),
        lookupColumn(set, 'container_spec', t('container.container_spec'), 150, 'cd-type'),
        {
          key: 'container_weight',
          title: t('container.container_weight'),
          width: 110,
          render: (l, i, c) => (
            <DecimalCell
              {...c}
              value={l.container_weight}
              onChange={(v) => set(i, { container_weight: v })}
            />
          ),
        },
        {
          key: 'container_lcl',
          title: t('container.container_lcl'),
          width: 90,
          render: (l, i, c) => (
            <OptionsCell
              {...c}
              value={l.container_lcl}
              options={[
                { value: '0', label: t('container.lcl0') },
                { value: '1', label: t('container.lcl1') },
              ]}
              onChange={(v) => set(i, { container_lcl: v })}
            />
          ),
        },
        textColumn(set, 'container_seal_no', t('container.container_seal_no'), 130, 50),
        {
          key: 'goods_no',
          title: t('container.goods_no'),
          width: 200,
          render: (l, i, c) => (
            <Select
              aria-label={c.label}
              mode="multiple"
              allowClear
              style={{ width: '100%' }}
              status={c.invalid ? 'error' : undefined}
              placeholder={t('msg.containerGoods')}
              value={parseGoodsNo(asText(l.goods_no))}
              options={items}
              onChange={(v: number[]) =>
                set(i, { goods_no: [...v].sort((a, b) => a - b).join(',') || undefined })
              }
            />
          ),
        },
      ]}
    />
  );
}

/** Licence documents: code (licence document table) and number. */
export function LicencesTable({
  lines,
  errors,
  onChange,
}: {
  lines: LicenceLine[];
  errors?: Errors;
  onChange: (next: LicenceLine[]) => void;
}) {
  const { t } = useTranslation(DECL_NS);
  return (
    <SimpleLines<LicenceLine>
      name="licences"
      lines={lines}
      errors={errors}
      blank={() => ({ key: newKey('l') })}
      onChange={onChange}
      columns={(set) => [
        lookupColumn(set, 'acmp_form_code', t('licence.acmp_form_code'), 220, 'record-code'),
        textColumn(set, 'acmp_form_no', t('licence.acmp_form_no'), 220, 32),
      ]}
    />
  );
}

/** Attached document references: type, number, file name. */
export function DocumentsTable({
  lines,
  errors,
  onChange,
}: {
  lines: DocumentLine[];
  errors?: Errors;
  onChange: (next: DocumentLine[]) => void;
}) {
  const { t } = useTranslation(DECL_NS);
  return (
    <SimpleLines<DocumentLine>
      name="documents"
      lines={lines}
      errors={errors}
      blank={() => ({ key: newKey('d') })}
      onChange={onChange}
      columns={(set) => [
        lookupColumn(set, 'doc_type', t('document.doc_type'), 220, 'attachment-flag'),
        textColumn(set, 'doc_no', t('document.doc_no'), 200, 64),
        textColumn(set, 'file_name', t('document.file_name'), 220, 200),
      ]}
    />
  );
}
