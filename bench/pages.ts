/**
 * npx tsx bench/pages.ts: page weight and the time to sign in, in headless Chromium.
 * Expects the built web app (`node scripts/build-web.mjs`; nothing is built here) and starts the real
 * server in its own process on a fresh embedded database with the demo data. Every run is a fresh browser
 * context (empty cache, no session), at 1x and at 4x CPU throttling (CDP Emulation.setCPUThrottlingRate),
 * BENCH_PAGES_RUNS (10) runs each, medians:
 * - navigation to the visible sign-in form (/index/login: the user name field and the sign-in button
 *   on screen), read in the page (performance.now() from navigation start, when a mutation shows them);
 * - the click on sign-in (clerk) to the first rows of the declaration list (/index/declaration/index, the
 *   redirect target), with the form filled at once (no typing time for prefetching) and typed key by key;
 * then, at 1x, the bytes of each page: JavaScript as gzip -6 of every JS file the page requested (fetched
 * again uncompressed and gzipped here) and everything transferred (Resource Timing transferSize, with
 * the server's precompressed answers), for the sign-in page (before the form shows, and once the network
 * is quiet), the declaration list after signing in (everything since the sign-in page was opened), the
 * declaration list opened directly (signed in, cache emptied) and the data board (signed in as board).
 * Then the waits after signing in (bench/pages-homes.ts: each role's home tab, the data board, a list from
 * the menu, quiet and beside two busy processes), written into their own section.
 * BENCH_PAGES_PART=signin|homes picks one of the two parts (both by default).
 * Writes its sections of bench/RESULTS.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import {
  CHROMIUM,
  launchChromium,
  loadAverage,
  machine,
  startServerProcess,
  weighScripts,
  WEB_DIST,
} from './chromium.ts';
import { writeResultsSection } from './results-section.ts';
import { homesReport, timeHomes } from './pages-homes.ts';
import { kib, ms, report, type Build, type Timing, type Weight } from './pages-report.ts';

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 10);
const PART = process.env.BENCH_PAGES_PART ?? 'all';
/**
 * A reference build to time beside this one in the same run (its runs interleaved with this build's, so
 * both meet the same machine load), e.g. the web app built from an earlier commit: `git worktree add
 * /tmp/ref <commit>` with node_modules linked, `npx vite build --outDir /tmp/web-ref` in its apps/web.
 */
const BASELINE_DIST = process.env.BENCH_PAGES_BASELINE_DIST;
const BASELINE_LABEL = process.env.BENCH_PAGES_BASELINE_LABEL ?? 'reference build';
const RATES = [1, 4];
const LIST_PATH = '/declaration/index';
const FORM = ['input[autocomplete="username"]', 'form button[type="submit"]'];
const ROWS = '.ant-table-tbody .ant-table-row';
const BOARD = '.data-board canvas';

/**
 * Installed before any script of the page: notes (performance.now(), ms from navigation start) when the
 * watched selectors first all match rendered elements, and when a submit button is clicked. A string, not
 * a function: tsx's transform wraps named functions in a helper the page does not have.
 */
function watchScript(watched: Record<string, string[]>): string {
  return `(() => {
    const watched = ${JSON.stringify(watched)};
    const marks = (window.__benchMarks = {});
    performance.setResourceTimingBufferSize(2000);
    const shown = (selector) => {
      const el = document.querySelector(selector);
      return !!el && el.getClientRects().length > 0;
    };
    const check = () => {
      for (const [name, selectors] of Object.entries(watched))
        if (marks[name] === undefined && selectors.every(shown)) marks[name] = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    document.addEventListener('click', (event) => {
      if (marks.click === undefined && event.target?.closest?.('button[type="submit"]')) marks.click = performance.now();
    }, true);
  })();`;
}

// page-side code as strings: bench/ is type-checked without the DOM library
const marksOf = (page: Page) => page.evaluate<Record<string, number>>('window.__benchMarks');

async function waitMark(page: Page, name: string) {
  // a function, not a string: the page's Content-Security-Policy refuses eval
  await page.waitForFunction(
    (n) => (globalThis as { __benchMarks?: Record<string, number> }).__benchMarks?.[n] !== undefined,
    name,
    { timeout: 120_000, polling: 50 },
  );
  return (await marksOf(page))[name]!;
}

interface Resource {
  name: string;
  start: number;
  transfer: number;
}

/** The page's requests so far (Resource Timing), the document itself first. */
const resourcesOf = (page: Page): Promise<Resource[]> =>
  page.evaluate<Resource[]>(
    `performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
       .map((e) => ({ name: e.name, start: e.startTime, transfer: e.transferSize }))`,
  );

/** Waits until the page has started no request for 1.5 s (the live channel's socket is not one). */
async function settle(page: Page) {
  let count = -1;
  for (let quiet = 0; quiet < 3;) {
    await page.waitForTimeout(500);
    const now = (await resourcesOf(page)).length;
    quiet = now === count ? quiet + 1 : 0;
    count = now;
  }
}

const isScript = (url: string) => /\.m?js$/.test(new URL(url).pathname);

async function newPage(browser: Browser, rate: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript({ content: watchScript({ form: FORM, rows: [ROWS], board: [BOARD] }) });
  return { context, page };
}

/** Signs the context's session out on the server, so the next run's sign-in meets no live session. */
async function revoke(context: BrowserContext, port: number) {
  const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value;
  if (!token) throw new Error('no Admin-Token cookie after signing in');
  const res = await fetch(
    `http://127.0.0.1:${port}/oauth/revoke_token?access_token=${encodeURIComponent(token)}`,
  );
  if (!res.ok) throw new Error(`revoking the token: ${res.status} ${await res.text()}`);
}

/** How long a key takes when the sign-in is typed (about 80 words a minute). */
const KEY_MS = 120;

/** Fills the form at once, or types it key by key (`typed`), then clicks sign-in. */
async function signInFrom(page: Page, username: string, typed = false) {
  const type = (selector: string, text: string) =>
    typed
      ? page.locator(selector).pressSequentially(text, { delay: KEY_MS })
      : page.locator(selector).fill(text);
  await type('input[autocomplete="username"]', username);
  await type('input[autocomplete="current-password"]', DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

const listLogin = (port: number) =>
  `http://oms.localhost:${port}/index/login?redirect=${encodeURIComponent(LIST_PATH)}`;

async function timedRun(browser: Browser, port: number, rate: number, typed: boolean): Promise<Timing> {
  const { context, page } = await newPage(browser, rate);
  try {
    await page.goto(listLogin(port), { waitUntil: 'commit' });
    const form = await waitMark(page, 'form');
    await signInFrom(page, 'clerk', typed);
    const rows = await waitMark(page, 'rows');
    const click = (await marksOf(page)).click!;
    await revoke(context, port);
    return { form, signIn: rows - click };
  } finally {
    await context.close();
  }
}

async function weigh(port: number, label: string, resources: Resource[]): Promise<Weight> {
  const scripts = await weighScripts(
    port,
    resources.filter((r) => isScript(r.name)).map((r) => r.name),
  );
  return {
    page: label,
    files: scripts.length,
    jsGzip: scripts.reduce((n, s) => n + s.gzip, 0),
    transferred: resources.reduce((n, r) => n + r.transfer, 0),
    scripts,
  };
}

async function pageWeights(browser: Browser, port: number): Promise<Weight[]> {
  const weights: Weight[] = [];
  const { context, page } = await newPage(browser, 1);
  try {
    await page.goto(listLogin(port), { waitUntil: 'commit' });
    const form = await waitMark(page, 'form');
    const beforeForm = (await resourcesOf(page)).filter((r) => r.start <= form);
    weights.push(await weigh(port, 'sign-in page, requested before the form shows', beforeForm));
    await settle(page);
    const login = await resourcesOf(page);
    weights.push(await weigh(port, 'sign-in page, network quiet (nothing typed)', login));
    await signInFrom(page, 'clerk');
    await waitMark(page, 'rows');
    await settle(page);
    const all = await resourcesOf(page);
    weights.push(await weigh(port, 'sign-in page + declaration list after signing in', all));
    weights.push(await weigh(port, '  of which loaded from the click on', all.slice(login.length)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.reload({ waitUntil: 'commit' });
    await waitMark(page, 'rows');
    await settle(page);
    weights.push(await weigh(port, 'declaration list opened directly (signed in)', await resourcesOf(page)));
    await revoke(context, port);
  } finally {
    await context.close();
  }
  const board = await newPage(browser, 1);
  try {
    await board.page.goto(`http://datav.localhost:${port}/index/login`, { waitUntil: 'commit' });
    await waitMark(board.page, 'form');
    await signInFrom(board.page, 'board');
    await waitMark(board.page, 'board');
    const cdp = await board.context.newCDPSession(board.page);
    await cdp.send('Network.clearBrowserCache');
    await board.page.reload({ waitUntil: 'commit' });
    await waitMark(board.page, 'board');
    await settle(board.page);
    weights.push(
      await weigh(port, 'data board opened directly (signed in as board)', await resourcesOf(board.page)),
    );
    await revoke(board.context, port);
  } finally {
    await board.context.close();
  }
  return weights;
}

/** The sign-in part: the sign-in form and the click to the list's rows at 1x and 4x, and the page weights. */
async function signInPart(
  browser: Browser,
  builds: Build[],
  port: number,
  loadAtStart: string,
  started: number,
) {
  for (const build of RUNS === 0 ? [] : builds) {
    // one warm-up sign-in: the server's first answers (code paths, statement plans) are not measured
    await timedRun(browser, build.port, 1, false);
  }
  for (const rate of RUNS === 0 ? [] : RATES) {
    for (const build of builds) build.timings[rate] = { filled: [], typed: [] };
    for (let i = 0; i < RUNS; i += 1) {
      for (const typed of [false, true]) {
        for (const build of builds) {
          const t = await timedRun(browser, build.port, rate, typed);
          const runs = build.timings[rate]!;
          (typed ? runs.typed : runs.filled).push(t);
          console.log(
            `${rate}x run ${i + 1} ${build.label} (${typed ? 'typed' : 'filled'}): form ${ms(t.form)}, sign-in → rows ${ms(t.signIn)}`,
          );
        }
      }
    }
  }
  const weights = await pageWeights(browser, port);
  for (const w of weights)
    console.log(`${w.page}: ${w.files} JS files, ${kib(w.jsGzip)} gzip, ${kib(w.transferred)} transferred`);
  if (RUNS === 0) {
    // BENCH_PAGES_RUNS=0: the bytes only (no timings, RESULTS.md left alone), each list-page file listed
    for (const s of [...weights[2]!.scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${s.name}: ${kib(s.gzip)}`);
    return;
  }
  const markdown = report(builds, weights, loadAtStart, (performance.now() - started) / 1000, {
    runs: RUNS,
    rates: RATES,
    keyMs: KEY_MS,
  });
  writeResultsSection('pages', markdown);
  console.log(markdown);
}

async function main() {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error(`${WEB_DIST} has no build: run \`node scripts/build-web.mjs\` first`);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is not installed`);
  const loadAtStart = loadAverage();
  const started = performance.now();
  const server = await startServerProcess();
  const reference = BASELINE_DIST ? await startServerProcess({ WEB_DIST: BASELINE_DIST }) : undefined;
  const browser = await launchChromium();
  const builds: Build[] = [{ label: 'this build', port: server.port, timings: {} }];
  if (reference) builds.push({ label: BASELINE_LABEL, port: reference.port, timings: {} });
  try {
    if (PART !== 'homes') await signInPart(browser, builds, server.port, loadAtStart, started);
    if (PART !== 'signin') {
      const homesStarted = performance.now();
      const homesLoad = loadAverage();
      const { timings, loads } = await timeHomes(browser, server.port);
      const markdown = homesReport(timings, loads, [
        `Run ${new Date().toISOString()} on ${machine()}; load average at start ${homesLoad}, at end ${loadAverage()}; ${Math.round((performance.now() - homesStarted) / 1000)} s.`,
        `Headless Chromium (${CHROMIUM}, the flags of ARCHITECTURE.md §7), the built web app served by the real server`,
        '(own process, embedded database, demo data). Command: `BENCH_PAGES_PART=homes npx tsx bench/pages.ts`.',
      ]);
      writeResultsSection('homes', markdown);
      console.log(markdown);
    }
  } finally {
    await browser.close();
    await server.stop();
    await reference?.stop();
  }
}

await main();
