/**
 * The knobs of bench/declarations.ts (environment variables, read once here so that its modules agree on
 * them): how many messages, senders and receipts, the batch size, the runs, and the target.
 */
import path from 'node:path';

export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
export const LINES = 20;
export const SENDERS = Number(process.env.BENCH_SENDERS ?? 32);
export const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 1000);
export const BATCH = Number(process.env.BENCH_RECEIPT_BATCH ?? 200);
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const TARGET = 1000;
export const FIXTURE = path.join(
  import.meta.dirname,
  '../apps/server/test/fixtures/customs/declaration-import-1.json',
);
