import { Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { checkContainerNo } from '@app/shared';
import { catalogMessage } from '../../../i18n/index.ts';
import { DECL_NS } from '../locales/index.ts';
import { newKey, parseGoodsNo } from '../model/goods-lines.ts';
import type { ContainerLine, DocumentLine, GoodsLine, LicenceLine } from '../model/types.ts';
import { DecimalCell, LookupCell, OptionsCell, TextCell } from './cells.tsx';
import { EditableLines, type LineColumn } from './EditableLines.tsx';

type Errors = Record<number, Record<string, string>>;

function useLineHelpers<T extends { key: string }>(lines: T[], onChange: (next: T[]) => void) {
  const { t } = useTranslation(DECL_NS);
  return {
    set: (index: number, changes: Partial<T>) =>
      onChange(lines.map((l, i) => (i === index ? { ...l, ...changes } : l))),
    remove: (index: number) => [
      {
        key: 'delete',
        label: t('action.deleteLine'),
        icon: <DeleteOutlined />,
        danger: true,
        onClick: () => onChange(lines.filter((_, i) => i !== index)),
      },
    ],
  };
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
  const { set, remove } = useLineHelpers(lines, onChange);
  // the format check shows as the cell's error until the server says more
  const merged: Errors = { ...errors };
  lines.forEach((line, i) => {
    const check = containerNoMessage(line.container_no);
    if (check && !merged[i]?.container_no) merged[i] = { ...merged[i], container_no: check.text };
  });
  const items = goods.map((g) => ({ value: g.g_no, label: `${g.g_no} ${g.g_name ?? ''}`.trim() }));
  const columns: LineColumn<ContainerLine>[] = [
    {
      key: 'container_no',
      title: t('container.container_no'),
      width: 150,
      render: (l, i, c) => (
        <TextCell
          {...c}
          upper
          maxLength={32}
          value={l.container_no}
          onChange={(v) => set(i, { container_no: v })}
        />
      ),
    },
    {
      key: 'container_spec',
      title: t('container.container_spec'),
      width: 150,
      render: (l, i, c) => (
        <LookupCell
          {...c}
          lookup="cd-type"
          value={l.container_spec}
          onChange={(v) => set(i, { container_spec: v })}
        />
      ),
    },
    {
      key: 'container_weight',
      title: t('container.container_weight'),
      width: 110,
      render: (l, i, c) => (
        <DecimalCell {...c} value={l.container_weight} onChange={(v) => set(i, { container_weight: v })} />
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
    {
      key: 'container_seal_no',
      title: t('container.container_seal_no'),
      width: 130,
      render: (l, i, c) => (
        <TextCell
          {...c}
          maxLength={50}
          value={l.container_seal_no}
          onChange={(v) => set(i, { container_seal_no: v })}
        />
      ),
    },
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
          value={parseGoodsNo(l.goods_no)}
          options={items}
          onChange={(v: number[]) =>
            set(i, { goods_no: [...v].sort((a, b) => a - b).join(',') || undefined })
          }
        />
      ),
    },
  ];
  return (
    <EditableLines<ContainerLine>
      name="containers"
      lines={lines}
      columns={columns}
      rowNo={(_l, i) => i + 1}
      noTitle="#"
      actionsTitle={t('goods.actions')}
      addLabel={t('action.add')}
      errors={merged}
      onAdd={() => onChange([...lines, { key: newKey('c'), container_lcl: '0' }])}
      actions={(_l, i) => remove(i)}
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
  const { set, remove } = useLineHelpers(lines, onChange);
  return (
    <EditableLines<LicenceLine>
      name="licences"
      lines={lines}
      rowNo={(_l, i) => i + 1}
      noTitle="#"
      actionsTitle={t('goods.actions')}
      addLabel={t('action.add')}
      errors={errors}
      onAdd={() => onChange([...lines, { key: newKey('l') }])}
      actions={(_l, i) => remove(i)}
      columns={[
        {
          key: 'acmp_form_code',
          title: t('licence.acmp_form_code'),
          width: 220,
          render: (l, i, c) => (
            <LookupCell
              {...c}
              lookup="record-code"
              value={l.acmp_form_code}
              onChange={(v) => set(i, { acmp_form_code: v })}
            />
          ),
        },
        {
          key: 'acmp_form_no',
          title: t('licence.acmp_form_no'),
          width: 220,
          render: (l, i, c) => (
            <TextCell
              {...c}
              maxLength={32}
              value={l.acmp_form_no}
              onChange={(v) => set(i, { acmp_form_no: v })}
            />
          ),
        },
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
  const { set, remove } = useLineHelpers(lines, onChange);
  return (
    <EditableLines<DocumentLine>
      name="documents"
      lines={lines}
      rowNo={(_l, i) => i + 1}
      noTitle="#"
      actionsTitle={t('goods.actions')}
      addLabel={t('action.add')}
      errors={errors}
      onAdd={() => onChange([...lines, { key: newKey('d') }])}
      actions={(_l, i) => remove(i)}
      columns={[
        {
          key: 'doc_type',
          title: t('document.doc_type'),
          width: 220,
          render: (l, i, c) => (
            <LookupCell
              {...c}
              lookup="attachment-flag"
              value={l.doc_type}
              onChange={(v) => set(i, { doc_type: v })}
            />
          ),
        },
        {
          key: 'doc_no',
          title: t('document.doc_no'),
          width: 200,
          render: (l, i, c) => (
            <TextCell {...c} maxLength={64} value={l.doc_no} onChange={(v) => set(i, { doc_no: v })} />
          ),
        },
        {
          key: 'file_name',
          title: t('document.file_name'),
          width: 220,
          render: (l, i, c) => (
            <TextCell {...c} maxLength={200} value={l.file_name} onChange={(v) => set(i, { file_name: v })} />
          ),
        },
      ]}
    />
  );
}
