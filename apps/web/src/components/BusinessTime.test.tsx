import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { DEFAULT_BUSINESS_TIME_ZONE, labelledTime, setBusinessTimeZone } from '@app/shared';
import i18n from '../i18n/index.ts';
import { BusinessTime } from './BusinessTime.tsx';

// 2026-07-01 02:30 UTC; the tests choose the business zone against this machine's own zone
const AT = '2026-07-01T02:30:00Z';
const MACHINE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const MACHINE_OFFSET = -new Date(AT).getTimezoneOffset();
/** A business zone whose clock differs from this machine's at AT. */
const OTHER_ZONE = MACHINE_OFFSET === 480 ? 'America/New_York' : 'Asia/Shanghai';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

const shown = (value: unknown, format?: string) => {
  const { container } = render(<BusinessTime value={value} format={format} />);
  return container;
};

describe('BusinessTime', () => {
  it('shows the business clock with a short zone label when the reader’s clock differs', () => {
    setBusinessTimeZone('Asia/Shanghai');
    if (OTHER_ZONE !== 'Asia/Shanghai') setBusinessTimeZone(OTHER_ZONE);
    const container = shown(AT);
    const time = container.querySelector('time')!;
    const expected = OTHER_ZONE === 'Asia/Shanghai' ? '2026-07-01 10:30:00' : '2026-06-30 22:30:00';
    const label = OTHER_ZONE === 'Asia/Shanghai' ? 'UTC+8' : 'UTC-4';
    expect(time.firstChild!.textContent).toBe(expected);
    expect(time.querySelector('.zone-label')!.textContent).toBe(` ${label}`);
    // it reads, and copies, as the text helper writes it
    expect(time.textContent).toBe(labelledTime(AT));
    expect(time.getAttribute('dateTime')).toBe('2026-07-01T02:30:00.000Z');
    // on hover: the zone by name, and the reader's own time of the same instant
    expect(time.getAttribute('title')).toMatch(
      new RegExp(
        `^业务时间 ${OTHER_ZONE}（${label.replace('+', '\\+')}） · 您的时间 2026-0[67]-\\d\\d \\d\\d:30:00$`,
      ),
    );
  });

  it('shows no label when the reader is on the business clock', () => {
    setBusinessTimeZone(MACHINE_ZONE);
    const time = shown(AT).querySelector('time')!;
    expect(time.querySelector('.zone-label')).toBeNull();
    expect(time.getAttribute('title')).not.toContain('您的时间');
  });

  it('reads a time without an offset (as the server writes some) as business time', () => {
    setBusinessTimeZone('Asia/Shanghai');
    const time = shown('2026-07-01 10:30:00').querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(new Date(AT).toISOString());
    expect(time.firstChild!.textContent).toBe('2026-07-01 10:30:00');
  });

  it('keeps a business date as it is, and shows nothing for no value', () => {
    setBusinessTimeZone(OTHER_ZONE);
    const container = shown('2026-07-01');
    expect(container.textContent).toBe('2026-07-01');
    expect(container.querySelector('time')).toBeNull();
    expect(shown(null).innerHTML).toBe('');
    expect(shown('soon').textContent).toBe('soon');
  });

  it('names the zone on hover in the interface language', async () => {
    setBusinessTimeZone('Asia/Shanghai');
    await act(() => i18n.changeLanguage('ja'));
    expect(shown(AT, 'HH:mm').querySelector('time')!.getAttribute('title')).toMatch(
      /^業務時間 Asia\/Shanghai（UTC\+8）/,
    );
    await act(() => i18n.changeLanguage('zh'));
  });
});
