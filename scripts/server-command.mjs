// How `npm start` (scripts/start.mjs) and the benchmarks run the server: the bundle of
// scripts/build-server.mjs under plain node (no TypeScript transpiler in the process: about 85 MB less
// resident memory than `--import tsx`, bench/RESULTS.md "A small office's load"), with V8's heap bounded.
import path from 'node:path';
import { root } from './lib.mjs';

export const SERVER_BUNDLE = path.join(root, 'dist/server/server.mjs');

/** Bundles the server (about 1.5 s) so the process runs the sources as they are now. */
export async function bundleServer() {
  // imported here: esbuild may not be installed yet when scripts/start.mjs loads this file
  const { buildServer } = await import('./build-server.mjs');
  await buildServer(path.dirname(SERVER_BUNDLE));
  return SERVER_BUNDLE;
}

/**
 * Node flags for the server process:
 * - V8 sizes its heap from the machine's memory and lets garbage pile up: a million-row export then peaks at
 *   about 315 MB, against about 207 MB with the old space capped at 256 MB and the same speed
 *   (bench/RESULTS.md). SERVER_HEAP_MB changes the cap (0: none); NODE_OPTIONS with a max-old-space-size wins.
 * - The young generation (V8's default semi-space of 16 MB, 32 MB of new space kept resident) is bounded to
 *   SERVER_SEMI_SPACE_MB (default 4): short-lived request garbage is collected sooner, for about 24 MB less
 *   resident memory; 0 leaves V8's default.
 */
export function serverNodeArgs(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  const heapMb = Number(env.SERVER_HEAP_MB ?? 256);
  const semiMb = Number(env.SERVER_SEMI_SPACE_MB ?? 4);
  return [
    ...(/max-old-space-size/.test(options) || !(heapMb > 0) ? [] : [`--max-old-space-size=${heapMb}`]),
    ...(/max-semi-space-size/.test(options) || !(semiMb > 0) ? [] : [`--max-semi-space-size=${semiMb}`]),
  ];
}
