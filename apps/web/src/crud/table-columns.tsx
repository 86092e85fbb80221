import { isValidElement, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { displayTime } from '@app/shared';
import { BusinessTime } from '../components/BusinessTime.tsx';
import type { Row } from './entity-values.ts';

/**
 * The list's column descriptions (pro-components' `ProColumns`, only its type is used) as antd Table
 * columns, for the subset the screens use: title with an optional tooltip icon, dataIndex, key, render
 * (called as ProTable calls it: the cell's text, the row, its index), width (200 for a fixed column
 * without one), align, fixed, ellipsis, className, sorter, hideInTable, and the cell text
 * of the value types text, select / valueEnum, date, dateTime, digit, switch, checkbox and option. An
 * empty value shows '-', as ProTable does.
 */

export const EMPTY_CELL = '-';

type ValueEnum = Map<unknown, unknown> | Record<string, unknown>;
interface Option {
  value?: unknown;
  label?: ReactNode;
}

/** The words of a switch cell, in the interface language. */
export interface CellWords {
  yes: string;
  no: string;
}

/** An antd column with its key and a plain title (what the column setting lists). */
export type CrudColumn = Omit<ColumnType<Row>, 'key' | 'title'> & { key: string; title: ReactNode };

const isEmpty = (v: unknown) => v === '' || v === null || v === undefined;

/** A column's value type (ProColumns allows a function of the row and an object form). */
function valueTypeOf(column: ProColumns<Row>, row: Row): string {
  const type = typeof column.valueType === 'function' ? column.valueType(row, 'table') : column.valueType;
  return typeof type === 'object' ? type.type : (type ?? 'text');
}

/** A column's key: its own, else its dataIndex, else its place. */
export function columnKey(column: ProColumns<Row>, index: number): string {
  const { key, dataIndex } = column;
  if (key !== undefined && key !== null) return String(key);
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  if (typeof dataIndex === 'string' || typeof dataIndex === 'number') return String(dataIndex);
  return `column-${index}`;
}

/** The title of a column as the table header and the column setting show it. */
export function columnTitle(column: ProColumns<Row>): ReactNode {
  const title = typeof column.title === 'function' ? column.title(column, 'table', null) : column.title;
  // a tooltip given as text or an element (the TooltipProps form is not used by the screens)
  const tip = column.tooltip;
  // an element, as ProTable's title was: antd names a sortable header by a text title (aria-label),
  // which a label lookup of the search form's field of the same name would also find
  if (typeof tip !== 'string' && !isValidElement(tip)) return <>{title}</>;
  return (
    <span className="crud-column-title">
      {title}
      <Tooltip title={tip}>
        <QuestionCircleOutlined className="crud-column-tip" />
      </Tooltip>
    </span>
  );
}

const asNode = (v: unknown): ReactNode =>
  typeof v === 'string' || typeof v === 'number' || isValidElement(v) ? v : String(v);

function enumText(valueEnum: ValueEnum, value: unknown): ReactNode {
  const entry: unknown = valueEnum instanceof Map ? valueEnum.get(value) : valueEnum[String(value)];
  if (entry === undefined || entry === null) return String(value);
  if (typeof entry === 'object' && !isValidElement(entry)) {
    const { text, label } = entry as { text?: ReactNode; label?: ReactNode };
    return text ?? label ?? String(value);
  }
  return asNode(entry);
}

const optionText = (options: Option[], value: unknown): ReactNode =>
  options.find((o) => o.value === value)?.label ?? String(value);

/** The text of a cell before the column's render: the value as its value type shows it. */
export function cellText(column: ProColumns<Row>, value: unknown, row: Row, words: CellWords): ReactNode {
  const type = valueTypeOf(column, row);
  if (type === 'option') return null;
  if (isEmpty(value) || (Array.isArray(value) && !value.length)) return EMPTY_CELL;
  const valueEnum: ValueEnum | undefined =
    typeof column.valueEnum === 'function' ? column.valueEnum(row) : column.valueEnum;
  const props: unknown = typeof column.fieldProps === 'object' ? column.fieldProps : undefined;
  const options = (props as { options?: Option[] } | undefined)?.options;
  const labelOf = (v: unknown) =>
    valueEnum ? enumText(valueEnum, v) : options ? optionText(options, v) : String(v);
  if (valueEnum || type === 'select' || type === 'radio' || type === 'checkbox') {
    const values = Array.isArray(value) ? value : type === 'checkbox' ? String(value).split(',') : [value];
    return values.length === 1 ? labelOf(values[0]) : values.map((v) => String(labelOf(v))).join(', ');
  }
  switch (type) {
    // a date alone stays the day it is; an instant is read on the business clock
    case 'date':
      return displayTime(value, 'YYYY-MM-DD');
    case 'dateTime':
      return <BusinessTime value={value} />;
    case 'digit': {
      const n = Number(value);
      return Number.isNaN(n) ? String(value) : new Intl.NumberFormat().format(n);
    }
    case 'switch':
      return value === true || value === 1 || value === 'true' ? words.yes : words.no;
    default:
      return asNode(value);
  }
}

/** The antd columns of ProColumns descriptions (hideInTable ones left out). */
export function antdColumns(columns: ProColumns<Row>[], words: CellWords): CrudColumn[] {
  return columns.flatMap((column, index) => {
    const { dataIndex, render, sorter } = column;
    if (column.hideInTable) return [];
    return [
      {
        key: columnKey(column, index),
        title: columnTitle(column),
        dataIndex: typeof dataIndex === 'string' || typeof dataIndex === 'number' ? dataIndex : undefined,
        width: column.width ?? (column.fixed ? 200 : undefined),
        align: column.align,
        fixed: column.fixed,
        ellipsis: column.ellipsis,
        className: column.className,
        // a text sorter names the server's sort field: the column's key stands for it here
        sorter: typeof sorter === 'string' ? true : sorter,
        render: (value: unknown, row: Row, i: number) => {
          const dom = cellText(column, value, row, words);
          if (!render) return dom;
          const shown = render(dom, row, i, undefined, { ...column, isEditable: false, type: 'table' });
          return column.valueType === 'option' && Array.isArray(shown) ? (
            <div className="crud-option-cell">{shown}</div>
          ) : (
            shown
          );
        },
      },
    ];
  });
}
