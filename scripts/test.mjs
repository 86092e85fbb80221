// `npm test`: lint + type checks, unit and API tests on PGlite, the API tests again on PostgreSQL when
// 127.0.0.1:5432 answers, and the browser tests. Every runner runs even when an earlier one failed.
// The last line is always `N passed, N failed`; the exit code is non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildWeb, ensureInstalled, log, root, run } from './lib.mjs';

if (process.env.CI === 'true' || process.env.CI === '1') {
  process.env.FORCE_COLOR = '0';
  process.env.NO_COLOR = '1';
}
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const outDir = path.join(root, '.test-output');
fs.mkdirSync(outDir, { recursive: true });

/** @type {{name: string, passed: number, failed: number, skipped: number, note?: string, failures?: string[], seconds: number}[]} */
const results = [];

function banner(title) {
  console.log(`\n${'═'.repeat(72)}\n» ${title}\n${'═'.repeat(72)}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs one step; `step` resolves with counts. A crash or a throw counts as one failure. */
async function runner(name, step, { quiet = false, started = Date.now() } = {}) {
  if (!quiet) banner(name);
  let outcome;
  try {
    outcome = await step();
  } catch (error) {
    outcome = { passed: 0, failed: 1, skipped: 0, note: `runner crashed: ${error?.message ?? error}` };
  }
  const result = { name, skipped: 0, ...outcome, seconds: (Date.now() - started) / 1000 };
  results.push(result);
  log(
    `${name}: passed ${result.passed}, failed ${result.failed}${result.note ? ` (${result.note})` : ''}` +
      ` in ${duration(result.seconds)}`,
  );
}

/** Seconds as a person reads them: `48 s`, `12 min 05 s`. */
function duration(seconds) {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** A command whose exit code is the whole result (one check); with `stdio` its output goes there. */
async function single(command, args, stdio) {
  const code = await run(command, args, stdio ? { stdio } : {});
  return code === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1, note: `${command} ${args.join(' ')} exited with ${code}` };
}

/**
 * A runner started now beside the others: `step` gets the stdio of its commands, whose output goes to
 * `.test-output/<logName>` and is printed under a banner when it ends (so that two runners' lines never
 * interleave on the terminal).
 */
function beside(name, logName, step) {
  const logFile = path.join(outDir, logName);
  return runner(
    name,
    async () => {
      const fd = fs.openSync(logFile, 'w');
      try {
        return await step(['ignore', fd, fd]);
      } finally {
        fs.closeSync(fd);
        banner(`${name}: output (${path.relative(root, logFile)})`);
        process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      }
    },
    { quiet: true },
  );
}

/** Combines a runner's exit code with the counts from its JSON report. */
function fromReport(code, counts, what) {
  if (!counts) return { passed: 0, failed: 1, note: `${what} wrote no JSON report (exit ${code})` };
  if (code !== 0 && counts.failed === 0) {
    return {
      ...counts,
      failed: 1,
      note: `${what} exited with ${code} although no test failed (see output above)`,
    };
  }
  return counts;
}

async function vitest(projects, jsonName, env = {}) {
  const outputFile = path.join(outDir, jsonName);
  fs.rmSync(outputFile, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile=${outputFile}`);
  const code = await run('npx', args, { env });
  const report = readJson(outputFile);
  // A test file that failed without a failing test (an import error, a failing hook) counts as one failure.
  const brokenFiles = (report?.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed'),
  ).length;
  const counts = report && {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures: vitestFailures(report),
  };
  return fromReport(code, counts, 'vitest');
}

function portAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether fontconfig knows a font with Chinese glyphs (Noto CJK, WenQuanYi, …). */
function hasCjkFont() {
  const found = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() !== '';
}

/**
 * Chromium and a CJK font, as every Chinese user's machine has: without the font labels draw as narrow
 * boxes and layouts look roomier than they are (the top menu's overflow shows only with it).
 */
async function ensureBrowser(stdio) {
  const chromium = '/usr/bin/chromium';
  const missing = [
    ...(fs.existsSync(chromium) ? [] : ['chromium']),
    ...(fs.existsSync(chromium) && hasCjkFont() ? [] : ['fonts-noto-cjk']),
  ];
  if (missing.length === 0) return true;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    console.error(
      `» ${missing.join(' and ')} missing and this is not root: apt-get install -y ${missing.join(' ')}`,
    );
    return false;
  }
  log(`${missing.join(' and ')} missing: apt-get update -qq && apt-get install -y -qq ${missing.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const output = stdio ? { stdio } : {};
  if ((await run('apt-get', ['update', '-qq'], { env, ...output })) !== 0) return false;
  await run('apt-get', ['install', '-y', '-qq', ...missing], { env, ...output });
  return fs.existsSync(chromium) && hasCjkFont();
}

/** The first lines of an error worth reading in a summary (colour codes and indentation dropped). */
function firstLine(text) {
  const plain = String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^(Error|AssertionError):?$/.test(line) && !line.startsWith('at '));
  return plain.slice(0, 3).join(' · ').slice(0, 300);
}

/**
 * What failed in Playwright's JSON report, one line each (test, then its first error): CI keeps only the
 * end of the output, where the summary prints these, so a failure can be read there.
 */
function playwrightFailures(outputFile) {
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const error = failedRun?.error?.message ?? failedRun?.errors?.[0]?.message;
        const mark = test.status === 'flaky' ? 'passed on retry' : 'failed';
        lines.push(`${spec.file}:${spec.line} › ${spec.title} (${mark}): ${firstLine(error)}`);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of readJson(outputFile)?.suites ?? []) walk(suite);
  return lines;
}

/** What failed in Vitest's JSON report, one line each (file › test, then its first error). */
function vitestFailures(report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const name = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) {
      // Vitest's JSON report loses the message of a test that ran out of time
      const message = String(a.failureMessages?.[0] ?? '').replace(
        /^Error: STACK_TRACE_ERROR\b/,
        'no message in the report (a test timeout?): see the output above',
      );
      lines.push(`${name} › ${a.fullName}: ${firstLine(message)}`);
    }
    if (file.status === 'failed' && failed.length === 0) lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** The titles of the tests Playwright reports as flaky (failed, then passed on a retry). */
function flakyTitles(outputFile) {
  const titles = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests?.some((t) => t.status === 'flaky')) titles.push(`${spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of readJson(outputFile)?.suites ?? []) walk(suite);
  return titles;
}

/**
 * Chromium and a current web build, before the browser tests start (a failure is the runner's result);
 * with `stdio` the installs' and the build's output go there.
 */
async function prepareE2e(stdio) {
  if (!(await ensureBrowser(stdio)))
    return {
      passed: 0,
      failed: 1,
      note: 'Chromium (/usr/bin/chromium) or a CJK font could not be installed',
    };
  if ((await buildWeb({ stdio })) !== 0) return { passed: 0, failed: 1, note: 'the web app did not build' };
  return undefined;
}

/** The browser tests; with `stdio` their output goes there instead of the terminal. */
async function e2e(stdio) {
  const outputFile = path.join(outDir, 'e2e.json');
  fs.rmSync(outputFile, { force: true });
  // one server per browser worker (e2e/playwright.config.ts), each on a free port
  const ports = [];
  while (ports.length < Math.max(1, Number(process.env.E2E_WORKERS ?? 2))) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  log(`servers for the browser tests on ports ${ports.join(', ')}`);
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e'], {
    env: { E2E_PORTS: ports.join(','), E2E_JSON_OUTPUT: outputFile },
    ...(stdio ? { stdio } : {}),
  });
  const stats = readJson(outputFile)?.stats;
  const counts = stats && {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    failures: playwrightFailures(outputFile),
    ...(stats.flaky
      ? { note: `${stats.flaky} passed only on a retry: ${flakyTitles(outputFile).join('; ')}` }
      : {}),
  };
  return fromReport(code, counts, 'playwright');
}

const started = Date.now();
const installCode = await ensureInstalled();
if (installCode !== 0) {
  results.push({
    name: 'npm install',
    passed: 0,
    failed: 1,
    skipped: 0,
    note: `exit ${installCode}`,
    seconds: (Date.now() - started) / 1000,
  });
}

const E2E = 'browser tests (Playwright + Chromium)';
const LINT = 'lint, formatting and type checks (npm run lint)';
const PGLITE =
  'unit, lint-rule, web and API tests on PGlite (vitest: shared, lint, server-unit, web, web-mocking, api)';
const PG = 'API tests on PostgreSQL 127.0.0.1:5432 (vitest: api, TEST_DB=pg)';
// The browser tests spend most of their time waiting for the page, the server and their own polls, and the
// lint is one process on one core: both run beside the Vitest runners (their output in .test-output/e2e.log
// and lint.log, shown when they end), so that the two cores of the CI machine stay busy. TEST_SERIAL=1
// runs them one after the other, lint first and the browser tests last, with their output on the terminal.
const serial = process.env.TEST_SERIAL === '1';
let browserTests = Promise.resolve();
let lint = Promise.resolve();
if (!serial) {
  banner(`${E2E} and ${LINT}: run beside the other runners`);
  log('their output goes to .test-output/e2e.log and lint.log, shown when each ends');
  // Chromium's install and the web build too: nothing else waits for them
  browserTests = beside(E2E, 'e2e.log', async (stdio) => (await prepareE2e(stdio)) ?? e2e(stdio));
  lint = beside(LINT, 'lint.log', (stdio) => single('npm', ['run', 'lint'], stdio));
} else {
  await runner(LINT, () => single('npm', ['run', 'lint']));
}

await runner(PGLITE, () =>
  vitest(['shared', 'lint', 'server-unit', 'web', 'web-mocking', 'api'], 'vitest-pglite.json'),
);
if (await portAnswers('127.0.0.1', 5432)) {
  await runner(PG, () => vitest(['api'], 'vitest-pg.json', { TEST_DB: 'pg' }));
} else {
  banner('API tests on PostgreSQL');
  log('skipped: nothing answers on 127.0.0.1:5432');
}
if (serial) await runner(E2E, async () => (await prepareE2e()) ?? e2e());
else await Promise.all([lint, browserTests]);
const order = ['npm install', LINT, PGLITE, PG, E2E];
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));

const totalSeconds = (Date.now() - started) / 1000;
banner('summary');
const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  const mark = r.failed ? 'FAIL' : 'ok  ';
  const skipped = r.skipped ? `  skipped ${r.skipped}` : '';
  console.log(`${mark} ${r.name.padEnd(width)}  passed ${r.passed}  failed ${r.failed}${skipped}`);
  if (r.note) console.log(`     ${r.note}`);
  const failures = r.failures ?? [];
  for (const line of failures.slice(0, 8)) console.log(`     ✘ ${line}`);
  if (failures.length > 8)
    console.log(`     … and ${failures.length - 8} more (see the runner's output above)`);
}
// how long each runner and the whole suite took (a loaded machine shows here first), then the line CI reads
console.log('');
for (const r of results) console.log(`time ${r.name.padEnd(width)}  ${duration(r.seconds).padStart(12)}`);
console.log(
  `time ${'whole suite (with the install check)'.padEnd(width)}  ${duration(totalSeconds).padStart(12)}`,
);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
