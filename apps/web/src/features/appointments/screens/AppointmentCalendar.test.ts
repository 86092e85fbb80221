import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { calendarRange, slotLines } from './AppointmentCalendar.tsx';

const slot = (id: number, slot_name: string, taken: number) => ({
  id,
  slot_name,
  start_time: slot_name.slice(0, 5),
  end_time: slot_name.slice(6),
  capacity: 2,
  taken,
  left: 2 - taken,
  bookings: [],
});

describe('the appointment calendar', () => {
  it('shows one day, or Monday to Sunday of the week', () => {
    const wednesday = dayjs('2026-11-25');
    expect(calendarRange(wednesday, 'day')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(calendarRange(wednesday, 'week')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(calendarRange(dayjs('2026-11-29'), 'week')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('draws one line per slot, in time order, with a cell per day', () => {
    const lines = slotLines([
      { date: '2026-11-25', slots: [slot(2, '10:00-11:00', 1), slot(1, '09:00-10:00', 0)] },
      { date: '2026-11-26', slots: [slot(1, '09:00-10:00', 2), slot(2, '10:00-11:00', 0)] },
    ]);
    expect(lines.map((l) => l.slot_name)).toEqual(['09:00-10:00', '10:00-11:00']);
    expect(lines[0]!.days['2026-11-26']?.taken).toBe(2);
    expect(lines[1]!.days['2026-11-25']?.taken).toBe(1);
  });
});
