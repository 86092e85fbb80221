import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `until` (epoch ms), never below 0. */
export function secondsLeft(until: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * A countdown for the "send code" button: `start(60)` and `seconds` falls to 0 once a second. Counted
 * from the clock, not from ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!until) return undefined;
    setSeconds(secondsLeft(until));
    const timer = setInterval(() => {
      const left = secondsLeft(until);
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer);
        setUntil(0);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((n: number) => setUntil(Date.now() + n * 1000), []);
  return { seconds, start };
}
