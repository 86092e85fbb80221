import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSliderTrace, type SliderTracePoint } from '@app/shared';
import { loginChallenges } from '../../src/db/schema/index.ts';
import { darkestGapPercent, grant, nextIp } from '../helpers/sign-in.ts';
import { PASSWORD, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** The sign-in's limits: per address, per user name, the slider challenge the real user solves. */
describe('sign-in rate limit', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp();
  });
  afterAll(() => fresh.close());
  const limitedCall = (query: Record<string, string>, ip = nextIp()) =>
    fresh.app.inject({ method: 'POST', url: '/oauth/token', query, remoteAddress: ip });

  type Challenge = { slider_id: string; image: string; expires_in: number };
  const challenge = async (ip: string) => {
    const res = await fresh.app.inject({ method: 'POST', url: '/oauth/slider', remoteAddress: ip });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Challenge>();
  };
  /** Where the server keeps the gap of a challenge (the test reads it from the table; the client cannot). */
  const keptTarget = async (id: string) => {
    const [row] = await fresh.database.db.select().from(loginChallenges).where(eq(loginChallenges.id, id));
    return row!.target;
  };
  /** Wrong passwords for `username` from five other addresses: its next sign-in asks for the slider. */
  const manyAddressesGuess = async (username: string) => {
    for (let i = 0; i < 5; i++)
      expect((await limitedCall(grant(username, `Wrong${i}@2026`))).statusCode).toBe(400);
  };
  /** A drag as a hand makes it: speeding up and slowing down over `ms`, resting before the release. */
  const handDrag = (to: number, ms = 900): SliderTracePoint[] => {
    const points: SliderTracePoint[] = [];
    for (let i = 0; i <= 30; i++) {
      const u = i / 30;
      points.push([Math.round(u * ms + (i > 0 && i < 30 ? (i * 7) % 11 : 0)), to * u * u * (3 - 2 * u)]);
    }
    points.push([ms + 250, to]);
    return points;
  };
  /** A script's drag: one speed from 0 to `to`, points evenly spaced in time. */
  const straightDrag = (to: number, ms = 900): SliderTracePoint[] =>
    Array.from({ length: 31 }, (_, i) => [Math.round((i / 30) * ms), (to * i) / 30] as const);
  /** The password grant's slider fields for a release at `position` after `trace`. */
  const solve = (id: string, position: number, trace = handDrag(position)) => ({
    slider_id: id,
    slider_position: String(position),
    slider_trace: encodeSliderTrace(trace),
  });

  it('never locks the real user out: wrong passwords from many addresses ask for the slider instead', async () => {
    // five wrong passwords for one user name, each from another address: no single address reaches its limit
    await manyAddressesGuess('clerk');
    const home = nextIp();
    const asked = await limitedCall(grant('clerk'), home);
    expect(asked.statusCode, asked.body).toBe(428);
    expect(asked.json()).toMatchObject({
      error: 'slider_required',
      message: expect.stringContaining('滑块'),
    });

    const first = await challenge(home);
    const target = await keptTarget(first.slider_id);
    // released too far from the gap: asked again
    const off = target > 50 ? target - 20 : target + 20;
    const wrongSpot = await limitedCall({ ...grant('clerk'), ...solve(first.slider_id, off) }, home);
    expect(wrongSpot.statusCode).toBe(428);
    // answered from another address: asked again
    const second = await challenge(home);
    const elsewhere = await limitedCall(
      { ...grant('clerk'), ...solve(second.slider_id, await keptTarget(second.slider_id)) },
      nextIp(),
    );
    expect(elsewhere.statusCode).toBe(428);
    // solved (a little off the centre, within the tolerance): the right password signs in, once
    const third = await challenge(home);
    const solved = { ...grant('clerk'), ...solve(third.slider_id, (await keptTarget(third.slider_id)) + 2) };
    expect((await limitedCall(solved, home)).statusCode).toBe(200);
    // the same answer again (a replay): asked again
    expect((await limitedCall(solved, home)).statusCode).toBe(428);
    // asked about the session signed in just now, the forced retry needs no second drag, and only once
    const fifth = await challenge(home);
    const again = {
      ...grant('clerk'),
      ...solve(fifth.slider_id, await keptTarget(fifth.slider_id)),
      check_session: '1',
    };
    expect((await limitedCall(again, home)).statusCode).toBe(409);
    // the pass is for this user name from this address only
    expect((await limitedCall({ ...again, force: '1' }, nextIp())).statusCode).toBe(428);
    expect((await limitedCall({ ...again, force: '1' }, home)).statusCode).toBe(200);
    expect((await limitedCall({ ...again, force: '1' }, home)).statusCode).toBe(428);
    // a solved slider does not turn a wrong password into a right one
    const fourth = await challenge(home);
    const guess = {
      ...grant('clerk', 'Wrong9@2026'),
      ...solve(fourth.slider_id, await keptTarget(fourth.slider_id)),
    };
    expect((await limitedCall(guess, home)).statusCode).toBe(400);
    // other users are not affected
    expect((await limitedCall(grant('service'))).statusCode).toBe(200);
  });

  it('hands out a picture and an id, never the answer', async () => {
    const ip = nextIp();
    const answers = [await challenge(ip), await challenge(ip)];
    for (const body of answers) {
      expect(Object.keys(body).sort()).toEqual(['expires_in', 'image', 'slider_id']);
      expect(body.slider_id).toMatch(/^[A-Za-z0-9_-]{24}$/); // 144 random bits
      expect(body.expires_in).toBe(120);
      const target = await keptTarget(body.slider_id);
      // no number in the answer but the lifetime; the gap's place is only in the pixels
      // (the id is 18 random bytes, the picture a PNG)
      expect(Object.values(body).filter((v) => typeof v === 'number')).toEqual([120]);
      // the picture shows the gap where the server keeps it (what a person sees is what is checked)
      const png = Buffer.from(body.image.replace('data:image/png;base64,', ''), 'base64');
      expect(Math.abs(darkestGapPercent(png) - target)).toBeLessThanOrEqual(2);
    }
    expect(answers[0]!.slider_id).not.toBe(answers[1]!.slider_id);
    expect(answers[0]!.image).not.toBe(answers[1]!.image);
  });

  it('checks each challenge once: a wrong release uses it up, and the right place after it is refused', async () => {
    await manyAddressesGuess('accountant');
    const home = nextIp();
    const { slider_id } = await challenge(home);
    const target = await keptTarget(slider_id);
    const off = target > 50 ? target - 10 : target + 10;
    expect((await limitedCall({ ...grant('accountant'), ...solve(slider_id, off) }, home)).statusCode).toBe(
      428,
    );
    expect(
      (await limitedCall({ ...grant('accountant'), ...solve(slider_id, target) }, home)).statusCode,
    ).toBe(428);
    // a fresh one, solved, lets the right password in
    const next = await challenge(home);
    const right = { ...grant('accountant'), ...solve(next.slider_id, await keptTarget(next.slider_id)) };
    expect((await limitedCall(right, home)).statusCode).toBe(200);
  });

  it('refuses a drag no hand made: a constant-velocity line, too fast, too few points, none, time backwards', async () => {
    await manyAddressesGuess('board');
    const home = nextIp();
    const cases: Array<(to: number) => SliderTracePoint[] | undefined> = [
      (to) => straightDrag(to), // one speed, every point on one line
      (to) => [...straightDrag(to), [1300, to]], // one speed, then a rest before the release
      // a program's `steps: 15` through a browser: uneven times, even steps
      (to) => [
        ...Array.from({ length: 16 }, (_, i) => [i * 40 + ((i * i * 7) % 23), (to * i) / 15] as const),
        [1200, to] as const,
      ],
      (to) => handDrag(to, 120).map(([ms, at]) => [Math.min(ms, 150), at] as const), // 150 ms
      (to) => [
        [0, 0],
        [300, to / 2],
        [600, to],
      ], // three points
      () => undefined, // no trace at all
      (to) => handDrag(to).map(([ms, at], i) => [i === 10 ? 5 : ms, at] as const), // time runs back
      (to) => handDrag(to / 2), // ends elsewhere than the release
    ];
    for (const make of cases) {
      const { slider_id } = await challenge(home);
      const target = await keptTarget(slider_id);
      const trace = make(target);
      const query: Record<string, string> = { ...grant('board'), ...solve(slider_id, target, trace ?? []) };
      if (!trace) delete query.slider_trace;
      // the release is at the gap: only the drag is wrong
      expect((await limitedCall(query, home)).statusCode, JSON.stringify(trace)).toBe(428);
    }
    const { slider_id } = await challenge(home);
    const right = { ...grant('board'), ...solve(slider_id, await keptTarget(slider_id)) };
    expect((await limitedCall(right, home)).statusCode).toBe(200);
  });

  it('refuses a challenge answered after its two minutes', async () => {
    await manyAddressesGuess('partner01');
    const home = nextIp();
    const { slider_id } = await challenge(home);
    await fresh.database.db
      .update(loginChallenges)
      .set({ create_time: sql`now() - interval '121 seconds'` })
      .where(eq(loginChallenges.id, slider_id));
    const late = {
      ...grant('partner01', PASSWORD, 'customer'),
      ...solve(slider_id, await keptTarget(slider_id)),
    };
    expect((await limitedCall(late, home)).statusCode).toBe(428);
    const next = await challenge(home);
    const inTime = {
      ...grant('partner01', PASSWORD, 'customer'),
      ...solve(next.slider_id, await keptTarget(next.slider_id)),
    };
    expect((await limitedCall(inTime, home)).statusCode).toBe(200);
  });

  it('answers 429 to the address that guessed 5 wrong passwords for one user name in a minute', async () => {
    const ip = '10.9.8.7';
    for (let i = 0; i < 5; i++) await limitedCall(grant('finance', `Wrong${i}@2026`), ip);
    const limited = await limitedCall(grant('finance'), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('尝试次数过多，请稍后再试');
  });

  it('answers 429 after 20 failures in a minute from one address, whatever the user name', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) await limitedCall(grant(`ghost${i}`, 'Wrong@2026!'), ip);
    expect((await limitedCall(grant('admin'), ip)).statusCode).toBe(429);
    expect((await limitedCall(grant('admin'), '10.9.9.10')).statusCode).toBe(200);
  });

  it('hands out at most 20 slider challenges a minute to one address', async () => {
    const ip = '10.9.9.11';
    for (let i = 0; i < 20; i++) await challenge(ip);
    const res = await fresh.app.inject({ method: 'POST', url: '/oauth/slider', remoteAddress: ip });
    expect(res.statusCode).toBe(429);
  });
});
