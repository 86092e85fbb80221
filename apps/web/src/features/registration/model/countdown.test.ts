import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from './countdown.ts';

afterEach(() => vi.useRealTimers());

describe('the send-code countdown', () => {
  it('counts whole seconds left, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  it('falls from 60 to 0 by the clock', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.seconds).toBe(60);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current.seconds).toBe(30);
    act(() => void vi.advanceTimersByTime(31_000));
    expect(result.current.seconds).toBe(0);
  });
});
