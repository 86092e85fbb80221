/**
 * The sign-in section bench/pages.ts writes into bench/RESULTS.md ("pages"): the timings of the sign-in
 * form and of the click to the list's rows, and each page's bytes, against the targets of issue 12.
 */
import { CHROMIUM, loadAverage, machine, median, type ScriptWeight } from './chromium.ts';

const KIB = 1024;
const LOGIN_JS_TARGET = 200 * KIB;
const LIST_TOTAL_TARGET = 600 * KIB;

export interface Timing {
  form: number;
  signIn: number;
}

export interface Weight {
  page: string;
  files: number;
  jsGzip: number;
  transferred: number;
  scripts: ScriptWeight[];
}

/** The same script on the code before the sign-in page was split (commit 7ad3152, 2026-11-26, one run). */
const BEFORE =
  'Commit 7ad3152 (everything in the entry: antd, pro-components, layout, screens), measured by this script: ' +
  'sign-in page 629.4 KiB JS (gzip -6, 46 files) before the form shows, 553.2 KiB transferred; sign-in page + ' +
  'declaration list 899.1 KiB JS, 831.1 KiB transferred; data board opened directly 821.5 KiB JS. ' +
  'Medians of 10: form at 1023 ms (1x) / 2854 ms (4x), click → list rows 1415 ms (1x) / 6693 ms (4x), form filled at once.';

export const kib = (n: number) => `${(n / KIB).toFixed(1)} KiB`;
export const ms = (n: number) => `${Math.round(n)} ms`;
const met = (ok: boolean) => (ok ? '**met**' : '**not met**');

export interface RateTimings {
  filled: Timing[];
  typed: Timing[];
}

export interface Build {
  label: string;
  port: number;
  timings: Record<number, RateTimings>;
}

/** How the sign-in runs were made: runs per kind and rate, the CPU throttling rates, the typing speed. */
export interface RunShape {
  runs: number;
  rates: number[];
  keyMs: number;
}

export function report(
  builds: Build[],
  weights: Weight[],
  loadAtStart: string,
  wall: number,
  { runs: RUNS, rates: RATES, keyMs: KEY_MS }: RunShape,
): string {
  const loginJs = weights[0]!.jsGzip;
  const listTotal = weights[2]!.transferred;
  const listJs = weights[2]!.jsGzip;
  const lines = [
    '## Page weight and sign-in time (bench/pages.ts, issue 12)',
    '',
    `Run ${new Date().toISOString()} on ${machine()}; load average at start ${loadAtStart}, at end ${loadAverage()}; ${Math.round(wall)} s.`,
    `Headless Chromium (${CHROMIUM}, the flags of ARCHITECTURE.md §7), the built web app served by the real server`,
    '(own process, embedded database, demo data). A fresh browser context per run: empty cache, no session.',
    '',
    '### Before this work',
    '',
    BEFORE,
    '',
    '### Targets',
    '',
    `- Sign-in page: JavaScript requested before the form shows <= 200 KiB gzip -6: ${kib(loginJs)} — ${met(loginJs <= LOGIN_JS_TARGET)}.`,
    `- First list page after signing in (declarations): <= 600 KiB in total, from opening the sign-in page to the list with its rows and the network quiet: ${kib(listTotal)} transferred, ${kib(listJs)} of JavaScript (gzip -6) — ${met(listTotal <= LIST_TOTAL_TARGET && listJs <= LIST_TOTAL_TARGET)} (both counted).`,
    '',
    `### Times (medians of ${RUNS} runs)`,
    '',
    'Navigation to the visible sign-in form (user name field and sign-in button rendered; all runs), and the',
    'click on sign-in (clerk) to the first rows of the declaration list (the redirect target): with the form',
    `filled at once (no typing time: what comes after sign-in loads after the click), and typed at ${KEY_MS} ms a key`,
    '(the prefetch starts with the first key). The two kinds of runs alternate, and so do the builds timed.',
    '',
    '| CPU | build | navigation → sign-in form | click → list rows, filled at once | click → list rows, typed |',
    '|---|---|---:|---:|---:|',
    ...RATES.flatMap((rate) =>
      builds.map(({ label, timings }) => {
        const { filled, typed } = timings[rate]!;
        const cell = (xs: number[]) => `${ms(median(xs))} (${ms(Math.min(...xs))} – ${ms(Math.max(...xs))})`;
        const form = [...filled, ...typed].map((x) => x.form);
        return `| ${rate}x | ${label} | ${cell(form)} | ${cell(filled.map((x) => x.signIn))} | ${cell(typed.map((x) => x.signIn))} |`;
      }),
    ),
    '',
    'Cells: median (min – max).',
    '',
    '### Bytes per page (1x)',
    '',
    'JS: gzip -6 of every JavaScript file requested (the server sends brotli to Chromium, so fewer bytes',
    'travel); transferred: every answer as it came over the wire (Resource Timing transferSize: document,',
    'scripts, styles, images, API calls; not the live channel socket).',
    '',
    '| page | JS files | JS (gzip -6) | transferred |',
    '|---|---:|---:|---:|',
    ...weights.map((w) => `| ${w.page} | ${w.files} | ${kib(w.jsGzip)} | ${kib(w.transferred)} |`),
    '',
    "The sign-in page's JavaScript before the form shows, by file (gzip -6):",
    '',
    ...[...weights[0]!.scripts].sort((a, b) => b.gzip - a.gzip).map((s) => `- ${s.name}: ${kib(s.gzip)}`),
  ];
  return lines.join('\n');
}
