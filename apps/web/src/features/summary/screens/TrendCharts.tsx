import { useMemo } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SummaryTrend } from '@app/shared';
import { ChartWithTable, type FigureColumn } from '../../../components/charts/ChartWithTable.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { minutesText, trendStatuses } from '../model/summary-model.ts';
import { clearanceOption, statusTrendOption } from '../model/trend-options.ts';
import { SUMMARY_NS } from '../locales.ts';
import { FailedAlert, RefreshTools } from './CardParts.tsx';
import { useSummaryTrend } from './use-summary.ts';

type TrendDay = SummaryTrend['days'][number];
type ClearanceDay = SummaryTrend['clearance'][number];

/**
 * The 30-day trend (summary:trend): declarations per day stacked by status, and the clearance time per
 * day (median and 90th percentile, the released count beside them); each chart has its table alternative.
 */
export function TrendCharts() {
  const { t } = useTranslation(SUMMARY_NS);
  const lang = currentLang();
  const query = useSummaryTrend();
  const trend = query.data;

  const statuses = useMemo(() => trendStatuses(trend?.days ?? [], lang), [trend, lang]);
  const statusOption = useMemo(() => statusTrendOption(trend?.days ?? [], statuses), [trend, statuses]);
  const statusColumns = useMemo<FigureColumn<TrendDay>[]>(
    () => [
      { key: 'day', title: t('trend.day'), render: (d) => <span className="summary-day">{d.day}</span> },
      ...statuses.map(({ code, name }): FigureColumn<TrendDay> => ({
        key: `s${code}`,
        title: name,
        align: 'right',
        render: (d) => d.by_status[code] ?? 0,
      })),
      { key: 'total', title: t('trend.total'), align: 'right', render: (d) => d.total },
    ],
    [statuses, t],
  );

  const names = useMemo(
    () => ({
      released: t('trend.released'),
      median: t('trend.median'),
      p90: t('trend.p90'),
      minutes: t('trend.minutes'),
      count: t('trend.count'),
    }),
    [t],
  );
  const timeOption = useMemo(() => clearanceOption(trend?.clearance ?? [], names), [trend, names]);
  const timeColumns = useMemo<FigureColumn<ClearanceDay>[]>(
    () => [
      { key: 'day', title: t('trend.day'), render: (d) => <span className="summary-day">{d.day}</span> },
      { key: 'released', title: names.released, align: 'right', render: (d) => d.released },
      { key: 'median', title: names.median, align: 'right', render: (d) => minutesText(d.median_minutes) },
      { key: 'p90', title: names.p90, align: 'right', render: (d) => minutesText(d.p90_minutes) },
    ],
    [names, t],
  );

  const tools = <RefreshTools query={query} takenAt={trend?.taken_at} className="summary-trend-tools" />;

  return (
    <div className="summary-trend">
      {query.isError && <FailedAlert query={query} message={t('trend.failed')} />}
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Card size="small" className="summary-card">
            {trend ? (
              <ChartWithTable<TrendDay>
                title={t('trend.status')}
                option={statusOption}
                rows={trend.days}
                rowKey={(d) => d.day}
                columns={statusColumns}
                extra={tools}
              />
            ) : (
              !query.isError && <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" className="summary-card">
            {trend ? (
              <ChartWithTable<ClearanceDay>
                title={t('trend.clearance')}
                option={timeOption}
                rows={trend.clearance}
                rowKey={(d) => d.day}
                columns={timeColumns}
                extra={tools}
              />
            ) : (
              !query.isError && <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
