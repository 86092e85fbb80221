import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { encodeSliderTrace, type SliderTracePoint } from '@app/shared';
import { accessTokens, loginChallenges, loginLogs, users } from '../../src/db/schema/index.ts';
import { CLIENTS, PASSWORD, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Each failing scenario signs in from its own address, so the per-address limit does not mix them. */
let ipSeq = 10;
const nextIp = () => `10.0.0.${ipSeq++}`;

function tokenCall(query: Record<string, string>, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/oauth/token', query, remoteAddress: ip });
}
const grant = (username: string, password = PASSWORD, client: keyof typeof CLIENTS = 'web') => ({
  grant_type: 'password',
  ...CLIENTS[client],
  username,
  password,
});

/**
 * Where the gap of a challenge's picture is, in percent of its width: the 40 columns darkest in the
 * gap's rows (the picture is the server's own PNG: RGB, 8 bits, filter 0 on every row).
 */
function darkestGapPercent(png: Buffer): number {
  const width = png.readUInt32BE(16);
  expect([png[24], png[25]]).toEqual([8, 2]);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const column = new Array<number>(width).fill(0);
  for (let y = 14; y < 34; y++) {
    expect(raw[y * (width * 3 + 1)]).toBe(0);
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) column[x]! += raw[y * (width * 3 + 1) + 1 + x * 3 + c]!;
  }
  let best = 0;
  let bestSum = Infinity;
  for (let x = 0; x + 36 <= width; x++) {
    const sum = column.slice(x, x + 36).reduce((a, b) => a + b, 0);
    if (sum < bestSum) [best, bestSum] = [x, sum];
  }
  return ((best + 18) / width) * 100;
}

describe('POST /oauth/token', () => {
  it('issues a bearer token from query parameters', async () => {
    const res = await tokenCall(grant('admin'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(86400);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
  });

  it('accepts a form body, a JSON body in the second form, and HTTP Basic client credentials', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(grant('clerk')).toString(),
    });
    expect(form.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { userName: 'service', password: PASSWORD, clientId: 'web', clientSecret: 'web-secret' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().access_token).toBeTruthy();
    const basic = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: `Basic ${Buffer.from('web:web-secret').toString('base64')}` },
      query: { grant_type: 'password', username: 'finance', password: PASSWORD },
    });
    expect(basic.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = (await tokenCall(grant('admin'))).json().access_token as string;
    const rows = await t.database.db.select().from(accessTokens);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const res = await tokenCall({ ...grant('admin'), client_secret: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, error: 'invalid_client', message: '客户端认证失败' });
  });

  it('answers the same error for a wrong password and an unknown user', async () => {
    const wrong = await tokenCall(grant('admin', 'Wrong@2026!'));
    const unknown = await tokenCall(grant('nobody-here', 'Wrong@2026!'));
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant', message: '用户名或密码错误' });
  });

  it('answers in English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      query: grant('admin', 'Wrong@2026!'),
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      remoteAddress: nextIp(),
    });
    expect(res.json().message).toBe('Incorrect username or password');
  });

  it('names each missing parameter', async () => {
    const res = await tokenCall({ grant_type: 'password', client_id: 'web', client_secret: 'web-secret' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['username', 'password']);
  });

  it('refuses an unsupported grant type', async () => {
    const res = await tokenCall({ ...grant('admin'), grant_type: 'client_credentials' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unsupported_grant_type');
  });

  it('refuses a disabled user, and only says so to someone who knows the password', async () => {
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.username, 'finance'));
    try {
      const right = await tokenCall(grant('finance'));
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe('账号已被禁用，请联系管理员');
      const wrong = await tokenCall(grant('finance', 'Wrong@2026!'));
      expect(wrong.json().message).toBe('用户名或密码错误');
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.username, 'finance'));
    }
  });

  it('keeps partner accounts to the customer client and staff accounts to the staff client', async () => {
    expect((await tokenCall(grant('partner01', PASSWORD, 'web'))).statusCode).toBe(400);
    expect((await tokenCall(grant('admin', PASSWORD, 'customer'))).statusCode).toBe(400);
    expect((await tokenCall(grant('partner01', PASSWORD, 'customer'))).statusCode).toBe(200);
  });

  it('writes every attempt to the login log with address, client and outcome', async () => {
    await tokenCall(grant('admin'), '10.7.7.7');
    await tokenCall(grant('admin', 'Wrong@2026!'), '10.7.7.7');
    const rows = await t.database.db.select().from(loginLogs).where(eq(loginLogs.ip, '10.7.7.7'));
    expect(rows.map((r) => [r.username, r.client_id, r.success, r.reason])).toEqual([
      ['admin', 'web', true, null],
      ['admin', 'web', false, 'bad_credentials'],
    ]);
  });
});

describe('a session elsewhere', () => {
  it('is reported (409) only when the sign-in asks, and forcing signs the other session out', async () => {
    const first = await t.login('service');
    const asked = await tokenCall({ ...grant('service'), check_session: '1' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      error: 'already_logged_in',
      message: expect.stringContaining('强制'),
    });
    expect((await t.call('GET', '/menu/index', first)).statusCode).toBe(200);
    const forced = await tokenCall({ ...grant('service'), check_session: '1', force: '1' });
    expect(forced.statusCode).toBe(200);
    expect((await t.call('GET', '/menu/index', first)).statusCode).toBe(401);
    expect((await t.call('GET', '/menu/index', forced.json().access_token)).statusCode).toBe(200);
    // without the flag, several sessions may live side by side (API clients, several tabs)
    expect((await tokenCall(grant('service'))).statusCode).toBe(200);
  });
});

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

describe('token check, revoke and expiry', () => {
  it('answers user, client, org and typed authorities on all three check paths', async () => {
    const token = await t.login('clerk');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/oauth/check_token', query: { access_token: token } }),
      t.app.inject({ method: 'GET', url: '/admin/oauth/checkToken', query: { access_token: token } }),
      t.app.inject({ method: 'POST', url: '/oauth/check-token', payload: { access_token: token } }),
      // the form the web app uses: the token in the header, never in the URL
      t.app.inject({ method: 'GET', url: '/oauth/check_token', headers: { 'access-token': token } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ user_id: expect.any(Number), client_id: 'web', user_name: 'clerk' });
      expect(body.org[0]).toMatchObject({ name: '华海供应链集团', companies: [{ id: 1 }, { id: 2 }] });
      const kinds = (body.authorities as { authority: string }[]).map((a) => a.authority.split('(')[0]);
      expect(new Set(kinds)).toEqual(new Set(['SysRoleVo', 'SysOrgVo', 'SysResourceVo']));
      const role = body.authorities.find((a: { authority: string }) => a.authority.startsWith('SysRoleVo'));
      expect(role.authority).toContain('code=clerk');
      const resourcesIds = body.authorities
        .filter((a: { authority: string }) => a.authority.startsWith('SysResourceVo'))
        .map((a: { id: number }) => a.id);
      expect(resourcesIds).toEqual([...resourcesIds].sort((a, b) => b - a));
      const resource = body.authorities.find((a: { authority: string }) =>
        a.authority.includes('path=/declaration/index'),
      );
      // the customs group is on the partners' client too (their manifests, read-only)
      expect(resource.authority).toMatch(/sort=-?\d+, clientIds=web,customer, path=\/declaration\/index/);
    }
  });

  it('answers an error for an unknown token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/oauth/check_token',
      query: { access_token: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_token', message: 'token 无效' });
  });

  it('refuses a revoked token at once, from the header and from the query', async () => {
    const token = await t.login('service');
    expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(200);
    expect((await t.call('GET', `/oauth/check_token?access_token=${token}`)).statusCode).toBe(200);
    const revoked = await t.call('GET', `/oauth/revoke_token?access_token=${token}`);
    expect(revoked.json().code).toBe(0);
    expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(401);
    expect((await t.call('GET', '/oauth/check_token?access_token=' + token)).statusCode).toBe(400);
  });

  it('takes a token in the query only where the API document declares it', async () => {
    const token = await t.login('service');
    // a route whose query declares access_token (the specification's calls for outside clients)
    expect((await t.call('GET', `/oauth/check_token?access_token=${token}`)).statusCode).toBe(200);
    // anywhere else a token in the address is not taken (logs, history and referrers keep addresses)
    expect((await t.call('GET', `/sys-user/get-user-info?access_token=${token}`)).statusCode).toBe(401);
    expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await t.login('service');
    await t.database.db.update(accessTokens).set({ expires_at: sql`now() - interval '1 second'` });
    const res = await t.call('GET', '/menu/index', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('token 无效');
  });

  it('honours TOKEN_TTL_SECONDS', async () => {
    const short = await startTestApp({ tokenTtlSeconds: 60 });
    try {
      const res = await short.app.inject({ method: 'POST', url: '/oauth/token', query: grant('admin') });
      expect(res.json().expires_in).toBe(60);
    } finally {
      await short.close();
    }
  });

  it('signs out with code 10000 and the token stops working', async () => {
    const token = await t.login('admin');
    const res = await t.call('GET', `/oos/logout?access_token=${token}`);
    expect(res.json()).toMatchObject({ code: 10000 });
    expect((await t.call('GET', '/menu/index', token)).statusCode).toBe(401);
  });

  it('refuses a disabled user’s existing token', async () => {
    const token = await t.login('finance');
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.username, 'finance'));
    try {
      expect((await t.call('GET', '/menu/index', token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.username, 'finance'));
    }
  });
});
