import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Table height (platform-shell §9): window height − table top − 60, at least 400. */
export const TABLE_MIN_HEIGHT = 400;
export const TABLE_BOTTOM_GAP = 60;
/** The layout settles after a load; measure again this long after it. */
export const RELAYOUT_DELAY_MS = 200;

export function tableHeight(windowHeight: number, tableTop: number): number {
  return Math.max(TABLE_MIN_HEIGHT, Math.round(windowHeight - tableTop - TABLE_BOTTOM_GAP));
}

/**
 * The height of a table's body (its scroll.y): the table's height from the rule above less its
 * header row, measured on resize and again 200 ms after each load (`loadKey` changes).
 */
export function useTableBodyHeight(
  ref: RefObject<HTMLElement | null>,
  loadKey: unknown,
  active = true,
): number {
  const [height, setHeight] = useState(TABLE_MIN_HEIGHT);
  const measure = useCallback(() => {
    const table = ref.current?.querySelector<HTMLElement>('.ant-table');
    if (!table) return;
    const header = table.querySelector<HTMLElement>('.ant-table-header, .ant-table-thead');
    const whole = tableHeight(window.innerHeight, table.getBoundingClientRect().top);
    setHeight(whole - (header?.offsetHeight ?? 0));
  }, [ref]);
  useEffect(() => {
    if (!active) return;
    measure();
    const timer = setTimeout(measure, RELAYOUT_DELAY_MS);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, [measure, loadKey, active]);
  return height;
}
