import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { encodeSliderTrace, SLIDER_TRACE_MAX_POINTS, type SliderTracePoint } from '@app/shared';
import { CheckIcon, DoubleRightIcon } from './inline-icons.tsx';
import { useTranslation } from 'react-i18next';

/**
 * The drag-slider check of the appointment sites (business-domain §5, §8): drag the handle
 * to the far right. Releasing early shows "verification not passed" and resets. The arrow
 * keys and End move the handle too, so the check works without a mouse.
 *
 * With an `image` (the picture of the server's sign-in challenge, a gap drawn in it) a square moves over
 * the picture with the handle; the user releases it over the gap. The component does not know where the
 * gap is: `onRelease` reports where the handle was let go (percent of the travel) and the drag (times and
 * places, `encodeSliderTrace`), and the server judges both. The arrow keys move it by 1 % (Shift: 10 %)
 * (held down: faster) and Enter releases it.
 */
export interface SliderCheckProps {
  passed: boolean;
  onChange?(passed: boolean, position: number): void;
  disabled?: boolean;
  /** The server challenge's picture (a data URL); the slider then reports its release to `onRelease`. */
  image?: string | undefined;
  onRelease?(position: number, trace: string): void;
}

const HANDLE = 40;

/** Keeps the first and last points and an even spread of the rest, at most `SLIDER_TRACE_MAX_POINTS`. */
function thin(points: SliderTracePoint[]): SliderTracePoint[] {
  if (points.length <= SLIDER_TRACE_MAX_POINTS) return points;
  const step = (points.length - 1) / (SLIDER_TRACE_MAX_POINTS - 1);
  return Array.from({ length: SLIDER_TRACE_MAX_POINTS }, (_, i) => points[Math.round(i * step)]!);
}

export function SliderCheck({ passed, onChange, disabled, image, onRelease }: SliderCheckProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; offset: number } | null>(null);
  /** The drag so far (challenge only): when it began and its points. */
  const trace = useRef<{ began: number; points: SliderTracePoint[] } | null>(null);
  /** Key repeats of the arrow key held down (challenge only). */
  const repeats = useRef(0);
  const [offset, setOffset] = useState(0);
  const [failed, setFailed] = useState(false);
  const [released, setReleased] = useState(false);
  const [dragging, setDragging] = useState(false);
  const challenge = image !== undefined;

  const max = () => Math.max(0, (track.current?.clientWidth ?? 0) - HANDLE);

  // a reset from outside (the form failed) brings the handle back
  useEffect(() => {
    if (!passed) setOffset(0);
  }, [passed]);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setOffset(0);
    }, 800);
    return () => clearTimeout(timer);
  }, [failed]);

  const percentOf = (at: number) => (max() ? Math.round((at / max()) * 100) : 0);
  /** Percent of the travel to 0.1, as the challenge's answer and trace carry it. */
  const exactPercent = (at: number) => (max() ? Math.round((at / max()) * 1000) / 10 : 0);
  const record = (at: number) => {
    const now = performance.now();
    trace.current ??= { began: now, points: [] };
    trace.current.points.push([now - trace.current.began, exactPercent(at)]);
  };

  const finish = (at: number) => {
    if (challenge) {
      if (at <= 0) {
        trace.current = null;
        return;
      }
      record(at);
      const points = thin(trace.current?.points ?? []);
      trace.current = null;
      setReleased(true);
      onRelease?.(exactPercent(at), encodeSliderTrace(points));
    } else if (at >= max() - 2) {
      setOffset(max());
      onChange?.(true, 100);
    } else if (at > 0) {
      setFailed(true);
      onChange?.(false, percentOf(at));
    }
  };

  const locked = passed || disabled || failed || released;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, offset };
    if (challenge) {
      trace.current = null;
      record(offset);
    }
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const at = Math.min(max(), Math.max(0, start.current.offset + event.clientX - start.current.x));
    if (challenge) record(at);
    setOffset(at);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const at = Math.min(max(), Math.max(0, start.current.offset + event.clientX - start.current.x));
    start.current = null;
    setDragging(false);
    finish(at);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    if (challenge && event.key === 'Enter') {
      event.preventDefault();
      finish(offset);
      return;
    }
    // a held arrow key speeds up (1 %, then 2 %, then 3 % a step), as a hand does: a drag of even steps
    // is what a program sends, and the server refuses it
    repeats.current = event.repeat ? repeats.current + 1 : 0;
    const fine = Math.min(3, 1 + Math.floor(repeats.current / 6));
    const step = challenge && !event.shiftKey ? (max() / 100) * fine : max() / 10;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = Math.min(max(), offset + step);
    else if (event.key === 'ArrowLeft') next = Math.max(0, offset - step);
    else if (event.key === 'End') next = max();
    else if (event.key === 'Home') next = 0;
    if (next === undefined) return;
    event.preventDefault();
    if (challenge) {
      if (!trace.current) record(offset);
      record(next);
    }
    setOffset(next);
    if (!challenge && next >= max() - 2) finish(next);
  };

  const hint = challenge ? t('slider.hintTarget') : t('slider.hint');
  const text = passed ? t('slider.success') : failed ? t('slider.fail') : hint;
  const percent = percentOf(offset);
  const slider = (
    <div
      ref={track}
      className={`slider-check${passed ? ' is-passed' : ''}${failed ? ' is-failed' : ''}`}
      data-testid="slider-check"
    >
      <div className="slider-check-fill" style={{ width: offset + HANDLE / 2 }} />
      <span className="slider-check-text" aria-live="polite">
        {text}
      </span>
      <div
        className="slider-check-handle"
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={t('slider.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-disabled={disabled || passed || released}
        style={{ transform: `translateX(${offset}px)`, transition: dragging ? 'none' : undefined }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {passed ? <CheckIcon /> : <DoubleRightIcon />}
      </div>
    </div>
  );
  if (!challenge) return slider;
  return (
    <div className="slider-challenge">
      {/* the picture spans the handle's travel: its edges are the handle's centre at 0 % and 100 % */}
      <div className="slider-challenge-picture" data-testid="slider-picture">
        <img src={image} alt={t('slider.picture')} draggable={false} />
        <div
          className="slider-challenge-piece"
          data-testid="slider-piece"
          style={{ transform: `translateX(${offset}px)`, transition: dragging ? 'none' : undefined }}
        />
      </div>
      {slider}
    </div>
  );
}
