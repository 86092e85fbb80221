import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Empty, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/**
 * An editable table of lines: one input per cell, Tab and Enter move to the next cell (Enter in the
 * last cell adds a line), each row's action buttons after the cells, and a cell's error shown on it.
 */

export interface LineColumn<T> {
  key: string;
  title: string;
  width?: number;
  /** The cell's editor: `label` is its accessible name, `invalid` says it holds an error. */
  render: (line: T, index: number, cell: { label: string; invalid: boolean }) => ReactNode;
}

export interface LineAction {
  key: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

interface Props<T extends { key: string }> {
  name: string;
  lines: T[];
  columns: LineColumn<T>[];
  /** The row's number shown first (item number or position). */
  rowNo: (line: T, index: number) => ReactNode;
  noTitle: string;
  actions: (line: T, index: number) => LineAction[];
  actionsTitle: string;
  addLabel: string;
  onAdd: () => void;
  /** line index → field → message */
  errors?: Record<number, Record<string, string>>;
  emptyText?: string;
}

/** The focusable cell inputs of a table, in reading order. */
const cellsOf = (table: HTMLElement | null) =>
  [...(table?.querySelectorAll<HTMLElement>('[data-cell] input, [data-cell] textarea') ?? [])].filter(
    (el) => !(el as HTMLInputElement).disabled && !(el as HTMLInputElement).readOnly,
  );

export function EditableLines<T extends { key: string }>(props: Props<T>) {
  const { name, lines, columns, rowNo, actions, errors = {} } = props;
  const table = useRef<HTMLTableElement>(null);
  const focusNewRow = useRef(false);

  useEffect(() => {
    if (!focusNewRow.current) return;
    focusNewRow.current = false;
    const rows = table.current?.querySelectorAll('tbody tr[data-line]');
    rows?.[rows.length - 1]?.querySelector<HTMLElement>('[data-cell] input')?.focus();
  }, [lines.length]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLElement;
    // an open select takes Enter to choose its option
    if (target.getAttribute('aria-expanded') === 'true') return;
    const cells = cellsOf(table.current);
    const at = cells.indexOf(target);
    if (at < 0) return;
    e.preventDefault();
    const next = cells[at + 1];
    if (next) next.focus();
    else {
      focusNewRow.current = true;
      props.onAdd();
    }
  };

  return (
    <div className="decl-lines" data-lines={name}>
      <div className="decl-lines-scroll">
        <table ref={table} className="decl-lines-table" onKeyDown={onKeyDown}>
          <thead>
            <tr>
              <th className="decl-col-no">{props.noTitle}</th>
              {columns.map((c) => (
                <th key={c.key} style={{ minWidth: c.width ?? 120 }}>
                  {c.title}
                </th>
              ))}
              <th className="decl-col-actions">{props.actionsTitle}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const rowErrors = errors[index] ?? {};
              return (
                <tr key={line.key} data-line={index}>
                  <td className="decl-col-no">{rowNo(line, index)}</td>
                  {columns.map((c) => {
                    const error = rowErrors[c.key];
                    const label = `${c.title} ${String(rowNo(line, index))}`;
                    const cell = (
                      <div data-cell={c.key} className={error ? 'decl-cell decl-cell-error' : 'decl-cell'}>
                        {c.render(line, index, { label, invalid: !!error })}
                        {error && <div className="decl-cell-message">{error}</div>}
                      </div>
                    );
                    return <td key={c.key}>{error ? <Tooltip title={error}>{cell}</Tooltip> : cell}</td>;
                  })}
                  <td className="decl-col-actions">
                    {actions(line, index).map((a) => (
                      <Tooltip key={a.key} title={a.label}>
                        <Button
                          size="small"
                          type="text"
                          danger={a.danger}
                          disabled={a.disabled}
                          icon={a.icon}
                          aria-label={`${a.label} ${String(rowNo(line, index))}`}
                          onClick={a.onClick}
                        />
                      </Tooltip>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {!lines.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />}
      </div>
      <Button
        className="decl-lines-add"
        icon={<PlusOutlined />}
        onClick={() => {
          focusNewRow.current = true;
          props.onAdd();
        }}
      >
        {props.addLabel}
      </Button>
    </div>
  );
}
