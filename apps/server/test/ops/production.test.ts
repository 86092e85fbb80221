import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, refuseDemoSecrets } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { createAdministrator } from '../../src/seed/administrator.ts';
import { isEmpty } from '../../src/seed/demo.ts';
import { embeddedDatabaseIn, startTestApp, type TestApp } from '../helpers/test-app.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      tokenTtlSeconds: 86400,
      databaseUrl: undefined,
      production: false,
      seedDemo: true,
    });
    expect(c.dataDir.endsWith(`${path.sep}data`)).toBe(true);
  });

  it('seeds demo data in production only with SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuses a malformed number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TOKEN_TTL_SECONDS: '-5' })).toThrow(/TOKEN_TTL_SECONDS/);
  });
});

describe('production start-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses to run while a demo client secret or the demo admin password works', async () => {
    await expect(refuseDemoSecrets({ ...t.database, close: async () => {} })).rejects.toThrow(
      /client "web" still has its demo secret.*user "admin" still has the demo password/,
    );
  });

  it('creates an administrator who can sign in, and refuses a weak password', async () => {
    await expect(
      createAdministrator(t.database.db, { username: 'chief01', password: 'weakpass', name: '主管' }),
    ).rejects.toThrow('密码只能由8-20位的数字、大小写字母和特殊符合任三种类型组成');
    const created = await createAdministrator(t.database.db, {
      username: 'chief01',
      password: 'Str0ng#Pass',
      name: '主管',
    });
    expect(created.createdClient).toBe(false);
    const token = await t.login('chief01', { password: 'Str0ng#Pass' });
    const users = await t.call('POST', '/code/oauth2/sys-user-dto/list', token, {});
    expect(users.statusCode).toBe(200); // an administrator may do everything
  });

  it.skipIf(process.env.TEST_DB === 'pg')(
    'does not seed an empty embedded database in production',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-'));
      try {
        const config = { ...loadConfig({ NODE_ENV: 'production' }), dataDir: dir };
        await embeddedDatabaseIn(path.join(dir, 'db'), 'empty');
        const database = await prepareDatabase(config, () => {});
        expect(await isEmpty(database.db)).toBe(true);
        await database.close();
        // SEED_DEMO=1 in production: demo data with fresh credentials, shown once, so the server starts
        const lines: string[] = [];
        const other = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-demo-'));
        try {
          await embeddedDatabaseIn(path.join(other, 'db'), 'empty');
          const demo = await prepareDatabase({ ...config, dataDir: other, seedDemo: true }, (l) =>
            lines.push(l),
          );
          expect(await isEmpty(demo.db)).toBe(false);
          await demo.close();
        } finally {
          fs.rmSync(other, { recursive: true, force: true });
        }
        expect(lines.join('\n')).toMatch(/new credentials \(shown once\)/);
        expect(lines.join('\n')).not.toContain('Demo@2026!');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    // two embedded databases migrated from scratch and one seeded with the demo: about 10 s alone, over
    // 45 s on a 2-core machine also running the browser tests at load 10
    240_000,
  );
});
