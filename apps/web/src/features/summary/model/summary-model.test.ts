import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryFigure, SummaryTrend } from '@app/shared';
import {
  clockTime,
  figureHref,
  groupFigures,
  heldSections,
  minutesText,
  shortDay,
  STAFF_SECTIONS,
  statusName,
  throttle,
  trendStatuses,
} from './summary-model.ts';

const figure = (key: string, count: number, label?: string): SummaryFigure => ({
  key,
  count,
  ...(label === undefined ? {} : { label }),
  resource: 'declarations',
  path: '/declaration/index',
  query: { cd_status: '0' },
});

afterEach(() => vi.useRealTimers());

describe('the home figures model', () => {
  it('asks for the sections whose permission the user holds, in their order', () => {
    expect(
      heldSections(STAFF_SECTIONS, new Set(['summary:admin', 'summary:clerk', 'summary:partner'])),
    ).toEqual(['clerk', 'admin']);
    expect(heldSections(STAFF_SECTIONS, new Set())).toEqual([]);
  });

  it('links a figure to its page with its query', () => {
    expect(figureHref({ path: '/declaration/index', query: { cd_status: '80,90', mine: '1' } })).toBe(
      '/declaration/index?cd_status=80%2C90&mine=1',
    );
    expect(figureHref({ path: '/system/online', query: {} })).toBe('/system/online');
  });

  it('groups split figures under their key, keeping the answer order', () => {
    const groups = groupFigures([
      figure('a', 1),
      figure('slot', 2, '09:00-10:00'),
      figure('b', 3),
      figure('slot', 4, '10:00-11:00'),
    ]);
    expect(
      groups.map((g) => (g.kind === 'single' ? g.key : `${g.key}[${g.parts.map((p) => p.label).join()}]`)),
    ).toEqual(['a', 'slot[09:00-10:00,10:00-11:00]', 'b']);
  });

  it('names statuses in the language and lists the trend statuses in the options order', () => {
    expect(statusName('90', 'zh')).toBe('退单');
    expect(statusName('40', 'en')).toBe('Released');
    expect(statusName('77', 'zh')).toBe('77');
    const days: SummaryTrend['days'] = [
      { day: '2026-11-01', total: 3, by_status: { '90': 1, '0': 2, '20': 0 } },
      { day: '2026-11-02', total: 1, by_status: { '77': 1 } },
    ];
    expect(trendStatuses(days, 'zh')).toEqual([
      { code: '0', name: '暂存' },
      { code: '90', name: '退单' },
      { code: '77', name: '77' },
    ]);
  });

  it('prints times, minutes and days', () => {
    expect(clockTime('2026-11-25T08:30:05')).toBe('08:30:05');
    expect(clockTime('soon')).toBe('soon');
    expect(minutesText(null)).toBe('—');
    expect(minutesText(42.26)).toBe('42.3');
    expect(minutesText(15)).toBe('15');
    expect(shortDay('2026-11-05')).toBe('11-05');
  });

  it('throttles: at once, then once at the end of the gap however many calls came in it', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 5000);
    t.call();
    expect(fn).toHaveBeenCalledTimes(1);
    t.call();
    t.call();
    vi.advanceTimersByTime(4999);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(6000);
    t.call();
    expect(fn).toHaveBeenCalledTimes(3);
    t.call();
    t.cancel();
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
