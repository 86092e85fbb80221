import { useSyncExternalStore } from 'react';

/** Whether a media query matches, following changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Under 992 px the device counts as mobile (platform-shell §9). */
export const MOBILE_QUERY = '(max-width: 991.98px)';
/** Under 1400 px the route search is compact. */
export const COMPACT_SEARCH_QUERY = '(max-width: 1399.98px)';
/** The system's "reduce motion" preference (an accessibility setting). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
