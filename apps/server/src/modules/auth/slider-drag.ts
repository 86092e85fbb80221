import type { SliderTracePoint } from '@app/shared';

/** How close to the gap a released handle must be, in percent of the travel. */
export const SLIDER_TOLERANCE = 3;
/** A drag shorter than this is a script, longer one a held handle (ms). */
export const DRAG_MIN_MS = 200;
export const DRAG_MAX_MS = 15_000;
/** Fewest points of a drag: where it began, three moves and where it was released. */
export const DRAG_MIN_POINTS = 5;
/**
 * A drag whose points all lie within this share of its span from one straight line in time, or whose
 * moves all go at nearly one speed, is a script's constant-velocity line: a hand speeds up and slows
 * down, and stops before it lets go.
 */
const STRAIGHT_LINE_SHARE = 0.03;
const STEADY_SPEED_VARIATION = 0.1;
/**
 * A drag of this many moves or more that all cover the same distance is a program's interpolation
 * (`steps: n`): the browser's event timing blurs its speed, but not its steps. A hand's moves differ.
 */
const EVEN_STEPS_MIN_MOVES = 8;
const EVEN_STEP_SLACK = 0.15;

export type DragRefusal =
  | 'position'
  | 'trace_missing'
  | 'trace_mismatch'
  | 'too_few_points'
  | 'time_backwards'
  | 'too_fast'
  | 'too_slow'
  | 'straight_line';

/**
 * Judges a released drag against the gap the server kept: the release within the tolerance of the
 * target, and a trace a hand could have drawn (from the start, time going forward, 200 ms to 15 s,
 * enough points, ending where it was released, not a constant-velocity straight line nor evenly
 * interpolated steps). Answers why
 * it was refused, or undefined when it holds.
 */
export function judgeSliderDrag(
  target: number,
  position: number | undefined,
  trace: readonly SliderTracePoint[] | undefined,
): DragRefusal | undefined {
  if (position === undefined || !Number.isFinite(position)) return 'position';
  if (Math.abs(position - target) > SLIDER_TOLERANCE) return 'position';
  if (!trace?.length) return 'trace_missing';
  if (trace.length < DRAG_MIN_POINTS) return 'too_few_points';
  const [t0, x0] = trace[0]!;
  const [tn, xn] = trace[trace.length - 1]!;
  if (x0 > 2 || Math.abs(xn - position) > 1) return 'trace_mismatch';
  for (let i = 1; i < trace.length; i++) if (trace[i]![0] < trace[i - 1]![0]) return 'time_backwards';
  const duration = tn - t0;
  if (duration < DRAG_MIN_MS) return 'too_fast';
  if (duration > DRAG_MAX_MS) return 'too_slow';
  if (looksScripted(trace)) return 'straight_line';
  return undefined;
}

/**
 * A constant-velocity straight line: every point near the least-squares line x(t), moves of one size
 * throughout, or one speed throughout.
 */
function looksScripted(trace: readonly SliderTracePoint[]): boolean {
  const n = trace.length;
  const mt = trace.reduce((s, [t]) => s + t, 0) / n;
  const mx = trace.reduce((s, [, x]) => s + x, 0) / n;
  let stt = 0;
  let stx = 0;
  for (const [t, x] of trace) {
    stt += (t - mt) ** 2;
    stx += (t - mt) * (x - mx);
  }
  const slope = stt ? stx / stt : 0;
  const xs = trace.map(([, x]) => x);
  const span = Math.max(...xs) - Math.min(...xs);
  if (span <= 0) return true;
  const farthest = Math.max(...trace.map(([t, x]) => Math.abs(x - (mx + slope * (t - mt)))));
  if (farthest < STRAIGHT_LINE_SHARE * span) return true;
  const steps = trace
    .slice(1)
    .map(([, x], i) => Math.abs(x - trace[i]![1]))
    .filter((d) => d > 0);
  if (steps.length >= EVEN_STEPS_MIN_MOVES && Math.max(...steps) - Math.min(...steps) <= EVEN_STEP_SLACK)
    return true;
  // the speeds of the moves (time passing, handle moving); one speed with little spread is a machine
  const speeds: number[] = [];
  for (let i = 1; i < n; i++) {
    const dt = trace[i]![0] - trace[i - 1]![0];
    const dx = trace[i]![1] - trace[i - 1]![1];
    if (dt > 0 && dx !== 0) speeds.push(dx / dt);
  }
  if (speeds.length < 3) return false;
  const mean = speeds.reduce((s, v) => s + v, 0) / speeds.length;
  const sd = Math.sqrt(speeds.reduce((s, v) => s + (v - mean) ** 2, 0) / speeds.length);
  return Math.abs(mean) > 0 && sd / Math.abs(mean) < STEADY_SPEED_VARIATION;
}
