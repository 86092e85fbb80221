import { useMemo, type ReactNode } from 'react';
import { APPOINTMENT_STATUS, TRANSPORT_ORDER_STATUS, type Board, type Lang } from '@app/shared';
import { ChartWithTable, type FigureColumn } from '../../../components/charts/ChartWithTable.tsx';
import type { EChartOption } from '../../../components/charts/EChart.tsx';
import {
  booksOption,
  chartStyle,
  clearanceOption,
  dailyOption,
  dailyRows,
  formatCount,
  formatMinutes,
  formatQty,
  formatShare,
  kpis,
  movementRows,
  movementsOption,
  rankedOption,
  rankedRows,
  splitOption,
  splitRows,
  statusOption,
  statusRows,
  type BoardLayout,
  type BookRow,
  type ClearanceRow,
  type DayRow,
  type MovementRow,
  type RankedRow,
  type SplitRow,
  type StatusRow,
  type Translate,
  type ChartStyle,
  withEmpty,
} from '../model/board-model.ts';

/** One chart of the board with its table alternative: what ChartWithTable takes, less the shared parts. */
interface PanelSpec<T> {
  area: string;
  title: string;
  option: EChartOption;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: FigureColumn<T>[];
  extra?: ReactNode;
}

// each panel keeps its own row type; the list only passes them on
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPanel = PanelSpec<any>;

const panel = <T,>(spec: PanelSpec<T>): AnyPanel => spec;

function buildPanels(board: Board, font: number, lang: Lang, t: Translate): AnyPanel[] {
  const style = chartStyle(font);
  const panels = chartPanels(board, style, lang, t);
  // a chart with no rows, or only zeros, says so instead of drawing an empty grid
  return panels.map((p) => ({
    ...p,
    option: withEmpty(p.option, !p.rows.some(hasFigure), t('empty'), style),
  }));
}

/** Whether a row holds any figure above 0 (a day with no declarations still counts as a row of zeros). */
function hasFigure(row: object): boolean {
  return Object.values(row).some(
    (v) => (typeof v === 'number' && v > 0) || (typeof v === 'string' && Number(v) > 0),
  );
}

function chartPanels(board: Board, style: ChartStyle, lang: Lang, t: Translate): AnyPanel[] {
  const count = (n: number) => formatCount(n, lang);
  const right = 'right' as const;

  const rankedColumns: FigureColumn<RankedRow>[] = [
    { key: 'rank', title: t('col.rank'), render: (r) => r.rank, align: right },
    { key: 'code', title: t('col.code'), render: (r) => r.code },
    { key: 'name', title: t('col.name'), render: (r) => r.name },
    { key: 'count', title: t('col.count'), render: (r) => count(r.count), align: right },
  ];
  const ranked = (area: string, entries: Board['top_customers']) => {
    const rows = rankedRows(entries);
    return panel<RankedRow>({
      area,
      title: t(`chart.${area}`),
      option: rankedOption(rows, style, t('series.count')),
      rows,
      rowKey: (r) => r.code,
      columns: rankedColumns,
    });
  };
  const statusColumns: FigureColumn<StatusRow>[] = [
    { key: 'status', title: t('col.status'), render: (r) => r.label },
    { key: 'count', title: t('col.count'), render: (r) => count(r.count), align: right },
  ];
  const byStatus = (area: string, rows: StatusRow[]) =>
    panel<StatusRow>({
      area,
      title: t(`chart.${area}`),
      option: statusOption(rows, style, t('series.count')),
      rows,
      rowKey: (r) => r.code,
      columns: statusColumns,
    });

  const split = splitRows(board, t);
  const daily = dailyRows(board);
  const movements = movementRows(board);
  return [
    panel<SplitRow>({
      area: 'split',
      title: t('chart.split'),
      option: splitOption(split, style),
      rows: split,
      rowKey: (r) => r.kind,
      columns: [
        { key: 'kind', title: t('col.kind'), render: (r) => r.label },
        { key: 'count', title: t('col.count'), render: (r) => count(r.count), align: right },
        { key: 'share', title: t('col.share'), render: (r) => formatShare(r.share), align: right },
      ],
    }),
    panel<DayRow>({
      area: 'daily',
      title: t('chart.daily'),
      option: dailyOption(daily, style, t),
      rows: daily,
      rowKey: (r) => r.day,
      columns: [
        { key: 'day', title: t('col.day'), render: (r) => r.day },
        { key: 'import', title: t('series.import'), render: (r) => count(r.import), align: right },
        { key: 'export', title: t('series.export'), render: (r) => count(r.export), align: right },
        { key: 'total', title: t('col.total'), render: (r) => count(r.total), align: right },
      ],
    }),
    byStatus('transport', statusRows(board.transport, TRANSPORT_ORDER_STATUS, lang)),
    ranked('customers', board.top_customers),
    ranked('ports', board.top_ports),
    ranked('countries', board.top_countries),
    byStatus('appointments', statusRows(board.yard.today, APPOINTMENT_STATUS, lang)),
    panel<ClearanceRow>({
      area: 'clearance',
      title: t('chart.clearance'),
      option: clearanceOption(board.clearance, style, t),
      rows: board.clearance,
      rowKey: (r) => r.day,
      columns: [
        { key: 'day', title: t('col.day'), render: (r) => r.day },
        { key: 'released', title: t('col.released'), render: (r) => count(r.released), align: right },
        {
          key: 'median',
          title: t('series.median'),
          render: (r) => formatMinutes(r.median_minutes, t('none')),
          align: right,
        },
        {
          key: 'p90',
          title: t('series.p90'),
          render: (r) => formatMinutes(r.p90_minutes, t('none')),
          align: right,
        },
      ],
    }),
    panel<BookRow>({
      area: 'books',
      title: t('chart.books'),
      option: booksOption(board.books.top, style, t),
      rows: board.books.top,
      rowKey: (r) => r.book_no,
      columns: [
        { key: 'book', title: t('col.book'), render: (r) => r.book_no },
        { key: 'in', title: t('series.in'), render: (r) => formatQty(r.in_qty, lang), align: right },
        { key: 'out', title: t('series.out'), render: (r) => formatQty(r.out_qty, lang), align: right },
        {
          key: 'balance',
          title: t('series.balance'),
          render: (r) => formatQty(r.balance_qty, lang),
          align: right,
        },
      ],
      extra: (
        <span className="data-board-note">
          {t('books', { books: count(board.books.books), lines: count(board.books.goods_lines) })}
        </span>
      ),
    }),
    panel<MovementRow>({
      area: 'movements',
      title: t('chart.movements'),
      option: movementsOption(movements, style, t),
      rows: movements,
      rowKey: (r) => r.day,
      columns: [
        { key: 'day', title: t('col.day'), render: (r) => r.day },
        { key: 'in', title: t('series.in'), render: (r) => count(r.in), align: right },
        { key: 'out', title: t('series.out'), render: (r) => count(r.out), align: right },
      ],
    }),
  ];
}

/** The big numbers: today's and this month's declarations, released today, needing action, the yard. */
export function BoardKpis({ board, lang, t }: { board: Board; lang: Lang; t: Translate }) {
  return (
    <div className="data-board-kpis">
      {kpis(board).map((k) => (
        <section
          key={k.key}
          className={k.alert ? 'data-board-kpi is-alert' : 'data-board-kpi'}
          data-figure={k.key}
          aria-label={t(`kpi.${k.key}`)}
        >
          <div className="data-board-kpi-label">{t(`kpi.${k.key}`)}</div>
          <div className="data-board-kpi-value">{formatCount(k.value, lang)}</div>
        </section>
      ))}
    </div>
  );
}

/**
 * The board's charts, each with its table alternative, laid out in a grid that fills the screen. The
 * options are built again only when the figures, the size or the language change (the clock ticking or
 * a refresh with the same figures draws nothing).
 */
export function BoardPanels({
  board,
  layout,
  lang,
  t,
}: {
  board: Board;
  layout: BoardLayout;
  lang: Lang;
  t: Translate;
}) {
  const panels = useMemo(() => buildPanels(board, layout.font, lang, t), [board, layout.font, lang, t]);
  return (
    <div className="data-board-panels">
      {panels.map((p) => (
        <div
          key={p.area}
          className={`data-board-panel data-board-panel-${p.area}`}
          style={{ gridArea: p.area }}
        >
          <ChartWithTable
            title={p.title}
            option={p.option}
            rows={p.rows}
            rowKey={p.rowKey}
            columns={p.columns}
            height={layout.chart}
            theme="dark"
            extra={p.extra}
          />
        </div>
      ))}
    </div>
  );
}
