import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  businessZoneLabel,
  displayTime,
  instantOf,
  pickLang,
  readerZoneDiffers,
  relativeTime,
  zoneHint,
} from '@app/shared';

/** How often a shown relative time is brought up to date. */
export const RELATIVE_TIME_TICK_MS = 30_000;

/** Now, in milliseconds, renewed every `ms` while mounted (so 刚刚 becomes 1分钟前 by itself). */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * A time shown as how long ago it was (刚刚, N分钟前, N小时前, 1天前, then the date: the shared
 * `relativeTime`, platform-shell §9) in the interface language, with the full time on the business
 * clock on hover (labelled with the zone when the reader's clock differs, as BusinessTime does; so is
 * the date shown past two days). Takes what the API answers (an ISO time) or seconds since the epoch;
 * nothing for a blank or invalid value. `recentOnly`: nothing once it would be the date (beside a
 * BusinessTime that shows it already).
 */
export function RelativeTime({ value, recentOnly }: { value: unknown; recentOnly?: boolean }) {
  const { i18n } = useTranslation();
  const now = useNow(RELATIVE_TIME_TICK_MS);
  if (value === null || value === undefined || value === '') return null;
  const at = instantOf(value);
  if (!at) return <>{String(value)}</>;
  const ms = at.valueOf();
  const lang = pickLang(i18n.language);
  const date = displayTime(at);
  const label = readerZoneDiffers(ms) ? businessZoneLabel(ms) : '';
  const full = label ? `${date} ${label}` : date;
  const text = relativeTime(ms / 1000, now / 1000, { lang });
  const isDate = text === date;
  if (isDate && recentOnly) return null;
  return (
    <Tooltip title={`${full} · ${zoneHint(ms, lang)}`}>
      <time dateTime={at.toISOString()} title={full} className="relative-time">
        {text}
        {isDate && label && <span className="zone-label"> {label}</span>}
      </time>
    </Tooltip>
  );
}
