import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { labelledTime, parseSliderTrace } from '@app/shared';
import i18n from '../i18n/index.ts';
import { PasswordStrength } from './PasswordStrength.tsx';
import { RELATIVE_TIME_TICK_MS, RelativeTime } from './RelativeTime.tsx';
import { SliderCheck } from './SliderCheck.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

const valueText = () => screen.getByRole('meter').getAttribute('aria-valuetext');

describe('PasswordStrength', () => {
  it('shows nothing for an empty password and three bars otherwise', () => {
    const { container, rerender } = render(<PasswordStrength password="" />);
    expect(container.innerHTML).toBe('');
    rerender(<PasswordStrength password="abc" />);
    expect(valueText()).toBe('弱');
    rerender(<PasswordStrength password="abc123" />);
    expect(valueText()).toBe('中');
    rerender(<PasswordStrength password="Abc123!x" />);
    expect(valueText()).toBe('强');
    expect(container.querySelectorAll('.password-strength-bar')).toHaveLength(3);
  });
});

describe('SliderCheck', () => {
  it('shows the hint, and passes when moved to the far right', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SliderCheck passed={false} onChange={onChange} />);
    expect(screen.getByText('拖动滑块到最右边')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    expect(onChange).toHaveBeenCalledWith(true, 100);
    rerender(<SliderCheck passed onChange={onChange} />);
    expect(screen.getByText('验证通过')).toBeTruthy();
  });

  it('with a challenge picture, reports where it was let go and the drag; the server judges', () => {
    // a 440 px track leaves 400 px of travel: 1 % per arrow key, 10 % with Shift
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(440);
    let clock = 1000;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 137));
    const onRelease = vi.fn();
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    render(<SliderCheck passed={false} image={image} onRelease={onRelease} />);
    expect(screen.getByText('拖动滑块，让方块盖住图中的缺口后松开')).toBeTruthy();
    expect(screen.getByRole('img', { name: '带缺口的验证图片' }).getAttribute('src')).toBe(image);
    const handle = screen.getByRole('slider');
    for (let i = 0; i < 4; i++) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    // the square over the picture follows the handle
    expect(screen.getByTestId('slider-piece').style.transform).toBe('translateX(164px)');
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onRelease).toHaveBeenCalledTimes(1);
    const [position, trace] = onRelease.mock.calls[0]! as [number, string];
    expect(position).toBe(41);
    const points = parseSliderTrace(trace)!;
    expect(points.map(([, at]) => at)).toEqual([0, 10, 20, 30, 40, 41, 41]);
    expect(points[0]![0]).toBe(0);
    // time only goes forward
    expect(points.every(([ms], i) => i === 0 || ms >= points[i - 1]![0])).toBe(true);
    // released: no second answer to the same challenge
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onRelease).toHaveBeenCalledTimes(1);
    now.mockRestore();
    width.mockRestore();
  });
});

describe('RelativeTime', () => {
  const NOW = new Date('2026-03-10T08:00:00Z');
  afterEach(() => vi.useRealTimers());

  it('shows how long ago in the interface language, the full time on hover, and moves on by itself', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const at = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const shown = at(10);
    const { rerender, container } = render(<RelativeTime value={shown} />);
    const time = () => container.querySelector('time')!;
    expect(time().textContent).toBe('刚刚');
    // the full time on the business clock (with its zone where this machine's differs), on hover
    expect(time().getAttribute('title')).toBe(labelledTime(shown));
    expect(time().getAttribute('title')).toMatch(/^2026-03-10 15:59:50/);
    expect(time().getAttribute('dateTime')).toBe(shown);
    act(() => void vi.advanceTimersByTime(RELATIVE_TIME_TICK_MS * 2));
    expect(time().textContent).toBe('1分钟前');
    rerender(<RelativeTime value={at(3 * 3600)} />);
    expect(time().textContent).toBe('3小时前');
    rerender(<RelativeTime value={at(30 * 3600)} />);
    expect(time().textContent).toBe('1天前');
    rerender(<RelativeTime value={at(3 * 86400)} />);
    expect(time().textContent).toBe(labelledTime(at(3 * 86400)));
    await act(() => i18n.changeLanguage('en'));
    rerender(<RelativeTime value={at(5 * 60)} />);
    expect(time().textContent).toBe('5 min ago');
    await act(() => i18n.changeLanguage('zh'));
    rerender(<RelativeTime value={null} />);
    expect(container.innerHTML).toBe('');
  });
});
