import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ProfitRow } from '../api.ts';
import { formatAmount } from '../model/finance-model.ts';

// only the bar chart, its grid, legend and tooltip, drawn on canvas: this module is loaded lazily
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

const SERIES = [
  { key: 'receivable', color: '#1677ff' },
  { key: 'payable', color: '#faad14' },
  { key: 'profit', color: '#52c41a' },
] as const;

export interface ProfitChartProps {
  rows: readonly ProfitRow[];
  /** The series' names in the language: receivable, payable, profit. */
  labels: Record<(typeof SERIES)[number]['key'], string>;
}

/**
 * Receivable, payable and profit of each job on the page as grouped bars (the table below gives the same
 * figures exactly; the bars take the amounts as numbers only to draw them).
 */
export default function ProfitChart({ rows, labels }: ProfitChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return undefined;
    const chart = echarts.init(box.current);
    const option: Option = {
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v) => formatAmount(String(v)),
      },
      legend: { top: 0 },
      grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: rows.map((r) => String(r.source_no ?? r.key)) },
      yAxis: { type: 'value' },
      series: SERIES.map(({ key, color }) => ({
        name: labels[key],
        type: 'bar',
        color,
        data: rows.map((r) => Number(r[key] ?? 0)),
      })),
    };
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [rows, labels]);
  return (
    <div
      ref={box}
      className="finance-profit-chart"
      role="img"
      aria-label={Object.values(labels).join(' / ')}
      style={{ width: '100%', height: 280, marginBottom: 12 }}
    />
  );
}
