/**
 * Where the time of bench/summary.ts's calls goes: every statement a call sends through `queryRows`
 * captured from one request, then run again under EXPLAIN (ANALYZE, BUFFERS) with the plan PostgreSQL
 * picks for these values and with the generic plan.
 */
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client.ts';
import { callOnce, type Served } from './summary-calls.ts';
import { CALLS, type CallName } from './summary-settings.ts';

export interface Captured {
  call: CallName;
  text: string;
  params: unknown[];
}

/** One request of each call with the statements it sends through `queryRows` recorded. */
export async function captureStatements(database: Database, served: Served): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = database.queryRows.bind(database);
  let current: CallName | undefined;
  database.queryRows = <T>(name: string, text: string, params: unknown[]) => {
    if (current) captured.push({ call: current, text, params });
    return original<T>(name, text, params);
  };
  try {
    for (const { call, user } of CALLS) {
      current = call;
      await callOnce(served, call, user);
      current = undefined;
    }
  } finally {
    database.queryRows = original;
  }
  // the auth lookups go through queryRows too; keep the summary's own statements
  return captured.filter((c) =>
    /\b(declarations|appointments|bills|statements|task_orders|inventory_lists|login_logs|account_books|transport_orders)\b/.test(
      c.text,
    ),
  );
}

export interface Explained {
  call: CallName;
  text: string;
  params: unknown[];
  statement: string;
  customMs: number;
  genericMs: number;
  plan: string;
  genericPlan: string;
}

const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
const shortSql = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/"declarations"\./g, '')
    .replace(/"appointments"\./g, '')
    .trim();

/** EXPLAIN ANALYZE of each captured statement (median of 3), with its custom and its generic plan. */
export async function explainAll(url: string, captured: Captured[]): Promise<Explained[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: Explained[] = [];
  try {
    const explain = async (c: Captured, generic: boolean) => {
      await client.query(`set plan_cache_mode = ${generic ? 'force_generic_plan' : 'auto'}`);
      const plans: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await client.query({
          text: `explain (analyze, buffers) ${c.text}`,
          values: c.params as unknown[],
          types: { getTypeParser: () => (v: string) => v } as unknown as pg.CustomTypesConfig,
        });
        plans.push(res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
      plans.sort((a, b) => executionMs(a) - executionMs(b));
      return plans[1]!;
    };
    for (const c of captured) {
      const plan = await explain(c, false);
      const genericPlan = await explain(c, true);
      out.push({
        call: c.call,
        text: c.text,
        params: c.params,
        statement: shortSql(c.text),
        customMs: executionMs(plan),
        genericMs: executionMs(genericPlan),
        plan,
        genericPlan,
      });
    }
  } finally {
    await client.end();
  }
  return out;
}
