import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TOKEN_SUBPROTOCOL, SUMMARY_PUSH } from '@app/shared';
import { PULSE_MS } from '../../src/modules/summary/summary-pulse.ts';
import { declarationBody } from '../helpers/declaration-fixture.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { listenUrl, openSocket, type TestSocket } from '../helpers/ws-client.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  base = await listenUrl(t.app);
});
afterAll(() => t?.close());

/** The next summary push on a socket (other frames are skipped), or undefined when none comes in time. */
async function nextSummaryPush(ws: TestSocket, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const frame = await ws.next(Math.max(1, until - Date.now())).catch(() => undefined);
    if (frame === undefined) return undefined;
    const push = JSON.parse(frame) as { type?: string; data?: { at?: string } };
    if (push.type === SUMMARY_PUSH) return push;
  }
  return undefined;
}

describe('the summary pulse (issue 17)', () => {
  it('a write through the API tells open boards and home tabs that documents changed, at most once per window', async () => {
    const board = await t.login('board');
    const clerk = await t.login('clerk');
    const ws = await openSocket(`${base}/ws`, [LIVE_TOKEN_SUBPROTOCOL, board]);
    try {
      // a read changes nothing: no push
      expect((await t.call('GET', '/api/summary/board', board)).statusCode).toBe(200);
      expect(await nextSummaryPush(ws, 800)).toBeUndefined();
      const created = await t.call('POST', '/api/declarations', clerk, declarationBody());
      expect(created.statusCode, created.body).toBe(201);
      const push = await nextSummaryPush(ws, 5000);
      expect(push?.data?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // three more writes: at most one push per window (two when the writes take longer than one, as on a
      // loaded machine), never one per write, then quiet
      for (let i = 0; i < 3; i++)
        expect((await t.call('POST', '/api/declarations', clerk, declarationBody())).statusCode).toBe(201);
      const times = [Date.parse(push!.data!.at!)];
      for (let next = await nextSummaryPush(ws, 5000); next; next = await nextSummaryPush(ws, 2 * PULSE_MS))
        times.push(Date.parse(next.data!.at!));
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times.length).toBeLessThanOrEqual(4);
      for (let i = 1; i < times.length; i++)
        expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(PULSE_MS);
      // a refused write (bad input) is no change
      expect((await t.call('POST', '/api/declarations', clerk, { head: {} })).statusCode).toBe(400);
      expect(await nextSummaryPush(ws, 2 * PULSE_MS)).toBeUndefined();
    } finally {
      ws.close();
    }
  });
});
