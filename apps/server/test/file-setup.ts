import { afterAll } from 'vitest';

/**
 * Runs before each API test file. The files share their worker's modules (isolate: false in
 * vitest.config.ts: the server's modules, PGlite's WebAssembly and the compiled schemas are loaded once
 * per worker instead of once per file), so what a file changes in the process must not reach the next:
 * the environment (JOBS_POLL_MS, EXPORT_PROGRESS_MS, WS_TOKEN_CHECK_MS, TZ…) goes back to what it was
 * when the file started, after the file's own afterAll hooks.
 */
const environment = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  for (const [name, value] of Object.entries(environment))
    if (process.env[name] !== value) process.env[name] = value;
});
