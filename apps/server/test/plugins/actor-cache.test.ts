import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { accessTokens } from '../../src/db/schema/index.ts';
import type { ActorCache } from '../../src/plugins/actor-cache.ts';
import { hashToken } from '../../src/plugins/tokens.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.call('GET', '/sys-user/get-user-info', token);

/**
 * Waits for the cache's invalidation: resolves with the time (performance.now()) of the first `clear()`
 * after which `refused()` holds. A clear caused by an earlier change (a sign-in's own NOTIFY arriving
 * late) is passed over, since the token is still accepted after it. Fails after `timeoutMs`.
 */
function clearThatRefuses(cache: ActorCache, refused: () => Promise<boolean>, timeoutMs = 10_000) {
  const clear = cache.clear.bind(cache);
  let spy: MockInstance<() => void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  return new Promise<number>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the token was still accepted after ${timeoutMs} ms`)),
      timeoutMs,
    );
    spy = vi.spyOn(cache, 'clear').mockImplementation(() => {
      const at = performance.now();
      clear();
      void refused().then((yes) => {
        if (yes) resolve(at);
      }, reject);
    });
  }).finally(() => {
    clearTimeout(timer);
    spy?.mockRestore();
  });
}

describe('the actor cache', () => {
  it('resolves a token once, then serves its requests from the cache', async () => {
    const token = await t.login('clerk');
    const queries = vi.spyOn(t.database, 'queryRows');
    try {
      for (let i = 0; i < 5; i++) expect((await me(token)).statusCode).toBe(200);
      const actorQueries = queries.mock.calls.filter(([name]) => name === 'actor_for_token');
      expect(actorQueries).toHaveLength(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('refuses a token at once after its sign-out (a GET) in the same process', async () => {
    const token = await t.login('clerk');
    expect((await me(token)).statusCode).toBe(200); // cached now
    expect((await t.call('GET', `/oos/logout?access_token=${token}`)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  // a role taken from a user and a disabled user are refused at once too, with the actor cached by a
  // request before the change: users-admin-edit-orgs-roles-status.test.ts (grantRole / delUserRole, setUserStatus)

  it('hears a change written outside any request (the tables’ triggers notify) within 100 ms', async () => {
    const token = await t.login('service');
    expect((await me(token)).statusCode).toBe(200);
    const cleared = clearThatRefuses(t.app.actors, async () => (await me(token)).statusCode === 401);
    await t.database.db
      .update(accessTokens)
      .set({ revoked_at: new Date() })
      .where(eq(accessTokens.token_hash, hashToken(token)));
    const committed = performance.now();
    // the time the notification took to clear the cache (the request that proves it is not counted)
    expect((await cleared) - committed).toBeLessThan(100);
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('two server processes on one database', () => {
  const USERS = '/code/oauth2/sys-user-dto';
  /** The change made through the first process, and what the second must then answer the user's token. */
  const changes: {
    name: string;
    user: string;
    url: string;
    refusedWith: number;
    change: (token: string) => Promise<unknown>;
  }[] = [
    {
      name: 'a sign-out (token revoked)',
      user: 'clerk',
      url: '/sys-user/get-user-info',
      refusedWith: 401,
      change: (token) => t.call('GET', `/oos/logout?access_token=${token}`),
    },
    {
      name: 'a role taken from the user',
      user: 'service',
      url: '/api/customers',
      refusedWith: 403,
      change: async () => {
        const admin = await t.login('admin');
        const info = await t.call('POST', `${USERS}/getUserInfo`, admin, { id: await userId('service') });
        const roleIds = (info.json().data.roles as { id: number }[]).map((r) => r.id);
        const res = await t.call('POST', `${USERS}/delUserRole`, admin, {
          user_id: await userId('service'),
          role_ids: roleIds,
        });
        expect(res.statusCode).toBe(200);
      },
    },
    {
      name: 'the user disabled',
      user: 'accountant',
      url: '/sys-user/get-user-info',
      refusedWith: 401,
      change: async () => {
        const admin = await t.login('admin');
        const res = await t.call('POST', `${USERS}/setUserStatus`, admin, {
          id: await userId('accountant'),
          status: 0,
        });
        expect(res.statusCode).toBe(200);
      },
    },
  ];

  async function userId(username: string) {
    const [row] = await t.database.queryRows<{ id: number }>(
      'test_user_id',
      'select id from users where username = $1',
      [username],
    );
    return row!.id;
  }

  it.each(changes)(
    '$name through one is seen by the other within 100 ms',
    async ({ user, url, refusedWith, change }) => {
      if (t.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
      const second = await openDatabase({ databaseUrl: String(t.database.pool.options.connectionString) });
      const other = await buildApp(
        { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' }), webDist: undefined, logLevel: 'silent' },
        second,
      );
      await other.ready();
      try {
        const token = await t.login(user);
        const onOther = () => other.inject({ method: 'GET', url, headers: { 'access-token': token } });
        expect((await onOther()).statusCode).toBe(200);
        expect((await onOther()).statusCode).toBe(200); // served from the other process's cache
        expect(other.actors.size).toBeGreaterThan(0);
        const cleared = clearThatRefuses(
          other.actors,
          async () => (await onOther()).statusCode === refusedWith,
        );
        await change(token);
        const committed = performance.now();
        expect((await cleared) - committed).toBeLessThan(100);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});
