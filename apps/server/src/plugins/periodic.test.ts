import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runPeriodically } from './periodic.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('runPeriodically', () => {
  it('runs at ready and at each tick, never two at once, goes on after a failure and stops at close', async () => {
    const app = Fastify({ logger: false });
    const warnings: string[] = [];
    app.log.warn = ((_obj: unknown, message?: string) => void warnings.push(String(message))) as never;
    let runs = 0;
    let running = 0;
    let most = 0;
    runPeriodically(app, 'test sweep', 10, async () => {
      runs++;
      running++;
      most = Math.max(most, running);
      try {
        await sleep(35); // longer than a tick: the ticks it overlaps are skipped
        if (runs === 1) throw new Error('first run fails');
      } finally {
        running--;
      }
    });
    expect(runs).toBe(0);
    await app.ready();
    expect(runs).toBe(1);
    const until = Date.now() + 5_000;
    while (runs < 3 && Date.now() < until) await sleep(5);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(warnings).toEqual(['test sweep failed']);
    await app.close();
    await sleep(60);
    const after = runs;
    await sleep(60);
    expect(runs).toBe(after);
  });
});
