import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appointment, PERM } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import {
  address,
  listQueries,
  queryOf,
  renderAt,
  services,
  stubLists,
} from '../../../crud/test-list-helpers.tsx';
import { routeOf } from '../../../menu/test-route.ts';
import { AppointmentList } from './AppointmentList.tsx';

function open(entry: string) {
  const path = entry.split('?')[0]!;
  const mode = path === '/yy/appointment' ? 'partner' : 'staff';
  const codes = mode === 'staff' ? Object.values(appointment.permissions) : [PERM.yyAppointmentSearch];
  const screenElement = <AppointmentList route={routeOf(path, '入仓预约')} mode={mode} />;
  return renderAt(path, entry, screenElement, services(codes));
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('appointments opened from a home figure', { timeout: 60_000 }, () => {
  it.each(['/appointment/index?status=submitted', '/yy/appointment?date_from=2026-11-23&date_to=2026-11-29'])(
    '%s: asks with exactly the link’s parameters, all held by the form',
    async (entry) => {
      const urls = stubLists();
      open(entry);
      await waitFor(() => expect(listQueries(urls, 'appointments')).toHaveLength(1));
      expect(listQueries(urls, 'appointments')[0]).toEqual(queryOf(entry));
      expect(document.querySelector('.crud-linked')).toBeNull();
    },
  );

  it('arrivals of a slot: the slot, not in the form, is named by its name in the bar; 清除 drops it', async () => {
    const urls = stubLists({ '/api/warehouse-slots/3': { id: 3, slot_name: '08:00-10:00' } });
    const entry =
      '/appointment/index?date_from=2026-11-26&date_to=2026-11-26&slot_id=3&status=approved,arrived,completed';
    open(entry);
    await waitFor(() => expect(listQueries(urls, 'appointments')).toHaveLength(1));
    expect(listQueries(urls, 'appointments')[0]).toEqual(queryOf(entry));
    const bar = document.querySelector('.crud-linked') as HTMLElement;
    expect(await within(bar).findByText('预约时间段=08:00-10:00')).toBeTruthy();
    const form = document.querySelector('.crud-search') as HTMLElement;
    // the day range fills both ends of the form's date range
    expect(within(form).getAllByDisplayValue('2026-11-26')).toHaveLength(2);

    fireEvent.click(within(bar).getByRole('button', { name: /清\s*除/ }));
    await waitFor(() => expect(address()).toBe('/appointment/index'));
    await waitFor(() => expect(listQueries(urls, 'appointments').at(-1)).toEqual({}));
    expect(screen.queryByText(/预约时间段=/)).toBeNull();
  });
});
