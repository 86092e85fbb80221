/**
 * The knobs of bench/summary.ts (environment variables, read once here so that its modules agree on
 * them), its targets, and the calls it measures with the demo user who holds each.
 */

export const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DECLARATIONS = Number(process.env.BENCH_SUMMARY_DECLARATIONS ?? 1_000_000);
export const APPOINTMENTS = Number(process.env.BENCH_SUMMARY_APPOINTMENTS ?? 100_000);
export const BILLS = Number(process.env.BENCH_SUMMARY_BILLS ?? 100_000);
export const EMBEDDED_BILLS = Number(process.env.BENCH_SUMMARY_EMBEDDED_BILLS ?? 10_000);
export const EMBEDDED_DECLARATIONS = Number(process.env.BENCH_SUMMARY_EMBEDDED_DECLARATIONS ?? 100_000);
export const EMBEDDED_APPOINTMENTS = Number(process.env.BENCH_SUMMARY_EMBEDDED_APPOINTMENTS ?? 10_000);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const ROUNDS = Number(process.env.BENCH_SUMMARY_ROUNDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_SUMMARY_CONNECTIONS ?? 8);
export const ONLY = (process.env.BENCH_SUMMARY_ONLY ?? 'postgres,embedded').split(',');
export const TARGET_MS = 50;
export const LIST_RUNS = Number(process.env.BENCH_SUMMARY_LIST_RUNS ?? 5);
export const LIST_TARGET_MS = 1000;

/** Each call and the demo user who holds it (the summary test's holders). */
export const CALLS = [
  { call: 'clerk', user: 'clerk' },
  { call: 'service', user: 'service' },
  { call: 'finance', user: 'accountant' },
  { call: 'admin', user: 'admin' },
  { call: 'partner', user: 'partner01' },
  { call: 'trend', user: 'clerk' },
  { call: 'board', user: 'board' },
  { call: 'income', user: 'accountant' },
  { call: 'week', user: 'partner01' },
  { call: 'open-statements', user: 'partner01' },
] as const;
export type CallName = (typeof CALLS)[number]['call'];
