import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';
/**
 * The web tests that replace a module (vi.mock) or load the modules anew (vi.resetModules): they would run
 * each in a fresh module graph, since a module replaced for one file would stay replaced (or stay real) for
 * the next file of the worker, and modules loaded anew run their set-up again (i18n/index.ts's init drops
 * the languages loaded so far). There are none now, and a new one costs 5-7 CPU-seconds against about 1.3
 * in `web`: tests drive the real modules instead (the live channel through test/live-test-kit.ts and a fake
 * WebSocket, charts through a marker given to ChartRenderer or a report's `Chart`, the app context with
 * initAppContext, the server with a stubbed fetch). The project stays for one that cannot: with the list
 * empty it has no files, which Vitest accepts beside the other projects. The other web tests share their
 * worker's modules (React, antd, the app's own) as the API tests do.
 */
const mockingWebTests = fs
  .readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('apps/web/src', file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/.test(fs.readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, a single one on the two-core CI machine: the
    // test files then ran one after another while the second core idled
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          isolate: false,
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['lint/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-unit',
          environment: 'node',
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          // a few take seconds of CPU (formatting the generated tables, a million-row OOXML check): the
          // default 5 s ran out at a load of 15; a limit, not a target
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // the files of a worker share its modules: the server, PGlite's WebAssembly and the compiled
          // schemas load once per worker, not once per file (about half of the run's time); each file
          // still gets its own database, and file-setup.ts puts the environment back after each file
          isolate: false,
          setupFiles: ['apps/server/test/file-setup.ts'],
          // a limit for a loaded machine, not a target: a test of a few CPU-seconds (a 1,200-line
          // statement's workbook and PDF) ran past 30 s at a load of 15
          testTimeout: 90_000,
          // a file's setup starts a server on its own copy of the seeded database: 10-20 s alone, over
          // 60 s at a load of 15-20 (several checkouts testing at once); a limit, not a target
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [WEB_TESTS],
          exclude: mockingWebTests,
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'web-mocking',
          environment: 'jsdom',
          include: mockingWebTests,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
