import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from '../i18n/index.ts';
import { PasswordStrength } from './PasswordStrength.tsx';
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

  it('with a target, passes only when released at the dashed mark, reporting where', () => {
    // a 440 px track leaves 400 px of travel: 1 % per arrow key
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(440);
    const onChange = vi.fn();
    render(<SliderCheck passed={false} onChange={onChange} target={42} />);
    expect(screen.getByText('拖动滑块到虚线标记处后松开')).toBeTruthy();
    expect(screen.getByTestId('slider-target')).toBeTruthy();
    const handle = screen.getByRole('slider');
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(false, 10);
    onChange.mockClear();
    render(<SliderCheck passed={false} onChange={onChange} target={42} />);
    const fresh = screen.getAllByRole('slider')[1]!;
    for (let i = 0; i < 4; i++) fireEvent.keyDown(fresh, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(fresh, { key: 'ArrowRight' });
    fireEvent.keyDown(fresh, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(true, 41);
    width.mockRestore();
  });
});
