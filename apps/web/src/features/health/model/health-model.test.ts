import { describe, expect, it } from 'vitest';
import { formatSize, isDay, jobParams, readJobQuery, writeJobFilter } from './health-model.ts';

const q = (text: string) => new URLSearchParams(text);

describe('the jobs filter in the address', () => {
  it("reads a home figure's link", () => {
    expect(readJobQuery(q('status=failed&since=2026-11-19'))).toEqual({
      status: 'failed',
      since: '2026-11-19',
      page: 1,
      size: 20,
    });
    expect(readJobQuery(q('status=running&page=3&size=50'))).toEqual({
      status: 'running',
      page: 3,
      size: 50,
    });
  });

  it('leaves out an unknown status, a malformed or unreal day, and an unusable page', () => {
    expect(readJobQuery(q('status=FAILED&since=2026-02-30&page=-1&size=7'))).toEqual({ page: 1, size: 20 });
    expect(isDay('2026-11-19')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('20261119')).toBe(false);
    expect(isDay('2026/11/19')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
  });

  it('writes a filter back on page 1, keeping other parameters', () => {
    const next = writeJobFilter(
      q('status=failed&since=2026-11-19&page=4&size=50&tab=x'),
      { status: 'done' },
      50,
    );
    expect(next.toString()).toBe('status=done&page=1&size=50&tab=x');
  });

  it('asks for the filter in a fixed order without empty ones', () => {
    expect(jobParams({ status: 'failed', since: '2026-11-19', page: 2, size: 20 })).toEqual({
      status: 'failed',
      since: '2026-11-19',
      page: 2,
      size: 20,
    });
    expect(Object.keys(jobParams({ page: 1, size: 20 }))).toEqual(['page', 'size']);
  });
});

describe('file sizes', () => {
  it('bytes, KB and MB', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(2560)).toBe('2.5 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatSize(-1)).toBe('');
  });
});
