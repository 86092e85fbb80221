/**
 * The knobs of bench/run.ts (environment variables, read once here so that its modules agree on them):
 * the rows, the rounds and their length, the PostgreSQL server and the request measured.
 */
import path from 'node:path';

export const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 20;
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const QUERY = 'business_type=customs&sort=create_time,desc&page=1&size=20';
export const BASELINE =
  process.env.BENCH_BASELINE ?? path.join(import.meta.dirname, 'baseline-customers.mjs');
/** A database kept between runs (created and seeded on the first, reused after): seeding a million rows takes a while. */
export const KEPT_DB = process.env.BENCH_DB;
/** Where to write a CPU profile of the server under one more API round (off without it). */
export const PROFILE = process.env.BENCH_PROFILE;
