import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { Board } from '@app/shared';
import { ChartRenderer } from '../../../components/charts/chart-renderer.ts';
import type { EChartProps } from '../../../components/charts/EChart.tsx';
import i18n from '../../../i18n/index.ts';
import { liveServer } from '../../../test/live-test-kit.ts';
import { sampleBoard } from '../databoard-test-kit.ts';
import { forgetBoard } from '../model/board-cache.ts';
import { DataBoard } from './DataBoardPage.tsx';

// jsdom has no canvas: the chart is a marker naming what it draws (the figures are checked in the tables)
const ChartMarker = ({ label }: EChartProps) => <div data-testid="echart">{label}</div>;

// the live channel, signed in to the oms site: the page starts it itself, the test pushes as the server
const live = liveServer({ pageStarts: true });

const push = () => act(() => live.push('summary_changed', { at: new Date().toISOString() }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = () => Promise<Response>;
const ok =
  (board: Board): Answer =>
  () =>
    Promise.resolve(json(board));
const down: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

/** The board's answers in turn (the last one repeats); records the calls to the board's address. */
function serve(...answers: Answer[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      if (url.split('?')[0] !== '/api/summary/board') return Promise.resolve(json({}, 404));
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer();
    }),
  );
  return calls;
}

// short waits, so the test runs on real timers: pushes coalesce within 30 ms, a failure retries after 150 ms
const TIMING = { minGapMs: 30, fallbackMs: 600_000, backoffMs: [150] };

const renderBoard = () =>
  render(
    <ChartRenderer.Provider value={ChartMarker}>
      <App>
        <DataBoard timing={TIMING} />
      </App>
    </ChartRenderer.Provider>,
  );

/** The big number of a figure (released today, needing action, …). */
const figure = (key: string) =>
  document.querySelector(`[data-figure="${key}"] .data-board-kpi-value`)?.textContent;
const waitFigure = (key: string, value: string) =>
  vi.waitFor(() => expect(figure(key)).toBe(value), { timeout: 8000 });

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetBoard();
});

describe('the data board', { timeout: 60_000 }, () => {
  it('shows the figures of the answer: big numbers, the data’s time, every chart with its table', async () => {
    const calls = serve(ok(sampleBoard()));
    renderBoard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('业务数据看板');
    await waitFigure('releasedToday', '7');
    expect(figure('today')).toBe('12');
    expect(figure('month')).toBe('1,234');
    expect(figure('attention')).toBe('3');
    expect(figure('inYard')).toBe('4');
    expect(figure('appointmentsToday')).toBe('9');
    expect(document.querySelector('[data-figure="attention"]')?.className).toContain('is-alert');
    expect(screen.getByText('数据时间 10:20:30')).toBeTruthy();
    expect(calls).toEqual(['/api/summary/board']);
    // the page started the live channel (it is outside the layout that starts it otherwise)
    expect(live.sockets.length).toBeGreaterThan(0);
    expect(live.subscribers('summary_changed')).toBe(1);

    // ten charts, each with its table alternative
    const charts = await screen.findAllByTestId('echart');
    expect(charts.map((c) => c.textContent)).toEqual([
      '本月进出口',
      '近30日报关单',
      '运输订单状态',
      '客户排行',
      '口岸排行',
      '贸易国别排行',
      '今日预约状态',
      '通关时长（分钟）',
      '保税账册余量',
      '核注清单（近14日）',
    ]);
    const customers = screen.getByRole('region', { name: '客户排行' });
    fireEvent.click(within(customers).getByText('表格'));
    expect(await within(customers).findByText('厦门嘉禾贸易有限公司')).toBeTruthy();
    // a customer without a name shows its code
    expect(within(customers).getAllByText('C0002')).toHaveLength(2);
    // statuses show their labels, not their codes
    const appointments = screen.getByRole('region', { name: '今日预约状态' });
    fireEvent.click(within(appointments).getByText('表格'));
    const pending = (await within(appointments).findByText('待审核')).closest('tr')!;
    expect(pending.textContent).toContain('2');
    const books = screen.getByRole('region', { name: '保税账册余量' });
    expect(within(books).getByText('账册 2 本 · 料号 15 项')).toBeTruthy();
    fireEvent.click(within(books).getByText('表格'));
    expect((await within(books).findByText('T3701W000001')).closest('tr')!.textContent).toContain('1,200.5');
  });

  it('refreshes on a summary_changed push, coalescing pushes that come together', async () => {
    const calls = serve(ok(sampleBoard()), ok(sampleBoard({ released_today: 8 })));
    renderBoard();
    await waitFigure('releasedToday', '7');
    // past the shortest gap after the first fetch
    await new Promise((resolve) => setTimeout(resolve, 60));
    for (let i = 0; i < 5; i += 1) push();
    await waitFigure('releasedToday', '8');
    // five pushes at once: one fetch at once and one more for the pushes that came while it ran
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(3);
  });

  it('keeps the figures and says since when when a refresh fails, and recovers by itself', async () => {
    const later = '2026-11-25T10:25:00+08:00';
    serve(ok(sampleBoard()), down, ok(sampleBoard({ released_today: 9 }, later)));
    renderBoard();
    await waitFigure('releasedToday', '7');
    push();
    expect(await screen.findByText('连接中断，显示 10:20:30 的数据')).toBeTruthy();
    expect(figure('releasedToday')).toBe('7');
    expect(screen.getByText('数据时间 10:20:30')).toBeTruthy();
    expect(screen.getAllByTestId('echart')).toHaveLength(10);
    // the retry after the back-off brings the new figures and the badge goes
    await waitFigure('releasedToday', '9');
    expect(screen.queryByText(/连接中断/)).toBeNull();
    expect(screen.getByText('数据时间 10:25:00')).toBeTruthy();
  });

  it('shows the last board of this tab at once when the server cannot be reached on opening', async () => {
    serve(ok(sampleBoard()));
    const first = renderBoard();
    await waitFigure('releasedToday', '7');
    first.unmount();
    serve(down);
    renderBoard();
    expect(figure('releasedToday')).toBe('7');
    expect(await screen.findByText('连接中断，显示 10:20:30 的数据')).toBeTruthy();
  });

  it('says that the user may not see the board (403) instead of showing it', async () => {
    serve(() => Promise.resolve(json({ code: 403, message: '没有权限' }, 403)));
    renderBoard();
    expect(await screen.findByText('无权查看数据看板')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('业务数据看板');
    expect(figure('releasedToday')).toBeUndefined();
    expect(screen.queryByText(/连接中断/)).toBeNull();
  });

  it('says it is reconnecting when the first fetch fails and there is no board yet', async () => {
    serve(down);
    renderBoard();
    expect((await screen.findAllByText('连接中断，正在重试…')).length).toBeGreaterThan(0);
  });
});
