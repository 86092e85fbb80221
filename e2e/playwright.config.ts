import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Never download a browser: the tests drive Debian's /usr/bin/chromium.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const root = path.resolve(import.meta.dirname, '..');

// The tests spend most of their time waiting (for the page, the server, its polls): one worker used about
// a fifth of a core for 13 minutes. Each worker has a server and a database of its own, since the
// product keeps one session per user (a test signing in as the clerk would sign out another worker's
// clerk) and the tests read the database's folders (inbox, mail, exports). The main process picks the
// ports and makes the run's folder; the workers, which load this file again, inherit both and take the
// server of their slot (TEST_PARALLEL_INDEX, set by Playwright in each worker).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const firstPort = Number(process.env.E2E_PORT ?? 18181);
process.env.E2E_PORTS ??= Array.from({ length: workers }, (_, i) => firstPort + i).join(',');
const ports = process.env.E2E_PORTS.split(',').map(Number);
if (!process.env.E2E_DATA_ROOT) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  process.env.E2E_DATA_ROOT = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}
const dataDir = (slot: number) => path.join(process.env.E2E_DATA_ROOT!, `server-${slot}`);
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % ports.length;
process.env.E2E_PORT = String(ports[slot]);
process.env.E2E_DATA_DIR = dataDir(slot);
const baseURL = `http://localhost:${ports[slot]}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // the screenshots for docs/screenshots are taken only on request (SCREENSHOTS=1)
  testIgnore: process.env.SCREENSHOTS === '1' ? [] : ['**/screenshots.spec.ts'],
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: ports.length,
  forbidOnly: !!process.env.CI,
  // In CI one retry, so that a single stall of a shared two-core machine does not fail the build; the
  // summary names every test that needed it (scripts/test.mjs), and a test failing twice still fails.
  retries: process.env.CI ? 1 : 0,
  // Every wait is for a condition, so these limits only matter when something is wrong; they are wide
  // enough for a page on a machine whose two cores are busy with other work (a fresh build, the API
  // tests of another checkout, two `node -e "for(;;){}"`).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_OUTPUT ?? path.join(root, '.test-output/e2e.json') }],
  ],
  use: {
    baseURL,
    locale: 'zh-CN',
    // as a person who asked for less motion (the app then turns antd's animations off): a menu or dialog is
    // where it ends up at once. With the animations, Playwright's check that an item is in view could land
    // while a menu was still sliding in and scroll the page, moving the menu from under the click on a
    // loaded machine (seen with the tab's context menu: 10 of 12 under two busy processes, 0 of 12 so).
    reducedMotion: 'reduce',
    // a failed test keeps its trace (actions, DOM snapshots, network, console) but not the screencast
    // of its frames: capturing and encoding those took about a third of the run's CPU time (the GPU and
    // browser processes), on a two-core machine also running the other tests. In CI, where a failed test
    // runs again, only that second run records one (a failure seen twice has its trace; the 73 tests that
    // pass at once no longer pay for a trace thrown away)
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: ports.map((port, i) => ({
    // Builds the web app when it is stale, then runs the real server on a fresh database.
    command: 'node scripts/build-web.mjs && npx tsx apps/server/src/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // a build and a seeded demo on a machine whose two cores run the API tests too: 120 s ran out at a load
    // of 17-22 while the demo grew (filed books, guides' screenshots); a limit, not a target
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(i),
      NODE_ENV: 'test-e2e',
      LOG_LEVEL: 'warn',
      // as behind a reverse proxy: the sign-in throttling test sends wrong passwords "from" several addresses
      TRUST_PROXY: '1',
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      // exports report progress after every batch of 500 rows, so a browser test of a few thousand
      // rows sees several steps (downloads.spec.ts)
      EXPORT_BATCH: '500',
      EXPORT_PROGRESS_MS: '0',
    },
  })),
});
