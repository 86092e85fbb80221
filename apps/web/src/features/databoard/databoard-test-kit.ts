import type { Board } from '@app/shared';

/** A board as `GET /api/summary/board` answers it (only imported by *.test.ts(x) files). */
export function sampleBoard(overrides: Partial<Board['declarations']> = {}, takenAt?: string): Board {
  return {
    taken_at: takenAt ?? '2026-11-25T10:20:30+08:00',
    declarations: {
      today: 12,
      month: 1234,
      month_import: 900,
      month_export: 334,
      released_today: 7,
      attention: 3,
      ...overrides,
    },
    daily: [
      { day: '2026-11-24', import: 30, export: 10 },
      { day: '2026-11-25', import: 8, export: 4 },
    ],
    top_customers: [
      { code: 'C0001', name: '厦门嘉禾贸易有限公司', count: 40 },
      { code: 'C0002', name: '', count: 12 },
    ],
    top_ports: [{ code: '390001', name: '厦门', count: 50 }],
    top_countries: [
      { code: 'USA', name: '美国', count: 33 },
      { code: 'JPN', name: '日本', count: 9 },
    ],
    clearance: [
      { day: '2026-11-24', released: 20, median_minutes: 42.26, p90_minutes: 118 },
      { day: '2026-11-25', released: 0, median_minutes: null, p90_minutes: null },
    ],
    books: {
      books: 2,
      goods_lines: 15,
      top: [{ book_no: 'T3701W000001', in_qty: '1200.5', out_qty: '200', balance_qty: '1000.5' }],
      movements: [
        { day: '2026-11-24', in: 3, out: 1 },
        { day: '2026-11-25', in: 0, out: 2 },
      ],
    },
    yard: { today: { submitted: 2, approved: 5, arrived: 1, odd_state: 1 }, in_yard: 4 },
    transport: { planned: 3, in_transit: 2 },
  };
}
