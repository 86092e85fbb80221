import { Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { localize, type EntityDef, type Lang } from '@app/shared';
import { searchColumns, tableColumns, type FormColumn } from '../../../crud/entity-fields.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { formatAmount, moneyText } from '../model/finance-model.ts';

/** A state as a coloured tag with its label in the language. */
export function StatusTag({
  def,
  status,
  colors,
  lang,
}: {
  def: EntityDef;
  status: unknown;
  colors: Record<string, string>;
  lang: Lang;
}) {
  const value = String(status ?? '');
  const option = def.fields.status?.options?.find((o) => o.value === value);
  return <Tag color={colors[value] ?? 'default'}>{option ? localize(option.label, lang) : value}</Tag>;
}

/** Which currency field goes with each amount column of a record. */
export type MoneyColumns = Record<string, string | null>;

export interface FinanceColumnsOptions {
  def: EntityDef;
  lang: Lang;
  crud: TFunction;
  colors: Record<string, string>;
  money: MoneyColumns;
  /** Plain numbers drawn right-aligned (quantity, unit price). */
  numbers?: string[];
  hidden?: ReadonlySet<string>;
}

/**
 * A finance record's list columns: the definition's, with the state as a tag and the amounts right-aligned
 * with their currency (text formatted, never through a float).
 */
export function financeColumns({
  def,
  lang,
  crud,
  colors,
  money,
  numbers = [],
  hidden,
}: FinanceColumnsOptions): ProColumns<Row>[] {
  return tableColumns(def, { lang, t: crud })
    .filter((c) => !hidden?.has(String(c.dataIndex)))
    .map((c): ProColumns<Row> => {
      const name = String(c.dataIndex);
      if (name === 'status')
        return {
          ...c,
          ellipsis: false,
          render: (_d, row) => <StatusTag def={def} status={row.status} colors={colors} lang={lang} />,
        };
      if (name in money) {
        const currency = money[name];
        return {
          ...c,
          align: 'right',
          ellipsis: false,
          className: 'finance-amount',
          render: (_d, row) => moneyText(row[name], currency ? row[currency] : undefined),
        };
      }
      if (numbers.includes(name))
        return {
          ...c,
          align: 'right',
          ellipsis: false,
          render: (_d, row) => formatAmount(row[name], name === 'quantity' ? 0 : 2),
        };
      return c;
    });
}

/** The definition's search fields, only those named, in the given order. */
export function pickSearch(def: EntityDef, names: string[], lang: Lang, crud: TFunction): FormColumn[] {
  const all = searchColumns(def, { lang, t: crud });
  return names.flatMap((n) => all.filter((c) => c.dataIndex === n));
}
