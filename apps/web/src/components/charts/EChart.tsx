import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// bars, lines and pies with their grid, legend, title and tooltip, drawn on canvas: this module is only
// ever imported lazily (LazyEChart), so the sign-in and list pages never load echarts
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type EChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | DatasetComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | TooltipComponentOption
>;

export interface EChartProps {
  option: EChartOption;
  /** What the chart shows, for screen readers (the table alternative gives the figures). */
  label: string;
  height?: number | string;
  /** 'dark' on the data board. */
  theme?: 'dark';
  className?: string;
}

/**
 * One echarts chart in a box that follows its container's size. A new option replaces the old one
 * without re-creating the chart, so a refresh does not flicker.
 */
export default function EChart({ option, label, height = 280, theme, className }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!box.current) return undefined;
    const instance = echarts.init(box.current, theme);
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(box.current);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [theme]);
  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [option, theme]);
  return (
    <div ref={box} className={className} role="img" aria-label={label} style={{ width: '100%', height }} />
  );
}
