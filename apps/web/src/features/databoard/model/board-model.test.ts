import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUS, TRANSPORT_ORDER_STATUS } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { sampleBoard } from '../databoard-test-kit.ts';
import { DATABOARD_NS } from '../locales.ts';
import {
  boardLayout,
  booksOption,
  chartStyle,
  clearanceOption,
  clockText,
  dateText,
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
  sameFigures,
  shortDay,
  shortName,
  splitOption,
  splitRows,
  statusOption,
  statusRows,
  takenAtText,
  withEmpty,
  type Translate,
} from './board-model.ts';

/** The board's texts in one language, as the page hands them to the model (DataBoardPage.tsx). */
const translator = (lang: 'zh' | 'en'): Translate => {
  const fixed = i18n.getFixedT(lang, DATABOARD_NS);
  return (key, params) => fixed(key, params);
};
const zh = translator('zh');
const en = translator('en');
const style = chartStyle(16);
const board = sampleBoard();

// the parts of an option the tests read (EChartOption's unions are too wide to index directly)
interface Read {
  xAxis?: { data?: unknown[] };
  yAxis?: { data?: unknown[]; inverse?: boolean };
  series: { name?: string; type: string; stack?: string; data: unknown[] }[];
  title?: { text?: string };
}
const read = (option: unknown) => option as Read;

describe('numbers and times', () => {
  it('groups counts and quantities in the language and keeps text that is no number', () => {
    expect(formatCount(1234567, 'zh')).toBe('1,234,567');
    expect(formatCount(1234, 'es')).toBe('1.234');
    expect(formatQty('1200.5', 'en')).toBe('1,200.5');
    expect(formatQty('0.12345', 'en')).toBe('0.123');
    expect(formatQty('n/a', 'en')).toBe('n/a');
    expect(formatQty('', 'en')).toBe('');
  });

  it('gives minutes to one decimal, a dash for none, shares as percents', () => {
    expect(formatMinutes(42.26)).toBe('42.3');
    expect(formatMinutes(118)).toBe('118');
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(null, '-')).toBe('-');
    expect(formatShare(900 / 1234)).toBe('73%');
  });

  it('shortens days and names for the axes', () => {
    expect(shortDay('2026-11-25')).toBe('11-25');
    expect(shortDay('11/25')).toBe('11/25');
    expect(shortName('厦门嘉禾贸易有限公司')).toBe('厦门嘉禾贸易有…');
    expect(shortName('厦门')).toBe('厦门');
  });

  it('shows the time a board was taken as HH:mm:ss on the business clock (Asia/Shanghai)', () => {
    expect(takenAtText('2026-11-25T01:05:07Z')).toBe('09:05:07');
    expect(takenAtText('soon')).toBe('soon');
    expect(clockText(new Date('2026-01-01T15:59:00Z'))).toBe('23:59:00');
    expect(dateText(new Date('2026-01-01T16:00:00Z'))).toBe('2026-01-02');
  });
});

describe('the big numbers', () => {
  it('are today’s and this month’s declarations, released, needing action, the yard and today’s appointments', () => {
    expect(kpis(board)).toEqual([
      { key: 'today', value: 12, alert: false },
      { key: 'month', value: 1234, alert: false },
      { key: 'releasedToday', value: 7, alert: false },
      { key: 'attention', value: 3, alert: true },
      { key: 'inYard', value: 4, alert: false },
      { key: 'appointmentsToday', value: 9, alert: false },
    ]);
    expect(kpis(sampleBoard({ attention: 0 })).find((k) => k.key === 'attention')?.alert).toBe(false);
  });

  it('tell a board with the same figures from one with new figures (the time aside)', () => {
    expect(sameFigures(board, sampleBoard({}, '2026-11-25T03:00:00Z'))).toBe(true);
    expect(sameFigures(board, sampleBoard({ released_today: 8 }))).toBe(false);
  });
});

describe('the charts and their tables', () => {
  it('splits the month into import and export, as a ring and as rows with shares', () => {
    const rows = splitRows(board, zh);
    expect(rows).toEqual([
      { kind: 'import', label: '进口', count: 900, share: 900 / 1234 },
      { kind: 'export', label: '出口', count: 334, share: 334 / 1234 },
    ]);
    const pie = read(splitOption(rows, style)).series[0]!;
    expect(pie.type).toBe('pie');
    expect(pie.data).toEqual([
      { name: '进口', value: 900, itemStyle: { color: '#3ba0ff' } },
      { name: '出口', value: 334, itemStyle: { color: '#ffc53d' } },
    ]);
    const none = splitRows(sampleBoard({ month_import: 0, month_export: 0 }), en);
    expect(none.map((r) => [r.label, r.share])).toEqual([
      ['Import', 0],
      ['Export', 0],
    ]);
  });

  it('stacks the declarations of each day, import and export', () => {
    const rows = dailyRows(board);
    expect(rows[0]).toEqual({ day: '2026-11-24', import: 30, export: 10, total: 40 });
    const option = read(dailyOption(rows, style, zh));
    expect(option.xAxis?.data).toEqual(['11-24', '11-25']);
    expect(option.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['进口', 'declarations', [30, 8]],
      ['出口', 'declarations', [10, 4]],
    ]);
  });

  it('ranks customers with the largest on top, the name falling back to the code', () => {
    const rows = rankedRows(board.top_customers);
    expect(rows).toEqual([
      { rank: 1, code: 'C0001', name: '厦门嘉禾贸易有限公司', count: 40 },
      { rank: 2, code: 'C0002', name: 'C0002', count: 12 },
    ]);
    const option = read(rankedOption(rows, style, '数量'));
    expect(option.yAxis?.inverse).toBe(true);
    // eight places on the axis: two bars on top, six empty places below
    expect(option.yAxis?.data).toEqual(['厦门嘉禾贸易有…', 'C0002', '', '', '', '', '', '']);
    expect(option.series[0]!.data).toEqual([{ value: 40 }, { value: 12 }, '-', '-', '-', '-', '-', '-']);
    const many = Array.from({ length: 12 }, (_, i) => ({
      rank: i + 1,
      code: `P${i}`,
      name: `P${i}`,
      count: 12 - i,
    }));
    const top8 = read(rankedOption(many, style, 'n', 8));
    expect(top8.series[0]!.data).toHaveLength(8);
    expect(top8.series[0]!.data).not.toContain('-');
  });

  it('draws clearance minutes as median and p90 lines with a gap where nothing was released', () => {
    const option = read(clearanceOption(board.clearance, style, zh));
    expect(option.series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['中位数', 'line', [42.3, null]],
      ['90分位', 'line', [118, null]],
    ]);
  });

  it('draws the top books’ quantities from their decimal strings, and the movements per day', () => {
    const option = read(booksOption(board.books.top, style, en));
    expect(option.xAxis?.data).toEqual(['T3701W000001']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['In', [1200.5]],
      ['Out', [200]],
      ['Balance', [1000.5]],
    ]);
    const moves = read(movementsOption(movementRows(board), style, zh));
    expect(moves.series.map((s) => [s.name, s.data])).toEqual([
      ['进', [3, 0]],
      ['出', [1, 2]],
    ]);
  });

  it('labels statuses with the options in the language, in the options’ order, unknown codes last', () => {
    const rows = statusRows(board.yard.today, APPOINTMENT_STATUS, 'zh');
    expect(rows.map((r) => [r.code, r.label, r.count])).toEqual([
      ['draft', '草稿', 0],
      ['submitted', '待审核', 2],
      ['rejected', '审核驳回', 0],
      ['approved', '审核通过', 5],
      ['arrived', '已到场', 1],
      ['completed', '已完成', 0],
      ['cancelled', '已取消', 0],
      ['odd_state', 'odd_state', 1],
    ]);
    const transport = statusRows(board.transport, TRANSPORT_ORDER_STATUS, 'ja');
    expect(transport.map((r) => r.label)).toEqual(['計画済み', '配車済み', '輸送中', '配達済み', '取消']);
    const option = read(statusOption(transport, style, 'n'));
    expect(option.yAxis?.data).toEqual(['計画済み', '配車済み', '輸送中', '配達済み', '取消']);
    expect(option.series[0]!.data).toEqual([
      { value: 3, itemStyle: { color: '#8c8c8c' } },
      { value: 0, itemStyle: { color: '#3ba0ff' } },
      { value: 2, itemStyle: { color: '#ffc53d' } },
      { value: 0, itemStyle: { color: '#73d13d' } },
      { value: 0, itemStyle: { color: '#595959' } },
    ]);
  });

  it('says "no data" on a chart with nothing to draw', () => {
    const option = dailyOption([], style, zh);
    expect(read(withEmpty(option, true, '暂无数据', style)).title?.text).toBe('暂无数据');
    expect(withEmpty(option, false, '暂无数据', style)).toBe(option);
  });
});

describe('the layout', () => {
  it('fits 1920×1080 without scrolling, with big numbers and readable text', () => {
    const l = boardLayout(1920, 1080);
    expect(l.scale).toBe(1);
    expect(l.font).toBe(16);
    expect(l.kpiValue).toBe(60);
    const used =
      2 * l.gap + l.header + l.kpi + 2 * l.gap + 3 * (l.chart + 2 * l.pad + l.head + 2) + 2 * l.gap;
    expect(used).toBeLessThanOrEqual(1080);
    expect(l.chart).toBeGreaterThan(200);
  });

  it('scales down to 1366×768 and still fits', () => {
    const l = boardLayout(1366, 768);
    expect(l.scale).toBeCloseTo(0.711, 2);
    const used = 4 * l.gap + l.header + l.kpi + 3 * (l.chart + 2 * l.pad + l.head + 2) + 2 * l.gap;
    expect(used).toBeLessThanOrEqual(768);
    expect(l.font).toBeGreaterThanOrEqual(11);
  });

  it('takes the smaller of the two ratios (a tall narrow window scales by its width)', () => {
    expect(boardLayout(960, 1080).scale).toBe(0.5);
    expect(boardLayout(3840, 2160).scale).toBe(2);
  });
});
