import { useMemo } from 'react';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  businessDay,
  type OpenStatementGroup,
  type SummaryOpenStatements,
  type SummaryWeek,
} from '@app/shared';
import type { FigureColumn } from '../../../components/charts/ChartWithTable.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { formatAmount } from '../../finance/model/finance-model.ts';
import {
  statementGroupName,
  statementsOption,
  weekdayLabel,
  weekOption,
  weekStatuses,
} from '../model/home-chart-options.ts';
import { SUMMARY_NS } from '../locales.ts';
import { ChartCard, ChartNumber } from './ChartCard.tsx';
import { useOpenStatements, useSummaryWeek } from './use-summary.ts';

type WeekDay = SummaryWeek['days'][number];

/**
 * The partner home's pictures (summary:partner): its appointments of this week as a calendar strip with
 * a chart by status, and its open statements. Each card loads and fails on its own.
 */
export function PartnerCharts() {
  return (
    <>
      <Col xs={24} lg={12} xxl={8}>
        <WeekChart />
      </Col>
      <Col xs={24} lg={12} xxl={8}>
        <OpenStatementsChart />
      </Col>
    </>
  );
}

/** This week's appointments: a day per cell with its count (today marked), and stacked bars by status. */
export function WeekChart() {
  const { t } = useTranslation(SUMMARY_NS);
  const lang = currentLang();
  const query = useSummaryWeek();
  const title = t('chart.week');
  const today = businessDay();
  const statusesOf = (week: SummaryWeek) => weekStatuses(week, lang);
  const columnsOf = (week: SummaryWeek): FigureColumn<WeekDay>[] => [
    { key: 'day', title: t('chart.day'), render: (d) => weekdayLabel(d.day, lang) },
    ...statusesOf(week).map(({ code, name }): FigureColumn<WeekDay> => ({
      key: code,
      title: name,
      align: 'right',
      render: (d) => d.by_status[code] ?? 0,
    })),
    { key: 'total', title: t('chart.total'), align: 'right', render: (d) => d.total },
  ];
  return (
    <ChartCard<SummaryWeek, WeekDay>
      title={title}
      className="summary-chart-week"
      query={query}
      empty={t('chart.emptyWeek')}
      chart={(week) =>
        week.days.some((d) => d.total)
          ? {
              option: weekOption(week, statusesOf(week), lang),
              rows: week.days,
              rowKey: (d) => d.day,
              columns: columnsOf(week),
              height: 220,
            }
          : null
      }
      numbers={(week) => (
        <ol className="summary-week-days" aria-label={title}>
          {week.days.map((d) => (
            <li
              key={d.day}
              className={d.day === today ? 'summary-week-day summary-today' : 'summary-week-day'}
              aria-current={d.day === today ? 'date' : undefined}
            >
              <span className="summary-chart-number-name">{weekdayLabel(d.day, lang)}</span>
              <span className="summary-chart-number-value">{d.total}</span>
            </li>
          ))}
        </ol>
      )}
    />
  );
}

/** Open statements per status: what is left to pay as bars, each status's count and amount beside. */
export function OpenStatementsChart() {
  const { t } = useTranslation(SUMMARY_NS);
  const lang = currentLang();
  const query = useOpenStatements();
  const title = t('chart.statements');
  const names = useMemo(() => ({ open: t('chart.openAmount'), paid: t('chart.paidAmount') }), [t]);
  const several = (data: SummaryOpenStatements) => new Set(data.groups.map((g) => g.currency)).size > 1;
  const columnsOf = (data: SummaryOpenStatements): FigureColumn<OpenStatementGroup>[] => [
    { key: 'status', title: t('chart.status'), render: (g) => statementGroupName(g, several(data), lang) },
    { key: 'count', title: t('chart.count'), align: 'right', render: (g) => g.count },
    { key: 'total', title: t('chart.totalAmount'), align: 'right', render: (g) => formatAmount(g.total) },
    { key: 'open', title: names.open, align: 'right', render: (g) => formatAmount(g.open) },
  ];
  const keyOf = (g: OpenStatementGroup) => `${g.status}-${g.currency}`;
  return (
    <ChartCard<SummaryOpenStatements, OpenStatementGroup>
      title={title}
      className="summary-chart-statements"
      query={query}
      empty={t('chart.emptyStatements')}
      chart={(data) =>
        data.groups.length
          ? {
              option: statementsOption(data.groups, names, lang),
              rows: data.groups,
              rowKey: keyOf,
              columns: columnsOf(data),
              height: 220,
            }
          : null
      }
      numbers={(data) =>
        data.groups.map((g) => (
          <ChartNumber
            key={keyOf(g)}
            name={statementGroupName(g, several(data), lang)}
            value={t('chart.statementCount', { n: g.count })}
            more={`${g.currency} ${formatAmount(g.open)}`}
          />
        ))
      }
    />
  );
}
