import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SUMMARY_PUSH, type SummarySectionKey } from '@app/shared';
import { subscribeLive } from '../../../live/live-channel.ts';
import { fetchIncome, fetchOpenStatements, fetchSection, fetchTrend, fetchWeek } from '../api.ts';
import { LIVE_GAP_MS, REFRESH_EVERY_MS, throttle } from '../model/summary-model.ts';

/** Every summary query sits under this key, so one live push refreshes them all. */
export const SUMMARY_QUERY = 'summary';

// a failed section says so at once (and keeps its last figures); the next minute's refresh tries again
const QUERY_OPTIONS = {
  retry: false,
  refetchInterval: REFRESH_EVERY_MS,
  refetchOnWindowFocus: false,
} as const;

/** One home section's figures, refreshed every minute; not asked for when `enabled` is false. */
export function useSummarySection(key: SummarySectionKey, enabled = true) {
  return useQuery({
    queryKey: [SUMMARY_QUERY, key],
    queryFn: () => fetchSection(key),
    enabled,
    ...QUERY_OPTIONS,
  });
}

/** The 30-day trend, refreshed every minute. */
export function useSummaryTrend(enabled = true) {
  return useQuery({ queryKey: [SUMMARY_QUERY, 'trend'], queryFn: fetchTrend, enabled, ...QUERY_OPTIONS });
}

/** This month's income (summary:finance), refreshed every minute. */
export function useSummaryIncome(enabled = true) {
  return useQuery({ queryKey: [SUMMARY_QUERY, 'income'], queryFn: fetchIncome, enabled, ...QUERY_OPTIONS });
}

/** The partner's appointments of the week (summary:partner), refreshed every minute. */
export function useSummaryWeek(enabled = true) {
  return useQuery({ queryKey: [SUMMARY_QUERY, 'week'], queryFn: fetchWeek, enabled, ...QUERY_OPTIONS });
}

/** The partner's open statements (summary:partner), refreshed every minute. */
export function useOpenStatements(enabled = true) {
  return useQuery({
    queryKey: [SUMMARY_QUERY, 'open-statements'],
    queryFn: fetchOpenStatements,
    enabled,
    ...QUERY_OPTIONS,
  });
}

/** Refreshes the shown summaries when the live channel says documents changed (at most every 5 s). */
export function useLiveSummaryRefresh(enabled = true): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    const refresh = throttle(() => void client.invalidateQueries({ queryKey: [SUMMARY_QUERY] }), LIVE_GAP_MS);
    const stop = subscribeLive(SUMMARY_PUSH, () => refresh.call());
    return () => {
      stop();
      refresh.cancel();
    };
  }, [client, enabled]);
}
