import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CheckIcon, DoubleRightIcon } from './inline-icons.tsx';
import { useTranslation } from 'react-i18next';

/**
 * The drag-slider check of the appointment sites (business-domain §5, §8): drag the handle
 * to the far right. Releasing early shows "verification not passed" and resets. The arrow
 * keys and End move the handle too, so the check works without a mouse.
 *
 * With a `target` (percent of the track, from the server's sign-in challenge) the handle is dragged
 * to the dashed mark instead and released there; `onChange` reports where (percent). The arrow keys
 * move it by 1 (Shift: 10) and Enter releases it.
 */
export interface SliderCheckProps {
  passed: boolean;
  onChange(passed: boolean, position: number): void;
  disabled?: boolean;
  target?: number | undefined;
}

/** How close to the target a release counts, in percent (the server allows a little more). */
const TARGET_TOLERANCE = 3;

const HANDLE = 40;

export function SliderCheck({ passed, onChange, disabled, target }: SliderCheckProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; offset: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [failed, setFailed] = useState(false);
  const [dragging, setDragging] = useState(false);

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
  const finish = (at: number) => {
    if (target !== undefined) {
      const position = percentOf(at);
      if (Math.abs(position - target) <= TARGET_TOLERANCE) onChange(true, position);
      else if (at > 0) {
        setFailed(true);
        onChange(false, position);
      }
    } else if (at >= max() - 2) {
      setOffset(max());
      onChange(true, 100);
    } else if (at > 0) {
      setFailed(true);
      onChange(false, percentOf(at));
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (passed || disabled || failed) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, offset };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    setOffset(Math.min(max(), Math.max(0, start.current.offset + event.clientX - start.current.x)));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const at = Math.min(max(), Math.max(0, start.current.offset + event.clientX - start.current.x));
    start.current = null;
    setDragging(false);
    finish(at);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (passed || disabled || failed) return;
    if (target !== undefined && event.key === 'Enter') {
      event.preventDefault();
      finish(offset);
      return;
    }
    const step = target !== undefined && !event.shiftKey ? max() / 100 : max() / 10;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = Math.min(max(), offset + step);
    else if (event.key === 'ArrowLeft') next = Math.max(0, offset - step);
    else if (event.key === 'End') next = max();
    else if (event.key === 'Home') next = 0;
    if (next === undefined) return;
    event.preventDefault();
    setOffset(next);
    if (target === undefined && next >= max() - 2) finish(next);
  };

  const hint = target !== undefined ? t('slider.hintTarget') : t('slider.hint');
  const text = passed ? t('slider.success') : failed ? t('slider.fail') : hint;
  const percent = percentOf(offset);
  return (
    <div
      ref={track}
      className={`slider-check${passed ? ' is-passed' : ''}${failed ? ' is-failed' : ''}`}
      data-testid="slider-check"
    >
      <div className="slider-check-fill" style={{ width: offset + HANDLE / 2 }} />
      {target !== undefined && (
        <div
          className="slider-check-target"
          data-testid="slider-target"
          style={{ left: `calc((100% - ${HANDLE}px) * ${target / 100})` }}
        />
      )}
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
        aria-disabled={disabled || passed}
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
}
