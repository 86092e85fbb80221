/**
 * The knobs of bench/passports-manifests.ts (environment variables, read once here so that its modules
 * agree on them): how many messages, sends and receipts, and how many runs.
 */
import path from 'node:path';

export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
export const SENDS = Number(process.env.BENCH_SENDS ?? 1000);
/** Loaded passports declared per run (fewer than the empty ones, to keep the run within minutes). */
export const LOADED = Number(process.env.BENCH_LOADED ?? 500);
export const RECEIPTS = Math.min(SENDS, Number(process.env.BENCH_RECEIPTS ?? 1000));
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const DB_RUNS = Number(process.env.BENCH_DB_RUNS ?? 3);
export const IN_FLIGHT = 8;
export const WARM_UP = 50;
/** Sends of the pass whose statements are counted (not in the medians). */
export const PROBED = Math.min(200, SENDS);
export const SAMPLES = path.join(import.meta.dirname, '../apps/server/test/fixtures/customs/samples');
