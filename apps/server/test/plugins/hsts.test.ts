import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** HSTS is sent over HTTPS only: directly, or through a proxy trusted (TRUST_PROXY=1) to say so. */
let t: TestApp;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  t = await startTestApp();
});
afterAll(() => t.close());

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff'); // the other security headers stay
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });
});
