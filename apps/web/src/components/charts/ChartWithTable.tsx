import { Suspense, useContext, useState, type ReactNode } from 'react';
import { Segmented, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartRenderer } from './chart-renderer.ts';
import type { EChartOption } from './EChart.tsx';

/** A column of the table alternative: its title and how a row shows in it. */
export interface FigureColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

export interface ChartWithTableProps<T> {
  /** What the chart shows: its heading, and the label screen readers read. */
  title: string;
  option: EChartOption;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: FigureColumn<T>[];
  height?: number | string;
  theme?: 'dark';
  /** Start with the table (remembered per chart while the page is open). */
  tableFirst?: boolean;
  extra?: ReactNode;
}

/**
 * A chart and the same figures as a table (for screen readers and for copying figures): a switch shows
 * one or the other; the table is a real table, so it can be selected and copied.
 */
export function ChartWithTable<T>({
  title,
  option,
  rows,
  rowKey,
  columns,
  height = 280,
  theme,
  tableFirst = false,
  extra,
}: ChartWithTableProps<T>) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>(tableFirst ? 'table' : 'chart');
  const EChart = useContext(ChartRenderer);
  return (
    <section className="chart-with-table" aria-label={title}>
      <div className="chart-with-table-head">
        <h3 className="chart-with-table-title">{title}</h3>
        <span className="chart-with-table-tools">
          {extra}
          <Segmented
            size="small"
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            options={[
              { value: 'chart', label: t('chart.viewChart') },
              { value: 'table', label: t('chart.viewTable') },
            ]}
            aria-label={t('chart.view')}
          />
        </span>
      </div>
      {view === 'chart' ? (
        <Suspense fallback={<Spin />}>
          <EChart option={option} label={title} height={height} theme={theme} />
        </Suspense>
      ) : (
        <Table<T>
          size="small"
          pagination={false}
          scroll={{ y: typeof height === 'number' ? height - 40 : undefined }}
          rowKey={(row) => rowKey(row)}
          dataSource={[...rows]}
          columns={columns.map((c) => ({
            key: c.key,
            title: c.title,
            align: c.align,
            render: (_: unknown, row: T) => c.render(row),
          }))}
        />
      )}
    </section>
  );
}
