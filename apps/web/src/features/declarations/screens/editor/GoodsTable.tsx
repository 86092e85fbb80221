import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import type { LookupName } from '../../../lookup/model/lookup-lists.ts';
import { DECL_NS } from '../../locales/index.ts';
import { addLine, copyLine, deleteLine, moveLine, updateLine } from '../../model/goods-lines.ts';
import { asText, type GoodsLine } from '../../model/types.ts';
import { DecimalCell, LookupCell, ReadonlyCell, TextCell } from './cells.tsx';
import { EditableLines, type LineColumn } from './EditableLines.tsx';
import { ElementsTemplate } from './ElementsTemplate.tsx';
import { HsCodeSelect, type HsCode } from './HsCodeSelect.tsx';

/** What picking an HS code fills: the name when blank, and the legal units of the HS table. */
export function fromHsCode(
  line: GoodsLine,
  code: string | undefined,
  record: HsCode | undefined,
): Partial<GoodsLine> {
  if (!record) return { code_ts: code };
  return {
    code_ts: record.hs_code,
    g_name: asText(line.g_name)?.trim() ? line.g_name : record.hs_name,
    first_unit: record.first_uom || undefined,
    second_unit: record.second_uom || undefined,
  };
}

/**
 * The goods lines: add, copy, delete, move up and down, keyboard entry; the HS code select fills the
 * name and legal units and opens its declaration elements as a template under the table (a line's
 * 申报要素 button opens it too), which composes the line's 规格型号; the item total is quantity × unit
 * price, shown and never typed.
 */
export function GoodsTable({
  lines,
  ieFlag,
  errors,
  onChange,
}: {
  lines: GoodsLine[];
  ieFlag: string | undefined;
  errors?: Record<number, Record<string, string>>;
  onChange: (next: GoodsLine[]) => void;
}) {
  const { t } = useTranslation(DECL_NS);
  const io = ieFlag === '1' ? 'e' : 'i';
  const set = (index: number, changes: Partial<GoodsLine>) =>
    onChange(lines.map((l, i) => (i === index ? updateLine(l, changes) : l)));
  /** The line whose element template is open (by key: it follows the line when lines move). */
  const [templateOf, setTemplateOf] = useState<string>();
  const templateIndex = lines.findIndex((l) => l.key === templateOf);
  const templateLine = lines[templateIndex];

  const text = (key: keyof GoodsLine & string, width = 140, max?: number): LineColumn<GoodsLine> => ({
    key,
    title: t(`goods.${key}`),
    width,
    render: (line, i, c) => (
      <TextCell {...c} maxLength={max} value={line[key]} onChange={(v) => set(i, { [key]: v })} />
    ),
  });
  const decimal = (key: keyof GoodsLine & string): LineColumn<GoodsLine> => ({
    key,
    title: t(`goods.${key}`),
    width: 110,
    render: (line, i, c) => <DecimalCell {...c} value={line[key]} onChange={(v) => set(i, { [key]: v })} />,
  });
  const lookup = (
    key: keyof GoodsLine & string,
    name: LookupName,
    title = t(`goods.${key}`),
  ): LineColumn<GoodsLine> => ({
    key,
    title,
    width: 150,
    render: (line, i, c) => (
      <LookupCell {...c} lookup={name} value={line[key]} onChange={(v) => set(i, { [key]: v })} />
    ),
  });

  const columns: LineColumn<GoodsLine>[] = [
    {
      key: 'code_ts',
      title: t('goods.code_ts'),
      width: 170,
      render: (line, i, c) => (
        <HsCodeSelect
          {...c}
          value={asText(line.code_ts)}
          placeholder={t('goods.hsSearch')}
          onPick={(code, record) => {
            set(i, fromHsCode(line, code, record));
            setTemplateOf(code ? line.key : undefined);
          }}
        />
      ),
    },
    text('g_name', 180, 255),
    text('g_model', 200, 255),
    decimal('g_qty'),
    lookup('g_unit', 'deal-uom'),
    decimal('first_qty'),
    lookup('first_unit', 'deal-uom'),
    decimal('second_qty'),
    lookup('second_unit', 'deal-uom'),
    decimal('decl_price'),
    {
      key: 'decl_total',
      title: t('goods.decl_total'),
      width: 110,
      render: (line, _i, c) => <ReadonlyCell label={c.label} value={line.decl_total} />,
    },
    lookup('trade_curr', 'currency'),
    lookup('origin_country', 'country'),
    lookup('destination_country', 'country'),
    lookup('district_code', 'orig-district', t(`goods.district_code_${io}`)),
    lookup('duty_mode', 'tax-method'),
  ];

  return (
    <>
      <EditableLines<GoodsLine>
        name="goods"
        lines={lines}
        columns={columns}
        rowNo={(line) => line.g_no}
        noTitle={t('goods.g_no')}
        actionsTitle={t('goods.actions')}
        addLabel={t('action.add')}
        emptyText={t('msg.noGoods')}
        errors={errors}
        onAdd={() => onChange(addLine(lines))}
        actions={(line, i) => [
          {
            key: 'elements',
            label: t('elements.open'),
            icon: <ProfileOutlined />,
            disabled: !asText(line.code_ts),
            onClick: () => setTemplateOf(line.key),
          },
          {
            key: 'copy',
            label: t('action.copyLine'),
            icon: <CopyOutlined />,
            onClick: () => onChange(copyLine(lines, i)),
          },
          {
            key: 'up',
            label: t('action.up'),
            icon: <ArrowUpOutlined />,
            disabled: i === 0,
            onClick: () => onChange(moveLine(lines, i, -1)),
          },
          {
            key: 'down',
            label: t('action.down'),
            icon: <ArrowDownOutlined />,
            disabled: i === lines.length - 1,
            onClick: () => onChange(moveLine(lines, i, 1)),
          },
          {
            key: 'delete',
            label: t('action.deleteLine'),
            icon: <DeleteOutlined />,
            danger: true,
            onClick: () => onChange(deleteLine(lines, i)),
          },
        ]}
      />
      {templateLine && (
        <ElementsTemplate
          key={templateLine.key}
          line={templateLine}
          onChange={(gModel) => set(templateIndex, { g_model: gModel })}
          onClose={() => setTemplateOf(undefined)}
        />
      )}
    </>
  );
}
