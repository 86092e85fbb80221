import {
  declaration,
  displayTime,
  localize,
  SUMMARY_PERM,
  type Lang,
  type SummaryFigure,
  type SummarySectionKey,
  type SummaryTrend,
} from '@app/shared';

/**
 * The pure rules of the home figures: which sections a user is asked for, where a figure leads, how
 * split figures group, the status names of the trend and the refresh pace.
 */

/** The staff home's sections, in the order they show (the partner's has its own page). */
export const STAFF_SECTIONS = [
  'clerk',
  'service',
  'finance',
  'admin',
] as const satisfies readonly SummarySectionKey[];

/** A section is refreshed every minute, and at most every 5 s on a live push. */
export const REFRESH_EVERY_MS = 60_000;
export const LIVE_GAP_MS = 5_000;

/** The sections the user holds the permission of, in their order (the others are neither asked for nor shown). */
export function heldSections<K extends SummarySectionKey>(
  sections: readonly K[],
  codes: ReadonlySet<string>,
): K[] {
  return sections.filter((key) => codes.has(SUMMARY_PERM[key]));
}

/** The page that lists exactly the records a figure counts: `{path}?{query}`. */
export function figureHref(figure: Pick<SummaryFigure, 'path' | 'query'>): string {
  const query = new URLSearchParams(figure.query).toString();
  return query ? `${figure.path}?${query}` : figure.path;
}

/** One figure, or the parts of a split figure (the same key with a label each), in the answer's order. */
export type FigureGroup =
  | { kind: 'single'; key: string; figure: SummaryFigure }
  | { kind: 'split'; key: string; parts: SummaryFigure[] };

export function groupFigures(figures: readonly SummaryFigure[]): FigureGroup[] {
  const groups: FigureGroup[] = [];
  const split = new Map<string, SummaryFigure[]>();
  for (const figure of figures) {
    if (figure.label === undefined) {
      groups.push({ kind: 'single', key: figure.key, figure });
      continue;
    }
    const parts = split.get(figure.key);
    if (parts) parts.push(figure);
    else {
      const first = [figure];
      split.set(figure.key, first);
      groups.push({ kind: 'split', key: figure.key, parts: first });
    }
  }
  return groups;
}

/** "HH:mm:ss" of when a section was counted, on the business clock (the text itself when it is not a time). */
export function clockTime(takenAt: string): string {
  return displayTime(takenAt, 'HH:mm:ss');
}

const STATUS_OPTIONS = declaration.fields.cd_status?.options ?? [];

/** A declaration status code's name in the language (the code itself when it is not known). */
export function statusName(code: string, lang: Lang): string {
  const option = STATUS_OPTIONS.find((o) => o.value === code);
  return option ? localize(option.label, lang) : code;
}

/** The statuses of the trend that have declarations, in the options' order; unknown codes last. */
export function trendStatuses(days: SummaryTrend['days'], lang: Lang): { code: string; name: string }[] {
  const present = new Set(days.flatMap((d) => Object.keys(d.by_status).filter((code) => d.by_status[code])));
  const known = STATUS_OPTIONS.map((o) => o.value).filter((code) => present.has(code));
  const unknown = [...present].filter((code) => !known.includes(code)).sort();
  return [...known, ...unknown].map((code) => ({ code, name: statusName(code, lang) }));
}

/** Minutes as text with at most one decimal; '—' for a day without releases. */
export function minutesText(value: number | null): string {
  return value === null ? '—' : String(Math.round(value * 10) / 10);
}

/** 'MM-DD' of a 'YYYY-MM-DD' day, for the charts' axis. */
export const shortDay = (day: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day);

/**
 * Calls `fn` at most once per `gapMs`: a call inside the gap is put off to its end (several such calls
 * make one). `cancel` drops a call put off.
 */
export function throttle(fn: () => void, gapMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    fn();
  };
  return {
    call() {
      if (timer) return;
      const wait = last + gapMs - now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
