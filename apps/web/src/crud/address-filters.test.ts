import type { Dayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CREATED_BY_FILTER, entityByName, fromPickerTime, parseBusinessTime } from '@app/shared';
import i18n from '../i18n/index.ts';
import { filterText } from './address-filter-text.ts';
import { inForm, paramsOf, readAddressFilters, valuesOf, type AddressFilter } from './address-filters.ts';
import { searchParamsOf } from './entity-values.ts';
import { CRUD_NS } from './locales.ts';

const declarations = entityByName('declarations')!;
const bills = entityByName('bills')!;
const appointments = entityByName('appointments')!;
const loginLogs = entityByName('login-logs')!;
const cities = entityByName('cities')!;
const t = i18n.getFixedT('zh', CRUD_NS);

const read = (def: typeof bills, query: string) => readAddressFilters(def, new URLSearchParams(query));
const byName = (filters: AddressFilter[]) => Object.fromEntries(filters.map((f) => [f.name, f]));

describe('the filters of a list address', () => {
  it('reads in-lists, create_id, and keeps every parameter as the link wrote it', () => {
    const filters = read(declarations, 'cd_status=80,90&create_id=7&page=2&size=20&nonsense=1');
    expect(paramsOf(filters)).toEqual({ cd_status: '80,90', create_id: '7' });
    const { cd_status, create_id } = byName(filters);
    expect(cd_status!.value).toEqual(['80', '90']);
    // create_id has no form field: sent as it is, no form value
    expect(create_id!.value).toBeUndefined();
    expect(CREATED_BY_FILTER).toBe('create_id');
  });

  it('reads date ranges both ends or one, as the form holds them, and back to the same parameters', () => {
    const filters = read(bills, 'event_date_from=2026-09-27&event_date_to=2026-10-26&io_type=receivable');
    const range = byName(filters).event_date!;
    expect(range.params).toEqual({ event_date_from: '2026-09-27', event_date_to: '2026-10-26' });
    const [from, to] = range.value as [Dayjs, Dayjs];
    expect([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]).toEqual(['2026-09-27', '2026-10-26']);
    expect(searchParamsOf(bills, valuesOf(filters))).toEqual(paramsOf(filters));

    const open = byName(read(appointments, 'date_from=2026-11-23')).date!;
    expect(open.params).toEqual({ date_from: '2026-11-23' });
    expect((open.value as unknown[])[1]).toBeNull();
  });

  it('reads date-time ranges in the business time zone; the form sends back the same instants', () => {
    const filters = read(
      declarations,
      'cd_status=20&send_time_to=2026-11-26 08:12:00&return_time_from=2026-11-26',
    );
    const { send_time, return_time } = byName(filters);
    expect(send_time!.params).toEqual({ send_time_to: '2026-11-26 08:12:00' });
    expect(return_time!.params).toEqual({ return_time_from: '2026-11-26' });
    const sent = searchParamsOf(declarations, valuesOf(filters));
    expect(parseBusinessTime(String(sent.send_time_to), 'end')).toEqual(
      parseBusinessTime('2026-11-26 08:12:00', 'end'),
    );
    expect(parseBusinessTime(String(sent.return_time_from))).toEqual(parseBusinessTime('2026-11-26'));
    expect(sent.send_time_from).toBeUndefined();
    // a day alone as the end of a date-time range is the whole day
    const end = byName(read(loginLogs, 'create_time_to=2026-11-26')).create_time!;
    const [, last] = end.value as [null, Dayjs];
    // the picker shows the business wall-clock time and stands for that instant
    expect(last.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-26 23:59:59');
    expect(fromPickerTime(last)).toEqual(parseBusinessTime('2026-11-26', 'end'));
  });

  it('takes a reference of 0 as "has none": sent, but no select can hold it', () => {
    const filters = read(bills, 'status=draft,confirmed&statement_id=0');
    expect(paramsOf(filters)).toEqual({ status: 'draft,confirmed', statement_id: '0' });
    const { statement_id, status } = byName(filters);
    expect(statement_id!.value).toBeUndefined();
    const fields = new Set(['status', 'statement_id']);
    expect(inForm(statement_id!, fields)).toBe(false);
    expect(inForm(status!, fields)).toBe(true);
    expect(byName(read(appointments, 'slot_id=3')).slot_id!.value).toBe(3);
  });

  it('reads booleans for the yes/no select and the tree parent', () => {
    const filters = read(loginLogs, 'success=false&create_time_from=2026-11-26');
    expect(byName(filters).success!.value).toBe('false');
    expect(byName(read(loginLogs, 'success=1')).success!.value).toBe('true');
    expect(paramsOf(read(cities, 'pid=0&level=2'))).toEqual({ level: '2', pid: '0' });
  });

  it('leaves out unknown parameters and values the server would refuse', () => {
    const query = [
      'cd_status=80,999', // not a status
      'create_id=0',
      'apply_date_from=2026-02-31', // no such day
      'apply_date_to=26-11-2026',
      'send_time_from=yesterday',
      'ie_flag=X',
      'cd_sn=',
      'whatever=1',
    ].join('&');
    expect(read(declarations, query)).toEqual([]);
    expect(read(bills, 'statement_id=x&event_date_from=2026-13-01')).toEqual([]);
    expect(read(loginLogs, 'success=maybe')).toEqual([]);
    expect(read(appointments, 'slot_id=1.5')).toEqual([]);
  });
});

describe('the filter bar text', () => {
  const text = (def: typeof bills, query: string, userId?: number) =>
    read(def, query).map((f) => {
      const shown = filterText(def, f, { lang: 'zh', t, userId });
      return `${shown.label}=${shown.value}`;
    });

  it('names create_id as 本人 for the signed-in user, a reference to none as 无, ranges with ~', () => {
    expect(text(declarations, 'create_id=7', 7)).toEqual(['创建人=本人']);
    expect(text(declarations, 'create_id=8', 7)).toEqual(['创建人=8']);
    expect(text(bills, 'statement_id=0')).toEqual(['对账单=无']);
    expect(text(declarations, 'send_time_to=2026-11-26 08:12:00')).toEqual([
      '发送时间=~ 2026-11-26 08:12:00',
    ]);
    expect(text(declarations, 'cd_status=0,20')).toEqual(['申报状态=暂存, 已申报']);
    expect(text(loginLogs, 'success=false')).toEqual(['成功=否']);
  });

  it('reads a referenced record for its name', () => {
    const [slot] = read(appointments, 'slot_id=3');
    expect(filterText(appointments, slot!, { lang: 'zh', t }).ref).toEqual({
      entity: 'warehouse-slots',
      id: 3,
    });
  });
});
