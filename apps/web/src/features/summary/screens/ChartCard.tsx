import type { ReactNode } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartWithTable, type ChartWithTableProps } from '../../../components/charts/ChartWithTable.tsx';
import { SUMMARY_NS } from '../locales.ts';
import { FailedAlert, RefreshTools } from './CardParts.tsx';

/** What a chart card needs of its query (a react-query result). */
export interface ChartQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ChartCardProps<D extends { taken_at: string }, T> {
  title: string;
  /** Class of the card, for the page's layout and the browser tests. */
  className: string;
  query: ChartQuery<D>;
  /** The chart and its table of an answer, or null when the answer has nothing to draw. */
  chart: (data: D) => Omit<ChartWithTableProps<T>, 'title' | 'extra'> | null;
  /** The figures shown beside the chart (its accessible numbers). */
  numbers: (data: D) => ReactNode;
  /** Said instead of the chart when there is nothing to draw. */
  empty: string;
}

/**
 * One home chart in its own card: a skeleton until its first answer, its own error with a retry (keeping
 * the last chart), the chart with its table alternative and the numbers beside it, or an empty state.
 */
export function ChartCard<D extends { taken_at: string }, T>({
  title,
  className,
  query,
  chart,
  numbers,
  empty,
}: ChartCardProps<D, T>) {
  const { t } = useTranslation(SUMMARY_NS);
  const data = query.data;
  const drawn = data ? chart(data) : null;
  const tools = <RefreshTools query={query} takenAt={data?.taken_at} />;
  return (
    <Card
      size="small"
      className={`summary-card summary-chart-card ${className}`}
      title={drawn ? undefined : title}
      extra={drawn ? undefined : tools}
    >
      {query.isError && <FailedAlert query={query} message={t('chart.failed', { chart: title })} />}
      {query.isPending && !query.isError && <Skeleton active title={false} paragraph={{ rows: 6 }} />}
      {data &&
        (drawn ? (
          <div className="summary-chart-body">
            <div className="summary-chart-main">
              <ChartWithTable<T> {...drawn} title={title} extra={tools} height={drawn.height ?? 240} />
            </div>
            <div className="summary-chart-numbers">{numbers(data)}</div>
          </div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        ))}
    </Card>
  );
}

/** A figure beside a chart: its name, its number and, where it has one, a second line (an amount). */
export function ChartNumber({ name, value, more }: { name: string; value: ReactNode; more?: ReactNode }) {
  return (
    <div className="summary-chart-number">
      <span className="summary-chart-number-name">{name}</span>
      <span className="summary-chart-number-value">{value}</span>
      {more !== undefined && <span className="summary-chart-number-more">{more}</span>}
    </div>
  );
}
