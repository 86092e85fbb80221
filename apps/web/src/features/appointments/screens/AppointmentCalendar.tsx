import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Empty,
  Segmented,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appointment, businessDay, stateName } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { currentLang } from '../../../i18n/index.ts';
import { appointmentCalendar, appointmentOptions, type CalendarDay } from '../api.ts';
import { APPOINTMENTS_NS } from '../locales.ts';
import { statusColor } from '../model/appointment-model.ts';

export type CalendarSpan = 'day' | 'week';
const DAY = 'YYYY-MM-DD';

/** The days a view shows: the one day, or Monday to Sunday of its week. */
export function calendarRange(anchor: Dayjs, span: CalendarSpan): { from: string; to: string } {
  if (span === 'day') return { from: anchor.format(DAY), to: anchor.format(DAY) };
  const monday = anchor.subtract((anchor.day() + 6) % 7, 'day');
  return { from: monday.format(DAY), to: monday.add(6, 'day').format(DAY) };
}

interface SlotLine {
  id: number;
  slot_name: string;
  days: Record<string, CalendarDay['slots'][number] | undefined>;
}

/** One line per slot (by start time), one cell per day. */
export function slotLines(days: readonly CalendarDay[]): SlotLine[] {
  const lines = new Map<number, SlotLine>();
  for (const day of days)
    for (const slot of day.slots) {
      const line = lines.get(slot.id) ?? { id: slot.id, slot_name: slot.slot_name, days: {} };
      line.days[day.date] = slot;
      lines.set(slot.id, line);
    }
  return [...lines.values()].sort((a, b) => a.slot_name.localeCompare(b.slot_name));
}

export interface AppointmentCalendarProps {
  /** Changes when the bookings changed (the calendar reads again). */
  stamp: number;
  /** A booking was clicked. */
  onOpen: (id: number) => void;
}

/**
 * The bookings per slot of one warehouse, for a day or a week: each cell shows the places taken of the
 * capacity and the bookings in it (appointment number, vehicle, state), a partner's own only.
 */
export function AppointmentCalendar({ stamp, onOpen }: AppointmentCalendarProps) {
  const { t } = useTranslation(APPOINTMENTS_NS);
  const lang = currentLang();
  const [warehouse, setWarehouse] = useState<number>();
  const [span, setSpan] = useState<CalendarSpan>('week');
  const [anchor, setAnchor] = useState<Dayjs>(() => dayjs(businessDay()));
  const options = useQuery({ queryKey: ['appointment-options'], queryFn: appointmentOptions, retry: false });
  const warehouses = options.data?.warehouses ?? [];
  const companies = options.data?.companies ?? [];
  const warehouseId = warehouse ?? warehouses[0]?.id;
  const { from, to } = calendarRange(anchor, span);
  const calendar = useQuery({
    queryKey: ['appointment-calendar', warehouseId, from, to, stamp],
    queryFn: () => appointmentCalendar(Number(warehouseId), from, to),
    enabled: warehouseId !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const days = calendar.data?.days ?? [];
  const lines = useMemo(() => slotLines(calendar.data?.days ?? []), [calendar.data]);
  const statusName = (status: string | null) => stateName(appointment, status, lang);

  const columns: ColumnsType<SlotLine> = [
    { title: t('calendar.slot'), dataIndex: 'slot_name', key: 'slot', width: 110, fixed: 'left' },
    ...days.map((d) => ({
      title: dayjs(d.date).format(span === 'day' ? 'YYYY-MM-DD dddd' : 'MM-DD ddd'),
      key: d.date,
      render: (_v: unknown, line: SlotLine) => {
        const cell = line.days[d.date];
        if (!cell) return null;
        return (
          <div className="appointment-calendar-cell" data-date={d.date} data-slot={line.id}>
            <Typography.Text type={cell.left <= 0 ? 'danger' : 'secondary'}>
              {t('calendar.taken', { taken: cell.taken, capacity: cell.capacity })}
            </Typography.Text>
            {cell.bookings.map((b) => (
              <div key={b.id} className="appointment-calendar-booking">
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(b.id)}>
                  {b.appointment_no ?? b.id}
                </Button>{' '}
                <Typography.Text>{b.vehicle_no}</Typography.Text>{' '}
                <Tag color={statusColor(b.status)}>{statusName(b.status)}</Tag>
              </div>
            ))}
          </div>
        );
      },
    })),
  ];

  const step = span === 'day' ? 'day' : 'week';
  const manyCompanies = companies.length > 1;
  return (
    <div className="appointment-calendar">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ minWidth: 240 }}
          aria-label={t('calendar.warehouse')}
          placeholder={t('calendar.pickWarehouse')}
          loading={options.isLoading}
          value={warehouseId}
          onChange={setWarehouse}
          showSearch
          optionFilterProp="label"
          options={warehouses.map((w) => ({
            value: w.id,
            label: `${manyCompanies ? `${companies.find((c) => c.id === w.company_id)?.name ?? ''} · ` : ''}${w.warehouse_code} ${w.warehouse_name}`,
          }))}
        />
        <Segmented
          value={span}
          onChange={(v) => setSpan(v as CalendarSpan)}
          options={[
            { value: 'day', label: t('calendar.day') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
        <Button
          icon={<LeftOutlined />}
          aria-label={t('calendar.prev')}
          onClick={() => setAnchor(anchor.subtract(1, step))}
        />
        <DatePicker value={anchor} allowClear={false} onChange={(d) => d && setAnchor(d)} />
        <Button
          icon={<RightOutlined />}
          aria-label={t('calendar.next')}
          onClick={() => setAnchor(anchor.add(1, step))}
        />
        <Button onClick={() => setAnchor(dayjs(businessDay()))}>{t('calendar.today')}</Button>
      </Space>
      {options.isError && <Alert type="error" showIcon message={errorText(options.error)} />}
      {calendar.isError && <Alert type="error" showIcon message={errorText(calendar.error)} />}
      {options.isSuccess && !warehouses.length ? (
        <Empty description={t('calendar.noWarehouse')} />
      ) : calendar.isLoading ? (
        <Spin />
      ) : (
        <Table<SlotLine>
          size="small"
          bordered
          rowKey="id"
          pagination={false}
          columns={columns}
          dataSource={lines}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('calendar.noSlots') }}
        />
      )}
    </div>
  );
}
