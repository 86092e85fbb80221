import { useTranslation } from 'react-i18next';
import {
  businessZoneLabel,
  displayTime,
  instantOf,
  isDateOnly,
  pickLang,
  readerZoneDiffers,
  zoneHint,
} from '@app/shared';

/**
 * A time as every screen shows it: on the business clock (the server's BUSINESS_TIME_ZONE, learnt at
 * start), in the default format unless `format` says otherwise. A reader whose own clock differs sees the
 * zone as a short muted suffix (UTC+8): it stays with the value wherever it is read or copied (a cell, a
 * drawer, a screenshot), is the same in every language and costs five narrow characters in a dense table,
 * where a city name or 北京时间 would cost a column's width. Hovering names the zone and gives the
 * reader's own time. A business date (a date alone) is shown as it is; a blank value shows nothing.
 */
export function BusinessTime({ value, format }: { value: unknown; format?: string }) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined || value === '') return null;
  if (isDateOnly(value)) return <>{value}</>;
  const at = instantOf(value);
  if (!at) return <>{String(value)}</>;
  const ms = at.valueOf();
  return (
    <time dateTime={at.toISOString()} title={zoneHint(ms, pickLang(i18n.language))} className="business-time">
      {displayTime(at, format)}
      {/* its text reads (and copies) as labelledTime's: the time, a space, the label */}
      {readerZoneDiffers(ms) && <span className="zone-label"> {businessZoneLabel(ms)}</span>}
    </time>
  );
}
